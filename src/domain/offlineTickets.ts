import type { ViewTicketsError } from "./errors.js";
import type { Ticket } from "./order.js";
import { venueDate } from "./venueTime.js";

/** The latest visit day of an order's tickets, "yyyy-MM-dd"; none for no tickets. */
const lastVisitDay = (tickets: readonly Ticket[]): string | undefined =>
  tickets.reduce<string | undefined>(
    (last, { visitDate }) =>
      visitDate !== undefined && (last === undefined || visitDate > last) ? visitDate : last,
    undefined,
  );

/**
 * Whether a device may still keep, and show, its offline copy of an order's tickets at `now`:
 * through the order's visit day at the venue (the venue's clock decides, not the device's
 * zone). From the next day on the copy is expired: on a shared device the next guest must not
 * find it. A copy with no tickets (the order has none any more), or whose tickets name no visit
 * date (an API that does not send it), is kept for no day: nothing says when it may go.
 */
export const offlineCopyLasts = (tickets: readonly Ticket[], now: Date): boolean => {
  const last = lastVisitDay(tickets);
  return last !== undefined && venueDate(now) <= last;
};

/**
 * The answers that say an order has no tickets any more (refunded, cancelled): its copy goes,
 * so offline it never shows them as valid.
 */
export const saysNoTickets = (error: ViewTicketsError): boolean =>
  error.tag === "NO_TICKET" || error.tag === "ORDER_CANCELED";

/**
 * Whether a copy is of the order a confirmation number names: whatever the case its number was
 * written in when the tickets were asked for, as the API reads it.
 */
export const isCopyOf = (
  copy: { readonly orderConfirmation: string },
  orderConfirmation: string,
): boolean =>
  copy.orderConfirmation.trim().toUpperCase() === orderConfirmation.trim().toUpperCase();
