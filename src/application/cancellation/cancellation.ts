import * as E from "fp-ts/lib/Either.js";
import type { Observable } from "rxjs";
import {
  orderLookupErrorFromCode,
  refundErrorFromCode,
  resendErrorFromCode,
} from "../../domain/afterPurchaseErrors.js";
import type { OrderLookupError, RefundError, ResendError } from "../../domain/errors.js";
import { isCancellable, type OrderSummary } from "../../domain/order.js";
import { isNoSuchCall, refusalCode, throttledFor } from "../../ports/apiFailure.js";
import type { OfflineTickets } from "../../ports/offlineTickets.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { createState } from "../shared/state.js";
import { removeCopiesOf } from "../viewTickets/viewTickets.js";

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

/** Resend tickets on a found order: not asked, on its way, queued to the address, or refused. */
export type ResendState =
  | { readonly status: "idle" }
  | { readonly status: "sending" }
  | { readonly status: "sent"; readonly email: string }
  | { readonly status: "failed"; readonly error: ResendError }
  /**
   * The API has no such call (an extension it does not offer): not offered again this session,
   * the refusal told on the order it was asked for.
   */
  | { readonly status: "not-offered"; readonly error: ResendError | null };

export interface Cancellation {
  readonly state$: Observable<CancellationState>;
  readonly resend$: Observable<ResendState>;
  /** Looks an order up by its number and the e-mail it was bought with. */
  readonly lookUp: (orderId: number, email: string) => Promise<void>;
  /**
   * Cancels and refunds the found order, again after a REFUND_FAILED (the spec's ERROR); the guest's consent is
   * required (spec §5).
   */
  readonly cancel: (consent: boolean) => Promise<void>;
  /**
   * Looks the found order up again, as it stands now that some of its tickets were cancelled:
   * the guest stays on it, its amount and tickets brought up to date.
   */
  readonly refresh: () => Promise<void>;
  /** Sends the found order's tickets e-mail again, to the order's own address. */
  readonly resendTickets: () => Promise<void>;
  /** BACK and DONE: start over. */
  readonly reset: () => void;
}

export const createCancellation = (deps: {
  readonly webSales: Pick<WebSalesApi, "searchOrder" | "refund" | "resendTickets">;
  readonly offlineTickets: OfflineTickets;
}): Cancellation => {
  const state = createState<CancellationState>({ status: "none" });
  const resend = createState<ResendState>({ status: "idle" });
  // Another order, or none: what was asked of the last one is not shown, and a call the API
  // does not have stays not offered.
  const forgetResend = () => {
    resend.set(
      resend.get().status === "not-offered"
        ? { status: "not-offered", error: null }
        : { status: "idle" },
    );
  };

  const lookUp = async (orderId: number, email: string) => {
    forgetResend();
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
    // A cancelled order's tickets are void: this device's copy goes, so offline it never shows
    // them as valid. One the device will not remove goes when they are next asked for.
    if (E.isRight(refund)) await removeCopiesOf(deps.offlineTickets, order.orderConfirmation);
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

  const refresh = async () => {
    const current = state.get();
    if (current.status !== "found" && current.status !== "error") return;
    const { order } = current;
    const found = await deps.webSales.searchOrder(order.orderId, order.email)();
    // A look-up that fails leaves the order as it was: what changed was told already. One the
    // guest left meanwhile (BACK, or the whole order cancelled) is not brought back.
    if (E.isLeft(found) || state.get() !== current) return;
    // An order not refundable online stays so; a failed refund was of the order as it was.
    state.set(
      current.status === "error" && current.error.tag === "NOT_REFUNDABLE"
        ? { ...current, order: found.right }
        : { status: "found", order: found.right },
    );
  };

  const resendTickets = async () => {
    const current = state.get();
    const asked = resend.get().status;
    if (!("order" in current) || asked === "sending" || asked === "not-offered") return;
    const { order } = current;
    resend.set({ status: "sending" });
    const sent = await deps.webSales.resendTickets(order.orderId, order.email)();
    resend.set(
      E.isRight(sent)
        ? { status: "sent", email: order.email }
        : {
            status: isNoSuchCall(sent.left) ? "not-offered" : "failed",
            error: throttledFor(sent.left) ?? resendErrorFromCode(refusalCode(sent.left)),
          },
    );
  };

  return {
    state$: state.state$,
    resend$: resend.state$,
    lookUp,
    cancel,
    refresh,
    resendTickets,
    reset: () => {
      forgetResend();
      state.set({ status: "none" });
    },
  };
};
