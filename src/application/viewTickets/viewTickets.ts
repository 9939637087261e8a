import * as E from "fp-ts/lib/Either.js";
import * as O from "fp-ts/lib/Option.js";
import type { Observable } from "rxjs";
import { viewTicketsErrorFromCode, type ViewTicketsError } from "../../domain/errors.js";
import type { Ticket } from "../../domain/order.js";
import { refusalCode, throttledFor } from "../../ports/apiFailure.js";
import type { TicketDocuments } from "../../ports/ticketDocuments.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { latestOnly } from "../shared/latestOnly.js";
import { failed, idle, loading, ready, type Remote } from "../shared/remote.js";
import { createState } from "../shared/state.js";

export interface ViewTickets {
  readonly state$: Observable<Remote<ViewTicketsError, readonly Ticket[]>>;
  /** Loads the tickets of `/view-tickets?orderConfirmation=…`; null when the parameter is missing. */
  readonly load: (orderConfirmation: string | null) => Promise<void>;
  /** Where the guest gets the tickets as files: a PDF, a wallet pass, the visit's calendar. */
  readonly documents: TicketDocuments;
}

/**
 * Spec §5: no confirmation number → CONFIRMATION_NOT_VALID; an empty answer → NO_TICKET; a
 * cancelled order's refusal (Code 4091) → ORDER_CANCELED.
 */
export const createViewTickets = (deps: {
  readonly webSales: Pick<WebSalesApi, "viewTickets">;
  readonly ticketDocuments: TicketDocuments;
}): ViewTickets => {
  const state = createState<Remote<ViewTicketsError, readonly Ticket[]>>(idle);
  /** The order whose tickets are on screen: asked for again, they stay until the new answer. */
  let shown: string | null = null;
  const latest = latestOnly();

  const load = async (orderConfirmation: string | null) => {
    const confirmation = orderConfirmation?.trim() ?? "";
    if (confirmation === "") {
      shown = null;
      latest.supersede();
      state.set(failed({ tag: "CONFIRMATION_NOT_VALID" }));
      return;
    }
    if (confirmation !== shown) state.set(loading);
    const answer = await latest.run(deps.webSales.viewTickets(confirmation));
    if (O.isNone(answer)) return;
    const tickets = answer.value;
    const next: Remote<ViewTicketsError, readonly Ticket[]> = E.isLeft(tickets)
      ? failed(throttledFor(tickets.left) ?? viewTicketsErrorFromCode(refusalCode(tickets.left)))
      : tickets.right.length === 0
        ? failed({ tag: "NO_TICKET" })
        : ready(tickets.right);
    shown = next.status === "ready" ? confirmation : null;
    state.set(next);
  };

  return { state$: state.state$, load, documents: deps.ticketDocuments };
};
