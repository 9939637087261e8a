import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";

/*
 * The first platform format a page makes loads ICU's data, 35 to 110 ms in Chromium: an
 * English page's dates and prices, and the venue's clock on any page, are written out by the
 * storefront instead. Each is held here to what the platform's own en-US format writes, every
 * space a plain one as the storefront writes it.
 */
const { DateTimeFormat, NumberFormat } = Intl;

const plainSpaces = (text: string) => text.replace(/\s/g, " ");
const platformDate = (options: Intl.DateTimeFormatOptions) => {
  const format = new DateTimeFormat("en-US", options);
  return (date: Date) => plainSpaces(format.format(date));
};
const platformClock = platformDate({ hour: "numeric", minute: "2-digit", hour12: true });
const platformPaddedDate = platformDate({ month: "2-digit", day: "2-digit", year: "numeric" });
const platformShortDate = platformDate({ month: "numeric", day: "numeric", year: "numeric" });
const platformFullDate = platformDate({
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});
const platformMonth = platformDate({ month: "long", year: "numeric" });
const platformDollars = new NumberFormat("en-US", { style: "currency", currency: "USD" });

const freshModules = async () => {
  vi.resetModules();
  const dateFormats = vi.spyOn(Intl, "DateTimeFormat");
  const numberFormats = vi.spyOn(Intl, "NumberFormat");
  const formats = await import("../../src/domain/formats.js");
  const money = await import("../../src/domain/money.js");
  const venueTime = await import("../../src/domain/venueTime.js");
  const words = await import("../../src/adapters/words/guest/en.js");
  return { dateFormats, numberFormats, formats, money, venueTime, words };
};

afterEach(() => {
  vi.restoreAllMocks();
});

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
/** A wall-clock time as the API writes one, from a local date. */
const apiDateTime = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:00`;

const localDates = fc
  .date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true })
  .map(
    (date) =>
      new Date(
        date.getFullYear(),
        date.getMonth(),
        date.getDate(),
        date.getHours(),
        date.getMinutes(),
      ),
  );

describe("formats without the platform's locale data", () => {
  it("an English page's words, dates and prices, and the venue's clock, make no platform format", async () => {
    const { dateFormats, numberFormats, formats, money, venueTime, words } = await freshModules();
    expect(words.default["errors.throttled"]({ seconds: 1200 })).toBe(
      "Too many attempts. Please try again in 1200 seconds.",
    );
    expect(words.default["cart.lines.free"]({ count: 2 })).toBe("2 free tickets");
    expect(formats.formatFullDate("2026-11-22T00:00:00")).toBe("Sunday, November 22, 2026");
    expect(formats.formatOrderDate("2026-11-22T09:05:00")).toBe("11/22/2026 9:05 AM");
    expect(
      formats.formatInventorySlot({
        startTime: "2026-11-22T09:05:00",
        endTime: "2026-11-22T12:30:00",
      }),
    ).toBe("11/22/2026 9:05 AM to 12:30 PM");
    expect(formats.monthAndYear(new Date(2026, 10, 1))).toBe("November 2026");
    expect(money.formatUsd(123_450)).toBe("$1,234.50");
    expect(venueTime.venueDate(new Date("2026-11-22T20:00:00Z"))).toBe("2026-11-22");
    expect(venueTime.venueInstant("2026-07-04T10:00:00").toISOString()).toBe(
      "2026-07-04T17:00:00.000Z",
    );
    expect(dateFormats).not.toHaveBeenCalled();
    expect(numberFormats).not.toHaveBeenCalled();
  });

  it("every English date format writes what the platform's en-US format writes", async () => {
    const { formats } = await freshModules();
    fc.assert(
      fc.property(localDates, (date) => {
        const wallClock = apiDateTime(date);
        expect(formats.monthAndYear(date)).toBe(platformMonth(date));
        expect(formats.formatFullDate(wallClock)).toBe(platformFullDate(date));
        expect(formats.formatOrderDate(wallClock)).toBe(
          `${platformPaddedDate(date)} ${platformClock(date)}`,
        );
        expect(formats.formatInventorySlot({ startTime: wallClock, endTime: wallClock })).toBe(
          `${platformShortDate(date)} ${platformClock(date)} to ${platformClock(date)}`,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("the dollar format writes what the platform's en-US dollar format writes", async () => {
    const { money } = await freshModules();
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(money.formatUsd(cents)).toBe(platformDollars.format(cents / 100));
      }),
      { numRuns: 1000 },
    );
  });

  it("a fraction of a cent rounds to the nearest cent, and a rounding to zero has no sign", async () => {
    const { money } = await freshModules();
    expect(money.formatUsd(1234.5)).toBe("$12.35");
    expect(money.formatUsd(-0.4)).toBe("$0.00");
    expect(money.formatUsd(-150)).toBe("-$1.50");
  });
});
