import fc from "fast-check";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstViewPicturesOf } from "../../server/storefront/pages/firstViewPictures.js";
import {
  FIRST_PAINT_PLACEHOLDER,
  shellWithFirstPaint,
} from "../../server/storefront/pages/pageShell.js";
import { brands, type BrandKey } from "../../src/domain/brand.js";
import { FIRST_VIEW_CARDS } from "../../src/domain/firstView.js";
import type { ProductList } from "#contract/catalog.js";
import { apiHeaders, startTestServer, storageKinds, type TestServer } from "./harness.js";
import { preloadedPictures } from "./pagePictures.js";
import type * as t from "io-ts";

/*
 * A page preloads the pictures its first view shows (Lighthouse's largest paint): the first
 * cards' on a home tab, the product's on a product page, as the screens pick them from the
 * product list the page comes with.
 */

type WireProductList = t.TypeOf<typeof ProductList>;

const PRODUCT_LIST = "/api/web-sales/products-with-upgrades";
const hostOf = (brand: BrandKey) => (brand === "sn" ? "localhost" : `${brand}.localhost`);
const shell = `<!doctype html><html><head>${FIRST_PAINT_PLACEHOLDER}</head><body></body></html>`;

describe.each(storageKinds())("a page preloads its first view's pictures (%s)", (kind) => {
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "storefront-first-view-"));
    await writeFile(join(dir, "index.html"), shell);
    server = await startTestServer(kind, { staticDir: dir });
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const page = async (path: string, brand: BrandKey) => {
    const response = await server.inject({ url: path, headers: { host: hostOf(brand) } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  const productList = async (brand: BrandKey) => {
    const response = await server.inject({
      url: PRODUCT_LIST,
      headers: { host: hostOf(brand), ...apiHeaders(brand) },
    });
    return response.json<WireProductList>();
  };

  describe.each(brands.map((brand) => brand.key))("on %s", (brand) => {
    it("home preloads the pictures of its first cards: the first visible products of TICKETS", async () => {
      const first = (await productList(brand)).products
        .filter((product) => !product.isHidden)
        .slice(0, FIRST_VIEW_CARDS)
        .map((product) => product.imageUrl);
      expect(first.length).toBeGreaterThan(0);
      expect(preloadedPictures(await page("/", brand))).toEqual(first);
      expect(preloadedPictures(await page("/tickets", brand))).toEqual(first);
    });

    it("a tab's page preloads the pictures of that tab's first cards", async () => {
      const first = (await productList(brand)).productsEvents
        .filter((product) => !product.isHidden)
        .slice(0, FIRST_VIEW_CARDS)
        .map((product) => product.imageUrl);
      expect(first.length).toBeGreaterThan(0);
      expect(preloadedPictures(await page("/tickets/events", brand))).toEqual(first);
    });

    it("a product page preloads its product's picture", async () => {
      const product = (await productList(brand)).products[0];
      if (product === undefined) throw new Error("the seed lists no product");
      const body = await page(`/product?productId=${product.productId}&type=products`, brand);
      expect(preloadedPictures(body)).toEqual([product.imageUrl]);
    });

    it("pages whose first view shows no product picture preload none", async () => {
      for (const path of [
        "/cart",
        "/view-tickets",
        "/?directAccess=SOMECODE",
        "/tickets/nowhere",
      ]) {
        expect(preloadedPictures(await page(path, brand))).toEqual([]);
      }
    });
  });
});

describe("first view pictures without a product list", () => {
  it("a page that came without the product list (its request failed) preloads no picture", () => {
    expect(firstViewPicturesOf(new URL("http://page.invalid/"), {})).toEqual([]);
    const broken = { [PRODUCT_LIST]: { status: 200, body: { products: "none" } } };
    expect(firstViewPicturesOf(new URL("http://page.invalid/"), broken)).toEqual([]);
  });
});

describe("a picture's address in the page", () => {
  it("a tenant's picture address stays one attribute value: it cannot close the link or add a tag", () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        const pageWith = (picture: string) =>
          shellWithFirstPaint(shell, {
            answers: {},
            screenScripts: [],
            screenStyles: [],
            pictures: [picture],
            nonce: "n",
          });
        const tagsOf = (page: string) => page.match(/[<>]/g)?.length;
        const page = pageWith(href);
        expect(tagsOf(page)).toBe(tagsOf(pageWith("/images/products/101.svg")));
        expect(preloadedPictures(page)).toHaveLength(1);
      }),
      { numRuns: 1000 },
    );
  });
});
