import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { buildApp, type MailOptions } from "../../server/app.js";
import type { GuessLimit } from "../../server/api/http/guessThrottle.js";
import type { DownloadLimits } from "../../server/shared/documents/downloadLimits.js";
import { defaultMailLimits, type MailLimits } from "../../server/api/sales/mailOutbox.js";
import type { HoldLimits } from "../../server/api/sales/holdLimits.js";
import { migrate } from "../../server/api/storage/migrate.js";
import { openTestPglite } from "../support/pglite.js";
import { openPostgres } from "../../server/api/storage/postgres.js";
import { seedIfEmpty } from "../../server/api/storage/seed/seed.js";
import type { Storage } from "../../server/api/storage/storage.js";
import type { BrandKey } from "../../src/domain/brand.js";
import { tenantOf, type SaleKind } from "../../src/domain/tenant.js";
import { appKeyFor } from "#contract/appKey.js";
import { runsInCi } from "../support/ci.js";
import { manualClock } from "../support/manualClock.js";

/*
 * A real server per test suite: Fastify with a migrated, seeded database of its own. Storage
 * suites run on PGlite always, and on PostgreSQL too when DATABASE_URL points at a server
 * (CI sets it; without it they say once that the PostgreSQL run was skipped).
 */

export type StorageKind = Storage["kind"];

/**
 * Monday 2030-01-07, 10:00 at the venue (Pacific time): every test server's clock starts here
 * unless told otherwise, so no test depends on the day or hour it happens to run.
 */
export const MONDAY_10AM = new Date("2030-01-07T18:00:00Z");

const postgresUrl = process.env.DATABASE_URL;

/** The storage kinds to run storage suites on; CI must never skip PostgreSQL. */
export const storageKinds = (): StorageKind[] => {
  if (postgresUrl !== undefined && postgresUrl !== "") return ["pglite", "postgres"];
  if (runsInCi()) {
    throw new Error("CI is set but DATABASE_URL is not: the PostgreSQL run must not be skipped.");
  }
  return ["pglite"];
};

export const postgresSkippedNote =
  "PostgreSQL run skipped: set DATABASE_URL=postgres://… to run the storage tests on PostgreSQL too.";

/** A fresh PostgreSQL database for one suite, dropped again by the returned cleanup. */
export const freshPostgres = async (): Promise<{
  storage: Storage;
  url: string;
  drop: () => Promise<void>;
}> => {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const name = `storefront_test_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl ?? "");
  url.pathname = `/${name}`;
  const storage = await openPostgres(url.toString());
  return {
    storage,
    url: url.toString(),
    drop: async () => {
      await storage.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

/** An empty database of the given kind, dropped again by `close`. */
export const freshStorage = async (
  kind: StorageKind,
): Promise<{ storage: Storage; close: () => Promise<void>; reopen: () => Promise<Storage> }> => {
  if (kind === "postgres") {
    const { storage, url, drop } = await freshPostgres();
    return { storage, close: drop, reopen: () => openPostgres(url) };
  }
  const storage = await openTestPglite();
  // PGlite lives in this process: another instance can only share it.
  return { storage, close: () => storage.close(), reopen: () => Promise.resolve(storage) };
};

/** Limits no suite about another rule reaches: the largest a PostgreSQL integer holds. */
const withoutHoldLimits: HoldLimits = { holds: 2 ** 31 - 1, seats: 2 ** 31 - 1 };

/** Mail limits no suite about another rule reaches, as it mails one address again and again. */
const withoutMailLimits: MailLimits = {
  ...defaultMailLimits,
  perRecipient: 2 ** 31 - 1,
  perClient: 2 ** 31 - 1,
};

export interface TestServer {
  readonly app: FastifyInstance;
  readonly storage: Storage;
  readonly clock: ReturnType<typeof manualClock>;
  /** Everything the server logged, one JSON line per entry. */
  readonly logLines: () => string[];
  readonly inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /**
   * A second server instance on the same database, as an operator runs several behind a load
   * balancer: its own app and, on PostgreSQL, its own connection pool. Closed with this one.
   */
  readonly anotherInstance: (options?: {
    mail?: MailOptions;
    guessLimit?: GuessLimit;
    holdLimits?: HoldLimits;
  }) => Promise<Pick<TestServer, "app" | "inject">>;
  readonly close: () => Promise<void>;
}

export const startTestServer = async (
  kind: StorageKind = "pglite",
  options: {
    start?: Date;
    guessLimit?: GuessLimit;
    trustedProxy?: string;
    publicUrl?: string;
    /** E-mail to guests; suites about other rules run with none (SMTP_URL=off). */
    mail?: MailOptions;
    /** A built storefront to serve, whose index.html every page is answered with. */
    staticDir?: string;
    /** The bound on requests at work (MAX_IN_FLIGHT); suites about other rules run with none. */
    maxInFlight?: number;
    /** HOLD_EXTENSIONS: how many times one hold may be extended; the server's default unless given. */
    holdExtensions?: number;
    /** DOCUMENT_DOWNLOADS_PER_ORDER and _PER_CLIENT; the server's defaults unless given. */
    downloadLimits?: DownloadLimits;
    /** What one client address may hold at once; suites about other rules hold without limit. */
    holdLimits?: HoldLimits;
    /** Mails per recipient and client; suites about other rules mail without limit. */
    mailLimits?: MailLimits;
    /** BARCODE_EXCHANGES: exchanges of one city-pass barcode; the server's default unless given. */
    barcodeExchanges?: number;
  } = {},
): Promise<TestServer> => {
  const { storage, close: closeStorage, reopen } = await freshStorage(kind);
  const clock = manualClock(options.start ?? MONDAY_10AM);
  await migrate(storage);
  await seedIfEmpty(storage, clock.now());
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString("utf8")
          .split("\n")
          .filter((line) => line !== ""),
      );
      done();
    },
  });
  // Suites about other rules make many refused look-ups, and hold many orders from one address,
  // on purpose: no throttle and no hold limit unless asked.
  const holdLimits = options.holdLimits ?? withoutHoldLimits;
  const app = await buildApp({
    storage,
    clock,
    log: { level: "info", stream },
    guessLimit: options.guessLimit ?? null,
    maxInFlight: options.maxInFlight ?? null,
    holdLimits,
    mailLimits: options.mailLimits ?? withoutMailLimits,
    ...(options.barcodeExchanges === undefined
      ? {}
      : { barcodeExchanges: options.barcodeExchanges }),
    ...(options.trustedProxy === undefined ? {} : { trustedProxy: options.trustedProxy }),
    ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
    ...(options.mail === undefined ? {} : { mail: options.mail }),
    ...(options.staticDir === undefined ? {} : { staticDir: options.staticDir }),
    ...(options.holdExtensions === undefined ? {} : { holdExtensions: options.holdExtensions }),
    ...(options.downloadLimits === undefined ? {} : { downloadLimits: options.downloadLimits }),
  });
  await app.ready();
  const others: (() => Promise<void>)[] = [];
  return {
    app,
    storage,
    clock,
    logLines: () => [...lines],
    inject: (injectOptions) => app.inject(injectOptions),
    anotherInstance: async (instanceOptions = {}) => {
      const shared = await reopen();
      const other = await buildApp({
        storage: shared,
        clock,
        maxInFlight: options.maxInFlight ?? null,
        holdLimits: instanceOptions.holdLimits ?? holdLimits,
        mailLimits: options.mailLimits ?? withoutMailLimits,
        ...(instanceOptions.guessLimit === undefined
          ? {}
          : { guessLimit: instanceOptions.guessLimit }),
        ...(instanceOptions.mail === undefined ? {} : { mail: instanceOptions.mail }),
      });
      await other.ready();
      others.push(async () => {
        await other.close();
        if (shared !== storage) await shared.close();
      });
      return { app: other, inject: (injectOptions) => other.inject(injectOptions) };
    },
    close: async () => {
      await Promise.all(others.map((closeOther) => closeOther()));
      await app.close();
      await closeStorage();
    },
  };
};

/**
 * The suite's server: started before its tests on `kind`'s storage, closed after them.
 * Returns a getter, as the server exists only once the suite has started.
 */
export const useTestServer = (
  kind: StorageKind,
  options?: Parameters<typeof startTestServer>[1],
): (() => TestServer) => {
  let server: TestServer | undefined;
  // A fresh migrated database takes a few seconds on a busy 2-core machine.
  beforeAll(async () => {
    server = await startTestServer(kind, options);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (server === undefined) {
      throw new Error(
        "The test server was asked for before its suite's beforeAll started it: use it in tests and hooks, not while the suite is collected.",
      );
    }
    return server;
  };
};

/** The headers a storefront request carries for a tenant (group-sale key when asked). */
export const apiHeaders = (client: BrandKey, saleKind: SaleKind = "general") => ({
  appkey: appKeyFor(tenantOf(client), saleKind),
});
