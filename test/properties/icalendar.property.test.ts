import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  calendarOf,
  escapeText,
  foldLine,
} from "../../server/shared/documents/calendar/icalendar.js";

const RUNS = { numRuns: 1000 };

// TEXT may hold any character but the controls (RFC 5545 §3.3.11); line breaks are allowed.
const isAllowed = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code === 0x0a || (code >= 0x20 && code !== 0x7f);
};
const text = fc
  .string({ unit: "grapheme", maxLength: 300 })
  .map((value) => Array.from(value).filter(isAllowed).join(""));

const anEvent = (summary: string) =>
  calendarOf(
    [
      {
        uid: "order-1@test",
        stamp: new Date("2030-01-01T00:00:00Z"),
        time: { kind: "days", start: "2030-01-08", end: "2030-01-09" },
        summary,
        location: "Venue",
        geo: { latitude: 47.6, longitude: -122.3 },
        description: summary,
        url: undefined,
      },
    ],
    "-//Test//EN",
  );

describe("iCalendar lines (RFC 5545)", () => {
  it("a folded line has no line over 75 octets and unfolds to the line it was", () => {
    fc.assert(
      fc.property(text.map(escapeText), (line) => {
        const folded = foldLine(`SUMMARY:${line}`);
        for (const part of folded.split("\r\n")) {
          expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
        }
        expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${line}`);
      }),
      RUNS,
    );
  });

  it("an escaped text leaves no bare semicolon, comma or line break", () => {
    fc.assert(
      fc.property(text, (value) => {
        const escaped = escapeText(value).replace(/\\[\\;,n]/g, "");
        expect(escaped).not.toMatch(/[;,\r\n\\]/);
      }),
      RUNS,
    );
  });

  it("a real parser reads back any summary, line breaks as \\n", () => {
    fc.assert(
      fc.property(text, (summary) => {
        const vevent = new ICAL.Component(
          ICAL.parse(anEvent(summary)) as unknown[],
        ).getFirstSubcomponent("vevent");
        expect(vevent?.getFirstPropertyValue("summary") ?? "").toBe(
          summary.replace(/\r\n|\r/g, "\n"),
        );
      }),
      RUNS,
    );
  });

  it("every line of a calendar ends with CRLF", () => {
    fc.assert(
      fc.property(text, (summary) => {
        expect(anEvent(summary).replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      }),
      RUNS,
    );
  });
});
