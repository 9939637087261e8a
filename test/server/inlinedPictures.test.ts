import fc from "fast-check";
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import svgToTinyDataUri from "mini-svg-data-uri";
import {
  INLINE_PICTURE_MAX_BYTES,
  inlinePicturesOf,
  withInlinedPictures,
} from "../../server/storefront/pages/inlinedPictures.js";
import { FIRST_PAINT_PLACEHOLDER } from "../../server/storefront/pages/pageShell.js";
import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from "#contract/firstAnswers.js";
import { FIRST_VIEW_CARDS } from "../../src/domain/firstView.js";
import type { ProductList } from "#contract/catalog.js";
import { apiHeaders, startTestServer, storageKinds, type TestServer } from "./harness.js";
import { preloadedPictures } from "./pagePictures.js";
import type * as t from "io-ts";

/*
 * A first view's small picture is written into its page as a data: URL (inlinedPictures.ts):
 * on a slow network its request would cost a connection and a round trip before the largest
 * paint. Only the build's own files are read, however their address is spelled.
 */

type WireProductList = t.TypeOf<typeof ProductList>;

const PRODUCT_LIST = "/api/web-sales/products-with-upgrades";
const PICTURES = "public/images/products";
const shell = `<!doctype html><html><head>${FIRST_PAINT_PLACEHOLDER}</head><body></body></html>`;
const SMALL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#3f6f99"/></svg>`;
const LARGE_SVG = SMALL_SVG.replace(
  "</svg>",
  `<!--${"x".repeat(INLINE_PICTURE_MAX_BYTES)}--></svg>`,
);

const productListIn = (page: string): WireProductList => {
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(page)?.[1];
  if (block === undefined) throw new Error("the page has no first answers");
  const answers = JSON.parse(block) as FirstAnswers;
  return answers[PRODUCT_LIST]?.body as WireProductList;
};

describe("a page writes in its first view's small pictures", () => {
  let dir: string;
  let server: TestServer;
  let api: WireProductList;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "storefront-inlined-pictures-"));
    await writeFile(join(dir, "index.html"), shell);
    await mkdir(join(dir, "images/products"), { recursive: true });
    for (const file of await readdir(PICTURES)) {
      await copyFile(join(PICTURES, file), join(dir, "images/products", file));
    }
    const [kind] = storageKinds();
    if (kind === undefined) throw new Error("no storage to run on");
    server = await startTestServer(kind, { staticDir: dir });
    const response = await server.inject({ url: PRODUCT_LIST, headers: apiHeaders("sn") });
    api = response.json<WireProductList>();
    const [, second] = firstCards();
    if (second === undefined) throw new Error("the seed's first view has one card");
    await writeFile(join(dir, second.imageUrl), LARGE_SVG);
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const response = await server.inject({ url: path, headers: { host: "localhost" } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  const fileOf = (href: string) => readFile(join(dir, href), "utf8");
  const firstCards = () =>
    api.products.filter((product) => !product.isHidden).slice(0, FIRST_VIEW_CARDS);

  it("home's first card comes with its picture as a data: URL of the build's file, and no request for it; a picture over the limit is asked for at high priority instead", async () => {
    const body = await page("/");
    const [small, large] = firstCards();
    const drawn = productListIn(body).products;
    const inPage = (id: number | undefined) =>
      drawn.find((product) => product.productId === id)?.imageUrl;
    expect(small?.imageUrl).toMatch(/^\/images\//);
    expect(inPage(small?.productId)).toBe(svgToTinyDataUri(await fileOf(small?.imageUrl ?? "")));
    expect(inPage(large?.productId)).toBe(large?.imageUrl);
    expect(preloadedPictures(body)).toEqual([large?.imageUrl]);
  });

  it("the other products of the list keep their pictures' addresses, and every other field as the API sent it", async () => {
    const drawn = productListIn(await page("/"));
    const firstIds = new Set(firstCards().map((product) => product.productId));
    expect(drawn.productsEvents).toEqual(api.productsEvents);
    expect(drawn.products.filter((product) => !firstIds.has(product.productId))).toEqual(
      api.products.filter((product) => !firstIds.has(product.productId)),
    );
    expect(drawn.products.map((product) => ({ ...product, imageUrl: "" }))).toEqual(
      api.products.map((product) => ({ ...product, imageUrl: "" })),
    );
  });

  it("a product page comes with its product's picture written in", async () => {
    const [product] = api.products;
    if (product === undefined) throw new Error("the seed lists no product");
    const body = await page(`/product?productId=${product.productId}&type=products`);
    const inPage = productListIn(body).products.find(
      (each) => each.productId === product.productId,
    );
    expect(inPage?.imageUrl).toBe(svgToTinyDataUri(await fileOf(product.imageUrl)));
    expect(preloadedPictures(body)).toEqual([]);
  });
});

describe("only the build's own small pictures are read", () => {
  let dir: string;
  let outside: string;

  beforeAll(async () => {
    outside = await mkdtemp(join(tmpdir(), "storefront-outside-"));
    dir = join(outside, "build");
    await mkdir(join(dir, "images"), { recursive: true });
    await writeFile(join(dir, "images/a.svg"), SMALL_SVG);
    await writeFile(join(dir, "images/b.png"), Buffer.from([137, 80, 78, 71]));
    await writeFile(join(dir, "images/notes.txt"), "not a picture");
    await writeFile(join(dir, "images/large.svg"), LARGE_SVG);
    await writeFile(join(outside, "secret.svg"), SMALL_SVG.replace("#3f6f99", "#000"));
  });

  afterAll(async () => {
    await rm(outside, { recursive: true, force: true });
  });

  it("a picture of the build is its data: URL, an SVG as text and any other type in base64", async () => {
    const inline = inlinePicturesOf(dir);
    expect(await inline("/images/a.svg")).toBe(svgToTinyDataUri(SMALL_SVG));
    expect(await inline("/images/%61.svg")).toBe(svgToTinyDataUri(SMALL_SVG));
    expect(await inline("/images/b.png")).toBe("data:image/png;base64,iVBORw==");
  });

  it("an address outside the build, of another origin, with a query or of no picture type is never read, however it is spelled", async () => {
    const inline = inlinePicturesOf(dir);
    for (const href of [
      "/../secret.svg",
      "/images/../../secret.svg",
      "/%2e%2e/secret.svg",
      "/images/%2E%2E/%2e%2E/secret.svg",
      "/images/..%2f..%2fsecret.svg",
      "/images\\..\\..\\secret.svg",
      "//localhost/images/a.svg",
      "https://cdn.example/images/a.svg",
      "images/a.svg",
      "/images/a.svg?v=2",
      "/images/a.svg#top",
      "/images/notes.txt",
      "/images/large.svg",
      "/images/missing.svg",
      "/images/%zz.svg",
      "/",
      "",
    ]) {
      expect(await inline(href), href).toBeUndefined();
    }
  });

  it("whatever the catalogue names, a picture written in is one of the build's files", async () => {
    const inline = inlinePicturesOf(dir);
    const allowed = new Set([svgToTinyDataUri(SMALL_SVG), "data:image/png;base64,iVBORw=="]);
    const piece = fc.constantFrom(
      "..",
      "%2e%2e",
      "%2E.",
      "images",
      "a.svg",
      "b.png",
      "secret.svg",
      "%2f",
      "\\",
      "",
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.array(piece, { maxLength: 6 }).map((parts) => `/${parts.join("/")}`),
        ),
        async (href) => {
          const url = await inline(href);
          expect(url === undefined || allowed.has(url)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("the product list with its pictures written in", () => {
  const pictures = new Map([["/images/products/101.svg", "data:image/svg+xml,x"]]);

  it("rewrites only the pictures it writes in, keeping what it does not know as the API sent it", () => {
    const answers: FirstAnswers = {
      [PRODUCT_LIST]: {
        status: 200,
        body: {
          products: [
            { productId: 101, imageUrl: "/images/products/101.svg", extra: { kept: true } },
            { productId: 102, imageUrl: "/images/products/102.svg" },
            { productId: 103 },
            "not a product",
          ],
          productsEvents: "not a list",
          somethingNew: 1,
        },
      },
      "/config.json": { status: 200, body: { imageUrl: "/images/products/101.svg" } },
    };
    expect(withInlinedPictures(answers, pictures)).toEqual({
      ...answers,
      [PRODUCT_LIST]: {
        status: 200,
        body: {
          products: [
            { productId: 101, imageUrl: "data:image/svg+xml,x", extra: { kept: true } },
            { productId: 102, imageUrl: "/images/products/102.svg" },
            { productId: 103 },
            "not a product",
          ],
          productsEvents: "not a list",
          somethingNew: 1,
        },
      },
    });
  });

  it("answers without a product list, or a list that is not an object, are left as they are", () => {
    const failed: FirstAnswers = { [PRODUCT_LIST]: { status: 500, body: "oops" } };
    expect(withInlinedPictures({}, pictures)).toEqual({});
    expect(withInlinedPictures(failed, pictures)).toBe(failed);
  });
});
