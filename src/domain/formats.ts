import { parseApiDate } from "./apiDate.js";
import type { Inventory } from "./ticketingState.js";

/** Shown when there is no active inventory (spec §2). */
export const NO_ACTIVE_TIME = "--:--";

/** Each date format below, as made on demand: what `prepareDateFormats` makes ahead. */
const dateFormats: (() => Intl.DateTimeFormat)[] = [];

/*
 * The platform's en-US formats, spelled out so that no runtime locale changes them. Newer ICU
 * puts a narrow no-break space before AM/PM: the storefront shows a plain space everywhere.
 * Each is made on its first use (or by `prepareDateFormats`), not when the module loads: the
 * first format a page makes loads the platform's locale data, about 25 ms on a desktop and four
 * times that on a phone, the others a few milliseconds each, which would otherwise all fall in
 * the one task that evaluates the storefront's script.
 */
const enUs = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  const made = () => (format ??= new Intl.DateTimeFormat("en-US", options));
  dateFormats.push(made);
  return (date: Date): string => made().format(date).replace(/\s/g, " ");
};

/** Makes every date format ahead of its first use: a page does it in a task of its own. */
export const prepareDateFormats = (): void => {
  for (const made of dateFormats) made();
};

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/** yyyy-MM-dd */
export const calendarDay = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** MMMM yyyy: "November 2026" */
export const monthAndYear = enUs({ month: "long", year: "numeric" });

/** h:mm a: "9:05 AM", "12:30 PM" */
const clockTime = enUs({ hour: "numeric", minute: "2-digit", hour12: true });

/** M/d/yyyy */
// Stryker disable next-line ObjectLiteral: without options en-US formats a date as M/d/yyyy already; they are spelled out to say so
const shortDate = enUs({ month: "numeric", day: "numeric", year: "numeric" });

/** MM/dd/yyyy */
const paddedDate = enUs({ month: "2-digit", day: "2-digit", year: "numeric" });

/** MM/dd/yyyy h:mm a */
const orderDate = (date: Date): string => `${paddedDate(date)} ${clockTime(date)}`;

/** EEEE, MMMM d, yyyy */
const fullDate = enUs({ weekday: "long", month: "long", day: "numeric", year: "numeric" });

const formatIfValid = (iso: string, show: (date: Date) => string): string => {
  const date = parseApiDate(iso);
  return Number.isNaN(date.getTime()) ? "" : show(date);
};

/** Order and visit dates on the cancellation screen: MM/dd/yyyy h:mm a (spec §2). */
export const formatOrderDate = (iso: string): string => formatIfValid(iso, orderDate);

/** "10:00 AM to 10:30 AM": how a slot is named on the entry-time step. */
export const formatSlotTimes = (slot: Pick<Inventory, "startTime" | "endTime">): string =>
  `${formatIfValid(slot.startTime, clockTime)} to ${formatIfValid(slot.endTime, clockTime)}`;

/** "11/22/2026 10:00 AM to 10:30 AM": month/day/year hour:minute to hour:minute (spec §9). */
export const formatInventorySlot = (slot: Pick<Inventory, "startTime" | "endTime">): string =>
  `${formatIfValid(slot.startTime, shortDate)} ${formatSlotTimes(slot)}`;

/** The time display of the product page: the active slot, or --:-- when none is active. */
export const activeTimeDisplay = (
  active: Pick<Inventory, "startTime" | "endTime"> | null,
): string => (active === null ? NO_ACTIVE_TIME : formatSlotTimes(active));

/** "Sunday, November 22, 2026": the accessible name of a calendar day. */
export const formatFullDate = (isoDate: string): string => formatIfValid(isoDate, fullDate);
