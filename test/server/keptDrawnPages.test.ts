import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER } from "../../server/storefront/pages/drawnPage.js";
import { FIRST_PAINT_PLACEHOLDER } from "../../server/storefront/pages/pageShell.js";
import { brands } from "../../src/domain/brand.js";
import { startTestServer, type TestServer } from "./harness.js";
import { APPROVED_CARD, confirmPurchase, reserve, twoAdults } from "./purchaseFlow.js";

/*
 * A page is drawn once for all it is drawn from (its host, address, language and first
 * answers) and kept, then sent to each guest with their response's own nonces: a change to
 * what it shows draws it again, and no guest is sent a page drawn for another host, language
 * or order.
 */

const STYLE_SHEET = "/assets/index-e1.css";
const shell =
  `<!doctype html><html lang="__LANG__" data-brand="__BRAND__"><head><title>Tickets</title>` +
  `<link rel="stylesheet" crossorigin href="${STYLE_SHEET}">${FIRST_PAINT_PLACEHOLDER}` +
  `<script type="module" src="/assets/index-e1.js" nonce="${NONCE_PLACEHOLDER}"></script></head>` +
  `<body><div id="root"><!--first-screen--><p>loading</p><!--/first-screen--></div></body></html>`;

/**
 * A renderer that counts its renders: each is a page drawn. An address with `cutShort` is one
 * whose render ran past its time, as under load: no screen.
 */
const renderer = `export const renderFirstScreen = async (page, answers, locale) => {
  globalThis.firstScreenRenders = (globalThis.firstScreenRenders ?? 0) + 1;
  if (page.searchParams.has("cutShort")) return undefined;
  return { title: "<title>Drawn</title>", root: "<p>" + locale + "</p>" };
};`;

const renders = (): number =>
  (globalThis as { firstScreenRenders?: number }).firstScreenRenders ?? 0;

/** A response's nonce for scripts or styles, as its CSP says. */
const nonceOf = (page: LightMyRequestResponse, directive: "script-src" | "style-src") =>
  new RegExp(`${directive} [^;]*'nonce-([^']+)'`).exec(
    String(page.headers["content-security-policy"]),
  )?.[1] ?? "";

const bodyOf = (page: LightMyRequestResponse) =>
  page.headers["content-encoding"] === "gzip" ? gunzipSync(page.rawPayload).toString() : page.body;

describe("drawn pages, kept", () => {
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "storefront-kept-pages-"));
    await mkdir(join(dir, ".vite"), { recursive: true });
    await mkdir(join(dir, ".ssr"), { recursive: true });
    await mkdir(join(dir, "assets"), { recursive: true });
    await writeFile(join(dir, "index.html"), shell);
    await writeFile(join(dir, ".ssr", "firstScreen.js"), renderer);
    await writeFile(join(dir, "assets", "index-e1.css"), "main{color:#123456}");
    await writeFile(
      join(dir, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": {
          file: "assets/index-e1.js",
          isEntry: true,
          css: [STYLE_SHEET.slice(1)],
        },
      }),
    );
    server = await startTestServer("pglite", { staticDir: dir });
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const page = await server.inject({
      url,
      headers: { host: "localhost", "accept-encoding": "gzip, br", ...headers },
    });
    expect(page.statusCode).toBe(200);
    return page;
  };

  /** `url` asked for `times`, and how many of them were drawn. */
  const askedFor = async (times: number, url: string, headers: Record<string, string> = {}) => {
    const before = renders();
    const pages: LightMyRequestResponse[] = [];
    for (let n = 0; n < times; n++) pages.push(await get(url, headers));
    return { pages, drawn: renders() - before };
  };

  it("a drawn page is drawn once per answers and sent with each response's own nonces", async () => {
    const { pages, drawn } = await askedFor(4, "/product?productId=101&type=products");
    // Drawn the first time, drawn and kept the second (keptPages.ts), then sent as kept.
    expect(drawn).toBe(2);
    const scriptNonces = pages.map((page) => nonceOf(page, "script-src"));
    const styleNonces = pages.map((page) => nonceOf(page, "style-src"));
    expect(new Set([...scriptNonces, ...styleNonces]).size).toBe(8);
    const bodies = pages.map((page, n) => {
      const body = bodyOf(page);
      const nonces = [...body.matchAll(/nonce[=:]\\?"([^"\\]+)\\?"/g)].map(([, nonce]) => nonce);
      expect(new Set(nonces)).toEqual(new Set([scriptNonces[n], styleNonces[n]]));
      return body.replaceAll(scriptNonces[n] ?? "", "S").replaceAll(styleNonces[n] ?? "", "T");
    });
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('<style nonce="T">main{color:#123456}</style>');
    expect(bodies[0]).toContain("<p>en</p>");
  });

  it.each(["/cart", "/product?productId=102&type=products"])(
    "HEAD %s is answered as its GET, without the page",
    async (url) => {
      const asked = { url, headers: { host: "localhost", "accept-encoding": "gzip" } };
      const page = await server.inject({ ...asked, method: "GET" });
      const head = await server.inject({ ...asked, method: "HEAD" });
      expect(head.statusCode).toBe(200);
      expect(head.headers["content-type"]).toBe(page.headers["content-type"]);
      expect(head.body).toBe("");
    },
  );

  it("a page whose first screen was not rendered is not kept: the next guest's is drawn again", async () => {
    const { pages, drawn } = await askedFor(4, "/?cutShort=1");
    expect(drawn).toBe(4);
    expect(bodyOf(pages[3] as LightMyRequestResponse)).toContain("<p>loading</p>");
  });

  it("a page is sent as it is to a client that takes no gzip, with its nonces", async () => {
    await askedFor(2, "/tickets/events");
    const plain = await get("/tickets/events", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain(`<style nonce="${nonceOf(plain, "style-src")}">`);
  });

  it("a change to what a page shows is in the next page sent", async () => {
    expect((await askedFor(3, "/")).drawn).toBe(2);
    await server.storage.query("update tenant_settings set html_header = $1 where tenant = 'sn'", [
      "<p>closed on Monday</p>",
    ]);
    const { pages, drawn } = await askedFor(1, "/");
    expect(drawn).toBe(1);
    expect(bodyOf(pages[0] as LightMyRequestResponse)).toContain("closed on Monday");
  });

  it("each host is sent its own brand's page and addresses, never another host's kept page", async () => {
    await askedFor(2, "/");
    for (const brand of brands) {
      const host = brand.key === "sn" ? "localhost:8080" : `${brand.key}.localhost`;
      const body = bodyOf((await askedFor(3, "/", { host })).pages[2] as LightMyRequestResponse);
      expect(body).toContain(`data-brand="${brand.key}"`);
      expect(body).toContain(`hreflang="x-default" href="http://${host}/"`);
    }
  });

  it.each([
    ["/?lang=ja", {}],
    ["/", { cookie: "lang=ja" }],
    ["/", { "accept-language": "ja,en;q=0.5" }],
  ])("each language is sent its own page: %s %j in Japanese", async (url, headers) => {
    await askedFor(2, "/");
    const body = bodyOf((await askedFor(3, url, headers)).pages[2] as LightMyRequestResponse);
    expect(body).toContain('<html lang="ja"');
    expect(body).toContain("<p>ja</p>");
  });

  it("an address spelled otherwise is sent the page its own address reads, never one kept for another", async () => {
    await askedFor(2, "/");
    const withQuery = bodyOf((await askedFor(3, "/?a=1")).pages[2] as LightMyRequestResponse);
    expect(withQuery).toContain('hreflang="x-default" href="http://localhost/?a=1"');
    const plain = bodyOf((await askedFor(1, "/")).pages[0] as LightMyRequestResponse);
    expect(plain).not.toContain("a=1");
  });

  it("a tickets page, a guest's own, is drawn for each request and never kept, however its address is spelled", async () => {
    const reservation = await reserve(server, twoAdults(server));
    const bought = await confirmPurchase(server, reservation.orderId);
    const { orderConfirmation } = bought.json<{ orderConfirmation: string }>();
    for (const url of [
      `/view-tickets?orderConfirmation=${orderConfirmation}`,
      `/view-tickets?orderConfirmation=${orderConfirmation}&a=1`,
      "/view-tickets",
    ]) {
      const { pages, drawn } = await askedFor(3, url);
      expect(drawn, url).toBe(3);
      expect(pages[2]?.headers["cache-control"], url).toBe("no-store");
      expect(bodyOf(pages[2] as LightMyRequestResponse)).not.toContain(APPROVED_CARD);
    }
  });
});

describe("drawn pages, kept, past the page admission", () => {
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "storefront-kept-admission-"));
    await writeFile(join(dir, "index.html"), shell);
    // A page drawn at a time (a quarter of 4 requests at work), and the API's answers kept.
    server = await startTestServer("pglite", { staticDir: dir, maxInFlight: 4 });
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const statusesOf = async (urls: readonly string[]) =>
    (
      await Promise.all(urls.map((url) => server.inject({ url, headers: { host: "localhost" } })))
    ).map((page) => page.statusCode);

  it("a kept page is sent to every guest at once; pages still to draw are shed past the admission", async () => {
    await statusesOf(["/"]);
    await statusesOf(["/"]);
    expect(await statusesOf(Array.from({ length: 12 }, () => "/"))).toEqual(
      Array.from({ length: 12 }, () => 200),
    );
    const toDraw = await statusesOf(Array.from({ length: 12 }, (_, n) => `/?n=${String(n)}`));
    expect(toDraw).toContain(503);
  });
});
