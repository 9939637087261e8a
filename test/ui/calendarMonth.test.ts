import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { format, startOfMonth } from "date-fns";
import { WEEKS_PER_MONTH, monthOf, weeksOf } from "../../src/ui/screens/product/calendarMonth.js";

const aMonth = fc
  .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${String(year)}-${String(month).padStart(2, "0")}-01`);

describe("the calendar's month", () => {
  it("a day's month is the first of its month, as the date arithmetic has it", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        (date) => {
          const day = format(date, "yyyy-MM-dd");
          expect(monthOf(day)).toBe(format(startOfMonth(date), "yyyy-MM-dd"));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("every month is laid out in six Sunday-first weeks, so the calendar never changes height", () => {
    fc.assert(
      fc.property(aMonth, (month) => {
        const weeks = weeksOf(month);
        expect(weeks).toHaveLength(WEEKS_PER_MONTH);
        expect(weeks.every((week) => week.length === 7)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("every day of the month appears once, in order, on its weekday; the other cells are blank", () => {
    fc.assert(
      fc.property(aMonth, (month) => {
        const cells = weeksOf(month).flat();
        const days = cells.filter((cell): cell is string => cell !== null);
        const length = new Date(`${month}T00:00:00Z`);
        length.setUTCMonth(length.getUTCMonth() + 1, 0);
        expect(days).toHaveLength(length.getUTCDate());
        expect(days.every((day) => day.startsWith(month.slice(0, 8)))).toBe(true);
        expect([...days].sort()).toEqual(days);
        const firstWeekday = new Date(`${month}T00:00:00Z`).getUTCDay();
        expect(cells.indexOf(month)).toBe(firstWeekday);
      }),
      { numRuns: 1000 },
    );
  });

  it("November 2026 starts on a Sunday and leaves its last week and a half blank", () => {
    const weeks = weeksOf("2026-11-01");
    expect(weeks[0]?.[0]).toBe("2026-11-01");
    expect(weeks[4]?.slice(0, 2)).toEqual(["2026-11-29", "2026-11-30"]);
    expect(weeks[5]).toEqual([null, null, null, null, null, null, null]);
  });
});
