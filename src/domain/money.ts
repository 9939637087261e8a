/**
 * Money is held in whole cents so that sums of line prices, tax and totals are exact;
 * the wire's decimal dollars are converted once, at the HTTP edge.
 */
export type Cents = number;

export const centsFromDollars = (dollars: number): Cents => Math.round(dollars * 100);

export const dollarsFromCents = (cents: Cents): number => cents / 100;

export const sumCents = (amounts: readonly Cents[]): Cents =>
  amounts.reduce((sum, amount) => sum + amount, 0);

// Made on first use, not when the module loads: see the date formats in formats.ts.
let usd: Intl.NumberFormat | undefined;
const usdFormat = () =>
  (usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }));

/** Makes the dollar format ahead of its first use: a page does it in a task of its own. */
export const prepareUsdFormat = (): void => {
  usdFormat();
};

/** "$1,234.50" — the storefront sells in USD only (spec §7, analytics currency). */
export const formatUsd = (cents: Cents): string => usdFormat().format(Math.round(cents) / 100);
