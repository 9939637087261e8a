import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import pg from "pg";
import { buildApp, type AppOptions } from "../server/app.js";
import { systemClock } from "../server/api/core/clock.js";
import { migrate } from "../server/api/storage/migrate.js";
import { openPgliteThread } from "../server/api/storage/pgliteThread.js";
import { openPostgres } from "../server/api/storage/postgres.js";
import { seedIfEmpty } from "../server/api/storage/seed/seed.js";
import type { Storage } from "../server/api/storage/storage.js";

/*
 * The databases the benches run the API on: PGlite in a fresh temporary DATA_DIR (on disk, as
 * in production), and, when DATABASE_URL is set, a fresh database of its own on that server.
 */

// The servers log every request as they do in production, into a sink: the cost of logging
// is part of each figure, the terminal stays readable.
export const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

export interface OpenedStorage {
  readonly storage: Storage;
  readonly dispose: () => Promise<void>;
}

export const pgliteInTempDir = async (): Promise<OpenedStorage> => {
  const dataDir = await mkdtemp(join(tmpdir(), "storefront-bench-"));
  const storage = await openPgliteThread({ dataDir });
  return {
    storage,
    dispose: async () => {
      await storage.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

const adminQuery = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
};

/** A fresh database of its own on the server `url` names: its URL, and how to drop it. */
export const freshDatabase = async (url: string) => {
  const name = `storefront_bench_${String(Date.now())}`;
  await adminQuery(url, `create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
};

/** A database of its own on the server DATABASE_URL names, dropped afterwards. */
export const postgresDatabase = async (url: string): Promise<OpenedStorage> => {
  const database = await freshDatabase(url);
  const storage = await openPostgres(database.url);
  return {
    storage,
    dispose: async () => {
      await storage.close();
      await database.drop();
    },
  };
};

/** PGlite always; PostgreSQL too when DATABASE_URL names a server. */
export const benchStorages = (): (() => Promise<OpenedStorage>)[] => {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl === undefined || databaseUrl === ""
    ? [pgliteInTempDir]
    : [pgliteInTempDir, () => postgresDatabase(databaseUrl)];
};

/**
 * The API as `npm start` builds it, on a migrated and seeded storage, logging into a sink. Every
 * bench guest comes from 127.0.0.1: the hold limits are ones no bench reaches.
 */
export const benchApp = async (storage: Storage, options: Partial<AppOptions> = {}) => {
  await migrate(storage);
  await seedIfEmpty(storage, systemClock.now());
  return buildApp({
    storage,
    clock: systemClock,
    log: { level: "info", stream: discard() },
    holdLimits: { holds: 2 ** 31 - 1, seats: 2 ** 31 - 1 },
    ...options,
  });
};
