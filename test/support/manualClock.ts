import type { Clock } from "../../src/ports/clock.js";

/** A clock that only moves when told: reservation expiry and countdowns under test. */
export const manualClock = (
  start: Date,
): Clock & { advance: (ms: number) => void; set: (at: Date) => void } => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (at) => {
      now = at.getTime();
    },
  };
};
