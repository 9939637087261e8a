import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { calendarDay, monthAndYear } from "../../../domain/formats.js";
import type { SaleDates } from "../../../domain/ticketingState.js";

/*
 * The calendar's arithmetic on "yyyy-MM-dd" days: how a month lays out in weeks, and where
 * each key moves the focus (the WAI-ARIA date-grid pattern).
 */

/** The month a day belongs to, as its first day. */
export const monthOf = (date: string): string => calendarDay(startOfMonth(parseISO(date)));

export const monthTitle = (month: string): string => monthAndYear(parseISO(month));

export const shiftMonth = (month: string, months: number): string =>
  calendarDay(addMonths(parseISO(month), months));

/**
 * The first and last months the calendar pages to: those of the sale window (days on sale, sold
 * out or closed) and of the day it opens on. A month beyond them holds nothing to choose or
 * explain. Months are "yyyy-MM-01", so their order as text is their order in time.
 */
export const monthRange = (
  start: string,
  sale: SaleDates,
): { readonly first: string; readonly last: string } => {
  const months = [...sale.dates, ...sale.soldOutDates, ...sale.closedDates].map(monthOf);
  return {
    first: months.reduce((first, month) => (month < first ? month : first), monthOf(start)),
    last: months.reduce((last, month) => (month > last ? month : last), monthOf(start)),
  };
};

/** The most weeks a month touches: every month is laid out in this many. */
export const WEEKS_PER_MONTH = 6;

/**
 * Sunday-first weeks; days of the neighbouring months are null (left blank). Always six weeks,
 * so the calendar keeps its height from month to month and nothing below it moves.
 */
export const weeksOf = (month: string): readonly (readonly (string | null)[])[] => {
  const first = parseISO(month);
  const days: (string | null)[] = eachDayOfInterval({
    start: startOfWeek(first),
    end: endOfWeek(endOfMonth(first)),
  }).map((date) => (monthOf(calendarDay(date)) === month ? calendarDay(date) : null));
  while (days.length < WEEKS_PER_MONTH * 7) days.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
};

const moves: Readonly<Record<string, (date: Date) => Date>> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  Home: (date) => startOfWeek(date),
  End: (date) => endOfWeek(date),
  PageUp: (date) => addMonths(date, -1),
  PageDown: (date) => addMonths(date, 1),
};

/** Where a key moves the focus from a day, or null for a key the grid does not use. */
export const dayAfterKey = (date: string, key: string): string | null => {
  const move = moves[key];
  return move === undefined ? null : calendarDay(move(parseISO(date)));
};

export const WEEKDAYS = [
  ["Su", "Sunday"],
  ["Mo", "Monday"],
  ["Tu", "Tuesday"],
  ["We", "Wednesday"],
  ["Th", "Thursday"],
  ["Fr", "Friday"],
  ["Sa", "Saturday"],
] as const;
