import type { TaskEither } from "fp-ts/lib/TaskEither.js";
import type { CartProduct, PricedCart } from "../domain/cart.js";
import type { SelectedDiscount } from "../domain/discountSelection.js";
import type { HoldExtension, PendingOrder } from "../domain/pendingOrder.js";
import type { SaleKind, Tenant } from "../domain/tenant.js";
import type { Discount, Inventory, SaleDates } from "../domain/ticketingState.js";
import type { ApiFailure } from "./apiFailure.js";

/** What is priced or reserved: the tenant's products, as one kind of sale. */
export interface OrderDraft {
  readonly tenant: Tenant;
  readonly saleKind: SaleKind;
  readonly products: readonly CartProduct[];
}

/** The ticketing API (spec §7): dates, discounts, inventory, pricing and pending orders. */
export interface TicketingApi {
  dates(productId: number, saleKind: SaleKind): TaskEither<ApiFailure, SaleDates>;
  discounts(
    productId: number,
    date: string,
    saleKind: SaleKind,
  ): TaskEither<ApiFailure, readonly Discount[]>;
  inventory(
    productId: number,
    date: string,
    selected: readonly SelectedDiscount[],
    saleKind: SaleKind,
  ): TaskEither<ApiFailure, readonly Inventory[]>;
  price(order: OrderDraft): TaskEither<ApiFailure, PricedCart>;
  createPendingOrder(order: OrderDraft): TaskEither<ApiFailure, PendingOrder>;
  /**
   * More time on a live hold, asked as the sale it holds: its new
   * reservationExpirationDateTime, and the extensions left.
   */
  extendPendingOrder(orderId: number, saleKind: SaleKind): TaskEither<ApiFailure, HoldExtension>;
}
