import type { TERMINAL_IANA_TIME_ZONE } from "./tenant.js";

/*
 * The venue's clock by its zone's rule rather than by the platform's time-zone data: the first
 * date or number format a page makes loads ICU's data, 35 to 110 ms in Chromium on this
 * project's machines (four times that on a phone), the longest task of the storefront's
 * startup. The zone is the terminal's, America/Los_Angeles: Pacific time, UTC-8 (PST), and
 * UTC-7 (PDT) from the second Sunday of March, 2:00 PST, to the first Sunday of November,
 * 2:00 PDT, as in force since 2007. Its test holds the rule to the platform's zone data for
 * every instant from 2007 to 2099 (test/domain/venueTime.test.ts): a change of the law shows
 * there first.
 */
const STANDARD_OFFSET_MINUTES = -8 * 60;
const DAYLIGHT_OFFSET_MINUTES = -7 * 60;

const MINUTE_MS = 60_000;

/** The day of `month` (0-based) of `year` that is its `nth` Sunday. */
const nthSunday = (year: number, month: number, nth: number): number => {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
};

/** How far the venue's clock is ahead of UTC at `instant`, in minutes (negative: behind). */
const venueOffsetMinutes = (instant: Date): number => {
  const year = instant.getUTCFullYear();
  // 2:00 PST is 10:00 UTC; 2:00 PDT is 9:00 UTC.
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 10);
  const daylightUntil = Date.UTC(year, 10, nthSunday(year, 10, 1), 9);
  const time = instant.getTime();
  return time >= daylightFrom && time < daylightUntil
    ? DAYLIGHT_OFFSET_MINUTES
    : STANDARD_OFFSET_MINUTES;
};

/** The zone whose rule this is: were the terminal's zone another, this would not compile. */
export const VENUE_TIME_ZONE: typeof TERMINAL_IANA_TIME_ZONE = "America/Los_Angeles";

/** Now at the venue as a wall-clock time, "yyyy-MM-ddTHH:mm:ss". */
export const venueWallClock = (now: Date): string =>
  new Date(now.getTime() + venueOffsetMinutes(now) * MINUTE_MS).toISOString().slice(0, 19);

/** Today at the venue, "yyyy-MM-dd": the terminal's zone decides, not the server's. */
export const venueDate = (now: Date): string => venueWallClock(now).slice(0, 10);

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
