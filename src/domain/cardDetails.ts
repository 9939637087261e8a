import { digitsOf } from "./purchaseForm.js";

/*
 * What the checkout reads from a card as it is typed: its brand by the number's prefix, and
 * one "MM/YY" expiry mapped to the purchase form's month and year.
 */

export type CardBrand = "Visa" | "Mastercard" | "Amex" | "Discover";

/** A number shorter than the prefix reads as a smaller one, below `low`, so it is out. */
const inRange = (digits: string, length: number, low: number, high: number): boolean => {
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
};

/** The card networks' published prefixes (IIN ranges); null until one matches. */
export const cardBrandOf = (cardNumber: string): CardBrand | null => {
  const digits = digitsOf(cardNumber);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith("4")) return "Visa";
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return "Mastercard";
  if (inRange(digits, 2, 34, 34) || inRange(digits, 2, 37, 37)) return "Amex";
  if (digits.startsWith("6011") || inRange(digits, 2, 65, 65) || inRange(digits, 3, 644, 649))
    return "Discover";
  return null;
};

export interface ExpiryParts {
  readonly cardMonthExp: string;
  readonly cardYearExp: string;
}

/**
 * "12/31", "12 / 31", "1231" or "12/2031" as the form's month and year, untouched otherwise
 * so that validation reports what is wrong with each: "13/31" keeps month "13".
 */
export const expiryPartsOf = (expiry: string): ExpiryParts => {
  const slash = expiry.indexOf("/");
  if (slash >= 0) {
    return {
      cardMonthExp: expiry.slice(0, slash).trim(),
      cardYearExp: expiry.slice(slash + 1).trim(),
    };
  }
  const digits = expiry.replace(/\s/g, "");
  return { cardMonthExp: digits.slice(0, 2), cardYearExp: digits.slice(2) };
};

/** The form's month and year as the one field shows them: "MM/YY". */
export const expiryTextOf = (parts: ExpiryParts): string =>
  parts.cardMonthExp === "" && parts.cardYearExp === ""
    ? ""
    : `${parts.cardMonthExp}/${parts.cardYearExp}`;
