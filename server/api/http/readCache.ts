import { createHash, randomUUID } from "node:crypto";
import type { OrderCatalogue } from "../sales/orderCatalogue.js";
import type { KeptReads } from "../core/keptReads.js";
import type { Storage } from "../storage/storage.js";

/** An answer as sent: its JSON, its ETag, and the instant after which it may be wrong. */
export interface CachedAnswer {
  readonly body: string;
  readonly etag: string;
  readonly validUntilMs: number;
}

/**
 * What a kept answer is made of besides the catalogue, which every answer reads (products,
 * ticket types, promotions, tenant settings): the places still free of one product (its slots,
 * holds and pending orders), for an answer that counts them (its dates). Only a change to what
 * an answer is made of drops it: a hold on one product leaves the product list, the discounts
 * and every other product's dates kept.
 */
export interface MadeOf {
  readonly placesOf?: number;
}

/**
 * Answers of reads that change rarely, kept in this process. The database tells every process
 * of each committed write and what it changed (migration 004's NOTIFY, naming the product since
 * migration 012); an answer that also depends on the time (a date going off sale, a hold
 * running out) carries its own end.
 */
export interface ReadCache {
  get(key: string, nowMs: number): CachedAnswer | undefined;
  /**
   * Taken before reading the database: `keep` refuses an answer read before a change. None
   * while the news cannot be heard: nothing read then is kept, nor shared (cachedRoute.ts).
   */
  generation(): number | undefined;
  keep(
    key: string,
    answer: CachedAnswer,
    madeOf: MadeOf,
    readAtGeneration: number | undefined,
  ): void;
  /**
   * Resolves once this process has heard the news of every write it committed before the
   * call, so that its next read answers them: a guest who has just held a date's last place is
   * never shown it free by the process that held it.
   */
  heardOwnWrites(): Promise<void>;
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
/**
 * The tables the order catalogue is read from, as their writes' news names them: its ticket
 * types' names in each language too (migration 014).
 */
const CATALOGUE_TABLES: ReadonlySet<string> = new Set([
  "products",
  "discounts",
  "tenant_settings",
  "discount_translations",
]);
/** The tables of what is free, whose news names the product (`holds:101`, migration 012). */
const PLACES_TABLES: ReadonlySet<string> = new Set(["slots", "holds", "pending_orders"]);
/** The news a process sends itself after its own writes (`heardOwnWrites`). */
const OWN_NEWS = "heard:";
const RELISTEN_AFTER_MS = 1_000;
/** Its own news not heard by then, a process drops its answers rather than keep the guest waiting. */
const OWN_NEWS_TIMEOUT_MS = 2_000;

export const cachedAnswer = (body: string, validUntilMs: number): CachedAnswer => ({
  body,
  etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
  validUntilMs,
});

/** The oldest kept entry goes to make room: one more answer never empties the others. */
const makeRoom = (entries: Map<string, unknown>, drop: (key: string) => void) => {
  if (entries.size < MAX_ENTRIES) return;
  const oldest = entries.keys().next();
  if (oldest.done !== true) drop(oldest.value);
};

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
    entries.answers.delete(key);
    makeRoom(entries.answers, (oldest) => {
      entries.answers.delete(oldest);
    });
    entries.answers.set(key, value);
  },
});

interface KeptAnswer {
  readonly answer: CachedAnswer;
  readonly placesOf: number | undefined;
}

/**
 * The kept answers, with the keys of those made of each product's places, and when each part
 * of what they are made of last changed, counted in the changes heard: an answer read before
 * that count is not kept.
 */
interface Answers {
  readonly byKey: Map<string, KeptAnswer>;
  readonly byProduct: Map<number, Set<string>>;
  changes: number;
  catalogueChangedAt: number;
  everyPlaceChangedAt: number;
  readonly placesChangedAt: Map<number, number>;
}

const answersOf = (): Answers => ({
  byKey: new Map(),
  byProduct: new Map(),
  changes: 0,
  catalogueChangedAt: 0,
  everyPlaceChangedAt: 0,
  placesChangedAt: new Map(),
});

const dropAnswer = (answers: Answers, key: string) => {
  const kept = answers.byKey.get(key);
  if (kept === undefined) return;
  answers.byKey.delete(key);
  if (kept.placesOf !== undefined) answers.byProduct.get(kept.placesOf)?.delete(key);
};

/** A change to the catalogue, or news that may have been missed: every answer goes. */
const catalogueChanged = (answers: Answers) => {
  answers.catalogueChangedAt = ++answers.changes;
  answers.byKey.clear();
  answers.byProduct.clear();
};

/** What is free changed, of one product or, unnamed, of every product. */
const placesChanged = (answers: Answers, product: number | undefined) => {
  const at = ++answers.changes;
  if (product === undefined) answers.everyPlaceChangedAt = at;
  else answers.placesChangedAt.set(product, at);
  const products = product === undefined ? [...answers.byProduct.keys()] : [product];
  for (const each of products) {
    for (const key of answers.byProduct.get(each) ?? []) answers.byKey.delete(key);
    answers.byProduct.delete(each);
  }
};

/** Whether something an answer read at `readAt` is made of has changed since. */
const changedSince = (answers: Answers, placesOf: number | undefined, readAt: number): boolean =>
  answers.catalogueChangedAt > readAt ||
  (placesOf !== undefined &&
    (answers.everyPlaceChangedAt > readAt ||
      (answers.placesChangedAt.get(placesOf) ?? 0) > readAt));

const keepAnswer = (answers: Answers, key: string, kept: KeptAnswer, readAt: number): void => {
  if (changedSince(answers, kept.placesOf, readAt)) return;
  dropAnswer(answers, key);
  makeRoom(answers.byKey, (oldest) => {
    dropAnswer(answers, oldest);
  });
  answers.byKey.set(key, kept);
  if (kept.placesOf === undefined) return;
  const keys = answers.byProduct.get(kept.placesOf) ?? new Set<string>();
  answers.byProduct.set(kept.placesOf, keys.add(key));
};

/** The product a news of what is free names (`holds:101`), or none: every product's. */
const productNamed = (news: string): number | undefined => {
  const product = Number(news.slice(news.indexOf(":") + 1));
  return news.includes(":") && Number.isSafeInteger(product) ? product : undefined;
};

interface Compartments {
  readonly answers: Answers;
  readonly catalogue: Entries<OrderCatalogue>;
  hearing: boolean;
}

const cacheOver = (
  kept: Compartments,
  heardOwnWrites: () => Promise<void>,
  stop: () => Promise<void>,
): ReadCache => {
  const hearing = () => kept.hearing;
  return {
    get: (key, nowMs) => {
      const answer = hearing() ? kept.answers.byKey.get(key)?.answer : undefined;
      return answer !== undefined && nowMs < answer.validUntilMs ? answer : undefined;
    },
    generation: () => (hearing() ? kept.answers.changes : undefined),
    keep: (key, answer, madeOf, readAtGeneration) => {
      if (!hearing() || readAtGeneration === undefined) return;
      keepAnswer(kept.answers, key, { answer, placesOf: madeOf.placesOf }, readAtGeneration);
    },
    heardOwnWrites,
    catalogue: keptOver(kept.catalogue, hearing),
    stop,
  };
};

/**
 * How a process hears its own writes: it sends itself news after them and waits to hear it.
 * Notifications reach a listener in the order their transactions committed, so its own news
 * comes after every write committed before it. Callers at the same moment share one.
 */
const ownNews = (storage: Storage, unheard: () => void) => {
  const self = randomUUID();
  const waiting = new Map<string, () => void>();
  let sent = 0;
  let next: Promise<void> | undefined;
  const sendAndHear = async () => {
    const news = `${OWN_NEWS}${self}:${String(++sent)}`;
    const heard = new Promise<boolean>((resolve) => {
      waiting.set(news, () => {
        resolve(true);
      });
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        resolve(false);
      }, OWN_NEWS_TIMEOUT_MS);
    });
    try {
      await storage.query("select pg_notify($1, $2)", [READS_CHANGED_CHANNEL, news]);
      if (!(await Promise.race([heard, late]))) unheard();
    } catch {
      unheard();
    } finally {
      clearTimeout(timer);
      waiting.delete(news);
    }
  };
  return {
    /** Whether `news` was this process's own, which it then has heard. */
    heard: (news: string): boolean => {
      if (!news.startsWith(OWN_NEWS)) return false;
      waiting.get(news)?.();
      return true;
    },
    /** The line is cut: nothing is kept, so nothing waits. */
    lost: () => {
      for (const done of waiting.values()) done();
    },
    wait: (): Promise<void> =>
      (next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        next = undefined;
        return sendAndHear();
      })),
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
  const kept: Compartments = { answers: answersOf(), catalogue: entriesOf(), hearing: false };
  let unlisten: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const drop = () => {
    catalogueChanged(kept.answers);
    dropAll(kept.catalogue);
  };
  const own = ownNews(storage, () => {
    catalogueChanged(kept.answers);
  });
  // The news names the table written, and for what is free, the product.
  const heard = (news: string) => {
    if (own.heard(news)) return;
    const table = news.split(":", 1)[0] ?? news;
    if (PLACES_TABLES.has(table)) {
      placesChanged(kept.answers, productNamed(news));
      return;
    }
    catalogueChanged(kept.answers);
    if (CATALOGUE_TABLES.has(table)) dropAll(kept.catalogue);
  };
  const listen = async (): Promise<void> => {
    try {
      unlisten = await storage.listen(READS_CHANGED_CHANNEL, {
        onNotify: heard,
        onLost: (error) => {
          kept.hearing = false;
          drop();
          own.lost();
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
  // PGlite lives in this process and hands a commit's news to its listeners before the commit
  // resolves: its writes are heard by the time they are done.
  const heardOwnWrites = () =>
    !kept.hearing || storage.kind === "pglite" ? Promise.resolve() : own.wait();
  return cacheOver(kept, heardOwnWrites, async () => {
    stopped = true;
    kept.hearing = false;
    own.lost();
    clearTimeout(retry);
    await unlisten?.();
  });
};
