import type { SaleDates } from "../../../domain/ticketingState.js";

/**
 * How a calendar day stands: bookable, in the sale window but sold out or not sold that day,
 * or outside the window altogether (past, too soon for a group, or not on sale yet).
 */
export type DayStatus = "available" | "soldOut" | "closed" | "outside";

export const dayStatusOf = (sale: SaleDates): ((date: string) => DayStatus) => {
  const available = new Set(sale.dates);
  const soldOut = new Set(sale.soldOutDates);
  const closed = new Set(sale.closedDates);
  return (date) =>
    available.has(date)
      ? "available"
      : soldOut.has(date)
        ? "soldOut"
        : closed.has(date)
          ? "closed"
          : "outside";
};
