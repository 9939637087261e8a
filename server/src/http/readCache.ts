import { createHash } from "node:crypto";
import type { OrderCatalogue } from "../sales/orderCatalogue.js";
import type { KeptReads } from "./keptReads.js";
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
  /**
   * The order catalogue (products, ticket types, tax rate) of a tenant's products, which every
   * price and hold reads: only a write to those tables drops it, never a hold or a sale.
   */
  readonly catalogue: KeptReads<OrderCatalogue>;
  stop(): Promise<void>;
}

export const READS_CHANGED_CHANNEL = "reads_changed";

/** The answers a process keeps at most: the product lists, dates and discounts of a season. */
const MAX_ENTRIES = 2_000;
/** The tables the order catalogue is read from, as their writes' news names them. */
const CATALOGUE_TABLES: ReadonlySet<string> = new Set(["products", "discounts", "tenant_settings"]);
const RELISTEN_AFTER_MS = 1_000;

export const cachedAnswer = (body: string, validUntilMs: number): CachedAnswer => ({
  body,
  etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
  validUntilMs,
});

interface Entries<V> {
  readonly answers: Map<string, V>;
  generation: number;
}

const entriesOf = <V>(): Entries<V> => ({ answers: new Map(), generation: 0 });

const dropAll = (entries: Entries<unknown>) => {
  entries.generation += 1;
  entries.answers.clear();
};

/** Only while the database's news reaches this process (`hearing`) is anything kept. */
const keptOver = <V>(entries: Entries<V>, hearing: () => boolean): KeptReads<V> => ({
  get: (key) => (hearing() ? entries.answers.get(key) : undefined),
  generation: () => entries.generation,
  keep: (key, value, readAtGeneration) => {
    if (!hearing() || readAtGeneration !== entries.generation) return;
    if (entries.answers.size >= MAX_ENTRIES) entries.answers.clear();
    entries.answers.set(key, value);
  },
});

interface Compartments {
  readonly answers: Entries<CachedAnswer>;
  readonly catalogue: Entries<OrderCatalogue>;
  hearing: boolean;
}

const cacheOver = (kept: Compartments, stop: () => Promise<void>): ReadCache => {
  const hearing = () => kept.hearing;
  const answers = keptOver(kept.answers, hearing);
  return {
    get: (key, nowMs) => {
      const answer = answers.get(key);
      return answer !== undefined && nowMs < answer.validUntilMs ? answer : undefined;
    },
    generation: answers.generation,
    keep: answers.keep,
    invalidate: () => {
      dropAll(kept.answers);
    },
    catalogue: keptOver(kept.catalogue, hearing),
    stop,
  };
};

/**
 * A cache that hears the database's news of writes. When the line is cut it keeps nothing
 * (every read goes to the database) until it hears again.
 */
export const startReadCache = async (
  storage: Storage,
  warn: (message: string) => void,
): Promise<ReadCache> => {
  const kept: Compartments = { answers: entriesOf(), catalogue: entriesOf(), hearing: false };
  let unlisten: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const drop = () => {
    dropAll(kept.answers);
    dropAll(kept.catalogue);
  };
  // The news names the table written: a hold changes what is free, not the catalogue.
  const heard = (table: string) => {
    dropAll(kept.answers);
    if (CATALOGUE_TABLES.has(table)) dropAll(kept.catalogue);
  };
  const listen = async (): Promise<void> => {
    try {
      unlisten = await storage.listen(READS_CHANGED_CHANNEL, {
        onNotify: heard,
        onLost: (error) => {
          kept.hearing = false;
          drop();
          warn(`read cache off until the database is heard again: ${error.message}`);
          void unlisten?.().catch(() => undefined);
          scheduleRetry();
        },
      });
      // Writes committed before LISTEN took effect were not heard: start from nothing.
      drop();
      kept.hearing = !stopped;
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
  return cacheOver(kept, async () => {
    stopped = true;
    kept.hearing = false;
    clearTimeout(retry);
    await unlisten?.();
  });
};
