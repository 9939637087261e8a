import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPseudoLocale, supportedLocale } from "../../src/domain/locale.js";
import { pseudoText } from "../../src/domain/words/pseudo.js";

describe("pseudo-localization (?lang=en-XA)", () => {
  it("keeps every character that is not a Latin letter, in order, and brackets the whole", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const pseudo = pseudoText(text);
        expect(pseudo.startsWith("[") && pseudo.endsWith("]")).toBe(true);
        expect(pseudo.slice(1, -1).replace(/\p{L}/gu, "")).toBe(text.replace(/[A-Za-z]/g, ""));
      }),
      { numRuns: 1000 },
    );
  });

  it("makes a text longer by each of its vowels, as a longer language would", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const vowels = text.replace(/[^aeiouyAEIOUY]/g, "").length;
        expect(Array.from(pseudoText(text)).length).toBe(Array.from(text).length + vowels + 2);
      }),
      { numRuns: 1000 },
    );
    expect(pseudoText("Manage my order").length / "Manage my order".length).toBeGreaterThan(1.4);
  });

  it("accents the letters, so marks above and below the line show", () => {
    expect(pseudoText("Cart (2)")).toBe("[Çááŕţ (2)]");
  });

  it("is a tag for those who build the storefront: its formats are English", () => {
    expect(isPseudoLocale("en-XA")).toBe(true);
    expect(isPseudoLocale("EN-xa")).toBe(true);
    expect(isPseudoLocale("en")).toBe(false);
    expect(isPseudoLocale(null)).toBe(false);
    expect(supportedLocale("en-XA")).toBe("en");
  });
});
