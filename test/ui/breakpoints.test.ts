import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { breakpoints, withBreakpoints } from "../../src/ui/theme/breakpoints.js";

/*
 * The spec's device widths are said once (src/ui/theme/breakpoints.ts): a stylesheet names them,
 * `@media (--mobile)`, and never writes a width of its own, which would drift from the others.
 */

const src = resolve(import.meta.dirname, "../../src");

const stylesheets = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".css"))
  .map((file) => ({ file, css: readFileSync(join(src, file), "utf8") }));

const mediaQueriesOf = (css: string) => [...css.matchAll(/@media([^{;]*)/g)].map((m) => m[1] ?? "");

describe("breakpoints", () => {
  it("are the spec's device widths: mobile up to 600px, tablet up to 968px, desktop wider", () => {
    expect(breakpoints).toEqual({
      "--mobile": "(max-width: 600px)",
      "--tablet-or-wider": "(min-width: 601px)",
      "--tablet-or-narrower": "(max-width: 968px)",
      "--desktop": "(min-width: 969px)",
    });
  });

  it("no stylesheet writes a width media query: each names a breakpoint instead", () => {
    expect(stylesheets.length).toBeGreaterThan(0);
    const raw = stylesheets.flatMap(({ file, css }) =>
      mediaQueriesOf(css)
        .filter((query) => /width/i.test(query))
        .map((query) => `${file}: @media${query}`),
    );
    expect(raw).toEqual([]);
  });

  it("every breakpoint a stylesheet names is one of them", () => {
    for (const { css } of stylesheets) expect(() => withBreakpoints(css)).not.toThrow();
  });

  it("a named breakpoint becomes its query, in any @media rule that names it", () => {
    expect(withBreakpoints("@media (--mobile) { a { color: red } }")).toBe(
      "@media (max-width: 600px) { a { color: red } }",
    );
    expect(withBreakpoints("@media print and ( --desktop ) {}")).toBe(
      "@media print and (min-width: 969px) {}",
    );
  });

  it("custom properties outside @media rules are left as they are", () => {
    const css = ".a { --mobile: 1; width: calc(var(--mobile) * 1px); }";
    expect(withBreakpoints(css)).toBe(css);
  });

  it("a name that is no breakpoint fails the build rather than leave a rule that never applies", () => {
    expect(() => withBreakpoints("@media (--phablet) {}")).toThrow("@media (--phablet)");
  });
});
