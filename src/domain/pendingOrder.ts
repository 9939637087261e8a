import { parseApiDate } from "./apiDate.js";
import type { PricedCart } from "./cart.js";

/**
 * A reservation that holds capacity until `reservationExpirationDateTime` (an ISO 8601
 * instant with its offset, so the hold ends at the same moment wherever the guest is).
 */
export interface PendingOrder {
  readonly orderId: number;
  readonly reservationExpirationDateTime: string;
  /** The lines and totals the order was created at; a zero total is confirmed without payment. */
  readonly priced: PricedCart;
}

const expiryOf = (order: PendingOrder): number =>
  parseApiDate(order.reservationExpirationDateTime).getTime();

export const isReservationLive = (order: PendingOrder, now: Date): boolean =>
  now.getTime() < expiryOf(order);

/** A pending order is reused until its reservation expires, then a new one is made (spec §4). */
export const reusablePendingOrder = (
  current: PendingOrder | null,
  now: Date,
): PendingOrder | null => (current !== null && isReservationLive(current, now) ? current : null);

/** Whole seconds left on the hold, never negative. */
export const remainingHoldSeconds = (order: PendingOrder, now: Date): number =>
  Math.max(0, Math.trunc((expiryOf(order) - now.getTime()) / 1000));

/** "Need more time?" answered: the hold's new end, and how many more times it may be extended. */
export interface HoldExtension {
  readonly reservationExpirationDateTime: string;
  readonly extensionsLeft: number;
}

/**
 * The whole minutes an extension added, from the hold's end before and after it: a hold starts
 * again in full from when the guest asks, so asking with a minute left adds nine of ten.
 */
export const addedHoldMinutes = (before: PendingOrder, after: PendingOrder): number =>
  Math.max(0, Math.round((expiryOf(after) - expiryOf(before)) / 60_000));
