import { describe, expect, it } from "vitest";
import { bookingSummary } from "../../src/domain/bookingSummary.js";
import type { Discount } from "../../src/domain/ticketingState.js";

const ticket = (id: number, name: string, price: number): Discount => ({
  id,
  name,
  promotionType: 1,
  price,
  hasPriceRange: true,
  priceRange: { minRetailPrice: price, maxRetailPrice: price + 1000 },
});

describe("booking summary", () => {
  it("prices each picked ticket type at the date's price and adds them up", () => {
    const summary = bookingSummary(
      [ticket(1, "Adult", 3500), ticket(2, "Child", 2600), ticket(3, "Senior", 3000)],
      [
        { id: 1, promotionType: 1, ticketsCount: 2 },
        { id: 2, promotionType: 2, ticketsCount: 1 },
      ],
      true,
    );
    expect(summary.lines.map((l) => [l.ticketsCount, l.name, l.unitPrice, l.amount])).toEqual([
      [2, "Adult", 3500, 7000],
      [1, "Child", 2600, 2600],
    ]);
    expect(summary.total).toBe(9600);
  });

  it("barcode lines of one ticket type make one line", () => {
    const summary = bookingSummary(
      [ticket(1, "Adult", 0)],
      [
        { id: 1, promotionType: 4, ticketsCount: 1, code: "A" },
        { id: 1, promotionType: 4, ticketsCount: 1, code: "B" },
      ],
      true,
    );
    expect(summary.lines).toHaveLength(1);
    expect(summary.lines[0]?.ticketsCount).toBe(2);
  });

  it("nothing picked is no line and a zero total", () => {
    expect(bookingSummary([ticket(1, "Adult", 3500)], [], true)).toEqual({
      lines: [],
      total: 0,
      totalTop: null,
    });
  });

  it("while the entry time still decides the price, a varying line and the total show their range", () => {
    const fixed = { ...ticket(2, "Child", 2600), hasPriceRange: false };
    const summary = bookingSummary(
      [ticket(1, "Adult", 3500), fixed],
      [
        { id: 1, promotionType: 1, ticketsCount: 2 },
        { id: 2, promotionType: 2, ticketsCount: 1 },
      ],
      false,
    );
    expect(summary.lines.map((line) => line.top)).toEqual([
      { unitPrice: 4500, amount: 9000 },
      null,
    ]);
    expect([summary.total, summary.totalTop]).toEqual([9600, 11600]);
  });

  it("once the price is known there is no range left", () => {
    const summary = bookingSummary(
      [ticket(1, "Adult", 3500)],
      [{ id: 1, promotionType: 1, ticketsCount: 2 }],
      true,
    );
    expect(summary.lines[0]?.top).toBeNull();
    expect(summary.totalTop).toBeNull();
  });
});
