import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingSummary } from "../../src/domain/bookingSummary.js";
import { ticketsCountOf } from "../../src/domain/discountSelection.js";
import type { Discount } from "../../src/domain/ticketing.js";
import { discountIdArb, moneyArb, selectedDiscountArb } from "../arbitraries.js";

const runs = { numRuns: 1000 };

const discountArb = (id: number): fc.Arbitrary<Discount> =>
  fc.record({ price: moneyArb, top: moneyArb }).map(({ price, top }) => ({
    id,
    name: `Ticket ${String(id)}`,
    promotionType: 1,
    price,
    hasPriceRange: top > price,
    priceRange: { minRetailPrice: price, maxRetailPrice: Math.max(price, top) },
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
  it("the total is the sum of its lines", () => {
    fc.assert(
      fc.property(pickedArb, ({ discounts, selection }) => {
        const summary = bookingSummary(discounts, selection, true);
        expect(summary.total).toBe(summary.lines.reduce((sum, line) => sum + line.amount, 0));
      }),
      runs,
    );
  });

  it("no line, price or total is negative", () => {
    fc.assert(
      fc.property(pickedArb, ({ discounts, selection }) => {
        const summary = bookingSummary(discounts, selection, true);
        expect(summary.total).toBeGreaterThanOrEqual(0);
        for (const line of summary.lines) {
          expect(line.unitPrice).toBeGreaterThanOrEqual(0);
          expect(line.amount).toBeGreaterThanOrEqual(0);
        }
      }),
      runs,
    );
  });

  it("a line per selected ticket type with tickets, at its count and the date's price", () => {
    fc.assert(
      fc.property(pickedArb, ({ discounts, selection }) => {
        const summary = bookingSummary(discounts, selection, true);
        const picked = discounts.filter((d) => ticketsCountOf(selection, d.id) > 0);
        expect(summary.lines.map((line) => line.discountId)).toEqual(picked.map((d) => d.id));
        for (const line of summary.lines) {
          const discount = discounts.find((d) => d.id === line.discountId);
          expect(line.ticketsCount).toBe(ticketsCountOf(selection, line.discountId));
          expect(line.amount).toBe((discount?.price ?? Number.NaN) * line.ticketsCount);
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
        expect(summary.totalTop !== null).toBe(varying);
        const tops = summary.lines.map((line) => line.top?.amount ?? line.amount);
        if (varying) expect(summary.totalTop).toBe(tops.reduce((sum, a) => sum + a, 0));
        expect(summary.totalTop ?? summary.total).toBeGreaterThanOrEqual(summary.total);
      }),
      runs,
    );
  });
});
