import type { CartLine, CartProduct, PricedCart } from "./cart.js";
import { ticketsCountOf } from "./discountSelection.js";
import { sumCents, type Cents } from "./money.js";

/**
 * A line opens again on its product page to be changed, unless its tickets came from codes
 * (city-pass barcodes): those are exchanged by verifying each barcode, not chosen again.
 */
export const isChangeable = (product: CartProduct): boolean =>
  product.selectedDiscounts.every((selected) => selected.code === undefined);

/**
 * `amount` shared out by `weights`, to the cent, the shares adding up to it exactly: each gets
 * its whole cents first, and the cents left go to the largest fractions (the first on a tie).
 */
export const shareByWeight = (amount: Cents, weights: readonly number[]): readonly Cents[] => {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole === 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const exact = weights.map((weight) => (amount * weight) / whole);
  const shares = exact.map(Math.floor);
  const byFraction = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  let left = amount - sumCents(shares);
  for (const { index } of byFraction) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
};

/** The answer's lines of one product and ticket type, in the order the answer gives them. */
const linesByProductAndType = (priced: PricedCart): ReadonlyMap<string, readonly CartLine[]> => {
  const groups = new Map<string, CartLine[]>();
  for (const line of priced.lines) {
    const key = `${String(line.entityId)}:${String(line.discountId)}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return groups;
};

/**
 * Each cart product's own priced lines, by its key. The API names the product a line prices
 * (entityId), not the cart line, so a product booked on two cart lines (two dates, two entry
 * times) shares its lines out: answered a line per cart line, in the cart's order, each takes
 * its own; answered otherwise (an API that adds a product's tickets up), the amount is split
 * by the lines' tickets. Either way every line of the answer is counted once: the cart's lines
 * add up to the priced cart's subtotal.
 */
export const pricedLinesByProduct = (
  priced: PricedCart,
  products: readonly CartProduct[],
): ReadonlyMap<string, readonly CartLine[]> => {
  const byKey = new Map<string, CartLine[]>(products.map((product) => [product.key, []]));
  const give = (product: CartProduct, line: CartLine) => {
    byKey.get(product.key)?.push(line);
  };
  for (const lines of linesByProductAndType(priced).values()) {
    const [first] = lines;
    if (first === undefined) continue;
    const ofProduct = products.filter((product) => product.productId === first.entityId);
    const holding = ofProduct.filter(
      (product) => ticketsCountOf(product.selectedDiscounts, first.discountId) > 0,
    );
    // A type no cart line chose (a fee the API adds, say) stays with the product's first line.
    const holders = holding.length > 0 ? holding : ofProduct.slice(0, 1);
    const [firstHolder] = holders;
    // A line for a product the cart does not hold has no line of the guest's to be shown under.
    if (firstHolder === undefined) continue;
    if (holders.length === 1) {
      for (const line of lines) give(firstHolder, line);
      continue;
    }
    if (holders.length === lines.length) {
      holders.forEach((product, index) => {
        give(product, lines[index] ?? first);
      });
      continue;
    }
    const shares = shareByWeight(
      sumCents(lines.map((line) => line.priceBeforeTaxes)),
      holders.map((product) => ticketsCountOf(product.selectedDiscounts, first.discountId)),
    );
    holders.forEach((product, index) => {
      give(product, { ...first, priceBeforeTaxes: shares[index] ?? 0 });
    });
  }
  return byKey;
};

/** The tickets of a line that a group reward made free, and what they would have cost. */
export interface FreeTickets {
  readonly count: number;
  readonly value: Cents;
}

/**
 * A priced line as a guest reads it: "12 × Group Adult $29.00", what the line comes to, and
 * the free tickets it holds ("1 free ticket", −$29.00), none when it holds none.
 */
export interface TicketLine {
  readonly discountId: number;
  readonly discountName: string;
  readonly count: number;
  readonly unitPrice: Cents;
  readonly lineTotal: Cents;
  readonly free: FreeTickets | null;
}

/**
 * The line's unit price and free tickets, read against the price the guest was shown: whole
 * tickets at that price taken off are free ones. An amount they cannot explain (a price the
 * guest was not shown, an API that takes off other than whole tickets) is shown as its
 * average ticket, as is a line of a cart saved without its prices.
 */
const pricedAt = (
  shown: Cents | undefined,
  count: number,
  amount: Cents,
): Pick<TicketLine, "unitPrice" | "free"> => {
  if (shown !== undefined) {
    // A shown price of $0.00 explains nothing: the count comes out NaN or infinite, not whole.
    // Amounts are never negative (the contract's Dollars), so no more than the tickets are free.
    const free = (shown * count - amount) / shown;
    if (Number.isInteger(free) && free >= 0) {
      return {
        unitPrice: shown,
        free: free === 0 ? null : { count: free, value: free * shown },
      };
    }
  }
  return { unitPrice: Math.round(amount / count), free: null };
};

/**
 * The product's priced lines with their ticket counts, which the product's selection holds: a
 * ticket type's tickets are shared by its lines (a coded discount, such as a city-pass
 * barcode, is a line of its own for one ticket).
 */
export const ticketLinesOf = (
  product: CartProduct,
  lines: readonly CartLine[],
): readonly TicketLine[] =>
  lines.map((line) => {
    const tickets = product.selectedDiscounts
      .filter((selected) => selected.id === line.discountId)
      .reduce((sum, selected) => sum + selected.ticketsCount, 0);
    const sharing = lines.filter((other) => other.discountId === line.discountId).length;
    const count = Math.max(1, Math.round(tickets / sharing));
    return {
      discountId: line.discountId,
      discountName: line.discountName,
      count,
      ...pricedAt(product.discountPrices?.[line.discountId], count, line.priceBeforeTaxes),
      lineTotal: line.priceBeforeTaxes,
    };
  });
