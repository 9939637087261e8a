import * as E from "fp-ts/lib/Either.js";
import * as O from "fp-ts/lib/Option.js";
import type { Observable } from "rxjs";
import type { CartProduct } from "../../domain/cart.js";
import { ApiCode, orderCreationFailed, type PurchaseError } from "../../domain/errors.js";
import type { PurchaseConfirmation } from "../../domain/order.js";
import {
  isCardRequired,
  isCardRequiredFor,
  validatePurchaseForm,
  type FieldErrors,
  type PurchaseForm,
} from "../../domain/purchaseForm.js";
import { venueDate } from "../../domain/venueTime.js";
import type { Clock } from "../../ports/clock.js";
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
  | { readonly status: "confirmed"; readonly confirmation: PurchaseConfirmation }
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
}

export interface ConfirmPurchaseDeps {
  readonly webSales: Pick<WebSalesApi, "confirmPurchase" | "confirmOrderPromo">;
  readonly reserveOrder: Pick<ReserveOrder, "withReservation" | "discard">;
  /** `current` gives the cart total, which decides whether the card fields are checked. */
  readonly priceCart: Pick<PriceCart, "removeProducts" | "clear" | "current">;
  /** The configuration's cart token, sent as the `carttoken` header (spec §6). */
  readonly cartToken: () => string;
  readonly clock: Clock;
}

const failure = (
  error: PurchaseError,
  removedProducts: readonly CartProduct[] = [],
): PurchaseState => ({
  status: "failed",
  error,
  removedProducts,
});

export const createConfirmPurchase = (deps: ConfirmPurchaseDeps): ConfirmPurchase => {
  const state = createState<PurchaseState>({ status: "idle" });

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
    // Past the refusals, another failure reads no code and, like null, an undefined message.
    // Stryker disable next-line ConditionalExpression,BlockStatement: falling through is the same
    if (reason.tag !== "API_REFUSED") {
      // Stryker disable next-line ConditionalExpression: a failure without a message reads undefined
      return failure(orderCreationFailed(reason.tag === "UNREACHABLE" ? reason.message : null));
    }
    if (reason.code === ApiCode.PaymentDeclined) return failure({ tag: "PAYMENT_DECLINED" });
    return failure(orderCreationFailed(reason.message));
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
    const confirmed = await deps.reserveOrder.withReservation((order) =>
      isCardRequired(order.priced.total)
        ? deps.webSales.confirmPurchase(order.orderId, form, deps.cartToken())
        : deps.webSales.confirmOrderPromo(order.orderId, form),
    );
    if (E.isLeft(confirmed)) {
      state.set(await explain(confirmed.left));
      return state.get();
    }
    deps.reserveOrder.discard();
    await deps.priceCart.clear();
    state.set({ status: "confirmed", confirmation: confirmed.right });
    return state.get();
  };

  return {
    state$: state.state$,
    submit,
    reset: () => {
      state.set({ status: "idle" });
    },
  };
};
