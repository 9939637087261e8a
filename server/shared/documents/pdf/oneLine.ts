const ELLIPSIS = "…";

const graphemesOf = (text: string): string[] =>
  [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map(
    ({ segment }) => segment,
  );

/**
 * The text as it fits on one line `width` wide: whole when it fits, else as many of its first
 * characters as fit with an ellipsis after them. A character is a grapheme (a letter and its
 * accents, an emoji), so none is cut in half.
 */
export const fittedToWidth = (
  text: string,
  width: number,
  widthOf: (text: string) => number,
): string => {
  if (widthOf(text) <= width) return text;
  const graphemes = graphemesOf(text);
  const shortened = (count: number) => `${graphemes.slice(0, count).join("").trimEnd()}${ELLIPSIS}`;
  // The most characters that fit with the ellipsis: fewer always fit where more do.
  let fits = 0;
  let tooMany = graphemes.length;
  while (tooMany - fits > 1) {
    const middle = Math.floor((fits + tooMany) / 2);
    if (widthOf(shortened(middle)) <= width) fits = middle;
    else tooMany = middle;
  }
  return shortened(fits);
};
