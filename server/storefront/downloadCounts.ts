import type { DownloadLimits } from "../shared/documents/downloadLimits.js";

interface Window {
  readonly start: number;
  count: number;
}

/** Past this many counted keys, windows that have ended are let go before a new one is kept. */
const PRUNE_AT = 50_000;

/**
 * The downloads one order's documents and one client have had in the current window, kept in
 * this process: the storefront has no database. Each storefront process counts its own, so
 * behind N of them a client gets at most N times the limit; the API's guess throttle, asked
 * with every download, still counts wrong confirmation numbers in one place.
 */
export const downloadCounts = (limits: DownloadLimits) => {
  const windows = new Map<string, Window>();
  const current = (key: string, now: number): Window => {
    const window = windows.get(key);
    if (window !== undefined && now - window.start < limits.windowMs) return window;
    if (windows.size >= PRUNE_AT) {
      for (const [kept, { start }] of windows) {
        if (now - start >= limits.windowMs) windows.delete(kept);
      }
    }
    const fresh = { start: now, count: 0 };
    windows.set(key, fresh);
    return fresh;
  };
  return {
    /**
     * Counts a download about to be served and answers undefined, or, when its order or its
     * client has had its downloads for the window, how many milliseconds until it may.
     */
    count: (orderConfirmation: string, client: string, now: Date): number | undefined => {
      const at = now.getTime();
      const order = current(`order:${orderConfirmation}`, at);
      const byClient = current(`client:${client}`, at);
      const full = [
        ...(order.count >= limits.perOrder ? [order] : []),
        ...(byClient.count >= limits.perClient ? [byClient] : []),
      ];
      if (full.length > 0) {
        return Math.max(...full.map(({ start }) => start + limits.windowMs - at));
      }
      order.count += 1;
      byClient.count += 1;
      return undefined;
    },
  };
};
