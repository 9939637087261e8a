import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.js";
import { systemClock } from "../../server/api/core/clock.js";
import { openTestPglite } from "../support/pglite.js";
import type { Storage } from "../../server/api/storage/storage.js";

/*
 * The built storefront as the server sends it: precompressed twins (written by the build) to
 * browsers that accept them, hashed assets cacheable for good, every other path the app shell.
 */

const script = "export const greeting = 'hello';\n".repeat(200);
const shell = "<!doctype html><title>storefront</title>";
const tinyStyle = "a{color:red}";

describe("serving the built storefront", () => {
  let dir: string;
  let storage: Storage;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "storefront-static-"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "index.html"), shell);
    await writeFile(join(dir, "assets", "index-abc123.js"), script);
    await writeFile(join(dir, "assets", "index-abc123.js.br"), brotliCompressSync(script));
    await writeFile(join(dir, "assets", "index-abc123.js.gz"), gzipSync(script));
    await writeFile(join(dir, "assets", "tiny-abc123.css"), tinyStyle);
    storage = await openTestPglite();
    app = await buildApp({ storage, clock: systemClock, staticDir: dir });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
    await rm(dir, { recursive: true, force: true });
  });

  const getScript = (acceptEncoding?: string) =>
    app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    });

  it("a browser that accepts brotli gets the brotli twin, as JavaScript", async () => {
    const response = await getScript("gzip, deflate, br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it("a browser that accepts only gzip gets the gzip twin", async () => {
    const response = await getScript("gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it("a client that accepts no encoding gets the file as it is", async () => {
    const response = await getScript();
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it("a file too small to have twins is sent as it is, even to a browser that accepts brotli", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/assets/tiny-abc123.css",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-type"]).toMatch(/css/);
    expect(response.body).toBe(tinyStyle);
  });

  it("hashed assets may be cached for good; the app shell is revalidated", async () => {
    expect((await getScript("br")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    const page = await app.inject({ method: "GET", url: "/view-tickets?orderConfirmation=X" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(shell);
    expect(page.headers["cache-control"]).not.toMatch(/immutable/);
  });

  it("a missing file is a 404, never the app shell", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-gone.js" });
    expect(response.statusCode).toBe(404);
  });

  it("an unknown API path is the contract's 404, not the app shell", async () => {
    const response = await app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "No such route: GET /api/no-such-route" });
  });
});
