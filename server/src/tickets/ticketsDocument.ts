import { brandOf, defaultBrand, isBrandKey } from "../../../src/domain/brand.js";
import { standingTickets, wireTicket } from "../sales/orderTickets.js";
import type { Queryable } from "../storage/storage.js";
import type { TicketsDocument } from "./ticketsPdf.js";

/**
 * What the tickets' PDF of a confirmation number prints, read in one place (the download and
 * the confirmation e-mail); undefined when no standing order has that number.
 */
export const ticketsDocumentOf = async (
  db: Queryable,
  orderConfirmation: string,
): Promise<(TicketsDocument & { readonly orderId: number }) | undefined> => {
  const rows = await standingTickets(db, orderConfirmation, null);
  const [first] = rows;
  if (first === undefined) return undefined;
  return {
    orderId: first.order_id,
    brand: brandOf(isBrandKey(first.tenant) ? first.tenant : defaultBrand.key),
    tickets: rows.map(wireTicket),
  };
};
