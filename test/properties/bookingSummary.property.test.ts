import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingSummary } from "../../src/domain/bookingSummary.js";
import { ticketsCountOf } from "../../src/domain/discountSelection.js";
import type { Discount } from "../../src/domain/ticketingState.js";
import { discountIdArb, moneyArb, selectedDiscountArb } from "../arbitraries.js";

const runs = { numRuns: 1000 };

/** A ticket type as the reference server sends it, or without its price or top (spec-only). */
const discountArb = (id: number): fc.Arbitrary<Discount> =>
  fc
    .record({ price: moneyArb, top: moneyArb, sentPrice: fc.boolean(), sentTop: fc.boolean() })
    .map(({ price, top, sentPrice, sentTop }) => ({
      id,
      name: `Ticket ${String(id)}`,
      promotionType: 1,
      price: sentPrice ? price : null,
      hasPriceRange: top > price,
      priceRange: { minRetailPrice: price, maxRetailPrice: sentTop ? Math.max(price, top) : null },
    }));

/** The ticket types on sale: a few distinct ids, each with its date's price. */
const discountsArb = fc
  .uniqueArray(discountIdArb, { maxLength: 4 })
  .chain((ids) => fc.tuple(...ids.map(discountArb)));

const pickedArb = fc.record({
  discounts: discountsArb,
  selection: fc.array(selectedDiscountArb, { maxLength: 8 }),
});

describe("the booking summary of the product page", () => {
  it("the total is the sum of its lines when every line has a price, and none when a line has none", () => {
    fc.assert(
      fc.property(pickedArb, ({ discounts, selection }) => {
        const summary = bookingSummary(discounts, selection, true);
        const amounts = summary.lines.map((line) => line.amount);
        if (amounts.includes(null)) expect(summary.total).toBeNull();
        else expect(summary.total).toBe(amounts.reduce((sum, a) => (sum ?? 0) + (a ?? 0), 0));
      }),
      runs,
    );
  });

  it("no line, price or total is negative", () => {
    fc.assert(
      fc.property(pickedArb, ({ discounts, selection }) => {
        const summary = bookingSummary(discounts, selection, true);
        expect(summary.total ?? 0).toBeGreaterThanOrEqual(0);
        for (const line of summary.lines) {
          expect(line.unitPrice ?? 0).toBeGreaterThanOrEqual(0);
          expect(line.amount ?? 0).toBeGreaterThanOrEqual(0);
        }
      }),
      runs,
    );
  });

  it("a line per selected ticket type with tickets, at its count and the date's price, or none where the API sends no price", () => {
    fc.assert(
      fc.property(pickedArb, ({ discounts, selection }) => {
        const summary = bookingSummary(discounts, selection, true);
        const picked = discounts.filter((d) => ticketsCountOf(selection, d.id) > 0);
        expect(summary.lines.map((line) => line.discountId)).toEqual(picked.map((d) => d.id));
        for (const line of summary.lines) {
          const discount = discounts.find((d) => d.id === line.discountId);
          expect(line.ticketsCount).toBe(ticketsCountOf(selection, line.discountId));
          const price = discount?.price ?? null;
          expect(line.amount).toBe(price === null ? null : price * line.ticketsCount);
        }
      }),
      runs,
    );
  });

  it("while the price is not known, the total's top is its lines' tops and never below the total", () => {
    fc.assert(
      fc.property(pickedArb, ({ discounts, selection }) => {
        const summary = bookingSummary(discounts, selection, false);
        const varying = summary.lines.some((line) => line.top !== null);
        expect(summary.totalTop !== null).toBe(varying && summary.total !== null);
        const tops = summary.lines.map((line) => line.top?.amount ?? line.amount ?? 0);
        if (summary.totalTop !== null) {
          expect(summary.totalTop).toBe(tops.reduce((sum, a) => sum + a, 0));
          expect(summary.totalTop).toBeGreaterThanOrEqual(summary.total ?? 0);
        }
      }),
      runs,
    );
  });

  it("a range whose top the API does not send has no top: the line shows its price alone", () => {
    fc.assert(
      fc.property(pickedArb, ({ discounts, selection }) => {
        const summary = bookingSummary(discounts, selection, false);
        for (const line of summary.lines) {
          const discount = discounts.find((d) => d.id === line.discountId);
          if (discount?.priceRange.maxRetailPrice === null) expect(line.top).toBeNull();
        }
      }),
      runs,
    );
  });
});
