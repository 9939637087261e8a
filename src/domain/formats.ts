import { format, isValid, parseISO } from "date-fns";
import type { Inventory } from "./ticketing.js";

/*
 * Dates from the API are the venue's wall-clock times. Parsing an offset-free ISO string and
 * formatting it in the same runtime zone gives back the same wall clock, whatever the zone.
 */

/** Shown when there is no active inventory (spec §2). */
export const NO_ACTIVE_TIME = "--:--";

const ORDER_DATE = "MM/dd/yyyy h:mm a";
const SLOT_DATE = "M/d/yyyy";
const SLOT_TIME = "h:mm a";

const formatIfValid = (iso: string, pattern: string): string => {
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern) : "";
};

/** Order and visit dates on the cancellation screen: MM/dd/yyyy h:mm a (spec §2). */
export const formatOrderDate = (iso: string): string => formatIfValid(iso, ORDER_DATE);

/** "10:00 AM to 10:30 AM": how a slot is named on the entry-time step. */
export const formatSlotTimes = (slot: Pick<Inventory, "startTime" | "endTime">): string =>
  `${formatIfValid(slot.startTime, SLOT_TIME)} to ${formatIfValid(slot.endTime, SLOT_TIME)}`;

/** "11/22/2026 10:00 AM to 10:30 AM": month/day/year hour:minute to hour:minute (spec §9). */
export const formatInventorySlot = (slot: Pick<Inventory, "startTime" | "endTime">): string =>
  `${formatIfValid(slot.startTime, SLOT_DATE)} ${formatSlotTimes(slot)}`;

/** The time display of the product page: the active slot, or --:-- when none is active. */
export const activeTimeDisplay = (
  active: Pick<Inventory, "startTime" | "endTime"> | null,
): string => (active === null ? NO_ACTIVE_TIME : formatSlotTimes(active));

/** "Sunday, November 22, 2026": the accessible name of a calendar day. */
export const formatFullDate = (isoDate: string): string =>
  formatIfValid(isoDate, "EEEE, MMMM d, yyyy");
