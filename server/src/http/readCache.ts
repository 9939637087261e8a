import { createHash } from "node:crypto";
import type { Storage } from "../storage/storage.js";

/** An answer as sent: its JSON, its ETag, and the instant after which it may be wrong. */
export interface CachedAnswer {
  readonly body: string;
  readonly etag: string;
  readonly validUntilMs: number;
}

/**
 * Answers of reads that change rarely, kept in this process. The database tells every process
 * of each committed write to what they are made of (migration 004's NOTIFY); an answer that
 * also depends on the time (a date going off sale, a hold running out) carries its own end.
 */
export interface ReadCache {
  get(key: string, nowMs: number): CachedAnswer | undefined;
  /** Taken before reading the database: `keep` refuses an answer read before a change. */
  generation(): number;
  keep(key: string, answer: CachedAnswer, readAtGeneration: number): void;
  /** Drops every answer: a write committed, or the news of writes may have been missed. */
  invalidate(): void;
  stop(): Promise<void>;
}

export const READS_CHANGED_CHANNEL = "reads_changed";

/** The answers a process keeps at most: the product lists, dates and discounts of a season. */
const MAX_ENTRIES = 2_000;
const RELISTEN_AFTER_MS = 1_000;

export const cachedAnswer = (body: string, validUntilMs: number): CachedAnswer => ({
  body,
  etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
  validUntilMs,
});

interface Entries {
  readonly answers: Map<string, CachedAnswer>;
  generation: number;
  /** Only while the database's news reaches this process are answers kept. */
  hearing: boolean;
}

const cacheOver = (entries: Entries, stop: () => Promise<void>): ReadCache => ({
  get: (key, nowMs) => {
    if (!entries.hearing) return undefined;
    const answer = entries.answers.get(key);
    return answer !== undefined && nowMs < answer.validUntilMs ? answer : undefined;
  },
  generation: () => entries.generation,
  keep: (key, answer, readAtGeneration) => {
    if (!entries.hearing || readAtGeneration !== entries.generation) return;
    if (entries.answers.size >= MAX_ENTRIES) entries.answers.clear();
    entries.answers.set(key, answer);
  },
  invalidate: () => {
    entries.generation += 1;
    entries.answers.clear();
  },
  stop,
});

/**
 * A cache that hears the database's news of writes. When the line is cut it keeps nothing
 * (every read goes to the database) until it hears again.
 */
export const startReadCache = async (
  storage: Storage,
  warn: (message: string) => void,
): Promise<ReadCache> => {
  const entries: Entries = { answers: new Map(), generation: 0, hearing: false };
  let unlisten: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const drop = () => {
    entries.generation += 1;
    entries.answers.clear();
  };
  const listen = async (): Promise<void> => {
    try {
      unlisten = await storage.listen(READS_CHANGED_CHANNEL, {
        onNotify: drop,
        onLost: (error) => {
          entries.hearing = false;
          drop();
          warn(`read cache off until the database is heard again: ${error.message}`);
          void unlisten?.().catch(() => undefined);
          scheduleRetry();
        },
      });
      // Writes committed before LISTEN took effect were not heard: start from nothing.
      drop();
      entries.hearing = !stopped;
    } catch (error) {
      warn(`read cache off: ${error instanceof Error ? error.message : String(error)}`);
      scheduleRetry();
    }
  };
  const scheduleRetry = () => {
    if (stopped) return;
    retry = setTimeout(() => void listen(), RELISTEN_AFTER_MS);
    retry.unref();
  };
  await listen();
  return cacheOver(entries, async () => {
    stopped = true;
    entries.hearing = false;
    clearTimeout(retry);
    await unlisten?.();
  });
};
