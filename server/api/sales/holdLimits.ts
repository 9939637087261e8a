import { ApiCode } from "../../../src/domain/errors.js";
import type { Failure } from "../core/failure.js";

/**
 * How much one client address may hold at once in pending orders neither paid nor expired,
 * counted in the database (migration 011), so WORKERS and instances do not multiply it.
 */
export interface HoldLimits {
  /** HOLDS_PER_CLIENT: live pending orders. */
  readonly holds: number;
  /** HELD_SEATS_PER_CLIENT: the tickets they hold, all together. */
  readonly seats: number;
}

// A guest's cart has one live hold, of at most 10 tickets (the seeded per-order maximums); a
// group's order has at least 10 or 15 and no maximum but its entry time's capacity, 80 at the
// most. Ten carts behind one shared address, or two full group entry times, get through; one
// client holding a day's seats (1,200 of General Admission) does not.
export const defaultHoldLimits: HoldLimits = { holds: 10, seats: 200 };

/** Which limit a hold would have gone past. */
export type HoldLimit = "holds" | "seats";

const messages: Readonly<Record<HoldLimit, (limits: HoldLimits) => string>> = {
  holds: (limits) =>
    `Too many reservations are held from this address: at most ${String(limits.holds)} unpaid at once. Complete one, or try again once one has ended.`,
  seats: (limits) =>
    `Too many tickets are held from this address: at most ${String(limits.seats)} in unpaid reservations at once. Complete one, or try again once one has ended.`,
};

/**
 * The refusal of a hold past a limit: a 429 with its own Code, and, while another hold of the
 * address is live, a Retry-After for when the first of them ends.
 */
export const holdLimitReached = (
  limit: HoldLimit,
  limits: HoldLimits,
  wait: { readonly now: Date; readonly endsAtMs: number },
): Failure => {
  const seconds = Math.ceil((wait.endsAtMs - wait.now.getTime()) / 1000);
  return {
    status: 429,
    Code: ApiCode.TooManyHolds,
    message: messages[limit](limits),
    ...(seconds > 0 ? { retryAfterSeconds: seconds } : {}),
  };
};
