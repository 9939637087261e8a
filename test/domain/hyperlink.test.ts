import * as E from "fp-ts/lib/Either.js";
import * as O from "fp-ts/lib/Option.js";
import { describe, expect, it } from "vitest";
import {
  decideAfterPromoFetch,
  decideHyperlink,
  hyperlinkFallbackPath,
} from "../../src/domain/hyperlink.js";
import type { Product } from "../../src/domain/product.js";
import { aProduct, aProductList } from "../builders.js";

const list = aProductList({
  products: [aProduct({ productId: 1 })],
  productsEvents: [aProduct({ productId: 2, categoryName: "productsEvents" })],
  productsGroups: [aProduct({ productId: 3, categoryName: "productsGroups" })],
});

describe("hyperlink decision", () => {
  it("an expired link goes home as an expired link, so the guest is told, even when its product is listed", () => {
    expect(decideHyperlink("CODE", { id: 1, isExpiredLink: true }, O.some(list))).toEqual({
      kind: "link-expired",
    });
    expect(decideHyperlink("CODE", { id: null, isExpiredLink: true }, O.none)).toEqual({
      kind: "link-expired",
    });
  });

  it("a link with no id goes home", () => {
    expect(decideHyperlink("CODE", { id: null, isExpiredLink: false }, O.some(list))).toEqual({
      kind: "go-home",
    });
  });

  it("a link with no product list goes home", () => {
    expect(decideHyperlink("CODE", { id: 1, isExpiredLink: false }, O.none)).toEqual({
      kind: "go-home",
    });
  });

  it("a product already in the list opens its page", () => {
    expect(decideHyperlink("CODE", { id: 1, isExpiredLink: false }, O.some(list))).toEqual({
      kind: "open-product",
      route: { productId: 1, type: "products" },
    });
  });

  it("a product in another category opens with that category as its type", () => {
    expect(decideHyperlink("CODE", { id: 2, isExpiredLink: false }, O.some(list))).toEqual({
      kind: "open-product",
      route: { productId: 2, type: "productsEvents" },
    });
    expect(decideHyperlink("CODE", { id: 3, isExpiredLink: false }, O.some(list))).toEqual({
      kind: "open-product",
      route: { productId: 3, type: "productsGroups" },
    });
  });

  it("a product not in the list is fetched by its promo hyperlink code", () => {
    expect(decideHyperlink("SUMMER 24", { id: 77, isExpiredLink: false }, O.some(list))).toEqual({
      kind: "fetch-promo-products",
      code: "SUMMER 24",
      list,
    });
  });
});

describe("after the promo-hyperlink fetch", () => {
  const fetched = (products: readonly Product[]): E.Either<string, readonly Product[]> =>
    E.right(products);

  it("the hidden products are appended to the main list, marked hidden", () => {
    const decision = decideAfterPromoFetch(
      "CODE",
      list,
      fetched([
        aProduct({ productId: 10, categoryName: "promoCodeProducts" }),
        aProduct({ productId: 11, categoryName: "promoCodeProducts" }),
      ]),
    );
    expect(decision).toEqual({
      kind: "open-hidden-product",
      list: {
        ...list,
        products: [
          aProduct({ productId: 1 }),
          aProduct({ productId: 10, isHidden: true }),
          aProduct({ productId: 11, isHidden: true }),
        ],
      },
      route: { productId: 10, type: "products", directAccess: "CODE" },
    });
  });

  it("the first hidden product opens with its voucherId when it has one, else with directAccess", () => {
    const withVoucher = decideAfterPromoFetch(
      "CODE",
      list,
      fetched([aProduct({ productId: 10, voucherId: 55 }), aProduct({ productId: 11 })]),
    );
    expect(withVoucher).toMatchObject({
      kind: "open-hidden-product",
      route: { productId: 10, type: "products", voucherId: 55 },
    });
    expect(withVoucher).not.toHaveProperty("route.directAccess");

    const withoutVoucher = decideAfterPromoFetch(
      "CODE",
      list,
      fetched([aProduct({ productId: 10 }), aProduct({ productId: 11, voucherId: 55 })]),
    );
    expect(withoutVoucher).toMatchObject({
      kind: "open-hidden-product",
      route: { productId: 10, type: "products", directAccess: "CODE" },
    });
    expect(withoutVoucher).not.toHaveProperty("route.voucherId");
  });

  it("a failed promo-hyperlink fetch goes to /?directAccess={code}", () => {
    expect(decideAfterPromoFetch("SUMMER24", list, E.left("NETWORK"))).toEqual({
      kind: "go-to",
      path: "/?directAccess=SUMMER24",
    });
  });

  it("a promo-hyperlink fetch with no products goes to /?directAccess={code}", () => {
    expect(decideAfterPromoFetch("SUMMER24", list, fetched([]))).toEqual({
      kind: "go-to",
      path: "/?directAccess=SUMMER24",
    });
  });

  it("the fallback code is URI-encoded", () => {
    expect(decideAfterPromoFetch("a b&c=d", list, E.left("NETWORK"))).toEqual({
      kind: "go-to",
      path: "/?directAccess=a%20b%26c%3Dd",
    });
    expect(hyperlinkFallbackPath("50%/é")).toBe("/?directAccess=50%25%2F%C3%A9");
  });
});
