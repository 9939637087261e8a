import { parseApiDate } from "./apiDate.js";
import type { Inventory } from "./ticketingState.js";

/** Shown when there is no active inventory (spec §2). */
export const NO_ACTIVE_TIME = "--:--";

/*
 * The spec's en-US formats, written out rather than made by the platform: the first date or
 * number format a page makes loads ICU's data, 35 to 110 ms in Chromium (four times that on a
 * phone), which an English page then never pays. Their test holds each to the platform's en-US
 * format (test/domain/formatsWithoutPlatformData.test.ts). Newer ICU puts a narrow no-break space before AM/PM:
 * the storefront shows a plain space everywhere, as here.
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
] as const;
const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/** yyyy-MM-dd */
export const calendarDay = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** MMMM yyyy: "November 2026" */
export const monthAndYear = (date: Date): string =>
  `${MONTHS[date.getMonth()] ?? ""} ${String(date.getFullYear())}`;

/** h:mm a: "9:05 AM", "12:30 PM" */
const clockTime = (date: Date): string => {
  const hours = date.getHours();
  return `${String(hours % 12 || 12)}:${pad(date.getMinutes())} ${hours < 12 ? "AM" : "PM"}`;
};

/** M/d/yyyy */
const shortDate = (date: Date): string =>
  `${String(date.getMonth() + 1)}/${String(date.getDate())}/${String(date.getFullYear())}`;

/** MM/dd/yyyy */
const paddedDate = (date: Date): string =>
  `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${String(date.getFullYear())}`;

/** MM/dd/yyyy h:mm a */
const orderDate = (date: Date): string => `${paddedDate(date)} ${clockTime(date)}`;

/** EEEE, MMMM d, yyyy */
const fullDate = (date: Date): string =>
  `${WEEKDAYS[date.getDay()] ?? ""}, ${MONTHS[date.getMonth()] ?? ""} ${String(date.getDate())}, ${String(date.getFullYear())}`;

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
