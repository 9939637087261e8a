import { brandOfTenant, wireTicket, type OrderTicketRow } from "./orderTickets.js";
import type { TicketsDocument } from "../../shared/documents/pdf/ticketsPdf.js";

export type OrderTicketsDocument = TicketsDocument & { readonly orderId: number };

/**
 * What the tickets' PDF prints, from the order's standing tickets, in the order's language;
 * undefined without any.
 */
export const ticketsDocumentFrom = (
  rows: readonly OrderTicketRow[],
): OrderTicketsDocument | undefined => {
  const [first] = rows;
  if (first === undefined) return undefined;
  return {
    orderId: first.order_id,
    brand: brandOfTenant(first.tenant),
    tickets: rows.map(wireTicket),
    locale: first.language,
  };
};
