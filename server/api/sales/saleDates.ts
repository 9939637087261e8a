import { isGroupsCategory } from "../../../src/domain/category.js";
import { earliestGroupVisitDate, lastRollingDate } from "../../../src/domain/orderLimits.js";
import type { VenueMoment } from "../../../src/domain/venueTime.js";
import type { SaleProduct } from "./saleProducts.js";

/*
 * Which dates a product is sold for, counted from the venue's today: dates are
 * "yyyy-MM-dd" in the terminal's zone, so they compare as strings.
 */

// A product without rollingDaysCount still needs a finite list of dates to answer.
const UNBOUNDED_WINDOW_DAYS = 365;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const atUtcMidnight = (date: string): Date => new Date(`${date}T00:00:00Z`);

export const plusDays = (date: string, days: number): string => {
  const day = atUtcMidnight(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** 0 = Sunday. A visit date is already the venue's calendar day, so no zone is involved. */
export const weekdayOf = (date: string): number => atUtcMidnight(date).getUTCDay();

const firstDate = (product: SaleProduct, today: string): string =>
  isGroupsCategory(product.categoryName) ? earliestGroupVisitDate(product, today) : today;

const lastDate = (product: SaleProduct, today: string): string =>
  lastRollingDate(product, today) ?? plusDays(today, UNBOUNDED_WINDOW_DAYS - 1);

/** Why `date` is not on sale for `product` at this moment, or null when it is. */
export const dateRefusal = (
  product: SaleProduct,
  date: string,
  { today, time }: VenueMoment,
): string | null => {
  if (date < today) return `${date} has passed.`;
  if (date === today && time >= product.closeTime) return `${product.name} has closed for today.`;
  if (date < firstDate(product, today)) {
    return `${product.name} must be booked at least ${product.groupSalesAdvPurchaseDayCount ?? 0} days ahead: the earliest date is ${firstDate(product, today)}.`;
  }
  const last = lastDate(product, today);
  if (date > last) return `${product.name} is on sale up to ${last}.`;
  const weekday = weekdayOf(date);
  if (product.closedWeekdays.includes(weekday)) {
    return `${product.name} is not sold on ${WEEKDAYS[weekday] ?? "that day"}s.`;
  }
  return null;
};

/**
 * The sale window, from today (after a group's advance days) for the rolling days: the dates
 * on sale, and the window's days the product is not sold (closed weekdays, today once closed).
 */
export const saleWindow = (
  product: SaleProduct,
  moment: VenueMoment,
): { readonly dates: string[]; readonly closedDates: string[] } => {
  const dates: string[] = [];
  const closedDates: string[] = [];
  const last = lastDate(product, moment.today);
  for (let date = firstDate(product, moment.today); date <= last; date = plusDays(date, 1)) {
    (dateRefusal(product, date, moment) === null ? dates : closedDates).push(date);
  }
  return { dates, closedDates };
};
