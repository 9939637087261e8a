import * as E from "fp-ts/lib/Either.js";
import * as O from "fp-ts/lib/Option.js";
import type * as TE from "fp-ts/lib/TaskEither.js";
import type { Observable } from "rxjs";
import type { CartProduct } from "../../domain/cart.js";
import { ApiCode, orderCreationFailed, type PurchaseError } from "../../domain/errors.js";
import { answerOfPlacedOrder, type PurchaseAnswer } from "../../domain/order.js";
import type { PendingOrder } from "../../domain/pendingOrder.js";
import { receiptOf, type Receipt } from "../../domain/receipt.js";
import {
  isCardRequired,
  isCardRequiredFor,
  validatePurchaseForm,
  withoutCard,
  type FieldErrors,
  type PurchaseForm,
} from "../../domain/purchaseForm.js";
import { venueDate } from "../../domain/venueTime.js";
import { refusalCode, type ApiFailure } from "../../ports/apiFailure.js";
import type { Clock } from "../../ports/clock.js";
import type { ReceiptStorage } from "../../ports/receiptStorage.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import type { PriceCart } from "../priceCart/priceCart.js";
import {
  productsUnavailableOf,
  type ReservationFailure,
} from "../reserveOrder/reservationError.js";
import type { ReserveOrder } from "../reserveOrder/reserveOrder.js";
import { createState } from "../shared/state.js";

export type PurchaseState =
  | { readonly status: "idle" }
  | { readonly status: "invalid"; readonly fieldErrors: FieldErrors }
  | { readonly status: "submitting" }
  | { readonly status: "confirmed"; readonly receipt: Receipt }
  | {
      readonly status: "failed";
      readonly error: PurchaseError;
      /** For Code 21: the cart products taken out because they are no longer available. */
      readonly removedProducts: readonly CartProduct[];
    };

export interface ConfirmPurchase {
  readonly state$: Observable<PurchaseState>;
  /** Sends the order; a second call while one is on its way does nothing (no double submit). */
  readonly submit: (form: PurchaseForm) => Promise<PurchaseState>;
  readonly reset: () => void;
  /** The receipt of this session's last purchase: its confirmation, after a reload or Back. */
  readonly lastReceipt: () => Receipt | null;
  /**
   * What the guest last typed in the form, but the card (`keepDraft`): a guest who goes back to
   * the cart to change a ticket finds their details filled in when they come back. Held in
   * memory, so a reload forgets it, and forgotten once the purchase is made.
   */
  readonly draft: () => PurchaseForm | null;
  readonly keepDraft: (form: PurchaseForm) => void;
}

export interface ConfirmPurchaseDeps {
  /** The order lookup tells whether a purchase whose answer was lost was placed. */
  readonly webSales: Pick<WebSalesApi, "confirmPurchase" | "confirmOrderPromo" | "searchOrder">;
  readonly reserveOrder: Pick<ReserveOrder, "withReservation" | "discard">;
  /** `current` gives the cart total, which decides whether the card fields are checked. */
  readonly priceCart: Pick<PriceCart, "removeProducts" | "clear" | "current">;
  readonly clock: Clock;
  readonly receipts: ReceiptStorage;
}

const failure = (
  error: PurchaseError,
  removedProducts: readonly CartProduct[] = [],
): PurchaseState => ({
  status: "failed",
  error,
  removedProducts,
});

/** A purchase sent and never answered: the order it was for, and the e-mail it was made with. */
interface Unanswered {
  readonly orderId: number;
  readonly email: string;
}

export const createConfirmPurchase = (deps: ConfirmPurchaseDeps): ConfirmPurchase => {
  const state = createState<PurchaseState>({ status: "idle" });
  // Kept past a reset and a new hold: until the API says, the order may have been placed, and
  // sending the cart again under a new hold would charge the guest twice.
  const unanswered = createState<Unanswered | null>(null);
  let draft: PurchaseForm | null = null;

  const placedOrder = async ({ orderId, email }: Unanswered) =>
    E.map(answerOfPlacedOrder)(await deps.webSales.searchOrder(orderId, email)());

  const send =
    (form: PurchaseForm) =>
    (order: PendingOrder): TE.TaskEither<ApiFailure, PurchaseAnswer> =>
    async () => {
      const sent = { orderId: order.orderId, email: form.email };
      const answer = await (
        isCardRequired(order.priced.total)
          ? deps.webSales.confirmPurchase(order.orderId, form)
          : deps.webSales.confirmOrderPromo(order.orderId, form)
      )();
      if (E.isRight(answer)) return answer;
      if (answer.left.tag === "UNREACHABLE") unanswered.set(sent);
      // Placed by an earlier Place order whose answer was lost: the guest is shown that order.
      if (refusalCode(answer.left) === ApiCode.OrderAlreadyConfirmed) {
        const placed = await placedOrder(sent);
        if (E.isRight(placed)) return placed;
      }
      return answer;
    };

  const explain = async (reason: ReservationFailure): Promise<PurchaseState> => {
    const unavailable = productsUnavailableOf(reason);
    if (O.isSome(unavailable)) {
      // The pending order holds the unavailable products: confirming it again would only
      // answer Code 21 again, so the next submit reserves the cart as it is now.
      deps.reserveOrder.discard();
      const removed = await deps.priceCart.removeProducts(unavailable.value.productIds);
      return failure(unavailable.value, removed);
    }
    if (reason.tag === "NOT_SUCCESSFUL") {
      return failure(
        reason.message === null
          ? { tag: "PURCHASE_NOT_COMPLETED" }
          : orderCreationFailed(reason.message),
      );
    }
    // The tickets could not be held: what the transport said is no words for a guest.
    if (reason.tag === "UNREACHABLE") return failure({ tag: "HOLD_UNANSWERED" });
    // Past the refusals, another failure reads no code and, like null, an undefined message.
    // Stryker disable next-line ConditionalExpression: falling through is the same
    if (reason.tag !== "API_REFUSED") return failure(orderCreationFailed(null));
    if (reason.code === ApiCode.PaymentDeclined) return failure({ tag: "PAYMENT_DECLINED" });
    if (reason.code === ApiCode.TooManyDeclines) {
      // This order takes no more cards: the next submit reserves the cart on a new one.
      deps.reserveOrder.discard();
      return failure({ tag: "TOO_MANY_DECLINES" });
    }
    return failure(orderCreationFailed(reason.message));
  };

  const confirmed = async (answer: PurchaseAnswer, form: PurchaseForm): Promise<PurchaseState> => {
    const cart = deps.priceCart.current();
    const receipt = receiptOf(answer, cart, isCardRequiredFor(cart) ? form.cardNumber : null);
    deps.receipts.save(receipt);
    draft = null;
    unanswered.set(null);
    deps.reserveOrder.discard();
    await deps.priceCart.clear();
    return { status: "confirmed", receipt };
  };

  const place = async (form: PurchaseForm): Promise<PurchaseState> => {
    const earlier = unanswered.get();
    if (earlier !== null) {
      const placed = await placedOrder(earlier);
      if (E.isRight(placed)) return confirmed(placed.right, form);
      // Still no word either way: sending it again could charge the guest twice.
      if (refusalCode(placed.left) !== ApiCode.OrderNotFound) {
        return failure({ tag: "PURCHASE_UNANSWERED" });
      }
      unanswered.set(null);
    }
    const answer = await deps.reserveOrder.withReservation(send(form));
    if (E.isRight(answer)) return confirmed(answer.right, form);
    return unanswered.get() === null
      ? explain(answer.left)
      : failure({ tag: "PURCHASE_UNANSWERED" });
  };

  const submit = async (form: PurchaseForm): Promise<PurchaseState> => {
    if (state.get().status === "submitting") return state.get();
    const checked = validatePurchaseForm(form, venueDate(deps.clock.now()), {
      cardRequired: isCardRequiredFor(deps.priceCart.current()),
    });
    if (E.isLeft(checked)) {
      state.set({ status: "invalid", fieldErrors: checked.left });
      return state.get();
    }
    state.set({ status: "submitting" });
    state.set(await place(form));
    return state.get();
  };

  return {
    state$: state.state$,
    submit,
    reset: () => {
      state.set({ status: "idle" });
    },
    lastReceipt: () => deps.receipts.load(),
    draft: () => draft,
    keepDraft: (form) => {
      draft = withoutCard(form);
    },
  };
};
