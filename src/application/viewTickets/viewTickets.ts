import * as E from "fp-ts/lib/Either.js";
import type { Observable } from "rxjs";
import type { ViewTicketsError } from "../../domain/errors.js";
import type { Ticket } from "../../domain/order.js";
import { throttledFor } from "../../ports/apiFailure.js";
import type { TicketDocuments } from "../../ports/ticketDocuments.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { failed, idle, loading, ready, type Remote } from "../shared/remote.js";
import { createState } from "../shared/state.js";

export interface ViewTickets {
  readonly state$: Observable<Remote<ViewTicketsError, readonly Ticket[]>>;
  /** Loads the tickets of `/view-tickets?orderConfirmation=…`; null when the parameter is missing. */
  readonly load: (orderConfirmation: string | null) => Promise<void>;
  /** Where the guest gets the tickets as files: a PDF, a wallet pass, the visit's calendar. */
  readonly documents: TicketDocuments;
}

/** Spec §5: no confirmation number → CONFIRMATION_NOT_VALID; an empty answer → NO_TICKET. */
export const createViewTickets = (deps: {
  readonly webSales: Pick<WebSalesApi, "viewTickets">;
  readonly ticketDocuments: TicketDocuments;
}): ViewTickets => {
  const state = createState<Remote<ViewTicketsError, readonly Ticket[]>>(idle);

  const load = async (orderConfirmation: string | null) => {
    const confirmation = orderConfirmation?.trim() ?? "";
    if (confirmation === "") {
      state.set(failed({ tag: "CONFIRMATION_NOT_VALID" }));
      return;
    }
    state.set(loading);
    const tickets = await deps.webSales.viewTickets(confirmation)();
    if (E.isLeft(tickets))
      state.set(failed(throttledFor(tickets.left) ?? { tag: "UNEXPECTED_ERROR" }));
    else if (tickets.right.length === 0) state.set(failed({ tag: "NO_TICKET" }));
    else state.set(ready(tickets.right));
  };

  return { state$: state.state$, load, documents: deps.ticketDocuments };
};
