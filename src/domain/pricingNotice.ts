/** A sentence about tax: "Sales tax is added at checkout.", "Prices exclude taxes." */
const ABOUT_TAX = /\btax(?:es)?\b/i;

/**
 * The venue's pricing notice where the tax is itemized (cart and checkout): without its
 * sentences about tax, which promise what the tax line beside them already shows, and would
 * say "Sales tax is added at checkout." on the checkout itself. Where prices are shown before
 * tax (home), the notice is shown whole.
 */
export const noticeBesideTax = (notice: string): string =>
  notice
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !ABOUT_TAX.test(sentence))
    .join(" ");
