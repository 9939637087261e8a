import type { TaskEither } from "fp-ts/lib/TaskEither.js";
import type { BarcodeProvider, VoucherMatch } from "../domain/cityPass.js";
import type { HyperlinkLookup } from "../domain/hyperlink.js";
import type {
  CancelTicketsQuote,
  ChangeVisitQuote,
  OrderSummary,
  PurchaseAnswer,
  Ticket,
  TicketsCancelled,
  VisitChanged,
  VisitMove,
} from "../domain/order.js";
import type { Product, ProductList } from "../domain/product.js";
import type { CardForm, PurchaseForm } from "../domain/purchaseForm.js";
import type { SaleDates, UnlockedTickets } from "../domain/ticketingState.js";
import type {
  WaitingListEntry,
  WaitingListOffer,
  WaitingListStatus,
} from "../domain/waitingList.js";
import type { ApiFailure } from "./apiFailure.js";
import type { OrderDraft } from "./ticketingApi.js";

/** 1: a promo code (sales-channel junction); 2: a promo hyperlink (spec §7). */
export type PromoCodeType = 1 | 2;

/** The web-sales API (spec §7), in the domain's words. */
export interface WebSalesApi {
  productList(): TaskEither<ApiFailure, ProductList>;
  /** Promo-code products, already normalised to the common product shape. */
  promoCodeProducts(code: string, type: PromoCodeType): TaskEither<ApiFailure, readonly Product[]>;
  productHyperlink(code: string): TaskEither<ApiFailure, HyperlinkLookup>;
  /** The visit dates of a product web sales sells itself: a voucher, a promo-code product. */
  saleDates(productId: number): TaskEither<ApiFailure, SaleDates>;
  /** What the promotions of a product unlock on a date: ticket types and entry-time slots. */
  promotionTickets(
    productId: number,
    date: string,
    promotionIds: readonly number[],
  ): TaskEither<ApiFailure, UnlockedTickets>;
  trackingScript(id: number): TaskEither<ApiFailure, string>;
  searchOrder(orderId: number, email: string): TaskEither<ApiFailure, OrderSummary>;
  /** Cancels and refunds the order; what a refund answers besides is the API's own. */
  refund(orderId: number, email: string): TaskEither<ApiFailure, void>;
  /** What cancelling these tickets of the order would refund; nothing changes. */
  quoteCancelTickets(
    orderId: number,
    email: string,
    ticketIds: readonly number[],
  ): TaskEither<ApiFailure, CancelTicketsQuote>;
  /** Cancels and refunds these tickets of the order; the rest stand. */
  cancelTickets(
    orderId: number,
    email: string,
    ticketIds: readonly number[],
  ): TaskEither<ApiFailure, TicketsCancelled>;
  /** What moving these tickets of the order to another visit would cost or give back. */
  quoteChangeVisit(
    orderId: number,
    email: string,
    move: VisitMove,
  ): TaskEither<ApiFailure, ChangeVisitQuote>;
  /** Moves these tickets to another visit; a difference is charged to `card` or refunded. */
  changeVisit(
    orderId: number,
    email: string,
    move: VisitMove,
    card: CardForm,
  ): TaskEither<ApiFailure, VisitChanged>;
  /**
   * Puts a party on the waiting list of the one entry time its order names, which cannot take
   * it: the order as it would be held, and where its offer is to be mailed.
   */
  joinWaitingList(order: OrderDraft, email: string): TaskEither<ApiFailure, WaitingListEntry>;
  /** Leaves the waiting list by its leave link's token: what became of the party. */
  leaveWaitingList(token: string): TaskEither<ApiFailure, WaitingListStatus>;
  /** The offer a waiting-list mail links to, by its token: the pending order held for it. */
  waitingListOffer(token: string): TaskEither<ApiFailure, WaitingListOffer>;
  /** Queues the tickets e-mail again, to the order's own address. */
  resendTickets(orderId: number, email: string): TaskEither<ApiFailure, void>;
  verifyCityPass(
    voucherCode: string,
    provider: BarcodeProvider,
  ): TaskEither<ApiFailure, readonly VoucherMatch[]>;
  /**
   * The same calls as the cart of `cartToken` rather than the guest's own: a waiting-list
   * offer's pending order answers to the token the offer gave it (spec §6's carttoken).
   */
  asCart(cartToken: string): WebSalesApi;
  confirmPurchase(orderId: number, form: PurchaseForm): TaskEither<ApiFailure, PurchaseAnswer>;
  confirmOrderPromo(orderId: number, form: PurchaseForm): TaskEither<ApiFailure, PurchaseAnswer>;
  viewTickets(orderConfirmation: string): TaskEither<ApiFailure, readonly Ticket[]>;
}
