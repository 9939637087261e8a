/** Too many refused guesses from this address: the API asks to wait this long (a 429). */
export interface Throttled {
  readonly tag: "THROTTLED";
  readonly retryAfterSeconds: number;
}
