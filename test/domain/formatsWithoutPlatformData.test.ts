import { afterEach, describe, expect, it, vi } from "vitest";

/*
 * Making a platform format loads its locale data, tens of milliseconds on a phone: the
 * storefront's formats are made when first used, so loading the modules makes none.
 * Each test loads the modules afresh, since a made format is kept for the page's life.
 */
const { DateTimeFormat, NumberFormat } = Intl;

const freshModules = async () => {
  vi.resetModules();
  // Counted, and made by the platform: a spy called with `new` returns what its function does.
  const dateFormats = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
    ...args: ConstructorParameters<typeof DateTimeFormat>
  ) {
    return new DateTimeFormat(...args);
  });
  const numberFormats = vi.spyOn(Intl, "NumberFormat").mockImplementation(function (
    ...args: ConstructorParameters<typeof NumberFormat>
  ) {
    return new NumberFormat(...args);
  });
  const formats = await import("../../src/domain/formats.js");
  const money = await import("../../src/domain/money.js");
  const venueTime = await import("../../src/domain/venueTime.js");
  return { dateFormats, numberFormats, formats, money, venueTime };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("formats are made on first use", () => {
  it("loading the formats, money and venue time modules makes no platform format", async () => {
    const { dateFormats, numberFormats } = await freshModules();
    expect(dateFormats).not.toHaveBeenCalled();
    expect(numberFormats).not.toHaveBeenCalled();
  });

  it("a date format is made once, on its first use", async () => {
    const { dateFormats, formats } = await freshModules();
    expect(formats.formatFullDate("2026-11-22T00:00:00")).toBe("Sunday, November 22, 2026");
    expect(formats.formatFullDate("2026-11-23T00:00:00")).toBe("Monday, November 23, 2026");
    expect(dateFormats).toHaveBeenCalledOnce();
  });

  it("the dollar format is made once, on its first use", async () => {
    const { numberFormats, money } = await freshModules();
    expect(money.formatUsd(123_450)).toBe("$1,234.50");
    expect(money.formatUsd(5)).toBe("$0.05");
    expect(numberFormats).toHaveBeenCalledOnce();
  });

  it("preparing the date formats makes each once, so formatting dates then makes none", async () => {
    const { dateFormats, formats } = await freshModules();
    formats.prepareDateFormats();
    const made = dateFormats.mock.calls.length;
    expect(made).toBeGreaterThan(0);
    expect(formats.formatFullDate("2026-11-22T00:00:00")).toBe("Sunday, November 22, 2026");
    expect(formats.formatOrderDate("2026-11-22T09:05:00")).toBe("11/22/2026 9:05 AM");
    expect(
      formats.formatInventorySlot({
        startTime: "2026-11-22T09:05:00",
        endTime: "2026-11-22T12:30:00",
      }),
    ).toBe("11/22/2026 9:05 AM to 12:30 PM");
    expect(formats.monthAndYear(new Date(2026, 10, 1))).toBe("November 2026");
    formats.prepareDateFormats();
    expect(dateFormats).toHaveBeenCalledTimes(made);
  });

  it("preparing the dollar format makes it once, so formatting dollars then makes none", async () => {
    const { numberFormats, money } = await freshModules();
    money.prepareUsdFormat();
    expect(numberFormats).toHaveBeenCalledOnce();
    money.prepareUsdFormat();
    expect(money.formatUsd(3_500)).toBe("$35.00");
    expect(numberFormats).toHaveBeenCalledOnce();
  });

  it("preparing the venue clock makes its format ahead, so reading the clock makes none", async () => {
    const { dateFormats, venueTime } = await freshModules();
    venueTime.prepareVenueClock();
    expect(dateFormats).toHaveBeenCalledOnce();
    expect(venueTime.venueDate(new Date("2026-11-22T20:00:00Z"))).toBe("2026-11-22");
    venueTime.prepareVenueClock();
    expect(dateFormats).toHaveBeenCalledOnce();
  });
});
