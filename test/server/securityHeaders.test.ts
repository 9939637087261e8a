import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.js";
import { NONCE_PLACEHOLDER } from "../../server/storefront/pages/drawnPage.js";
import { migrate } from "../../server/api/storage/migrate.js";
import { openTestPglite } from "../support/pglite.js";
import { seedIfEmpty } from "../../server/api/storage/seed/seed.js";
import type { Storage } from "../../server/api/storage/storage.js";
import { apiHeaders, MONDAY_10AM } from "./harness.js";
import { manualClock } from "../support/manualClock.js";

/*
 * Security headers and a strict Content-Security-Policy on the page, an asset, config.json and
 * the API; the page's scripts and styles carry this response's nonces and nothing else inline
 * is allowed.
 */

const STYLE_SHEET = "/assets/index-abc123.css";
const CSS = "main{color:#123456}";
const shell = `<!doctype html><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><link rel="stylesheet" crossorigin href="${STYLE_SHEET}" nonce="${NONCE_PLACEHOLDER}"><script type="module" src="/assets/index-abc123.js" nonce="${NONCE_PLACEHOLDER}"></script>`;

let dir: string;
let storage: Storage;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "storefront-csp-"));
  await mkdir(join(dir, "assets"));
  await writeFile(join(dir, "index.html"), shell);
  await writeFile(join(dir, "index.html.br"), brotliCompressSync(shell));
  await writeFile(join(dir, "assets", "index-abc123.js"), "export {};\n");
  await writeFile(join(dir, "assets", "index-abc123.css"), CSS);
  await mkdir(join(dir, ".vite"));
  await writeFile(
    join(dir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-abc123.js", isEntry: true, css: [STYLE_SHEET.slice(1)] },
    }),
  );
  storage = await openTestPglite();
  await migrate(storage);
  await seedIfEmpty(storage, MONDAY_10AM);
  app = await buildApp({
    storage,
    clock: manualClock(MONDAY_10AM),
    staticDir: dir,
    guessLimit: { maxFailures: 1, windowMs: 60_000 },
  });
}, 60_000);

afterAll(async () => {
  await app.close();
  await storage.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

const policyOf = (response: LightMyRequestResponse): Map<string, string[]> =>
  new Map(
    String(response.headers["content-security-policy"])
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values]),
  );

const nonceOf = (response: LightMyRequestResponse, directive = "script-src"): string =>
  /'nonce-([^']+)'/.exec(policyOf(response).get(directive)?.join(" ") ?? "")?.[1] ?? "";

const PAGE_NONCE: unknown = expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/);

/** A page's scripts run with its nonce; any other answer runs none, so it allows none. */
const expectSecurityHeaders = (response: LightMyRequestResponse) => {
  const policy = policyOf(response);
  const isPage = String(response.headers["content-type"]).startsWith("text/html");
  expect(policy.get("script-src")).toEqual(
    isPage ? ["'strict-dynamic'", "'self'", PAGE_NONCE] : ["'strict-dynamic'", "'self'"],
  );
  expect(policy.get("style-src")).toEqual(isPage ? ["'self'", PAGE_NONCE] : ["'self'"]);
  expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
  expect(policy.get("connect-src")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(String(response.headers["content-security-policy"])).not.toMatch(/unsafe-(inline|eval)/);
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["x-frame-options"]).toBe("DENY");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(response.headers["permissions-policy"]).toBe(
    "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  );
};

describe("security headers", () => {
  it("the page, an asset, config.json and the API carry the security headers and the CSP", async () => {
    const answers = await Promise.all([
      get("/"),
      get("/view-tickets?orderConfirmation=X"),
      get("/assets/index-abc123.js"),
      get("/config.json"),
      get("/api/web-sales/products-with-upgrades", apiHeaders("sn")),
      get("/api/no-such-route"),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 404]);
    expect(answers.map((answer) => nonceOf(answer) !== "")).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    for (const answer of answers) expectSecurityHeaders(answer);
  });

  it("a throttled guess's 429 carries the security headers too", async () => {
    const lookUp = () =>
      get("/api/web-sales/order/search/999999/nobody%40example.com", apiHeaders("sn"));
    await lookUp();
    const throttled = await lookUp();
    expect(throttled.statusCode).toBe(429);
    expectSecurityHeaders(throttled);
  });

  it("the page's scripts carry this response's nonce, a fresh one per request", async () => {
    const first = await get("/");
    const second = await get("/self-service");
    for (const page of [first, second]) {
      expect(page.body).toContain(
        `<script type="module" src="/assets/index-abc123.js" nonce="${nonceOf(page)}"></script>`,
      );
      expect(page.body).not.toContain(NONCE_PLACEHOLDER);
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });

  it("the page's style sheets are written into it with this response's style nonce, their links disabled so nothing fetches them again", async () => {
    const page = await get("/");
    const styleNonce = nonceOf(page, "style-src");
    expect(styleNonce).not.toBe(nonceOf(page));
    expect(page.body).toContain(
      `<style nonce="${styleNonce}">${CSS}</style><link rel="stylesheet" href="${STYLE_SHEET}" disabled>`,
    );
    expect(page.body).not.toContain("crossorigin");
  });

  it("the page is sent gzip to a browser that takes it, brotli or not (its parts compressed once), never as its precompressed file", async () => {
    const plain = await get("/");
    const onlyBrotli = await get("/", { "accept-encoding": "br" });
    const inGzip = await get("/", { "accept-encoding": "gzip, deflate, br" });
    const withNonces = (page: LightMyRequestResponse, body: string) =>
      body.replaceAll(nonceOf(page), "N").replaceAll(nonceOf(page, "style-src"), "S");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(onlyBrotli.headers["content-encoding"]).toBeUndefined();
    expect(inGzip.headers["content-encoding"]).toBe("gzip");
    for (const page of [plain, onlyBrotli, inGzip]) {
      expect(String(page.headers.vary)).toContain("accept-encoding");
    }
    const expected = withNonces(plain, plain.body);
    expect(withNonces(onlyBrotli, onlyBrotli.body)).toBe(expected);
    expect(withNonces(inGzip, gunzipSync(inGzip.rawPayload).toString())).toBe(expected);
  });

  it("the page, with its one-response nonce, is kept by no shared cache", async () => {
    const page = await get("/");
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(page.headers.etag).toBeUndefined();
  });

  it("a tickets page, which carries an order's tickets, is kept by no cache at all, the browser's included", async () => {
    for (const path of ["/view-tickets?orderConfirmation=CONF-5001", "/view-tickets"]) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.headers["cache-control"], path).toBe("no-store");
    }
    expect((await get("/product?productId=101")).headers["cache-control"]).toBe(
      "private, no-cache",
    );
  });
});
