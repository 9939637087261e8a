import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/app.js";
import { migrate } from "../../server/api/storage/migrate.js";
import { seedIfEmpty } from "../../server/api/storage/seed/seed.js";
import type { Storage } from "../../server/api/storage/storage.js";
import { manualClock } from "../support/manualClock.js";
import { apiHeaders, freshStorage, MONDAY_10AM, storageKinds } from "./harness.js";
import { holdable } from "./holdableStorage.js";

/*
 * Requests that miss one cached answer at the same moment (a rush after a hold, a cold start)
 * are answered from one read of the database: one request at work, none refused busy. A
 * request that comes after a change reads for itself, as the read under way may have seen the
 * database before the change.
 */

const PRODUCT_LIST = "/api/web-sales/products-with-upgrades";
const DISCOUNTS = "/api/ticketing/Web/NonGroupSale/product/101/discounts";
/** The day after the test clock's Monday. */
const TUESDAY = "2030-01-08";
const RUSH = 20;

const sleep = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

describe.each(storageKinds())("on %s", (kind) => {
  let storage: Storage;
  let closeStorage: () => Promise<void>;
  let held: ReturnType<typeof holdable>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ storage, close: closeStorage } = await freshStorage(kind));
    await migrate(storage);
    await seedIfEmpty(storage, MONDAY_10AM);
    held = holdable(storage);
    app = await buildApp({
      storage: held.storage,
      clock: manualClock(MONDAY_10AM),
      guessLimit: null,
      maxInFlight: 1,
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    held.release();
    await app.close();
    await closeStorage();
  });

  const productList = () => app.inject({ url: PRODUCT_LIST, headers: apiHeaders("sn") });
  const discounts = () =>
    app.inject({ url: DISCOUNTS, query: { requestedDate: TUESDAY }, headers: apiHeaders("sn") });

  /** A change every process hears, made past the held storage. */
  const renameProduct = (name: string) =>
    storage.query(
      "update products set details = jsonb_set(details, '{name}', to_jsonb($1::text)) where product_id = 101",
      [name],
    );

  it("a rush of guests missing one answer is answered from one read: none is refused busy", async () => {
    held.hold();
    const rush = Array.from({ length: RUSH }, productList);
    await held.someoneWaits();
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.waitingNow()).toBe(1);
    held.release();
    const answers = await Promise.all(rush);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(RUSH).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it("a request after a change does not take the answer of a read begun before it", async () => {
    held.hold();
    const before = discounts();
    await held.someoneWaits();
    await renameProduct("General Admission, renamed");
    // The news reaches this process at once on PGlite, a moment after the commit on PostgreSQL:
    // until then a request may still join the read under way. After it, it reads for itself,
    // and with the one request at work allowed being that read, it is refused busy at once.
    await vi.waitFor(async () => {
      const after = discounts();
      const answered = await Promise.race([after, sleep(50).then(() => undefined)]);
      if (answered === undefined) throw new Error("joined the read under way");
      expect(answered.statusCode).toBe(503);
    });
    held.release();
    expect((await before).statusCode).toBe(200);
  });
});
