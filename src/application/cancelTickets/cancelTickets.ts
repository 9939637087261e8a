import * as E from "fp-ts/lib/Either.js";
import type { Observable } from "rxjs";
import type { CancelTicketsError } from "../../domain/errors.js";
import { cancelTicketsErrorFromCode } from "../../domain/afterPurchaseErrors.js";
import {
  cancellableTickets,
  type CancelTicketsQuote,
  type OrderSummary,
  type TicketsCancelled,
} from "../../domain/order.js";
import { refusalCode, throttledFor, type ApiFailure } from "../../ports/apiFailure.js";
import type { OfflineTickets } from "../../ports/offlineTickets.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { createState } from "../shared/state.js";
import { removeCopiesOf } from "../viewTickets/viewTickets.js";

/*
 * "Cancel some tickets" on a found order (issue 29): the guest chooses tickets, sees what
 * they get back before anything changes (the quote), then confirms. A change of choice drops
 * the quote, so the guest always confirms the refund they were shown for the tickets chosen.
 */

export type CancelTicketsState =
  | { readonly status: "closed" }
  | {
      readonly status: "choosing";
      readonly order: OrderSummary;
      readonly chosen: readonly number[];
    }
  | {
      readonly status: "quoting" | "cancelling";
      readonly order: OrderSummary;
      readonly chosen: readonly number[];
    }
  | {
      readonly status: "quoted";
      readonly order: OrderSummary;
      readonly chosen: readonly number[];
      readonly quote: CancelTicketsQuote;
    }
  | {
      readonly status: "refused";
      readonly order: OrderSummary;
      readonly chosen: readonly number[];
      readonly error: CancelTicketsError;
    }
  | {
      readonly status: "cancelled";
      readonly order: OrderSummary;
      readonly cancelled: TicketsCancelled;
    };

export interface CancelTickets {
  readonly state$: Observable<CancelTicketsState>;
  readonly current: () => CancelTicketsState;
  /** Starts choosing among the order's tickets that may be cancelled; none chosen. */
  readonly open: (order: OrderSummary) => void;
  /** Chooses a ticket or puts it back; a ticket that may not be cancelled is never chosen. */
  readonly choose: (ticketId: number, chosen: boolean) => void;
  /** Asks what cancelling the chosen tickets would refund. */
  readonly quote: () => Promise<void>;
  /** Cancels the chosen tickets, once their refund has been shown. */
  readonly confirm: () => Promise<void>;
  readonly close: () => void;
}

const errorOf = (failure: ApiFailure): CancelTicketsError =>
  throttledFor(failure) ??
  cancelTicketsErrorFromCode(
    refusalCode(failure),
    failure.tag === "API_REFUSED" ? failure.message : null,
  );

const cancellableIds = (order: OrderSummary): ReadonlySet<number> =>
  new Set(cancellableTickets(order).map((ticket) => ticket.ticketId));

export const createCancelTickets = (deps: {
  readonly webSales: Pick<WebSalesApi, "quoteCancelTickets" | "cancelTickets">;
  readonly offlineTickets: OfflineTickets;
}): CancelTickets => {
  const state = createState<CancelTicketsState>({ status: "closed" });

  const choose = (ticketId: number, chosen: boolean) => {
    const current = state.get();
    if (
      current.status !== "choosing" &&
      current.status !== "quoted" &&
      current.status !== "refused"
    ) {
      return;
    }
    if (!cancellableIds(current.order).has(ticketId)) return;
    const others = current.chosen.filter((id) => id !== ticketId);
    state.set({
      status: "choosing",
      order: current.order,
      chosen: chosen ? [...others, ticketId].sort((a, b) => a - b) : others,
    });
  };

  const quote = async () => {
    const current = state.get();
    // A refusal may be asked again: a throttled guest after the wait, a failure after a retry.
    if (current.status !== "choosing" && current.status !== "refused") return;
    const { order, chosen } = current;
    if (chosen.length === 0) return;
    state.set({ status: "quoting", order, chosen });
    const answer = await deps.webSales.quoteCancelTickets(order.orderId, order.email, chosen)();
    state.set(
      E.isRight(answer)
        ? { status: "quoted", order, chosen, quote: answer.right }
        : { status: "refused", order, chosen, error: errorOf(answer.left) },
    );
  };

  const confirm = async () => {
    const current = state.get();
    if (current.status !== "quoted") return;
    const { order, chosen } = current;
    state.set({ status: "cancelling", order, chosen });
    const answer = await deps.webSales.cancelTickets(order.orderId, order.email, chosen)();
    if (E.isLeft(answer)) {
      state.set({ status: "refused", order, chosen, error: errorOf(answer.left) });
      return;
    }
    // The device's copy holds the cancelled tickets: it goes, and comes back with the tickets
    // that stand the next time they are opened online.
    await removeCopiesOf(deps.offlineTickets, order.orderConfirmation);
    state.set({ status: "cancelled", order, cancelled: answer.right });
  };

  return {
    state$: state.state$,
    current: state.get,
    open: (order) => {
      state.set({ status: "choosing", order, chosen: [] });
    },
    choose,
    quote,
    confirm,
    close: () => {
      state.set({ status: "closed" });
    },
  };
};
