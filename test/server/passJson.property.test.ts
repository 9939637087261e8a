import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brandOf, type BrandKey } from "../../src/domain/brand.js";
import { activeTimeDisplay, formatFullDate } from "../../src/domain/formats.js";
import { passJson, type PassTicket } from "../../server/shared/documents/wallet/passJson.js";

const RUNS = { numRuns: 1_000 };
const identity = { typeId: "pass.com.example.tickets", teamId: "TEAM123456" };

const instant = fc.date({
  min: new Date("2000-01-01T00:00:00Z"),
  max: new Date("2099-12-31T23:59:59Z"),
  noInvalidDate: true,
});
/** "yyyy-MM-dd", and "yyyy-MM-ddTHH:mm:ss" or null (all day), as an API sends them. */
const day = instant.map((date) => date.toISOString().slice(0, 10));
const wallClock = fc.option(
  instant.map((date) => date.toISOString().slice(0, 19)),
  { nil: null },
);

/** A ticket as any API sends it: a barcode and product, and any subset of the other facts. */
const ticketArb: fc.Arbitrary<PassTicket> = fc
  .tuple(
    fc.record({ barcode: fc.string({ minLength: 1 }), productName: fc.string() }),
    fc.record(
      {
        ticketType: fc.string(),
        visitDate: day,
        startTime: wallClock,
        endTime: wallClock,
        guestName: fc.string(),
        orderId: fc.nat(),
        ticketId: fc.nat(),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([sure, sent]) => ({ ...sure, ...sent }));

type Sent = keyof PassTicket;

/**
 * Each field pass.json's eventTicket may carry: the group it stands in, the ticket's fields it
 * is made from, and the value they make; the venue is the brand's, on every pass.
 */
const FIELDS: Record<
  string,
  {
    readonly group: string;
    readonly from: readonly Sent[];
    readonly value: (ticket: PassTicket, venue: string) => unknown;
  }
> = {
  product: { group: "primaryFields", from: ["productName"], value: (t) => t.productName },
  date: {
    group: "secondaryFields",
    from: ["visitDate"],
    value: (t) => formatFullDate(t.visitDate ?? ""),
  },
  time: {
    group: "secondaryFields",
    from: ["startTime", "endTime"],
    value: ({ startTime, endTime }) =>
      startTime === null || endTime === null || startTime === undefined || endTime === undefined
        ? "All day"
        : activeTimeDisplay({ startTime, endTime }),
  },
  type: { group: "auxiliaryFields", from: ["ticketType"], value: (t) => t.ticketType },
  guest: { group: "auxiliaryFields", from: ["guestName"], value: (t) => t.guestName },
  order: { group: "backFields", from: ["orderId"], value: (t) => t.orderId },
  venue: { group: "backFields", from: [], value: (_t, venue) => venue },
};

describe("pass.json of any ticket an API sends", () => {
  it("for any subset of the optional fields sent, every field of the eventTicket comes from a sent field, each sent field shows, the barcode message is always the ticket's barcode, and the serial is its order and ticket where both are sent", () => {
    fc.assert(
      fc.property(ticketArb, fc.constantFrom<BrandKey>("sn", "cgg"), (ticket, brandKey) => {
        const brand = brandOf(brandKey);
        const venue = [brand.venueName, ...brand.address].join("\n");
        const pass = passJson(ticket, brand, identity);

        const shown = Object.entries(pass.eventTicket).flatMap(([group, fields]) =>
          fields.map((field) => ({ group, ...field })),
        );
        for (const field of shown) {
          const rule = FIELDS[field.key];
          if (rule === undefined) throw new Error(`a field made of nothing: ${field.key}`);
          expect(field.group, field.key).toBe(rule.group);
          for (const from of rule.from) expect(ticket, field.key).toHaveProperty(from);
          expect(field.value, field.key).toEqual(rule.value(ticket, venue));
        }
        // And the converse: a field whose every source was sent is on the pass.
        const made = Object.entries(FIELDS)
          .filter(([, rule]) => rule.from.every((from) => from in ticket))
          .map(([key]) => key);
        expect(shown.map((field) => field.key).sort()).toEqual(made.sort());

        expect(pass.barcode.message).toBe(ticket.barcode);
        expect(pass.barcodes.map((code) => code.message)).toEqual([ticket.barcode]);
        expect(pass.serialNumber).toBe(
          ticket.orderId === undefined || ticket.ticketId === undefined
            ? ticket.barcode
            : `${String(ticket.orderId)}-${String(ticket.ticketId)}`,
        );
        expect("relevantDate" in pass).toBe("visitDate" in ticket);
      }),
      RUNS,
    );
  });
});
