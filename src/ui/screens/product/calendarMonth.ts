import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  parseISO,
  startOfWeek,
} from "date-fns";
import { calendarDay } from "../../../domain/formats.js";
import type { Locale } from "../../../domain/locale.js";
import type { LocaleFormats } from "../../../domain/localeFormats.js";
import type { SaleDates } from "../../../domain/ticketingState.js";

/*
 * The calendar's arithmetic on "yyyy-MM-dd" days: how a month lays out in weeks, and where
 * each key moves the focus (the WAI-ARIA date-grid pattern).
 */

/**
 * The month a day belongs to, as its first day: read from the text, as the calendar asks it
 * of every day on sale each time the guest picks one.
 */
export const monthOf = (date: string): string => `${date.slice(0, 7)}-01`;

export const monthTitle = (month: string, formats: Pick<LocaleFormats, "monthAndYear">): string =>
  formats.monthAndYear(parseISO(month));

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

type Weeks = readonly (readonly (string | null)[])[];

// A month's layout never changes: laid out once, as the grid is drawn again on every tap.
const madeWeeks = new Map<string, Weeks>();

const layOutWeeks = (month: string): Weeks => {
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

/**
 * Sunday-first weeks; days of the neighbouring months are null (left blank). Always six weeks,
 * so the calendar keeps its height from month to month and nothing below it moves.
 */
export const weeksOf = (month: string): Weeks => {
  const made = madeWeeks.get(month) ?? layOutWeeks(month);
  madeWeeks.set(month, made);
  return made;
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

/** A weekday's column header, and its full name, which screen readers say for it. */
export type Weekday = readonly [short: string, long: string];

const ENGLISH_WEEKDAYS: readonly Weekday[] = [
  ["Su", "Sunday"],
  ["Mo", "Monday"],
  ["Tu", "Tuesday"],
  ["We", "Wednesday"],
  ["Th", "Thursday"],
  ["Fr", "Friday"],
  ["Sa", "Saturday"],
];

// 1 January 2023 was a Sunday: its week, read in UTC, names the weekdays in the grid's order.
const SUNDAY_FIRST_WEEK = Array.from(
  { length: 7 },
  (_, day) => new Date(Date.UTC(2023, 0, 1 + day)),
);

const weekdaysInLocale = (locale: Locale): readonly Weekday[] => {
  const short = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return SUNDAY_FIRST_WEEK.map((date) => [short.format(date), long.format(date)]);
};

const madeWeekdays = new Map<Locale, readonly Weekday[]>([["en", ENGLISH_WEEKDAYS]]);

/**
 * The grid's weekdays, Sunday first, in the guest's language: English keeps its two-letter
 * headers; another language takes the platform's short names. Made once per language, as a
 * month is drawn again on every move of the focus.
 */
export const weekdaysIn = (locale: Locale): readonly Weekday[] => {
  const weekdays = madeWeekdays.get(locale) ?? weekdaysInLocale(locale);
  madeWeekdays.set(locale, weekdays);
  return weekdays;
};
