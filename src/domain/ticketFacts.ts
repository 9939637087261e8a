import { activeTimeDisplay, formatFullDate } from "./formats.js";
import type { Ticket } from "./order.js";

/** "Sunday, November 22, 2026": the visit date as a ticket shows it, on screen and on paper. */
export const ticketVisitDate = (ticket: { readonly visitDate: string }): string =>
  formatFullDate(ticket.visitDate);

/** "10:00 AM to 10:30 AM", or --:-- for a ticket valid all day (no entry time). */
export const ticketEntryTime = (ticket: {
  readonly startTime: string | null;
  readonly endTime: string | null;
}): string =>
  activeTimeDisplay(
    ticket.startTime === null || ticket.endTime === null
      ? null
      : { startTime: ticket.startTime, endTime: ticket.endTime },
  );

/**
 * The facts a ticket shows beside its code, each only when the API sent it: a label and its
 * text, in the order the gate reads them.
 */
export const ticketFacts = (ticket: Ticket): readonly (readonly [string, string])[] => {
  const { discountName, guestName, visitDate, startTime, endTime, orderId } = ticket;
  return [
    ...(discountName === undefined ? [] : [["Ticket", discountName] as const]),
    ...(guestName === undefined ? [] : [["Guest", guestName] as const]),
    ...(visitDate === undefined ? [] : [["Date", ticketVisitDate({ visitDate })] as const]),
    ...(startTime === undefined || endTime === undefined
      ? []
      : [["Time", ticketEntryTime({ startTime, endTime })] as const]),
    ...(orderId === undefined ? [] : [["Order #", String(orderId)] as const]),
  ];
};

/**
 * Whether tickets say enough for a calendar event of the visit: every ticket's day, and the
 * order they belong to (the event's identity). An API that sends only a name and a barcode
 * (spec §3) makes none; an entry time not sent is the whole day.
 */
export const tellsTheVisit = (
  tickets: readonly Ticket[],
): tickets is readonly (Ticket & { readonly visitDate: string; readonly orderId: number })[] =>
  tickets.length > 0 &&
  tickets.every((ticket) => ticket.visitDate !== undefined && ticket.orderId !== undefined);
