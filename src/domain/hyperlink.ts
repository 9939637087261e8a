import * as E from "fp-ts/lib/Either.js";
import * as O from "fp-ts/lib/Option.js";
import { pipe } from "fp-ts/lib/function.js";
import { appendHiddenProducts, findProduct, type Product, type ProductList } from "./product.js";
import type { ProductRoute } from "./productPage.js";

/** The answer of GET /api/web-sales/product-hyperlink/{code} (spec §3). */
export interface HyperlinkLookup {
  readonly id: number | null;
  readonly isExpiredLink: boolean;
}

/** The guest followed a link that has expired: they land home (spec §2) and are told why. */
export interface HyperlinkExpired {
  readonly tag: "HYPERLINK_EXPIRED";
}

/**
 * What to do with a hyperlink code (spec §2 "Hyperlink access"), decided without I/O:
 * the caller performs `fetch-promo-products` and feeds the answer to `decideAfterPromoFetch`.
 * An expired link goes home like a link with no id or no list, but the guest is told.
 */
export type HyperlinkDecision =
  | { readonly kind: "go-home" }
  | { readonly kind: "link-expired" }
  | { readonly kind: "open-product"; readonly route: ProductRoute }
  | { readonly kind: "fetch-promo-products"; readonly code: string; readonly list: ProductList };

export const decideHyperlink = (
  code: string,
  lookup: HyperlinkLookup,
  list: O.Option<ProductList>,
): HyperlinkDecision => {
  if (lookup.isExpiredLink) return { kind: "link-expired" };
  if (lookup.id === null || O.isNone(list)) return { kind: "go-home" };
  const productId = lookup.id;
  const products = list.value;
  return pipe(
    findProduct(products, productId),
    O.match(
      (): HyperlinkDecision => ({ kind: "fetch-promo-products", code, list: products }),
      (product) => ({
        kind: "open-product",
        route: { productId: product.productId, type: product.categoryName },
      }),
    ),
  );
};

export type PromoFetchDecision =
  | {
      readonly kind: "open-hidden-product";
      readonly list: ProductList;
      readonly route: ProductRoute;
    }
  | { readonly kind: "go-to"; readonly path: string };

/** Where a failed hyperlink lands: home, with the code kept for the promo-code tab. */
export const hyperlinkFallbackPath = (code: string): string =>
  `/?directAccess=${encodeURIComponent(code)}`;

/**
 * After the promo-hyperlink fetch: append the hidden products and open the first, with its
 * voucherId when it has one (a city-pass exchange), else with the link code as directAccess.
 * A failed or empty fetch falls back to `/?directAccess={code}`.
 */
export const decideAfterPromoFetch = <Failure>(
  code: string,
  list: ProductList,
  fetched: E.Either<Failure, readonly Product[]>,
): PromoFetchDecision => {
  const first = E.isRight(fetched) ? fetched.right[0] : undefined;
  if (E.isLeft(fetched) || first === undefined) {
    return { kind: "go-to", path: hyperlinkFallbackPath(code) };
  }
  const route: ProductRoute =
    first.voucherId !== null
      ? { productId: first.productId, type: "products", voucherId: first.voucherId }
      : { productId: first.productId, type: "products", directAccess: code };
  return { kind: "open-hidden-product", list: appendHiddenProducts(list, fetched.right), route };
};
