import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.js";
import { systemClock } from "../../server/api/core/clock.js";
import { openTestPglite } from "../support/pglite.js";
import type { Storage } from "../../server/api/storage/storage.js";
import { brands, defaultBrand } from "../../src/domain/brand.js";

/* What makes the storefront installable and reopenable offline: the manifest and the worker. */

const worker = "self.addEventListener('fetch', () => undefined);\n";

describe("the web app manifest and the offline worker", () => {
  let dir: string;
  let storage: Storage;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "storefront-offline-"));
    await writeFile(join(dir, "index.html"), "<!doctype html><title>storefront</title>");
    await writeFile(join(dir, "sw.js"), worker);
    storage = await openTestPglite();
    app = await buildApp({ storage, clock: systemClock, staticDir: dir });
  });
  afterAll(async () => {
    await app.close();
    await storage.close();
    await rm(dir, { recursive: true, force: true });
  });

  const manifestAt = async (host: string) => {
    const response = await app.inject({
      method: "GET",
      url: "/manifest.webmanifest",
      headers: { host },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    return response.json<Record<string, unknown>>();
  };

  it("each brand's host gets its own brand's manifest: name, theme colour and icons", async () => {
    for (const brand of brands) {
      const manifest = await manifestAt(`${brand.key}.localhost:8080`);
      expect(manifest).toMatchObject({
        name: brand.venueName,
        theme_color: brand.themeColor,
        start_url: "/",
        scope: "/",
        display: "standalone",
      });
      const icons = manifest.icons as { src: string }[];
      expect(icons.map((icon) => icon.src)).toContain(`/favicons/${brand.key}.svg`);
      expect(icons.every((icon) => icon.src.startsWith(`/favicons/${brand.key}`))).toBe(true);
    }
  });

  it("an unknown host gets the default brand's manifest", async () => {
    const manifest = await manifestAt("tickets.example.org");
    expect(manifest.name).toBe(defaultBrand.venueName);
    expect(manifest.theme_color).toBe(defaultBrand.themeColor);
  });

  it("the worker is JavaScript revalidated on every load, so a new deploy's takes over at once", async () => {
    const response = await app.inject({ method: "GET", url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(worker);
  });

  it("the CSP lets the page register this server's worker and read its manifest, nothing else's", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});
