import { activeTimeDisplay, formatFullDate } from "./formats.js";
import type { Ticket } from "./order.js";

/** "Sunday, November 22, 2026": the visit date as a ticket shows it, on screen and on paper. */
export const ticketVisitDate = (ticket: Pick<Ticket, "visitDate">): string =>
  formatFullDate(ticket.visitDate);

/** "10:00 AM to 10:30 AM", or --:-- for a ticket valid all day (no entry time). */
export const ticketEntryTime = (ticket: Pick<Ticket, "startTime" | "endTime">): string =>
  activeTimeDisplay(
    ticket.startTime === null || ticket.endTime === null
      ? null
      : { startTime: ticket.startTime, endTime: ticket.endTime },
  );
