import * as E from "fp-ts/lib/Either.js";
import {
  decideAfterPromoFetch,
  decideHyperlink,
  hyperlinkFallbackPath,
} from "../../domain/hyperlink.js";
import { productPath } from "../../domain/productPage.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import type { Catalog } from "../catalog/catalog.js";
import { pagePaths } from "../../domain/pagePaths.js";

/**
 * Where a hyperlink code leads (spec §2 "Hyperlink access"). A link that could not be followed
 * is `unresolved`: the guest lands home with the code kept for the promo-code tab. An `expired`
 * one lands home too, where the guest is told it has expired.
 */
export type HyperlinkDestination =
  | { readonly kind: "resolved"; readonly path: string }
  | { readonly kind: "expired"; readonly path: string }
  | { readonly kind: "unresolved"; readonly code: string; readonly path: string };

export type ResolveHyperlink = (code: string) => Promise<HyperlinkDestination>;

export interface ResolveHyperlinkDeps {
  readonly webSales: Pick<WebSalesApi, "productHyperlink" | "promoCodeProducts">;
  /** Whether the product is "in the list" decides where the link leads. */
  readonly catalog: Pick<Catalog, "currentProductList" | "keepUnlockedProducts">;
}

export const createResolveHyperlink =
  (deps: ResolveHyperlinkDeps): ResolveHyperlink =>
  async (code) => {
    const unresolved: HyperlinkDestination = {
      kind: "unresolved",
      code,
      path: hyperlinkFallbackPath(code),
    };
    const lookup = await deps.webSales.productHyperlink(code)();
    if (E.isLeft(lookup)) return unresolved;
    const decision = decideHyperlink(code, lookup.right, deps.catalog.currentProductList());
    switch (decision.kind) {
      case "go-home":
        return { kind: "resolved", path: pagePaths.home };
      case "link-expired":
        return { kind: "expired", path: pagePaths.home };
      case "open-product":
        return { kind: "resolved", path: productPath(decision.route) };
      case "fetch-promo-products": {
        const fetched = await deps.webSales.promoCodeProducts(code, 2)();
        const after = decideAfterPromoFetch(code, decision.list, fetched);
        if (after.kind === "go-to") return unresolved;
        deps.catalog.keepUnlockedProducts(after.list);
        return { kind: "resolved", path: productPath(after.route) };
      }
    }
  };
