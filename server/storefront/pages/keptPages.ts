/** How many drawn pages a process keeps, how many bytes they take, and for how long. */
export interface KeptPagesLimits {
  readonly maxPages: number;
  readonly maxBytes: number;
  /**
   * How long a page is sent as drawn. Its key holds all it is drawn from but the time: a first
   * screen cut short by its render's limit (firstScreen.tsx, a loaded moment) is drawn again.
   */
  readonly maxAgeMs: number;
  /** How many pages asked for once are remembered, so a second asking keeps its page. */
  readonly maxSeenOnce: number;
}

/** Each brand's pages in each language and a few hundred products: some 10 MB at most. */
export const KEPT_PAGES_LIMITS: KeptPagesLimits = {
  maxPages: 1_000,
  maxBytes: 32 * 1024 * 1024,
  maxAgeMs: 60_000,
  maxSeenOnce: 10_000,
};

/** Drawn pages by key (pageKey.ts), least recently sent first, to go first. */
export interface KeptPages<Page> {
  get(key: string, nowMs: number): Page | undefined;
  /** A page just drawn, kept when its key is asked for the second time since it was not kept. */
  offer(key: string, page: Page, bytes: number, nowMs: number): void;
}

interface Kept<Page> {
  readonly page: Page;
  readonly bytes: number;
  readonly keptAtMs: number;
}

/** Adds `key`, forgetting the oldest when full: a Set iterates in the order of adding. */
const remember = (seen: Set<string>, key: string, max: number) => {
  seen.add(key);
  if (seen.size <= max) return;
  const oldest = seen.values().next();
  if (oldest.done !== true) seen.delete(oldest.value);
};

/**
 * The drawn pages a process keeps (a Map in the order of their last use). A page's address is
 * the guest's to write (`/?a=1`, `/?a=2`, … are all drawn): one asked for once is not kept, only
 * remembered, so a run of one-off addresses pushes no page out, only other one-off addresses.
 * Addresses asked twice each could, but each miss is drawn past the page admission like any
 * page without a keep: such a run costs the server what it did before pages were kept.
 */
export const keptPages = <Page>(limits: KeptPagesLimits = KEPT_PAGES_LIMITS): KeptPages<Page> => {
  const pages = new Map<string, Kept<Page>>();
  const seenOnce = new Set<string>();
  let bytes = 0;
  const take = (key: string) => {
    const kept = pages.get(key);
    if (kept === undefined) return undefined;
    pages.delete(key);
    bytes -= kept.bytes;
    return kept;
  };
  const put = (key: string, kept: Kept<Page>) => {
    pages.set(key, kept);
    bytes += kept.bytes;
    for (const oldest of pages.keys()) {
      if (pages.size <= limits.maxPages && bytes <= limits.maxBytes) break;
      take(oldest);
    }
  };
  return {
    get: (key, nowMs) => {
      const kept = take(key);
      if (kept === undefined) return undefined;
      if (nowMs - kept.keptAtMs >= limits.maxAgeMs) {
        // Asked for more than once already: drawn again, it is kept again at once.
        remember(seenOnce, key, limits.maxSeenOnce);
        return undefined;
      }
      put(key, kept);
      return kept.page;
    },
    offer: (key, page, pageBytes, nowMs) => {
      if (!seenOnce.delete(key)) {
        remember(seenOnce, key, limits.maxSeenOnce);
        return;
      }
      take(key);
      put(key, { page, bytes: pageBytes, keptAtMs: nowMs });
    },
  };
};
