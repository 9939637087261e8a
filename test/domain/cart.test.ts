import * as E from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import {
  cartProducts,
  draftOf,
  emptyCart,
  isGroupSale,
  saleKindOf,
  separateGroupOrder,
  settle,
  type Cart,
  type CartProduct,
  type PricedCart,
} from "../../src/domain/cart.js";

const product = (key: string, overrides: Partial<Omit<CartProduct, "key">> = {}): CartProduct => ({
  key,
  productId: 100,
  name: `Product ${key}`,
  categoryName: "products",
  visitDate: "2026-11-22",
  inventory: null,
  selectedDiscounts: [{ id: 10, promotionType: 1, ticketsCount: 2 }],
  ...overrides,
});

const pricing = (total: number): PricedCart => ({
  lines: [{ entityId: 1, discountId: 10, discountName: "Adult", priceBeforeTaxes: total - 100 }],
  subtotal: total - 100,
  tax: 100,
  total,
});

const a = product("a");
const b = product("b", { productId: 200 });
const c = product("c", { productId: 300 });

const pricedCart = (products: readonly CartProduct[], priced = pricing(5000)): Cart => ({
  kind: "priced",
  products,
  priced,
});

describe("cartProducts", () => {
  it("an empty cart holds no products", () => {
    expect(cartProducts(emptyCart)).toEqual([]);
  });

  it("a priced cart holds its products", () => {
    expect(cartProducts(pricedCart([a, b]))).toEqual([a, b]);
  });
});

describe("draftOf", () => {
  it("adding to an empty cart drafts just that product", () => {
    expect(draftOf(emptyCart, { kind: "add", product: a })).toEqual([a]);
  });

  it("adding a new product appends it after the products already in the cart", () => {
    expect(draftOf(pricedCart([a, b]), { kind: "add", product: c })).toEqual([a, b, c]);
  });

  it("re-adding a product with the same key replaces it instead of duplicating it", () => {
    const aAgain = product("a", { visitDate: "2026-12-01" });
    const draft = draftOf(pricedCart([a, b]), { kind: "add", product: aAgain });
    expect(draft).toEqual([b, aAgain]);
    expect(draft.filter((p) => p.key === "a")).toHaveLength(1);
  });

  it("removing drafts the other products, in order", () => {
    expect(draftOf(pricedCart([a, b, c]), { kind: "remove", key: "b" })).toEqual([a, c]);
  });

  it("removing the last product drafts nothing", () => {
    expect(draftOf(pricedCart([a]), { kind: "remove", key: "a" })).toEqual([]);
  });

  it("removing a key not in the cart drafts the products unchanged", () => {
    expect(draftOf(pricedCart([a, b]), { kind: "remove", key: "zzz" })).toEqual([a, b]);
    expect(draftOf(emptyCart, { kind: "remove", key: "a" })).toEqual([]);
  });

  it("updating replaces the product with that key in place", () => {
    const bChanged = product("b", { selectedDiscounts: [] });
    expect(draftOf(pricedCart([a, b, c]), { kind: "update", product: bChanged })).toEqual([
      a,
      bChanged,
      c,
    ]);
  });

  it("updating a product that is not in the cart changes nothing", () => {
    expect(draftOf(pricedCart([a, b]), { kind: "update", product: c })).toEqual([a, b]);
    expect(draftOf(emptyCart, { kind: "update", product: a })).toEqual([]);
  });
});

describe("settle", () => {
  it("a successful pricing keeps the draft together with its pricing", () => {
    const priced = pricing(7300);
    expect(settle(emptyCart, [a, b], E.right(priced))).toEqual({
      kind: "priced",
      products: [a, b],
      priced,
    });
  });

  it("a failed pricing leaves the cart unchanged", () => {
    const cart = pricedCart([a]);
    expect(settle(cart, [a, b], E.left("PRICE_FAILED"))).toBe(cart);
    expect(settle(emptyCart, [a], E.left("PRICE_FAILED"))).toBe(emptyCart);
  });

  it("an empty draft clears the cart whatever the pricing says", () => {
    const cart = pricedCart([a]);
    expect(settle(cart, [], E.left("PRICE_FAILED"))).toEqual({ kind: "empty" });
    expect(settle(cart, [], E.right(pricing(1)))).toEqual({ kind: "empty" });
  });
});

describe("isGroupSale and saleKindOf", () => {
  const group = product("g", { categoryName: "productsGroups" });

  it("a cart holding a groups product is a group sale", () => {
    expect(isGroupSale([a, group])).toBe(true);
    expect(saleKindOf([a, group])).toBe("group");
  });

  it("a cart with no groups product is a general sale", () => {
    const others: readonly CartProduct[] = [
      product("1", { categoryName: "products" }),
      product("2", { categoryName: "productsOtherAttractions" }),
      product("3", { categoryName: "productsEvents" }),
      product("4", { categoryName: "promoCodeProducts" }),
    ];
    expect(isGroupSale(others)).toBe(false);
    expect(saleKindOf(others)).toBe("general");
  });

  it("an empty cart is a general sale", () => {
    expect(isGroupSale([])).toBe(false);
    expect(saleKindOf([])).toBe("general");
  });
});

describe("a group order has a cart of its own", () => {
  const group = product("g", { categoryName: "productsGroups" });
  const cartOf = (products: readonly CartProduct[]): Cart => ({
    kind: "priced",
    products,
    priced: pricing(1000),
  });

  it("a regular product beside a group cart, or a group product beside regular tickets, is refused, saying which the cart holds", () => {
    expect(separateGroupOrder(cartOf([group]), a)).toEqual({
      tag: "SEPARATE_GROUP_ORDER",
      groupInCart: true,
    });
    expect(separateGroupOrder(cartOf([a]), group)).toEqual({
      tag: "SEPARATE_GROUP_ORDER",
      groupInCart: false,
    });
  });

  it("the same kind of sale, an empty cart, or a change of the only line is not refused", () => {
    expect(separateGroupOrder(cartOf([a]), product("b"))).toBeNull();
    expect(separateGroupOrder(emptyCart, group)).toBeNull();
    expect(separateGroupOrder(cartOf([a]), { ...group, key: "a" })).toBeNull();
  });
});
