/**
 * The reference API prices carts, so the cart's arithmetic and the group reward live there
 * (server/api/sales/cartPricing.ts, orderChecks.ts): their invariants are checked there.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceCart } from "../../server/api/sales/cartPricing.js";
import { orderLimitFailure, type OrderProductBody } from "../../server/api/sales/orderChecks.js";
import type { DiscountRow } from "../../server/api/sales/productDiscounts.js";
import type { SaleProduct } from "../../server/api/sales/saleProducts.js";
import { groupRewardTickets } from "../../src/domain/orderLimits.js";
import type { SaleKind } from "../../src/domain/tenant.js";
import {
  groupRulesArb,
  perOrderMaximumArb,
  taxBasisPointsArb,
  ticketPricesArb,
  type GroupRules,
  type TicketPrices,
} from "../arbitraries.js";
import { aProduct } from "../builders.js";

const runs = { numRuns: 1000 };

/** A ticket type's prices; `top` is the peak price of a type whose price varies by date. */
type TicketCase = TicketPrices & { readonly top: number | null };

interface ProductCase {
  readonly rules: GroupRules;
  readonly maximum: number | null;
  readonly tickets: readonly TicketCase[];
}

const ticketCaseArb: fc.Arbitrary<TicketCase> = fc
  .tuple(ticketPricesArb, fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }))
  .map(([prices, rise]) => ({ ...prices, top: rise === null ? null : prices.price + rise }));

/** No date, a Tuesday, and the weekend after it: the seed's peak days are Saturday and Sunday. */
const VISIT_DATES = [null, "2030-01-08", "2030-01-12", "2030-01-13"] as const;
const PEAK_DATES = new Set<string | null>(["2030-01-12", "2030-01-13"]);

/** One to three products, each with its ticket types; the order's entries pick among them. */
const pricingCaseArb = fc
  .record({
    products: fc.array(
      fc.record({
        rules: groupRulesArb,
        maximum: perOrderMaximumArb,
        tickets: fc.array(ticketCaseArb, { minLength: 1, maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    saleKind: fc.constantFrom<SaleKind>("general", "group"),
    taxBasisPoints: taxBasisPointsArb,
    picks: fc.array(
      fc.record({
        product: fc.nat(),
        ticket: fc.nat(),
        count: fc.integer({ min: 1, max: 12 }),
        visitDate: fc.constantFrom(...VISIT_DATES),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  })
  .map(({ products, saleKind, taxBasisPoints, picks }) => ({
    products,
    saleKind,
    taxBasisPoints,
    // An entry per pick, so one product and ticket type may come in several entries.
    entries: picks.map(({ product, ticket, count, visitDate }): OrderProductBody => {
      const index = product % products.length;
      const types = (products[index] as ProductCase).tickets.length;
      return {
        productId: productIdOf(index),
        visitDate,
        inventoryId: null,
        selectedDiscounts: [
          { id: discountIdOf(index, ticket % types), promotionType: 0, ticketsCount: count },
        ],
      };
    }),
  }));

const productIdOf = (index: number) => 100 + index;
const discountIdOf = (product: number, ticket: number) => 1000 + product * 10 + ticket;

const saleProductOf = (product: ProductCase, index: number): SaleProduct => ({
  ...aProduct({
    productId: productIdOf(index),
    categoryName: "productsGroups",
    maxTicketsAllowedPerOrder: product.maximum,
    ...product.rules,
  }),
  isAvailable: true,
  closedWeekdays: [],
  closeTime: "23:59:59",
});

const catalogueOf = (products: readonly ProductCase[]) => ({
  products: new Map(products.map((product, i) => [productIdOf(i), saleProductOf(product, i)])),
  discounts: new Map(
    products.flatMap((product, i) =>
      product.tickets.map((prices, t): [number, DiscountRow] => [
        discountIdOf(i, t),
        {
          discount_id: discountIdOf(i, t),
          product_id: productIdOf(i),
          name: `Ticket ${String(t)}`,
          promotion_type: 0,
          price_cents: prices.price,
          group_price_cents: prices.groupPrice,
          max_price_cents: prices.top,
          is_coded: false,
        },
      ]),
    ),
  ),
});

/** The unit prices of every ticket of one product in the order, one entry per ticket. */
const unitsOf = (
  entries: readonly OrderProductBody[],
  productIndex: number,
  product: ProductCase,
  saleKind: SaleKind,
): number[] =>
  entries
    .filter((entry) => entry.productId === productIdOf(productIndex))
    .flatMap((entry) =>
      entry.selectedDiscounts.flatMap((line) => {
        const prices = product.tickets[line.id - discountIdOf(productIndex, 0)] as TicketCase;
        const dated = PEAK_DATES.has(entry.visitDate) ? (prices.top ?? prices.price) : prices.price;
        const unit = saleKind === "group" ? (prices.groupPrice ?? dated) : dated;
        return Array.from({ length: line.ticketsCount }, () => unit);
      }),
    );

const ticketsOfProduct = (entries: readonly OrderProductBody[], index: number): number =>
  entries
    .filter((entry) => entry.productId === productIdOf(index))
    .reduce((sum, entry) => sum + (entry.selectedDiscounts[0]?.ticketsCount ?? 0), 0);

describe("cart pricing properties (the reference API's pricing)", () => {
  it("every priced cart has total = subtotal + tax, a subtotal that sums its lines, and no negative amount", () => {
    fc.assert(
      fc.property(pricingCaseArb, ({ products, saleKind, taxBasisPoints, entries }) => {
        const cart = priceCart({ entries, saleKind, ...catalogueOf(products) }, taxBasisPoints);
        expect(cart.total).toBe(cart.subtotal + cart.tax);
        expect(cart.subtotal).toBe(
          cart.lines.reduce((sum, line) => sum + line.priceBeforeTaxes, 0),
        );
        for (const amount of [cart.subtotal, cart.tax, cart.total]) {
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        for (const line of cart.lines) expect(line.priceBeforeTaxes).toBeGreaterThanOrEqual(0);
      }),
      runs,
    );
  });

  it("group rewards hold: each product's free tickets are its reward for its whole count, taken from its cheapest tickets", () => {
    fc.assert(
      fc.property(pricingCaseArb, ({ products, saleKind, taxBasisPoints, entries }) => {
        const cart = priceCart({ entries, saleKind, ...catalogueOf(products) }, taxBasisPoints);
        products.forEach((product, index) => {
          const units = unitsOf(entries, index, product, saleKind).sort((a, b) => a - b);
          const free = Math.min(
            units.length,
            groupRewardTickets(saleProductOf(product, index), units.length),
          );
          const paid = units.slice(free).reduce((sum, unit) => sum + unit, 0);
          const charged = cart.lines
            .filter((line) => line.productId === productIdOf(index))
            .reduce((sum, line) => sum + line.priceBeforeTaxes, 0);
          expect(charged).toBe(paid);
        });
      }),
      runs,
    );
  });

  it("group minimums and per-order maximums hold: an order is refused iff a product's tickets fall below its minimum or above its maximum", () => {
    fc.assert(
      fc.property(pricingCaseArb, ({ products, entries }) => {
        const { products: catalogue } = catalogueOf(products);
        const breaks = products.some((product, index) => {
          const count = ticketsOfProduct(entries, index);
          if (count === 0) return false;
          const { groupSalesMinQty: minimum } = product.rules;
          return (
            (product.maximum !== null && count > product.maximum) ||
            (minimum !== null && count < minimum)
          );
        });
        expect(orderLimitFailure(entries, catalogue) !== undefined).toBe(breaks);
      }),
      runs,
    );
  });
});
