import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStyleSheets, withInlineStyles } from "../../server/storefront/pages/inlineStyles.js";
import type { BuildManifest } from "../../server/storefront/pages/screenPreloads.js";

/*
 * A page's style sheets go into the page itself, so a phone paints it without a round trip per
 * sheet; each sheet's link stays, disabled, so the storefront's loader does not fetch it again.
 */

const manifest: BuildManifest = {
  "index.html": { file: "assets/index.js", isEntry: true, css: ["assets/index.css"] },
  "src/Screen.tsx": { file: "assets/Screen.js", css: ["assets/Screen.css", "assets/index.css"] },
  "src/Hostile.tsx": { file: "assets/Hostile.js", css: ["assets/Hostile.css"] },
};

describe("style sheets written into the page", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "storefront-inline-styles-"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "assets", "index.css"), "html{color:#123}");
    await writeFile(join(dir, "assets", "Screen.css"), "._screen{margin:0}");
    await writeFile(join(dir, "assets", "Hostile.css"), 'a::after{content:"</STYLE><script>"}');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("every sheet the build's manifest names is read once, by its address", async () => {
    const sheets = await readStyleSheets(dir, manifest);
    expect(sheets.get("/assets/index.css")).toBe("html{color:#123}");
    expect(sheets.get("/assets/Screen.css")).toBe("._screen{margin:0}");
  });

  it("a sheet that could end the element it is written in stays a file", async () => {
    const sheets = await readStyleSheets(dir, manifest);
    expect(sheets.has("/assets/Hostile.css")).toBe(false);
    const page = '<head><link rel="stylesheet" href="/assets/Hostile.css"></head>';
    expect(withInlineStyles(page, sheets, "n")).toBe(page);
  });

  it("each link of a known sheet becomes the sheet with the nonce, then its link disabled; others stay as they are", async () => {
    const sheets = await readStyleSheets(dir, manifest);
    const page =
      '<head><link rel="stylesheet" crossorigin href="/assets/index.css" nonce="x">' +
      '<link rel="stylesheet" href="/assets/Screen.css">' +
      '<link rel="stylesheet" href="/elsewhere.css"></head>';
    expect(withInlineStyles(page, sheets, "n0nce")).toBe(
      '<head><style nonce="n0nce">html{color:#123}</style>' +
        '<link rel="stylesheet" href="/assets/index.css" disabled>' +
        '<style nonce="n0nce">._screen{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/Screen.css" disabled>' +
        '<link rel="stylesheet" href="/elsewhere.css"></head>',
    );
  });
});
