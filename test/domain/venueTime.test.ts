import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  venueDate,
  venueDateTimeWithOffset,
  venueInstant,
  venueMoment,
  venueWallClock,
  VENUE_TIME_ZONE,
} from "../../src/domain/venueTime.js";

/** The platform's reading of the venue's zone, which the storefront's rule must agree with. */
const platformClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: VENUE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});
const platformWallClock = (instant: Date) => {
  const part = Object.fromEntries(
    platformClock.formatToParts(instant).map(({ type, value }) => [type, value]),
  ) as Record<string, string>;
  return `${part.year ?? ""}-${part.month ?? ""}-${part.day ?? ""}T${part.hour ?? ""}:${part.minute ?? ""}:${part.second ?? ""}`;
};

const HOUR_MS = 3_600_000;
/** An instant within two hours of one of the zone's changes (March's or November's) in `year`. */
const nearAChange = fc
  .record({
    year: fc.integer({ min: 2007, max: 2099 }),
    march: fc.boolean(),
    from: fc.integer({ min: -2 * HOUR_MS, max: 2 * HOUR_MS }),
  })
  .map(({ year, march, from }) => {
    const month = march ? 2 : 10;
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    const sunday = 1 + ((7 - first) % 7) + (march ? 7 : 0);
    return new Date(Date.UTC(year, month, sunday, march ? 10 : 9) + from);
  });

/*
 * The venue is on Pacific time (the terminal's zone): UTC-8 in winter (PST), UTC-7 in summer
 * (PDT, from the second Sunday of March, 2:00, to the first Sunday of November, 2:00).
 */

describe("venue time", () => {
  it("today at the venue is the venue's date, not UTC's", () => {
    expect(venueDate(new Date("2030-01-08T07:59:59Z"))).toBe("2030-01-07");
    expect(venueDate(new Date("2030-01-08T08:00:00Z"))).toBe("2030-01-08");
  });

  it("the venue's wall clock is 24-hour, with seconds", () => {
    expect(venueWallClock(new Date("2030-01-07T08:05:09Z"))).toBe("2030-01-07T00:05:09");
    expect(venueWallClock(new Date("2030-07-08T06:59:59Z"))).toBe("2030-07-07T23:59:59");
  });

  it("the venue moment splits the wall clock into today and the time of day", () => {
    expect(venueMoment(new Date("2030-01-07T18:30:15Z"))).toEqual({
      today: "2030-01-07",
      time: "10:30:15",
    });
  });

  it("a winter wall-clock time is PST (UTC-8)", () => {
    expect(venueInstant("2030-01-07T10:00:00").toISOString()).toBe("2030-01-07T18:00:00.000Z");
    expect(venueDateTimeWithOffset("2030-01-07T10:00:00")).toBe("2030-01-07T10:00:00-08:00");
  });

  it("a summer wall-clock time is PDT (UTC-7)", () => {
    expect(venueInstant("2030-07-07T10:00:00").toISOString()).toBe("2030-07-07T17:00:00.000Z");
    expect(venueDateTimeWithOffset("2030-07-07T10:00:00")).toBe("2030-07-07T10:00:00-07:00");
  });

  it("the offset is read where the time falls, on either side of a change", () => {
    // 2030-03-10 02:00 PST becomes 03:00 PDT; 2030-11-03 02:00 PDT becomes 01:00 PST.
    expect(venueInstant("2030-03-10T01:30:00").toISOString()).toBe("2030-03-10T09:30:00.000Z");
    expect(venueInstant("2030-03-10T03:30:00").toISOString()).toBe("2030-03-10T10:30:00.000Z");
    expect(venueInstant("2030-11-03T00:30:00").toISOString()).toBe("2030-11-03T07:30:00.000Z");
    expect(venueInstant("2030-11-03T03:00:00").toISOString()).toBe("2030-11-03T11:00:00.000Z");
  });

  it("the venue's clock agrees with the platform's zone data at every instant from 2007 to 2099", () => {
    const anyInstant = fc.date({
      min: new Date("2007-01-01T08:00:00Z"),
      max: new Date("2099-12-31T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(fc.oneof(anyInstant, nearAChange), (instant) => {
        expect(venueWallClock(instant)).toBe(platformWallClock(instant));
      }),
      { numRuns: 2000 },
    );
  });

  it("the instant of any wall-clock time the venue's clock shows reads back as that time", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2099-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (instant) => {
          const wallClock = venueWallClock(instant);
          expect(venueWallClock(venueInstant(wallClock))).toBe(wallClock);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
