import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CartLine, CartProduct, PricedCart } from "../../src/domain/cart.js";
import { isChangeable, pricedLinesByProduct, shareByWeight } from "../../src/domain/cartLines.js";
import { aCartProduct } from "../builders.js";

const line = (entityId: number, discountId: number, cents: number): CartLine => ({
  entityId,
  discountId,
  discountName: discountId === 10 ? "Adult" : "Child",
  priceBeforeTaxes: cents,
});

const pricedOf = (lines: readonly CartLine[]): PricedCart => {
  const subtotal = lines.reduce((sum, each) => sum + each.priceBeforeTaxes, 0);
  return { lines, subtotal, tax: 0, total: subtotal };
};

const adults = (key: string, count: number, overrides: Partial<CartProduct> = {}) =>
  aCartProduct({
    key,
    selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: count }],
    ...overrides,
  });

describe("each cart line is priced by its own lines, not by its product's", () => {
  it("a product on one line takes all of its product's lines, and none of another product's", () => {
    const tower = aCartProduct({
      key: "tower",
      productId: 101,
      selectedDiscounts: [
        { id: 10, promotionType: 0, ticketsCount: 2 },
        { id: 11, promotionType: 0, ticketsCount: 1 },
      ],
    });
    const garden = adults("garden", 1, { productId: 202 });
    const priced = pricedOf([line(101, 10, 7000), line(202, 10, 2000), line(101, 11, 2500)]);

    const byLine = pricedLinesByProduct(priced, [tower, garden]);

    expect(byLine.get("tower")).toEqual([line(101, 10, 7000), line(101, 11, 2500)]);
    expect(byLine.get("garden")).toEqual([line(202, 10, 2000)]);
  });

  it("a product on two lines answered a line each takes them in the cart's order (2 adults on a weekday, 1 on a Saturday)", () => {
    const friday = adults("friday", 2, { visitDate: "2026-11-27" });
    const saturday = adults("saturday", 1, { visitDate: "2026-11-28" });
    const priced = pricedOf([line(101, 10, 5250), line(101, 10, 5250)]);

    const byLine = pricedLinesByProduct(priced, [friday, saturday]);

    expect(byLine.get("friday")).toEqual([line(101, 10, 5250)]);
    expect(byLine.get("saturday")).toEqual([line(101, 10, 5250)]);
  });

  it("a product on two lines answered as one line is split by the lines' tickets: 2 and 1 adults of $105.00 are $70.00 and $35.00", () => {
    const nine = adults("nine", 2, { inventory: null });
    const two = adults("two", 1);

    const byLine = pricedLinesByProduct(pricedOf([line(101, 10, 10_500)]), [nine, two]);

    expect(byLine.get("nine")).toEqual([line(101, 10, 7000)]);
    expect(byLine.get("two")).toEqual([line(101, 10, 3500)]);
  });

  it("a ticket type that one of the product's lines did not choose goes to the line that did", () => {
    const withChild = aCartProduct({
      key: "with-child",
      selectedDiscounts: [
        { id: 10, promotionType: 0, ticketsCount: 1 },
        { id: 11, promotionType: 0, ticketsCount: 1 },
      ],
    });
    const adultOnly = adults("adult-only", 1);
    const priced = pricedOf([line(101, 10, 7000), line(101, 11, 2500)]);

    const byLine = pricedLinesByProduct(priced, [withChild, adultOnly]);

    expect(byLine.get("with-child")).toEqual([line(101, 10, 3500), line(101, 11, 2500)]);
    expect(byLine.get("adult-only")).toEqual([line(101, 10, 3500)]);
  });

  it("a line of a type no cart line chose (a fee the API adds) stays with the product's first line", () => {
    const first = adults("first", 1);
    const second = adults("second", 1);
    const fee = line(101, 99, 150);
    const priced = pricedOf([line(101, 10, 7000), fee]);

    const byLine = pricedLinesByProduct(priced, [first, second]);

    expect(byLine.get("first")).toEqual([line(101, 10, 3500), fee]);
    expect(byLine.get("second")).toEqual([line(101, 10, 3500)]);
  });
});

describe("shareByWeight", () => {
  it("$1.00 in three equal parts is 34, 33 and 33 cents", () => {
    expect(shareByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it("nothing to weigh by gives the whole amount to the first", () => {
    expect(shareByWeight(500, [0, 0])).toEqual([500, 0]);
  });

  it("shares add up to the amount and each is within a cent of its exact part", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 }),
        (amount, weights) => {
          const shares = shareByWeight(amount, weights);
          const whole = weights.reduce((sum, weight) => sum + weight, 0);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
          shares.forEach((share, index) => {
            expect(Math.abs(share - (amount * (weights[index] ?? 0)) / whole)).toBeLessThan(1);
          });
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("which cart lines Change opens again", () => {
  it("a line of chosen tickets can be changed; one with a city-pass barcode's coded ticket cannot", () => {
    expect(isChangeable(aCartProduct())).toBe(true);
    expect(
      isChangeable(
        aCartProduct({
          selectedDiscounts: [
            { id: 10, promotionType: 0, ticketsCount: 1 },
            { id: 11, promotionType: 4, ticketsCount: 1, code: "C3SN0001" },
          ],
        }),
      ),
    ).toBe(false);
  });
});
