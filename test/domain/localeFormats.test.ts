import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activeTimeDisplay,
  formatFullDate,
  formatOrderDate,
  formatSlotTimes,
  monthAndYear,
} from "../../src/domain/formats.js";
import { LOCALES } from "../../src/domain/locale.js";
import { formatsIn } from "../../src/domain/localeFormats.js";
import { formatUsd } from "../../src/domain/money.js";

const others = LOCALES.filter((locale) => locale !== "en");
const slot = { startTime: "2026-11-22T10:00:00", endTime: "2026-11-22T10:30:00" };

describe("dates, times and prices in the guest's language", () => {
  it("English keeps the spec's formats word for word", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        (cents, date) => {
          const english = formatsIn("en");
          const iso = date.toISOString();
          expect(english.price(cents)).toBe(formatUsd(cents));
          expect(english.monthAndYear(date)).toBe(monthAndYear(date));
          expect(english.fullDate(iso.slice(0, 10))).toBe(formatFullDate(iso.slice(0, 10)));
          expect(english.orderDate(iso)).toBe(formatOrderDate(iso));
        },
      ),
      { numRuns: 1000 },
    );
    expect(formatsIn("en").slotTimes(slot)).toBe(formatSlotTimes(slot));
    expect(formatsIn("en").activeTime(null)).toBe(activeTimeDisplay(null));
  });

  it("a price in another language names US dollars by their code, never a bare $", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...others),
        fc.integer({ min: 0, max: 10_000_000 }),
        (locale, cents) => {
          const price = formatsIn(locale).price(cents);
          expect(price).toContain("USD");
          expect(price).not.toContain("$");
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("every space in a format is a plain one, so the server's page reads as the browser's", () => {
    for (const locale of LOCALES) {
      const formats = formatsIn(locale);
      const written = [
        formats.price(123_456),
        formats.monthAndYear(new Date(2026, 10, 1)),
        formats.fullDate("2026-11-22"),
        formats.orderDate("2026-11-22T14:05:00"),
        formats.slotTimes({ startTime: "2026-11-22T11:30:00", endTime: "2026-11-22T13:00:00" }),
      ];
      for (const text of written) expect(text, locale).not.toMatch(/[^\S ]/);
    }
  });

  it("a visit day and an entry time read in the language", () => {
    expect(formatsIn("es").fullDate("2026-11-22")).toBe("domingo, 22 de noviembre de 2026");
    expect(formatsIn("de").monthAndYear(new Date(2026, 10, 1))).toBe("November 2026");
    expect(formatsIn("ja").slotTimes(slot)).toBe("10:00～10:30");
    expect(formatsIn("fr").slotTimes(slot)).toBe("10:00 – 10:30");
  });

  it("a date the API did not send as a date shows nothing, in every language", () => {
    for (const locale of LOCALES) {
      expect(formatsIn(locale).fullDate("someday")).toBe("");
      expect(formatsIn(locale).orderDate("")).toBe("");
      expect(formatsIn(locale).activeTime(null)).toBe("--:--");
    }
    for (const locale of others) {
      expect(formatsIn(locale).slotTimes({ startTime: "x", endTime: slot.endTime })).toBe("");
    }
  });
});
