import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_PAINT_PLACEHOLDER } from "../../server/storefront/pages/pageShell.js";
import { LOCALES } from "../../src/domain/locale.js";
import { startTestServer, type TestServer } from "./harness.js";

/*
 * The page's language, as the server draws it: the address's ?lang=, else the guest's kept
 * choice (the lang cookie), else their browser's Accept-Language, else English.
 */

let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "storefront-page-language-"));
  await writeFile(
    join(dir, "index.html"),
    `<html lang="__LANG__"><head>${FIRST_PAINT_PLACEHOLDER}</head><body></body></html>`,
  );
  server = await startTestServer("pglite", { staticDir: dir });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const pageAt = (url: string, headers: Record<string, string> = {}) =>
  server.inject({ url, headers: { host: "localhost", ...headers } });

const languageOf = async (url: string, headers: Record<string, string> = {}) =>
  /<html lang="([^"]+)"/.exec((await pageAt(url, headers)).body)?.[1];

describe("the page's language", () => {
  it("a first visit is in the browser's first language the storefront has", async () => {
    expect(await languageOf("/", { "accept-language": "pt-BR, es-MX;q=0.9, en;q=0.5" })).toBe("es");
    expect(await languageOf("/", { "accept-language": "en;q=0.2, ja" })).toBe("ja");
  });

  it("a language the storefront does not have, or none, gives English", async () => {
    expect(await languageOf("/", { "accept-language": "pt-BR, it" })).toBe("en");
    expect(await languageOf("/")).toBe("en");
    expect(await languageOf("/?lang=xx")).toBe("en");
  });

  it("a kept choice wins over the browser's languages, and the address's over both", async () => {
    const browser = { "accept-language": "es", cookie: "other=1; lang=ja" };
    expect(await languageOf("/", browser)).toBe("ja");
    expect(await languageOf("/?lang=ko", browser)).toBe("ko");
  });

  it("the address's language is read for what it means, however it is spelled", async () => {
    expect(await languageOf("/?lang=ZH-hans")).toBe("zh-Hans");
    expect(await languageOf("/?lang=zh%2DHans")).toBe("zh-Hans");
    expect(await languageOf("/cart?lang=de-AT")).toBe("de");
    expect(await languageOf("/?lang=zh-TW", { "accept-language": "fr" })).toBe("fr");
  });

  it("each page names its alternates in every language, for search engines", async () => {
    const page = (await pageAt("/product?productId=101&type=products&lang=es")).body;
    for (const locale of LOCALES) {
      expect(page).toContain(
        `<link rel="alternate" hreflang="${locale}" href="http://localhost/product?productId=101&amp;type=products&amp;lang=${locale}">`,
      );
    }
    expect(page).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://localhost/product?productId=101&amp;type=products">',
    );
  });

  it("a cache keys a page on the guest's languages and cookies, not only its encoding", async () => {
    const response = await pageAt("/", { "accept-language": "de" });
    expect(String(response.headers.vary)).toMatch(/accept-encoding/);
    expect(String(response.headers.vary)).toMatch(/accept-language/);
    expect(String(response.headers.vary)).toMatch(/cookie/);
  });
});
