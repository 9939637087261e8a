import fc from "fast-check";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzippedPage, plainPage, templateOf } from "../../server/storefront/pages/pageTemplate.js";

/*
 * A drawn page is compressed once, in parts cut where each response's nonces go; a response
 * lays its nonces between the parts. What the browser reads is the page with its own nonces,
 * whatever the page holds around them.
 */

const SCRIPT = "S".repeat(32);
const STYLE = "T".repeat(32);
const withValues = (page: string, script: string, style: string) =>
  page.replaceAll(SCRIPT, script).replaceAll(STYLE, style);

const read = async (page: string, script: string, style: string) => {
  const template = await templateOf(page, [SCRIPT, STYLE]);
  const values = [Buffer.from(script), Buffer.from(style)];
  return {
    gzip: gunzipSync(gzippedPage(template, values)).toString(),
    plain: plainPage(template, values).toString(),
  };
};

describe("a page template", () => {
  it("sent gzip or plain, is the page with this response's values where its markers were", async () => {
    const css = "main{color:#0123ab}".repeat(500);
    const page = `<html lang="ja"><script nonce="${SCRIPT}">load("${SCRIPT}")</script><style nonce="${STYLE}">${css}</style><p>一般入場券 ${css}</p></html>`;
    const script = "0123456789abcdef0123456789abcdef";
    const style = "fedcba9876543210fedcba9876543210";
    expect(await read(page, script, style)).toEqual({
      gzip: withValues(page, script, style),
      plain: withValues(page, script, style),
    });
  });

  it("never fills a part with a value's bytes, whatever text repeats around the values", async () => {
    const hex = fc.nat(15).map((digit) => digit.toString(16));
    const nonce = fc.string({ unit: hex, minLength: 32, maxLength: 32 });
    const text = fc.string({
      unit: fc.constantFrom("0", "9", "a", "f", "<", ">", '"', "=", " ", "é"),
      maxLength: 300,
    });
    const piece = fc.oneof(text, fc.constant(SCRIPT), fc.constant(STYLE));
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 12 }),
        nonce,
        nonce,
        async (pieces, script, style) => {
          const page = pieces.join("");
          const expected = withValues(page, script, style);
          expect(await read(page, script, style)).toEqual({ gzip: expected, plain: expected });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses a value of another length than its marker: the parts' references count its bytes", async () => {
    const template = await templateOf(`<p nonce="${SCRIPT}">`, [SCRIPT, STYLE]);
    expect(() => gzippedPage(template, [Buffer.from("short"), Buffer.from(STYLE)])).toThrow();
  });
});
