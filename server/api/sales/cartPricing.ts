import type * as t from "io-ts";
import type { PricedCart } from "#contract/ticketingCodecs.js";
import { dollarsFromCents, sumCents, type Cents } from "../../../src/domain/money.js";
import { groupRewardTickets } from "../../../src/domain/orderLimits.js";
import type { SaleKind } from "../../../src/domain/tenant.js";
import type { OrderProductBody } from "./orderChecks.js";
import type { DiscountRow } from "./productDiscounts.js";
import type { SaleProduct } from "./saleProducts.js";
import { unitPriceCents } from "./ticketPrice.js";

/** The arithmetic of a checked order, in cents: lines, tax and total. */

export interface Line {
  readonly productId: number;
  readonly discount: DiscountRow;
  readonly count: number;
  readonly unit: Cents;
}

export interface CentsCart {
  readonly lines: readonly (Line & { readonly priceBeforeTaxes: Cents })[];
  readonly subtotal: Cents;
  readonly tax: Cents;
  readonly total: Cents;
}

/**
 * One line per entry of the order and ticket type, in the order of the entries, however many
 * codes split it: the API names a line's product, not its entry, so a client that shows a
 * product booked on two dates or entry times tells their lines apart by their order. Within
 * one entry a ticket type has one price (a date fixes it).
 */
const linesOf = (
  entries: readonly OrderProductBody[],
  discounts: ReadonlyMap<number, DiscountRow>,
  saleKind: SaleKind,
): Line[] => {
  const lines = new Map<string, Line>();
  entries.forEach((entry, index) => {
    for (const selected of entry.selectedDiscounts) {
      const discount = discounts.get(selected.id);
      if (discount === undefined) continue;
      const unit = unitPriceCents(discount, saleKind, entry.visitDate);
      const key = `${String(index)}:${String(selected.id)}`;
      const count = (lines.get(key)?.count ?? 0) + selected.ticketsCount;
      lines.set(key, { productId: entry.productId, discount, count, unit });
    }
  });
  return [...lines.values()];
};

/**
 * The group reward: `groupRewardTickets` free tickets for the product's whole count (one per
 * ten, say), taken from its cheapest tickets first, so the guest pays for the dearer ones and
 * the reward is never worth more than the cheapest admission in the group.
 */
const freeTicketsByLine = (lines: readonly Line[], product: SaleProduct): Map<Line, number> => {
  const total = lines.reduce((sum, line) => sum + line.count, 0);
  let free = groupRewardTickets(product, total);
  const freeByLine = new Map<Line, number>();
  for (const line of [...lines].sort((a, b) => a.unit - b.unit)) {
    const taken = Math.min(free, line.count);
    freeByLine.set(line, taken);
    free -= taken;
  }
  return freeByLine;
};

/** Lines of tickets at their unit prices: each product's group reward taken off, then tax. */
export const priceLines = (
  lines: readonly Line[],
  products: ReadonlyMap<number, SaleProduct>,
  taxBasisPoints: number,
): CentsCart => {
  const free = new Map<Line, number>();
  for (const [productId, product] of products) {
    const own = lines.filter((line) => line.productId === productId);
    for (const [line, count] of freeTicketsByLine(own, product)) free.set(line, count);
  }
  const priced = lines.map((line) => ({
    ...line,
    priceBeforeTaxes: line.unit * (line.count - (free.get(line) ?? 0)),
  }));
  const subtotal = sumCents(priced.map((line) => line.priceBeforeTaxes));
  const tax = Math.round((subtotal * taxBasisPoints) / 10_000);
  return { lines: priced, subtotal, tax, total: subtotal + tax };
};

export const priceCart = (
  order: {
    readonly entries: readonly OrderProductBody[];
    readonly products: ReadonlyMap<number, SaleProduct>;
    readonly discounts: ReadonlyMap<number, DiscountRow>;
    readonly saleKind: SaleKind;
  },
  taxBasisPoints: number,
): CentsCart =>
  priceLines(
    linesOf(order.entries, order.discounts, order.saleKind),
    order.products,
    taxBasisPoints,
  );

/** The priced cart as the wire carries it: dollars. */
export const wirePricedCart = (cart: CentsCart): t.OutputOf<typeof PricedCart> => ({
  lines: cart.lines.map((line) => ({
    entityId: line.productId,
    discountId: line.discount.discount_id,
    discountName: line.discount.name,
    priceBeforeTaxes: dollarsFromCents(line.priceBeforeTaxes),
  })),
  subtotal: dollarsFromCents(cart.subtotal),
  tax: dollarsFromCents(cart.tax),
  total: dollarsFromCents(cart.total),
});
