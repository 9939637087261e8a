/** The current time: a port, so reservation expiry and countdowns are testable. */
export interface Clock {
  now(): Date;
}
