import { describe, expect, it } from "vitest";
import { parseApiDate } from "../../src/domain/apiDate.js";
import { calendarDay } from "../../src/domain/formats.js";

describe("parseApiDate", () => {
  it("a date-only API value is local midnight of that day, not UTC midnight", () => {
    const date = parseApiDate("2026-11-22");
    expect(calendarDay(date)).toBe("2026-11-22");
    expect([date.getHours(), date.getMinutes()]).toEqual([0, 0]);
  });

  it("a date-time without offset is the venue's wall clock as is", () => {
    const date = parseApiDate("2026-11-22T14:05:30.250");
    expect([date.getHours(), date.getMinutes(), date.getSeconds()]).toEqual([14, 5, 30]);
  });

  it("an instant with its offset is that instant, wherever the guest is", () => {
    expect(parseApiDate("2030-01-07T18:10:00Z").toISOString()).toBe("2030-01-07T18:10:00.000Z");
    expect(parseApiDate("2030-01-07T13:10:00-05:00").toISOString()).toBe(
      "2030-01-07T18:10:00.000Z",
    );
  });

  it("free text is not a date, even text the platform would read as one", () => {
    for (const text of ["", "not a date", "March 7, 2026", "2026", "2026-11-22 14:05"]) {
      expect(Number.isNaN(parseApiDate(text).getTime()), text).toBe(true);
    }
  });

  it("a date-time to the minute, without seconds, is that wall clock", () => {
    const date = parseApiDate("2026-11-22T14:05");
    expect([date.getHours(), date.getMinutes(), date.getSeconds()]).toEqual([14, 5, 0]);
  });

  it("a value the platform reads but the API never sends is not a date: a six-digit year, an offset without its colon", () => {
    for (const text of ["+002026-11-22", "+002026-11-22T14:05:00", "2026-11-22T14:05:00+0100"]) {
      expect(Number.isNaN(parseApiDate(text).getTime()), text).toBe(true);
    }
  });
});
