import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CartLine } from "../../src/domain/cart.js";
import { ticketLinesOf } from "../../src/domain/cartLines.js";
import { aCartProduct } from "../builders.js";

const line = (discountId: number, discountName: string, cents: number): CartLine => ({
  entityId: 101,
  discountId,
  discountName,
  priceBeforeTaxes: cents,
});

describe("a cart line reads count × unit price", () => {
  it("2 adults at $70.00 read 2 × Adult $35.00, and 1 child at $25.00 reads 1 × Child $25.00", () => {
    const product = aCartProduct({
      selectedDiscounts: [
        { id: 1011, promotionType: 1, ticketsCount: 2 },
        { id: 1012, promotionType: 1, ticketsCount: 1 },
      ],
    });
    expect(ticketLinesOf(product, [line(1011, "Adult", 7000), line(1012, "Child", 2500)])).toEqual([
      { discountId: 1011, discountName: "Adult", count: 2, unitPrice: 3500, lineTotal: 7000 },
      { discountId: 1012, discountName: "Child", count: 1, unitPrice: 2500, lineTotal: 2500 },
    ]);
  });

  it("coded discounts are a line each, of one ticket", () => {
    const product = aCartProduct({
      selectedDiscounts: [
        { id: 1071, promotionType: 4, ticketsCount: 1, code: "C3SN0002" },
        { id: 1071, promotionType: 4, ticketsCount: 1, code: "C3SN0003" },
      ],
    });
    const lines = ticketLinesOf(product, [line(1071, "CityPass", 0), line(1071, "CityPass", 0)]);
    expect(lines.map((ticket) => ticket.count)).toEqual([1, 1]);
  });

  it("count × unit price is the line's price whenever the price divides evenly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 100_000 }),
        (count, unit) => {
          const product = aCartProduct({
            selectedDiscounts: [{ id: 7, promotionType: 1, ticketsCount: count }],
          });
          const [ticket] = ticketLinesOf(product, [line(7, "Adult", count * unit)]);
          expect(ticket).toMatchObject({ count, unitPrice: unit, lineTotal: count * unit });
        },
      ),
      { numRuns: 1000 },
    );
  });
});
