import { venueInstant } from "../../../../src/domain/venueTime.js";
import type { KeptOrder, KeptTicket } from "../keptOrder.js";
import { documentLanguage } from "../words/documentWords.js";
import { calendarOf, type EventTime } from "./icalendar.js";

const DAY_MS = 24 * 3600 * 1000;

const nextDay = (isoDate: string): string =>
  new Date(new Date(`${isoDate}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);

const sorted = (values: readonly string[]) => [...values].sort();

/**
 * When the guest is expected on a day: from the first entry time to the end of the last slot;
 * an untimed ticket admits all day, so then the whole day.
 */
export const entryWindow = (tickets: readonly KeptTicket[]): EventTime => {
  const starts = tickets.map((ticket) => ticket.startTime);
  const ends = tickets.map((ticket) => ticket.endTime);
  const timedStarts = starts.filter((start): start is string => start !== null);
  const timedEnds = ends.filter((end): end is string => end !== null);
  const [firstStart] = sorted(timedStarts);
  const lastEnd = sorted(timedEnds).at(-1);
  if (timedStarts.length === tickets.length && firstStart !== undefined && lastEnd !== undefined) {
    return { kind: "timed", start: venueInstant(firstStart), end: venueInstant(lastEnd) };
  }
  const days = sorted(tickets.map((ticket) => ticket.visitDate));
  const first = days[0] ?? "";
  return { kind: "days", start: first, end: nextDay(days.at(-1) ?? first) };
};

/** The tickets of each visit day, soonest first. */
const byDay = (tickets: readonly KeptTicket[]): [string, KeptTicket[]][] => {
  const days = new Map<string, KeptTicket[]>();
  for (const ticket of tickets)
    days.set(ticket.visitDate, [...(days.get(ticket.visitDate) ?? []), ticket]);
  return [...days].sort(([a], [b]) => a.localeCompare(b));
};

/**
 * The visit of an order as an iCalendar file, in its language: an event per visit day, so an
 * order of two days is not one event running through the night between them. The first day's
 * UID stays the order's, and each later day's is the order's and its date, so a calendar that
 * imports the file again updates its events instead of adding more.
 */
export const visitCalendar = (order: KeptOrder, ticketsPage: string, now: Date): string => {
  const { brand } = order;
  const { words, list } = documentLanguage(order.locale);
  const orderUid = `order-${String(order.orderId)}-${brand.key}`;
  return calendarOf(
    byDay(order.tickets).map(([day, tickets], index) => {
      const products = [...new Set(tickets.map((ticket) => ticket.productName))];
      return {
        uid: `${orderUid}${index === 0 ? "" : `-${day}`}@attraction-storefront`,
        stamp: now,
        time: entryWindow(tickets),
        summary: words("calendar.summary", { products: list(products), venue: brand.venueName }),
        location: [brand.venueName, ...brand.address].join(", "),
        geo: brand.location,
        description: [
          words("calendar.order", {
            orderId: String(order.orderId),
            count: String(tickets.length),
          }),
          words("calendar.yourTickets", { link: ticketsPage }),
        ].join("\n"),
        url: ticketsPage,
      };
    }),
    `-//${brand.companyName}//Tickets//EN`,
  );
};
