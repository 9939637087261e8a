/** The server's notion of now: a port, so tests can move time past a reservation's expiry. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
