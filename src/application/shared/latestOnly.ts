import * as O from "fp-ts/lib/Option.js";

/**
 * Several requests for the same thing may be on their way at once (a guest clicking through
 * dates); only the newest one's answer may be applied, so a slow answer never overwrites a
 * newer choice.
 */
export interface LatestOnly {
  /** Runs `request`; its answer comes back as None when a newer request started meanwhile. */
  readonly run: <A>(request: () => Promise<A>) => Promise<O.Option<A>>;
  /** Makes every request on its way stale, for a change that needs no request of its own. */
  readonly supersede: () => void;
}

export const latestOnly = (): LatestOnly => {
  let latest = 0;
  return {
    run: async (request) => {
      const mine = ++latest;
      const answer = await request();
      return mine === latest ? O.some(answer) : O.none;
    },
    supersede: () => {
      latest++;
    },
  };
};
