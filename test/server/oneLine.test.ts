import { describe, expect, it } from "vitest";
import { fittedToWidth } from "../../server/shared/documents/pdf/oneLine.js";

/** One unit per character, as a monospaced face would measure these (plain ASCII) names. */
const monospaced = (text: string) => text.length;

describe("a name on one line", () => {
  it("a name that fits is drawn whole", () => {
    expect(fittedToWidth("Grace Hopper", 12, monospaced)).toBe("Grace Hopper");
  });

  it("a name too long keeps as many of its first characters as fit with an ellipsis, never wider than the line", () => {
    const fitted = fittedToWidth("Maximiliana Wolfeschlegelsteinhausen", 12, monospaced);

    expect(fitted).toBe("Maximiliana…");
    expect(monospaced(fitted)).toBeLessThanOrEqual(12);
  });

  it("no space is left before the ellipsis", () => {
    expect(fittedToWidth("Ada Lovelace Byron", 5, monospaced)).toBe("Ada…");
  });

  it("a letter and its accents, or an emoji, are never cut apart", () => {
    const decomposed = "Nguye\u0302\u0303n Thi\u0323 Minh";
    const graphemes = (text: string) =>
      [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;

    expect(fittedToWidth(decomposed, 7, graphemes)).toBe("Nguye\u0302\u0303n…");
    expect(fittedToWidth("👩‍👩‍👧 Family Name", 3, graphemes)).toBe("👩‍👩‍👧…");
  });

  it("a line too narrow for any character holds the ellipsis alone", () => {
    expect(fittedToWidth("Grace", 1, monospaced)).toBe("…");
  });
});
