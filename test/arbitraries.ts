/**
 * Shared fast-check generators for the domain's property tests. Id and key ranges are kept
 * small on purpose, so that generated operations collide on the same line or product often.
 */
import fc from "fast-check";
import type { Cart, CartChange, CartLine, CartProduct, PricedCart } from "../src/domain/cart.js";
import { categories, type CategoryName } from "../src/domain/category.js";
import type { VoucherMatch } from "../src/domain/cityPass.js";
import type { DiscountChoice, SelectedDiscount } from "../src/domain/discountSelection.js";
import type { Cents } from "../src/domain/money.js";
import type { AppliedPromotion } from "../src/domain/product.js";
import type { Inventory } from "../src/domain/ticketingState.js";

/** Whole cents, up to $100,000. */
export const moneyArb: fc.Arbitrary<Cents> = fc.integer({ min: 0, max: 10_000_000 });

const dateRange = { min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T23:59:59Z") };

/** A calendar date, "yyyy-MM-dd". */
export const isoDateArb: fc.Arbitrary<string> = fc
  .date({ ...dateRange, noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** A city-pass barcode as a guest would type it: upper-case letters and digits. */
export const barcodeArb: fc.Arbitrary<string> = fc.stringMatching(/^[A-Z0-9]{6,12}$/);

/** Discount ids drawn from a small set so that choices meet on the same line. */
export const discountIdArb: fc.Arbitrary<number> = fc.integer({ min: 1, max: 4 });

/** A discount choice, coded (city-pass style) or not; codes come from a small set too. */
export const discountChoiceArb: fc.Arbitrary<DiscountChoice> = fc
  .tuple(
    discountIdArb,
    fc.integer({ min: 0, max: 3 }),
    fc.option(fc.constantFrom("CODE-A", "CODE-B", "CODE-C"), { nil: undefined }),
  )
  .map(([id, promotionType, code]) =>
    code === undefined ? { id, promotionType } : { id, promotionType, code },
  );

export const selectedDiscountArb: fc.Arbitrary<SelectedDiscount> = discountChoiceArb.chain(
  (choice) =>
    (choice.code === undefined ? fc.integer({ min: 1, max: 10 }) : fc.constant(1)).map(
      (ticketsCount) => ({ ...choice, ticketsCount }),
    ),
);

export type DiscountOperation =
  | { readonly kind: "add"; readonly choice: DiscountChoice }
  | { readonly kind: "remove"; readonly choice: DiscountChoice };

export const discountOperationArb: fc.Arbitrary<DiscountOperation> = fc
  .tuple(fc.constantFrom("add" as const, "remove" as const), discountChoiceArb)
  .map(([kind, choice]) => ({ kind, choice }));

export const categoryNameArb: fc.Arbitrary<CategoryName> = fc.constantFrom(
  ...categories.map((category) => category.name),
);

export const inventoryArb: fc.Arbitrary<Inventory> = fc
  .tuple(
    fc.integer({ min: 1, max: 1_000_000 }),
    isoDateArb,
    fc.integer({ min: 8, max: 20 }),
    fc.integer({ min: 0, max: 500 }),
  )
  .map(([inventoryId, date, hour, remaining]) => ({
    inventoryId,
    startTime: `${date}T${String(hour).padStart(2, "0")}:00:00`,
    endTime: `${date}T${String(hour + 1).padStart(2, "0")}:00:00`,
    remaining,
  }));

/** Cart keys from a small set, so adds, removes and updates often hit a product in the cart. */
export const cartKeyArb: fc.Arbitrary<string> = fc.constantFrom("p1", "p2", "p3", "p4");

export const cartProductArb: fc.Arbitrary<CartProduct> = fc.record({
  key: cartKeyArb,
  productId: fc.integer({ min: 1, max: 100_000 }),
  name: fc.string({ minLength: 1, maxLength: 30 }),
  categoryName: categoryNameArb,
  visitDate: fc.option(isoDateArb, { nil: null }),
  inventory: fc.option(inventoryArb, { nil: null }),
  selectedDiscounts: fc.array(selectedDiscountArb, { maxLength: 4 }),
});

/** Products with distinct keys, as a cart holds them. */
export const cartProductsArb: fc.Arbitrary<readonly CartProduct[]> = fc.uniqueArray(
  cartProductArb,
  { selector: (product) => product.key, maxLength: 4 },
);

export const cartLineArb: fc.Arbitrary<CartLine> = fc.record({
  entityId: fc.integer({ min: 1, max: 100_000 }),
  discountId: discountIdArb,
  discountName: fc.string({ minLength: 1, maxLength: 20 }),
  priceBeforeTaxes: moneyArb,
});

/** A consistent pricing answer: the subtotal is the lines' sum and the total adds the tax. */
export const pricedCartArb: fc.Arbitrary<PricedCart> = fc
  .tuple(
    fc.array(cartLineArb, { minLength: 1, maxLength: 5 }),
    fc.integer({ min: 0, max: 100_000 }),
  )
  .map(([lines, tax]) => {
    const subtotal = lines.reduce((sum, line) => sum + line.priceBeforeTaxes, 0);
    return { lines, subtotal, tax, total: subtotal + tax };
  });

export type FilledCart = Extract<Cart, { readonly kind: "priced" }>;

/** A priced cart: at least one product, with distinct keys, and its pricing. */
export const filledCartArb: fc.Arbitrary<FilledCart> = fc
  .tuple(
    fc.uniqueArray(cartProductArb, { selector: (p) => p.key, minLength: 1, maxLength: 4 }),
    pricedCartArb,
  )
  .map(([products, priced]): FilledCart => ({ kind: "priced", products, priced }));

/** A cart in either state; a priced cart always holds at least one product. */
export const cartArb: fc.Arbitrary<Cart> = fc.oneof(
  fc.constant<Cart>({ kind: "empty" }),
  filledCartArb,
);

export const cartChangeArb: fc.Arbitrary<CartChange> = fc.oneof(
  cartProductArb.map((product): CartChange => ({ kind: "add", product })),
  cartKeyArb.map((key): CartChange => ({ kind: "remove", key })),
  cartProductArb.map((product): CartChange => ({ kind: "update", product })),
);

export const appliedPromotionArb: fc.Arbitrary<AppliedPromotion> = fc.record({
  promotionId: fc.integer({ min: 1, max: 100_000 }),
  discountId: fc.integer({ min: 1, max: 100_000 }),
  promotionType: fc.integer({ min: 0, max: 5 }),
  name: fc.string({ minLength: 1, maxLength: 20 }),
});

export const voucherMatchArb: fc.Arbitrary<VoucherMatch> = fc.record({
  productId: fc.integer({ min: 1, max: 100_000 }),
  appliedPromotions: fc.array(appliedPromotionArb, { minLength: 1, maxLength: 3 }),
});

/** A product's per-order maximum, or none; small, so sequences of adds reach it often. */
export const perOrderMaximumArb: fc.Arbitrary<number | null> = fc.option(
  fc.integer({ min: 1, max: 6 }),
  { nil: null },
);

/** A group product's rules: its minimum, and its reward of free tickets per so many paid. */
export interface GroupRules {
  readonly groupSalesMinQty: number | null;
  readonly groupSalesMinRuleQty: number | null;
  readonly groupSalesRewardQty: number | null;
}

export const groupRulesArb: fc.Arbitrary<GroupRules> = fc.record({
  groupSalesMinQty: fc.option(fc.integer({ min: 1, max: 15 }), { nil: null }),
  groupSalesMinRuleQty: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  groupSalesRewardQty: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
});

/** A ticket type's prices in cents: the general price and, for some, a group price. */
export interface TicketPrices {
  readonly price: Cents;
  readonly groupPrice: Cents | null;
}

export const ticketPricesArb: fc.Arbitrary<TicketPrices> = fc.record({
  price: fc.integer({ min: 0, max: 20_000 }),
  groupPrice: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
});

/** A tax rate in basis points, up to 25%. */
export const taxBasisPointsArb: fc.Arbitrary<number> = fc.integer({ min: 0, max: 2_500 });
