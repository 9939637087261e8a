/**
 * Money is held in whole cents so that sums of line prices, tax and totals are exact;
 * the wire's decimal dollars are converted once, at the HTTP edge.
 */
export type Cents = number;

export const centsFromDollars = (dollars: number): Cents => Math.round(dollars * 100);

export const dollarsFromCents = (cents: Cents): number => cents / 100;

export const sumCents = (amounts: readonly Cents[]): Cents =>
  amounts.reduce((sum, amount) => sum + amount, 0);

/**
 * "$1,234.50" — the storefront sells in USD only (spec §7, analytics currency). Written out
 * rather than made by the platform, as the English date formats are (formats.ts): its test
 * holds it to the platform's en-US dollar format. No sign on zero: a rounding never shows
 * "-$0.00".
 */
export const formatUsd = (cents: Cents): string => {
  const whole = Math.round(cents);
  const dollars = Math.floor(Math.abs(whole) / 100);
  const grouped = String(dollars).replace(/\B(?=(\d{3})+$)/g, ",");
  const rest = String(Math.abs(whole) % 100).padStart(2, "0");
  return `${whole < 0 ? "-" : ""}$${grouped}.${rest}`;
};
