/**
 * How much the fraud-beacon sink records: per client address and window, and in all. A hit
 * past either is answered as any other (the pixel) and not recorded: the storefront's beacon
 * never sees a refusal, and nobody's flood costs the sink more than the bound.
 */
export interface BeaconLimits {
  /** BEACON_HITS_PER_CLIENT: hits recorded per client address and window. */
  readonly hitsPerClient: number;
  /** BEACON_WINDOW_SECONDS, in milliseconds. */
  readonly windowMs: number;
  /** BEACON_MAX_HITS: hits kept in all; a new one takes the oldest one's place. */
  readonly maxHits: number;
}

// A guest's page sends one hit per screen it shows: a purchase is about ten, so sixty a minute
// is several guests behind one address. Ten thousand hits of at most 2.3 KB each are at most
// about 23 MB, kept for the sessions of the last few hours at a busy venue.
export const defaultBeaconLimits: BeaconLimits = {
  hitsPerClient: 60,
  windowMs: 60_000,
  maxHits: 10_000,
};

/**
 * The addresses counted in one window, at most: past them, a new address's hits are not
 * recorded until the window ends, so addresses without number cost no more memory than these.
 */
const MAX_CLIENTS = 10_000;

/**
 * Whether a client's next hit is recorded: each address's hits are counted in fixed windows,
 * in this process (with N processes an address may get N times the limit; the total is bounded
 * by `maxHits` in the database whatever N is).
 */
export const beaconAllowance = (limits: BeaconLimits) => {
  const counts = new Map<string, number>();
  let windowStartMs = Number.NEGATIVE_INFINITY;
  return (client: string, nowMs: number): boolean => {
    if (nowMs - windowStartMs >= limits.windowMs) {
      counts.clear();
      windowStartMs = nowMs;
    }
    const count = counts.get(client) ?? 0;
    if (count >= limits.hitsPerClient || (count === 0 && counts.size >= MAX_CLIENTS)) return false;
    counts.set(client, count + 1);
    return true;
  };
};
