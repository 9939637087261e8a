/*
 * The `#` of a plural message (messageformat's `strictNumber`: the compiled catalogues import
 * it from here, words/compile.ts). A whole number below 1,000 is written alike in every
 * language the storefront speaks (Latin digits, nothing to group), so it is written without
 * the platform's number format, whose first use on a page loads ICU's data (35 to 110 ms in
 * Chromium, four times that on a phone): a page showing "2 tickets" pays none of it. Any other
 * number is the platform's, as in messageformat's runtime.
 */

const platformFormats = new Map<string, Intl.NumberFormat>();

const platformNumber = (locale: string, value: number): string => {
  const format = platformFormats.get(locale) ?? new Intl.NumberFormat(locale);
  platformFormats.set(locale, format);
  return format.format(value);
};

export const strictNumber = (
  locale: string,
  value: number,
  offset: number,
  name: string,
): string => {
  const number = value - offset;
  // A bug in the caller, as in messageformat's runtime: the catalogues' types ask for numbers.
  if (Number.isNaN(number)) throw new Error(`\`${name}\` or its offset is not a number`);
  // -0 is the platform's too: it writes "-0", as the runtime did.
  return Number.isInteger(number) && Math.abs(number) < 1000 && !Object.is(number, -0)
    ? String(number)
    : platformNumber(locale, number);
};
