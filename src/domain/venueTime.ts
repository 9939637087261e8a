import { TERMINAL_IANA_TIME_ZONE } from "./tenant.js";

// Made once, when first needed: building a formatter costs far more than formatting with it.
let venueFormat: Intl.DateTimeFormat | undefined;
const venueFormatter = () =>
  (venueFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: TERMINAL_IANA_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }));

/**
 * Makes the venue's clock before its first reading. The first date format a page makes loads
 * the platform's locale and zone data (about 25 ms on a desktop, four times that on a phone):
 * a page does it in a task of its own rather than inside the one that opens a product.
 */
export const prepareVenueClock = (): void => {
  venueFormatter();
};

const parts = (now: Date) =>
  Object.fromEntries(
    venueFormatter()
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

/** Today at the venue, "yyyy-MM-dd": the terminal's zone decides, not the server's. */
export const venueDate = (now: Date): string => {
  const p = parts(now);
  return `${p.year}-${p.month}-${p.day}`;
};

/** Now at the venue as a wall-clock time, "yyyy-MM-ddTHH:mm:ss". */
export const venueWallClock = (now: Date): string => {
  const p = parts(now);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
};

/** The venue's date and time of day together: what "still on sale today" is decided by. */
export interface VenueMoment {
  readonly today: string;
  /** "HH:mm:ss" at the venue. */
  readonly time: string;
}

export const venueMoment = (now: Date): VenueMoment => {
  const wallClock = venueWallClock(now);
  return { today: wallClock.slice(0, 10), time: wallClock.slice(11) };
};

const MINUTE_MS = 60_000;

/** How far the venue's clock is ahead of UTC at `instant`, in minutes (negative: behind). */
const venueOffsetMinutes = (instant: Date): number =>
  Math.round((new Date(`${venueWallClock(instant)}Z`).getTime() - instant.getTime()) / MINUTE_MS);

/**
 * The instant a venue wall-clock time "yyyy-MM-ddTHH:mm:ss" names: the zone's offset is read
 * where the time falls, so a summer visit is in PDT and a winter one in PST.
 */
export const venueInstant = (wallClock: string): Date => {
  const asIfUtc = new Date(`${wallClock}Z`).getTime();
  const guess = asIfUtc - venueOffsetMinutes(new Date(asIfUtc)) * MINUTE_MS;
  return new Date(asIfUtc - venueOffsetMinutes(new Date(guess)) * MINUTE_MS);
};

const pad2 = (value: number) => String(value).padStart(2, "0");

/** A venue wall-clock time with its UTC offset, "yyyy-MM-ddTHH:mm:ss-08:00" (W3C). */
export const venueDateTimeWithOffset = (wallClock: string): string => {
  const offset = venueOffsetMinutes(venueInstant(wallClock));
  // Written for any zone; the venue's, America/Los_Angeles, is always behind UTC (never at 0).
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the venue's offset is always below 0, so the test decides the same
  const behindUtc = offset < 0;
  const sign = behindUtc
    ? "-"
    : // Stryker disable next-line StringLiteral: never reached, the venue's zone being always behind UTC
      "+";
  const abs = Math.abs(offset);
  return `${wallClock}${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
};
