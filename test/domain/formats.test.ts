import { describe, expect, it } from "vitest";
import {
  activeTimeDisplay,
  formatFullDate,
  formatInventorySlot,
  formatOrderDate,
  formatSlotTimes,
  monthAndYear,
  NO_ACTIVE_TIME,
} from "../../src/domain/formats.js";

const slot = (startTime: string, endTime: string): { startTime: string; endTime: string } => ({
  startTime,
  endTime,
});

describe("formatOrderDate", () => {
  it('order dates show as MM/dd/yyyy h:mm a: "2026-11-22T14:05:00" is "11/22/2026 2:05 PM"', () => {
    expect(formatOrderDate("2026-11-22T14:05:00")).toBe("11/22/2026 2:05 PM");
  });

  it("month and day are padded to two digits but the hour is not", () => {
    expect(formatOrderDate("2026-01-05T09:07:00")).toBe("01/05/2026 9:07 AM");
  });

  it("AM and PM follow a plain space, not the narrow no-break space of newer ICU", () => {
    expect(formatOrderDate("2026-11-22T14:05:00")).not.toMatch(/\u202f/);
    expect(formatOrderDate("2026-11-22T14:05:00").endsWith(" 2:05 PM")).toBe(true);
  });

  it("midnight is 12 AM and noon is 12 PM", () => {
    expect(formatOrderDate("2026-03-09T00:00:00")).toBe("03/09/2026 12:00 AM");
    expect(formatOrderDate("2026-03-09T12:30:00")).toBe("03/09/2026 12:30 PM");
  });

  it("the API's wall-clock time is shown as is, fractional seconds ignored", () => {
    expect(formatOrderDate("2026-11-22T23:59:59.997")).toBe("11/22/2026 11:59 PM");
  });

  it("an unreadable date shows as empty text rather than 'Invalid Date'", () => {
    expect(formatOrderDate("not a date")).toBe("");
    expect(formatOrderDate("")).toBe("");
  });
});

describe("formatSlotTimes", () => {
  it('a slot is named "10:00 AM to 10:30 AM"', () => {
    expect(formatSlotTimes(slot("2026-11-22T10:00:00", "2026-11-22T10:30:00"))).toBe(
      "10:00 AM to 10:30 AM",
    );
  });

  it("a slot across noon shows AM then PM in 12-hour time", () => {
    expect(formatSlotTimes(slot("2026-11-22T11:45:00", "2026-11-22T13:15:00"))).toBe(
      "11:45 AM to 1:15 PM",
    );
  });
});

describe("formatInventorySlot", () => {
  it('an inventory slot with its date is "11/22/2026 10:00 AM to 10:30 AM"', () => {
    expect(formatInventorySlot(slot("2026-11-22T10:00:00", "2026-11-22T10:30:00"))).toBe(
      "11/22/2026 10:00 AM to 10:30 AM",
    );
  });

  it("the date is the slot's start date", () => {
    expect(formatInventorySlot(slot("2026-12-31T23:30:00", "2027-01-01T00:00:00"))).toBe(
      "12/31/2026 11:30 PM to 12:00 AM",
    );
  });
});

describe("activeTimeDisplay", () => {
  it("the time display shows --:-- when there is no active inventory", () => {
    expect(NO_ACTIVE_TIME).toBe("--:--");
    expect(activeTimeDisplay(null)).toBe("--:--");
  });

  it("the time display shows the active slot's times", () => {
    expect(activeTimeDisplay(slot("2026-11-22T10:00:00", "2026-11-22T10:30:00"))).toBe(
      "10:00 AM to 10:30 AM",
    );
  });
});

describe("formatFullDate", () => {
  it('a calendar day is named in full: "2026-11-22" is "Sunday, November 22, 2026"', () => {
    expect(formatFullDate("2026-11-22")).toBe("Sunday, November 22, 2026");
  });

  it("the day of the month is not padded", () => {
    expect(formatFullDate("2026-07-04")).toBe("Saturday, July 4, 2026");
  });

  it("a leap day is named", () => {
    expect(formatFullDate("2028-02-29")).toBe("Tuesday, February 29, 2028");
  });

  it("an unreadable date shows as empty text", () => {
    expect(formatFullDate("2026-13-45")).toBe("");
  });
});

describe("monthAndYear", () => {
  it('a calendar month is headed "November 2026"', () => {
    expect(monthAndYear(new Date(2026, 10, 22))).toBe("November 2026");
  });
});
