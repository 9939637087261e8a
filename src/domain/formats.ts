import { isValid, parseISO } from "date-fns";
import type { Inventory } from "./ticketing.js";

/*
 * Dates from the API are the venue's wall-clock times. Parsing an offset-free ISO string and
 * formatting it in the same runtime zone gives back the same wall clock, whatever the zone.
 */

/** Shown when there is no active inventory (spec §2). */
export const NO_ACTIVE_TIME = "--:--";

/*
 * The few patterns the storefront shows are written out by hand: date-fns's `format` brings its
 * whole token parser and the en-US locale (about 5 KB gzipped) into the page's entry bundle.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/** yyyy-MM-dd */
export const calendarDay = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** MMMM yyyy: "November 2026" */
export const monthAndYear = (date: Date): string =>
  `${MONTHS[date.getMonth()]} ${pad(date.getFullYear(), 4)}`;

/** h:mm a: "9:05 AM", "12:30 PM" */
const clockTime = (date: Date): string =>
  `${date.getHours() % 12 || 12}:${pad(date.getMinutes())} ${date.getHours() < 12 ? "AM" : "PM"}`;

/** M/d/yyyy */
const shortDate = (date: Date): string =>
  `${date.getMonth() + 1}/${date.getDate()}/${pad(date.getFullYear(), 4)}`;

/** MM/dd/yyyy h:mm a */
const orderDate = (date: Date): string =>
  `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear(), 4)} ${clockTime(date)}`;

/** EEEE, MMMM d, yyyy */
const fullDate = (date: Date): string =>
  `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}, ${pad(date.getFullYear(), 4)}`;

const formatIfValid = (iso: string, show: (date: Date) => string): string => {
  const date = parseISO(iso);
  return isValid(date) ? show(date) : "";
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
