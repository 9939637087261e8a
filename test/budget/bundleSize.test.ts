import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

/*
 * Performance budgets of issue 6 on the production build: what a phone must download before
 * `/` can render, and what each lazily loaded screen adds when the guest moves to it.
 */
const KB = 1024;
const ENTRY_BUDGET = 120 * KB;
const CHUNK_BUDGET = 40 * KB;

interface Asset {
  readonly file: string;
  readonly gzipped: number;
}

let outDir = "";
let entry: readonly Asset[] = [];
let others: readonly Asset[] = [];

const gzipped = async (file: string): Promise<Asset> => ({
  file,
  gzipped: gzipSync(await readFile(join(outDir, file))).length,
});

// Everything index.html makes the browser fetch for `/`: the entry script, the chunks it
// preloads and its stylesheets. Lazy screens are fetched only when their route opens.
const loadedByIndex = (html: string): string[] =>
  [
    ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*\shref="\/([^"]+)"/g),
  ].map((match) => match[1] ?? "");

/** The build's precompressed twin of a file, absent when it would not have been smaller. */
const twin = (file: string, extension: "br" | "gz"): Buffer | undefined => {
  const path = join(outDir, `${file}.${extension}`);
  return existsSync(path) ? readFileSync(path) : undefined;
};

const kb = (bytes: number): string => (bytes / KB).toFixed(2);

/** A production build of its own, for a run without the browser suites' build to read. */
const buildForBudget = async (): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), "storefront-budget-"));
  // Vitest sets NODE_ENV=test, which Vite keeps, and React would ship its development build:
  // the budget is about the production bundle, so the build runs under NODE_ENV=production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ build: { outDir: dir, emptyOutDir: true }, logLevel: "silent" });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return dir;
};

// The browser suites' build is the one guests get; reading it spares a second build of the
// same sources in a whole run. Only a build made here is removed afterwards.
const sharedBuild = inject("storefrontBuild");

beforeAll(async () => {
  outDir = sharedBuild ?? (await buildForBudget());
  const entryFiles = loadedByIndex(await readFile(join(outDir, "index.html"), "utf8"));
  const allFiles = (await readdir(join(outDir, "assets"))).map((name) => `assets/${name}`);
  entry = await Promise.all(entryFiles.map(gzipped));
  others = await Promise.all(
    allFiles.filter((file) => /\.(js|css)$/.test(file) && !entryFiles.includes(file)).map(gzipped),
  );
  console.table(
    [...entry.map((asset) => ({ ...asset, loadedFor: "/" })), ...others].map((asset) => ({
      file: asset.file,
      "gzip KB": kb(asset.gzipped),
      "sent (br) KB": kb((twin(asset.file, "br") ?? readFileSync(join(outDir, asset.file))).length),
      "loaded for": "loadedFor" in asset ? asset.loadedFor : "its route",
    })),
  );
  console.log(`total for /: ${kb(entry.reduce((sum, asset) => sum + asset.gzipped, 0))} KB`);
}, 120_000);

afterAll(() => (sharedBuild === null ? rm(outDir, { recursive: true, force: true }) : undefined));

describe("bundle size budget", () => {
  it("the JavaScript and CSS that index.html loads for / is at most 120 KB gzipped", () => {
    expect(entry.some((asset) => asset.file.endsWith(".js"))).toBe(true);
    const total = entry.reduce((sum, asset) => sum + asset.gzipped, 0);
    expect(total, `${kb(total)} KB gzipped`).toBeLessThanOrEqual(ENTRY_BUDGET);
  });

  it("every other chunk, each lazy screen, is at most 40 KB gzipped", () => {
    expect(others.length).toBeGreaterThan(0);
    const over = others.filter((asset) => asset.gzipped > CHUNK_BUDGET);
    expect(over.map((asset) => `${asset.file}: ${kb(asset.gzipped)} KB`)).toEqual([]);
  });
});

describe("what / is made of", () => {
  const scripts = () => entry.map((asset) => asset.file).filter((file) => file.endsWith(".js"));
  const sources = (): string[] =>
    scripts().flatMap(
      (file) =>
        (JSON.parse(readFileSync(join(outDir, `${file}.map`), "utf8")) as { sources: string[] })
          .sources,
    );

  it("/ loads one script: everything the entry imports statically is in its chunk", () => {
    expect(scripts()).toHaveLength(1);
  });

  it("the page composes with inversify's container", () => {
    expect(sources().some((source) => source.includes("/@inversifyjs/container/"))).toBe(true);
  });

  it("rxjs comes in its ES2015 build, without its ES5 build's helpers", () => {
    expect(sources().some((source) => source.includes("/rxjs/dist/esm/"))).toBe(true);
    expect(sources().filter((source) => source.includes("/rxjs/dist/esm5/"))).toEqual([]);
  });

  it("the later screens' use cases are not part of it", () => {
    const later = [
      "ticketing",
      "reserveOrder",
      "confirmPurchase",
      "viewTickets",
      "cancellation",
      "verifyBarcode",
    ];
    expect(
      sources().filter((source) => later.some((name) => source.includes(`/application/${name}/`))),
    ).toEqual([]);
  });
});

describe("precompressed twins (what the server sends)", () => {
  it("every script of / has a brotli and a gzip twin", () => {
    const scripts = entry.map((asset) => asset.file).filter((file) => file.endsWith(".js"));
    const missing = scripts.filter(
      (file) => twin(file, "br") === undefined || twin(file, "gz") === undefined,
    );
    expect(missing).toEqual([]);
  });

  it("every twin has the same content as its file", () => {
    const broken = [...entry, ...others]
      .map((asset) => asset.file)
      .filter((file) => {
        const original = readFileSync(join(outDir, file));
        const brotli = twin(file, "br");
        const gzip = twin(file, "gz");
        return (
          (brotli !== undefined && !brotliDecompressSync(brotli).equals(original)) ||
          (gzip !== undefined && !gunzipSync(gzip).equals(original))
        );
      });
    expect(broken).toEqual([]);
  });
});
