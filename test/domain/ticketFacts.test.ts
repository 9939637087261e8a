import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Ticket } from "../../src/domain/order.js";
import {
  tellsTheVisit,
  ticketEntryTime,
  ticketFacts,
  ticketVisitDate,
} from "../../src/domain/ticketFacts.js";
import { aTicket } from "../builders.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { formatsIn } from "../../src/domain/localeFormats.js";

/** The facts as an English page shows them. */
const englishFacts = (ticket: Ticket) => ticketFacts(ticket, guestWordsIn("en"), formatsIn("en"));

describe("ticket facts, as the tickets page, its print and the PDF show them", () => {
  it("the visit date is spelled out with its weekday", () => {
    expect(ticketVisitDate(aTicket({ visitDate: "2030-01-08" }))).toBe("Tuesday, January 8, 2030");
  });

  it("a timed ticket shows its entry window", () => {
    const ticket = aTicket({ startTime: "2030-01-08T10:00:00", endTime: "2030-01-08T10:30:00" });
    expect(ticketEntryTime(ticket)).toBe("10:00 AM to 10:30 AM");
  });

  it("a ticket without an entry time shows --:--", () => {
    expect(ticketEntryTime(aTicket({ startTime: null, endTime: null }))).toBe("--:--");
  });

  it("a ticket with only one end of its entry time shows --:--, not half a window", () => {
    expect(ticketEntryTime(aTicket({ startTime: "2030-01-08T10:00:00", endTime: null }))).toBe(
      "--:--",
    );
    expect(ticketEntryTime(aTicket({ startTime: null, endTime: "2030-01-08T10:30:00" }))).toBe(
      "--:--",
    );
  });
});

/** The fields of a ticket the spec does not list, and the fact each one shows. */
const factOf = {
  discountName: "Ticket",
  guestName: "Guest",
  visitDate: "Date",
  orderId: "Order #",
} as const;

describe("ticket facts: each where the API sent it", () => {
  it("a ticket sent with only the spec's name and its barcode shows no facts", () => {
    expect(englishFacts({ name: "General Admission", barcode: "TKT0000001" })).toEqual([]);
  });

  it("a ticket the reference server sends shows the ticket type, guest, date, entry time and order, in that order", () => {
    expect(englishFacts(aTicket()).map(([label]) => label)).toEqual([
      "Ticket",
      "Guest",
      "Date",
      "Time",
      "Order #",
    ]);
  });

  it("whichever fields an API leaves out, exactly the facts of the fields it sent are shown", () => {
    const extensions: readonly (keyof typeof factOf | "entryTime")[] = [
      "discountName",
      "guestName",
      "visitDate",
      "orderId",
      "entryTime",
    ];
    fc.assert(
      fc.property(fc.subarray([...extensions]), (sent) => {
        const full = aTicket();
        const ticket: Ticket = {
          name: full.name,
          barcode: full.barcode,
          ...Object.fromEntries(
            sent.flatMap((field): [string, unknown][] =>
              field === "entryTime"
                ? [
                    ["startTime", full.startTime],
                    ["endTime", full.endTime],
                  ]
                : [[field, full[field]]],
            ),
          ),
        };
        const shown = new Set(englishFacts(ticket).map(([label]) => label));
        const expected = new Set(
          sent.map((field) => (field === "entryTime" ? "Time" : factOf[field])),
        );
        expect(shown).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("a calendar event of the visit: only where the tickets tell it", () => {
  const specOnly: Ticket = { name: "General Admission", barcode: "TKT0000001" };

  it("tickets that give every ticket's day and the order tell the visit, whether or not an entry time is sent", () => {
    expect(tellsTheVisit([aTicket(), aTicket({ barcode: "TKT0000002" })])).toBe(true);
    expect(tellsTheVisit([{ ...specOnly, visitDate: "2026-11-22", orderId: 5001 }])).toBe(true);
  });

  it("tickets sent with only the spec's name and barcode, or one without its day or order, or none, tell no visit", () => {
    const withoutDay: Ticket = { ...specOnly, orderId: 5001 };
    const withoutOrder: Ticket = { ...specOnly, visitDate: "2026-11-22" };
    expect(tellsTheVisit([specOnly])).toBe(false);
    expect(tellsTheVisit([aTicket(), withoutDay])).toBe(false);
    expect(tellsTheVisit([withoutOrder])).toBe(false);
    expect(tellsTheVisit([])).toBe(false);
  });
});

describe("ticket facts in the guest's language", () => {
  it("a Spanish page labels each fact in Spanish and gives the date and entry time in Spanish formats", () => {
    const ticket = aTicket({
      discountName: "Adult",
      guestName: "Ada Guest",
      orderId: 5001,
      visitDate: "2030-01-08",
      startTime: "2030-01-08T10:00:00",
      endTime: "2030-01-08T10:30:00",
    });
    expect(ticketFacts(ticket, guestWordsIn("es"), formatsIn("es"))).toEqual([
      ["Entrada", "Adult"],
      ["Visitante", "Ada Guest"],
      ["Fecha de visita", "martes, 8 de enero de 2030"],
      ["Hora de entrada", "10:00–10:30"],
      ["N.º de pedido", "5001"],
    ]);
  });

  it("a ticket valid all day shows --:-- in every language", () => {
    const allDay = aTicket({ startTime: null, endTime: null });
    expect(ticketEntryTime(allDay, formatsIn("ja"))).toBe("--:--");
  });
});
