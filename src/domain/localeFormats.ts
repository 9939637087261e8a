import { parseApiDate } from "./apiDate.js";
import {
  activeTimeDisplay,
  formatFullDate,
  formatOrderDate,
  formatSlotTimes,
  monthAndYear,
  NO_ACTIVE_TIME,
} from "./formats.js";
import type { Locale } from "./locale.js";
import { formatUsd, type Cents } from "./money.js";
import type { Inventory } from "./ticketingState.js";

type Slot = Pick<Inventory, "startTime" | "endTime">;

/** Dates, times and prices as a guest reads them in their language. */
export interface LocaleFormats {
  /** A price in US dollars, which a guest abroad cannot take for their own currency. */
  readonly price: (cents: Cents) => string;
  /** "November 2026": a calendar's title. */
  readonly monthAndYear: (date: Date) => string;
  /** "Sunday, November 22, 2026": a visit day in words. */
  readonly fullDate: (isoDate: string) => string;
  /** An order's date and time. */
  readonly orderDate: (iso: string) => string;
  /** "10:00 AM to 10:30 AM": an entry time. */
  readonly slotTimes: (slot: Slot) => string;
  /** The product page's time: the active slot's, or --:-- when none is active. */
  readonly activeTime: (slot: Slot | null) => string;
}

/** English: the spec's own formats (formats.ts, money.ts), word for word. */
const english: LocaleFormats = {
  price: formatUsd,
  monthAndYear,
  fullDate: formatFullDate,
  orderDate: formatOrderDate,
  slotTimes: formatSlotTimes,
  activeTime: activeTimeDisplay,
};

const ifValid = (iso: string, show: (date: Date) => string): string => {
  const date = parseApiDate(iso);
  return Number.isNaN(date.getTime()) ? "" : show(date);
};

// ICU versions differ in which space they put between parts (a narrow no-break one before a
// day period, a no-break one before a currency code): the server's and the browser's must
// write a page alike, so every space is a plain one, as the English formats' are.
const plainSpaces = (text: string): string => text.replace(/\s/g, " ");

/** A format made on its first use: making one costs far more than formatting with it. */
const onFirstUse = <F>(make: () => F): (() => F) => {
  let made: F | undefined;
  return () => (made ??= make());
};

/**
 * How a language joins two times (the platform's `formatRange` is not written alike by every
 * engine, and a page drawn on the server must read as the browser draws it).
 */
const RANGE_SEPARATORS: Readonly<Record<Locale, string>> = {
  en: " to ",
  es: "–",
  fr: " – ",
  de: "–",
  ja: "～",
  ko: " ~ ",
  "zh-Hans": "–",
};

/**
 * Another language: the platform's own patterns for it (`Intl`), the venue's wall-clock times
 * as the API gives them. Prices name the currency by its code ("26,00 USD", "USD 26.00"): a
 * bare "$" reads as pesos in Mexico, and "US$" is not written alike everywhere.
 */
const inLocale = (locale: Locale): LocaleFormats => {
  const price = onFirstUse(
    () =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "USD",
        currencyDisplay: "code",
      }),
  );
  const month = onFirstUse(
    () => new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" }),
  );
  const day = onFirstUse(
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: "long",
        month: "long",
        day: "numeric",
        year: "numeric",
      }),
  );
  const moment = onFirstUse(
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: "medium",
        timeStyle: "short",
        hourCycle: "h23",
      }),
  );
  // A 24-hour clock, as timetables in these languages are written: a day period is where
  // engines' data differ most (Korean reads "AM" in one, "오전" in another).
  const time = onFirstUse(
    () => new Intl.DateTimeFormat(locale, { timeStyle: "short", hourCycle: "h23" }),
  );
  const slotTimes = (slot: Slot): string => {
    const [start, end] = [parseApiDate(slot.startTime), parseApiDate(slot.endTime)];
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return "";
    return plainSpaces(`${time().format(start)}${RANGE_SEPARATORS[locale]}${time().format(end)}`);
  };
  return {
    price: (cents) => plainSpaces(price().format(Math.round(cents) / 100)),
    monthAndYear: (date) => plainSpaces(month().format(date)),
    fullDate: (isoDate) => ifValid(isoDate, (date) => plainSpaces(day().format(date))),
    orderDate: (iso) => ifValid(iso, (date) => plainSpaces(moment().format(date))),
    slotTimes,
    activeTime: (slot) => (slot === null ? NO_ACTIVE_TIME : slotTimes(slot)),
  };
};

const made = new Map<Locale, LocaleFormats>([["en", english]]);

/** The formats of a language, made once per page and kept. */
export const formatsIn = (locale: Locale): LocaleFormats => {
  const formats = made.get(locale) ?? inLocale(locale);
  made.set(locale, formats);
  return formats;
};
