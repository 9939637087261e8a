/*
 * Text as HTML, for the mails and the page shell alike: in core, so neither imports the other.
 */

const htmlEntities: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text from the order (names, products) or a brand as HTML text or attribute value. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
