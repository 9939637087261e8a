import * as O from "fp-ts/lib/Option.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import type { PromoCodeResult } from "../../src/application/catalog/catalog.js";
import type { Remote } from "../../src/application/shared/remote.js";
import type { Product, ProductList } from "../../src/domain/product.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import { pendingAnswer, recorded } from "../async.js";
import {
  admission,
  catalogWith,
  groupVisit,
  hiddenAdmission,
  list,
  promoProduct,
} from "../support/catalogFixture.js";

describe("catalog: the product list", () => {
  it("loading the product list goes from loading to ready with the answer", async () => {
    const { catalog } = await catalogWith({}, false);
    const states = recorded(catalog.productList$);
    await catalog.loadProductList();
    expect(states).toEqual([
      { status: "idle" },
      { status: "loading" },
      { status: "ready", value: list },
    ]);
  });

  it("a product list that fails to load is failed with the reason", async () => {
    const failure: ApiFailure = { tag: "UNREACHABLE", message: "timeout" };
    const { catalog } = await catalogWith({ productList: () => TE.left(failure) });
    expect(await firstValueFrom(catalog.productList$)).toEqual({
      status: "failed",
      error: failure,
    });
  });

  it("ensuring the product list while it is on its way asks for it once", async () => {
    const answer = pendingAnswer<ProductList>();
    const { catalog, webSales } = await catalogWith({ productList: () => answer.task }, false);
    const first = catalog.ensureProductList();
    const second = catalog.ensureProductList();
    await answer.succeed(list);
    await Promise.all([first, second]);
    await catalog.ensureProductList();
    expect(webSales.calls.filter((call) => call.method === "productList")).toHaveLength(1);
    expect(await firstValueFrom(catalog.productList$)).toEqual({ status: "ready", value: list });
  });

  it("a failed product list is asked for again only when the guest tries again", async () => {
    const failure: ApiFailure = { tag: "UNREACHABLE", message: "timeout" };
    const { catalog, webSales } = await catalogWith({ productList: () => TE.left(failure) });
    await catalog.ensureProductList();
    expect(webSales.calls.filter((call) => call.method === "productList")).toHaveLength(1);
    await catalog.loadProductList();
    expect(webSales.calls.filter((call) => call.method === "productList")).toHaveLength(2);
  });

  it("a tab lists only the visible products of its category", async () => {
    const { catalog } = await catalogWith({});
    expect(await firstValueFrom(catalog.productsIn("products"))).toEqual([admission]);
    expect(await firstValueFrom(catalog.productsIn("productsGroups"))).toEqual([groupVisit]);
    expect(await firstValueFrom(catalog.productsIn("productsEvents"))).toEqual([]);
  });

  it("a tab is empty until the list has loaded", async () => {
    const { catalog } = await catalogWith({}, false);
    expect(await firstValueFrom(catalog.productsIn("products"))).toEqual([]);
  });

  it("a product is found by id in any category, hidden ones included", async () => {
    const { catalog } = await catalogWith({});
    expect(catalog.product(201)).toEqual(O.some(groupVisit));
    expect(catalog.product(102)).toEqual(O.some(hiddenAdmission));
    expect(catalog.product(999)).toEqual(O.none);
  });
});

describe("catalog: promo codes", () => {
  it("a promo code asks for its products as a sales-channel code (type 1), trimmed", async () => {
    const winter = promoProduct();
    const { catalog, webSales } = await catalogWith({
      promoCodeProducts: () => TE.right([winter]),
    });
    await catalog.submitPromoCode("  WINTER24 ");
    expect(webSales.calls.filter((c) => c.method === "promoCodeProducts")).toEqual([
      { method: "promoCodeProducts", args: ["WINTER24", 1] },
    ]);
    expect(await firstValueFrom(catalog.promoCode$)).toEqual({
      status: "ready",
      value: { kind: "valid", code: "WINTER24", products: [winter] },
    });
  });

  it("an empty promo-code answer marks the code invalid", async () => {
    const { catalog } = await catalogWith({ promoCodeProducts: () => TE.right([]) });
    await catalog.submitPromoCode("NOPE");
    expect(await firstValueFrom(catalog.promoCode$)).toEqual({
      status: "ready",
      value: { kind: "invalid", code: "NOPE" },
    });
  });

  it("a blank promo code is invalid without asking the API", async () => {
    const { catalog, webSales } = await catalogWith({ promoCodeProducts: () => TE.right([]) });
    await catalog.submitPromoCode("   ");
    expect(await firstValueFrom(catalog.promoCode$)).toEqual({
      status: "ready",
      value: { kind: "invalid", code: "" },
    });
    expect(webSales.calls.map((c) => c.method)).toEqual(["productList"]);
  });

  it("a promo-code call that fails is failed, not invalid", async () => {
    const failure = refusal(500, "down");
    const { catalog } = await catalogWith({ promoCodeProducts: () => TE.left(failure) });
    await catalog.submitPromoCode("WINTER24");
    expect(await firstValueFrom(catalog.promoCode$)).toEqual({ status: "failed", error: failure });
  });

  it("a product a promo code unlocked can be looked up by id", async () => {
    const winter = promoProduct({ productId: 905 });
    const { catalog } = await catalogWith({ promoCodeProducts: () => TE.right([winter]) });
    expect(catalog.product(905)).toEqual(O.none);
    await catalog.submitPromoCode("WINTER24");
    expect(catalog.product(905)).toEqual(O.some(winter));
  });

  it("a promo code marked invalid unlocks no product to look up", async () => {
    const { catalog } = await catalogWith({ promoCodeProducts: () => TE.right([]) });
    await catalog.submitPromoCode("NOTACODE");
    expect(catalog.product(905)).toEqual(O.none);
  });

  it("every product a promo code unlocks can be looked up by id, not only the first", async () => {
    const winter = promoProduct({ productId: 905 });
    const spring = promoProduct({ productId: 906, name: "Spring Promo" });
    const { catalog } = await catalogWith({
      promoCodeProducts: () => TE.right([winter, spring]),
    });
    await catalog.submitPromoCode("SEASONS");
    expect(catalog.product(905)).toEqual(O.some(winter));
    expect(catalog.product(906)).toEqual(O.some(spring));
    expect(catalog.product(907)).toEqual(O.none);
  });

  it("a slow answer for an earlier promo code never overwrites a later code's result", async () => {
    const first = pendingAnswer<readonly Product[]>();
    const second = pendingAnswer<readonly Product[]>();
    const answers = [first, second];
    const { catalog } = await catalogWith({
      promoCodeProducts: () => answers.shift()?.task ?? TE.right([]),
    });
    const states = recorded(catalog.promoCode$);
    const earlier = catalog.submitPromoCode("OLDCODE");
    const later = catalog.submitPromoCode("NEWCODE");
    const newProduct = promoProduct({ productId: 950 });
    await second.succeed([newProduct]);
    await first.succeed([promoProduct({ productId: 940 })]);
    await Promise.all([earlier, later]);
    const expected: Remote<ApiFailure, PromoCodeResult> = {
      status: "ready",
      value: { kind: "valid", code: "NEWCODE", products: [newProduct] },
    };
    expect(await firstValueFrom(catalog.promoCode$)).toEqual(expected);
    expect(states.at(-1)).toEqual(expected);
  });
});
