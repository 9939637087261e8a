import { DEFAULT_LOCALE } from "./locale.js";
import { formatsIn, type LocaleFormats } from "./localeFormats.js";
import type { Ticket } from "./order.js";
import type { GuestWords } from "./words/words.js";

// A caller that names no language (the tickets' PDF) reads the date and time in English, the
// spec's formats.
const english = (): LocaleFormats => formatsIn(DEFAULT_LOCALE);

/** "Sunday, November 22, 2026": the visit date as a ticket shows it, on screen and on paper. */
export const ticketVisitDate = (
  ticket: { readonly visitDate: string },
  formats: LocaleFormats = english(),
): string => formats.fullDate(ticket.visitDate);

/** "10:00 AM to 10:30 AM", or --:-- for a ticket valid all day (no entry time). */
export const ticketEntryTime = (
  ticket: {
    readonly startTime: string | null;
    readonly endTime: string | null;
  },
  formats: LocaleFormats = english(),
): string =>
  formats.activeTime(
    ticket.startTime === null || ticket.endTime === null
      ? null
      : { startTime: ticket.startTime, endTime: ticket.endTime },
  );

/**
 * The facts a ticket shows beside its code, each only when the API sent it: a label and its
 * text in the guest's language, in the order the gate reads them.
 */
export const ticketFacts = (
  ticket: Ticket,
  words: GuestWords,
  formats: LocaleFormats,
): readonly (readonly [string, string])[] => {
  const { discountName, guestName, visitDate, startTime, endTime, orderId } = ticket;
  return [
    ...(discountName === undefined ? [] : [[words("tickets.facts.ticket"), discountName] as const]),
    ...(guestName === undefined ? [] : [[words("tickets.facts.guest"), guestName] as const]),
    ...(visitDate === undefined
      ? []
      : [[words("tickets.facts.date"), ticketVisitDate({ visitDate }, formats)] as const]),
    ...(startTime === undefined || endTime === undefined
      ? []
      : [[words("tickets.facts.time"), ticketEntryTime({ startTime, endTime }, formats)] as const]),
    ...(orderId === undefined ? [] : [[words("tickets.facts.order"), String(orderId)] as const]),
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
