import * as E from "fp-ts/lib/Either.js";
import type { Observable } from "rxjs";
import {
  orderLookupErrorFromCode,
  refundErrorFromCode,
  type OrderLookupError,
  type RefundError,
} from "../../domain/errors.js";
import { isCancellable, type OrderSummary } from "../../domain/order.js";
import { refusalCode, throttledFor } from "../../ports/apiFailure.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { createState } from "../shared/state.js";

/**
 * Self-service cancellation (spec §4): none, then the order found (its details shown), then
 * cancelled or an error. On NOT_REFUNDABLE the consent box and the cancel button are hidden, as
 * they are for an order found already cancelled.
 */
export type CancellationState =
  | { readonly status: "none" }
  | { readonly status: "searching" }
  | { readonly status: "not-found"; readonly error: OrderLookupError }
  | { readonly status: "found"; readonly order: OrderSummary }
  | { readonly status: "cancelling"; readonly order: OrderSummary }
  | { readonly status: "cancelled"; readonly order: OrderSummary }
  | { readonly status: "error"; readonly order: OrderSummary; readonly error: RefundError };

export interface Cancellation {
  readonly state$: Observable<CancellationState>;
  /** Looks an order up by its number and the e-mail it was bought with. */
  readonly lookUp: (orderId: number, email: string) => Promise<void>;
  /**
   * Cancels and refunds the found order, again after a REFUND_FAILED (the spec's ERROR); the guest's consent is
   * required (spec §5).
   */
  readonly cancel: (consent: boolean) => Promise<void>;
  /** BACK and DONE: start over. */
  readonly reset: () => void;
}

export const createCancellation = (deps: {
  readonly webSales: Pick<WebSalesApi, "searchOrder" | "refund">;
}): Cancellation => {
  const state = createState<CancellationState>({ status: "none" });

  const lookUp = async (orderId: number, email: string) => {
    state.set({ status: "searching" });
    const order = await deps.webSales.searchOrder(orderId, email.trim())();
    state.set(
      E.isRight(order)
        ? { status: "found", order: order.right }
        : {
            status: "not-found",
            error: throttledFor(order.left) ?? orderLookupErrorFromCode(refusalCode(order.left)),
          },
    );
  };

  const cancel = async (consent: boolean) => {
    const current = state.get();
    // A failed or throttled refund may be tried again; an order that is NOT_REFUNDABLE may not.
    const canCancel =
      current.status === "found" ||
      (current.status === "error" && current.error.tag !== "NOT_REFUNDABLE");
    if (!consent || !canCancel) return;
    const { order } = current;
    // The API would refuse it (Code 5005): there is no need to ask.
    if (!isCancellable(order)) {
      state.set({ status: "error", order, error: { tag: "NOT_REFUNDABLE" } });
      return;
    }
    state.set({ status: "cancelling", order });
    const refund = await deps.webSales.refund(order.orderId, order.email)();
    state.set(
      E.isRight(refund)
        ? { status: "cancelled", order }
        : {
            status: "error",
            order,
            error: throttledFor(refund.left) ?? refundErrorFromCode(refusalCode(refund.left)),
          },
    );
  };

  return {
    state$: state.state$,
    lookUp,
    cancel,
    reset: () => {
      state.set({ status: "none" });
    },
  };
};
