import * as O from "fp-ts/lib/Option.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import { createResolveHyperlink } from "../../src/application/resolveHyperlink/resolveHyperlink.js";
import type { Remote } from "../../src/application/shared/remote.js";
import type { HyperlinkLookup } from "../../src/domain/hyperlink.js";
import type { ProductList } from "../../src/domain/product.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { admission, catalogWith, list, promoProduct } from "../support/catalogFixture.js";

const resolverWith = async (answers: Partial<WebSalesApi>, loadList = true) => {
  const { catalog, webSales } = await catalogWith(answers, loadList);
  return { catalog, webSales, resolveHyperlink: createResolveHyperlink({ webSales, catalog }) };
};

const lookup = (answer: HyperlinkLookup): Partial<WebSalesApi> => ({
  productHyperlink: () => TE.right(answer),
});

const resolved = (path: string) => ({ kind: "resolved", path });
const unresolved = (code: string) => ({
  kind: "unresolved",
  code,
  path: `/?directAccess=${encodeURIComponent(code)}`,
});

describe("resolve hyperlink", () => {
  it("an expired hyperlink goes home, as expired", async () => {
    const { resolveHyperlink } = await resolverWith(lookup({ id: 101, isExpiredLink: true }));
    expect(await resolveHyperlink("SUMMER")).toEqual({ kind: "expired", path: "/" });
  });

  it("a hyperlink without a product id goes home", async () => {
    const { resolveHyperlink } = await resolverWith(lookup({ id: null, isExpiredLink: false }));
    expect(await resolveHyperlink("SUMMER")).toEqual(resolved("/"));
  });

  it("a hyperlink before the product list has loaded goes home", async () => {
    const { resolveHyperlink } = await resolverWith(
      lookup({ id: 101, isExpiredLink: false }),
      false,
    );
    expect(await resolveHyperlink("SUMMER")).toEqual(resolved("/"));
  });

  it("a hyperlink to a product in the list opens its page without a promo call", async () => {
    const { webSales, resolveHyperlink } = await resolverWith(
      lookup({ id: 201, isExpiredLink: false }),
    );
    expect(await resolveHyperlink("GROUPS")).toEqual(
      resolved("/product?productId=201&type=productsGroups"),
    );
    expect(webSales.calls.map((c) => c.method)).toEqual(["productList", "productHyperlink"]);
  });

  it("a hyperlink to an unlisted product fetches it by promo hyperlink, appends it hidden and opens it with directAccess", async () => {
    const unlisted = promoProduct({ productId: 777 });
    const { catalog, webSales, resolveHyperlink } = await resolverWith({
      ...lookup({ id: 777, isExpiredLink: false }),
      promoCodeProducts: () => TE.right([unlisted]),
    });
    expect(await resolveHyperlink("VIP 1")).toEqual(
      resolved("/product?productId=777&type=products&directAccess=VIP%201"),
    );
    expect(webSales.calls.at(-1)).toEqual({ method: "promoCodeProducts", args: ["VIP 1", 2] });
    const state = await firstValueFrom(catalog.productList$);
    const products = state.status === "ready" ? state.value.products : [];
    expect(products.map((p) => [p.productId, p.categoryName, p.isHidden])).toEqual([
      [101, "products", false],
      [102, "products", true],
      [777, "products", true],
    ]);
    expect(await firstValueFrom(catalog.productsIn("products"))).toEqual([admission]);
    expect(O.isSome(catalog.product(777))).toBe(true);
  });

  it("a hyperlink's first product with a voucher id opens with voucherId", async () => {
    const voucher = promoProduct({ productId: 778, voucherId: 31 });
    const { resolveHyperlink } = await resolverWith({
      ...lookup({ id: 778, isExpiredLink: false }),
      promoCodeProducts: () => TE.right([voucher]),
    });
    expect(await resolveHyperlink("CITYPASS")).toEqual(
      resolved("/product?productId=778&type=products&voucherId=31"),
    );
  });

  it("a hyperlink whose lookup fails goes to /?directAccess={code}", async () => {
    const { resolveHyperlink } = await resolverWith({
      productHyperlink: () => TE.left({ tag: "UNREACHABLE", message: "down" }),
    });
    expect(await resolveHyperlink("VIP 1")).toEqual(unresolved("VIP 1"));
  });

  it("a hyperlink whose promo fetch fails or is empty goes to /?directAccess={code} and keeps the list", async () => {
    for (const fetched of [TE.left(refusal(404, "no such link")), TE.right([])]) {
      const { catalog, resolveHyperlink } = await resolverWith({
        ...lookup({ id: 777, isExpiredLink: false }),
        promoCodeProducts: () => fetched,
      });
      expect(await resolveHyperlink("VIP")).toEqual(unresolved("VIP"));
      expect(await firstValueFrom(catalog.productList$)).toEqual<Remote<ApiFailure, ProductList>>({
        status: "ready",
        value: list,
      });
    }
  });
});
