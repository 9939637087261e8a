import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CartLine, CartProduct } from "../../src/domain/cart.js";
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
      {
        discountId: 1011,
        discountName: "Adult",
        count: 2,
        unitPrice: 3500,
        lineTotal: 7000,
        free: null,
      },
      {
        discountId: 1012,
        discountName: "Child",
        count: 1,
        unitPrice: 2500,
        lineTotal: 2500,
        free: null,
      },
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

describe("a group line reads its tickets at the price the guest was shown, and its free tickets", () => {
  const groupOf = (count: number, unit: number) =>
    aCartProduct({
      categoryName: "productsGroups",
      selectedDiscounts: [{ id: 1061, promotionType: 1, ticketsCount: count }],
      discountPrices: { 1061: unit },
    });

  it("12 group adults at $29.00 with one free read 12 × Group Adult $29.00, $319.00, and 1 free ticket worth $29.00", () => {
    const [ticket] = ticketLinesOf(groupOf(12, 2900), [line(1061, "Group Adult", 11 * 2900)]);
    expect(ticket).toEqual({
      discountId: 1061,
      discountName: "Group Adult",
      count: 12,
      unitPrice: 2900,
      lineTotal: 31900,
      free: { count: 1, value: 2900 },
    });
  });

  it("a line the reward took wholly is all free tickets, at $0.00", () => {
    const [ticket] = ticketLinesOf(groupOf(2, 1500), [line(1061, "Group Child", 0)]);
    expect(ticket).toMatchObject({
      unitPrice: 1500,
      lineTotal: 0,
      free: { count: 2, value: 3000 },
    });
  });

  it("a line priced at the shown price has no free tickets", () => {
    const [ticket] = ticketLinesOf(groupOf(3, 2900), [line(1061, "Group Adult", 3 * 2900)]);
    expect(ticket).toMatchObject({ unitPrice: 2900, free: null });
  });

  it("an amount that whole free tickets do not explain reads as its average ticket, with none free", () => {
    const [dearer] = ticketLinesOf(groupOf(12, 2900), [line(1061, "Group Adult", 12 * 3000)]);
    expect(dearer).toMatchObject({ unitPrice: 3000, free: null });
    const [ticketMore] = ticketLinesOf(groupOf(12, 2900), [line(1061, "Group Adult", 13 * 2900)]);
    expect(ticketMore).toMatchObject({ unitPrice: 3142, free: null });
    const [partly] = ticketLinesOf(groupOf(12, 2900), [line(1061, "Group Adult", 32000)]);
    expect(partly).toMatchObject({ unitPrice: 2667, free: null });
  });

  it("a line read back from its saved JSON (a reload) still reads its free tickets", () => {
    const reloaded = JSON.parse(JSON.stringify(groupOf(12, 2900))) as CartProduct;
    const [ticket] = ticketLinesOf(reloaded, [line(1061, "Group Adult", 11 * 2900)]);
    expect(ticket).toMatchObject({ unitPrice: 2900, free: { count: 1, value: 2900 } });
  });

  it("a line of a cart saved without its prices reads as its average ticket, as before", () => {
    const saved = aCartProduct({
      selectedDiscounts: [{ id: 1061, promotionType: 1, ticketsCount: 12 }],
    });
    const [ticket] = ticketLinesOf(saved, [line(1061, "Group Adult", 11 * 2900)]);
    expect(ticket).toMatchObject({ count: 12, unitPrice: 2658, free: null });
  });

  it("a shown price of $0.00 frees nothing: the line reads as its average ticket", () => {
    const [ticket] = ticketLinesOf(groupOf(2, 0), [line(1061, "Group Adult", 0)]);
    expect(ticket).toMatchObject({ unitPrice: 0, free: null });
  });

  it("the shown unit price × tickets − the free tickets' value is the line's amount, for any price, count and free tickets", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc
          .integer({ min: 1, max: 200 })
          .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count }))),
        (unit, [count, free]) => {
          const amount = unit * (count - free);
          const [ticket] = ticketLinesOf(groupOf(count, unit), [line(1061, "Group Adult", amount)]);
          expect(ticket?.count).toBe(count);
          expect(ticket?.unitPrice).toBe(unit);
          expect(ticket?.lineTotal).toBe(amount);
          expect(ticket?.free?.count ?? 0).toBe(free);
          expect((ticket?.unitPrice ?? 0) * count - (ticket?.free?.value ?? 0)).toBe(amount);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
