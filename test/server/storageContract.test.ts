import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queryable, Storage } from "../../server/api/storage/storage.js";
import { openTestPgliteThread } from "../support/pglite.js";
import { freshStorage, storageKinds } from "./harness.js";

/*
 * What the server relies on from either storage adapter: transactions that commit, roll back
 * on a throw or a refusal and never interleave, NOTIFY heard once committed, PostgreSQL's error
 * fields on a failed statement, and the column types read as storage.ts says. PGlite runs on
 * the test's thread in most suites and on a thread of its own in the server (pgliteThread.ts):
 * both hold to it.
 */

const PGLITE_THREAD = "pglite on a thread of its own";
const contractKinds = [...storageKinds(), PGLITE_THREAD] as const;

const freshContractStorage = async (kind: (typeof contractKinds)[number]) => {
  if (kind !== PGLITE_THREAD) return freshStorage(kind);
  const storage = await openTestPgliteThread();
  return { storage, close: () => storage.close() };
};

const countOf = async (db: Queryable) =>
  (await db.query<{ n: number }>("select count(*) as n from notes"))[0]?.n;

describe.each(contractKinds)("the Storage port, on %s", (kind) => {
  const onePglite = kind !== "postgres";
  let storage: Storage;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, close } = await freshContractStorage(kind));
    await storage.exec(`
      create table notes (id int primary key, body text not null);
      create function refuse() returns void language plpgsql as $$
      begin
        raise exception 'hold refused' using errcode = 'U0409', detail = 'no places left';
      end;
      $$;`);
  });
  afterAll(() => close());

  it("a transaction that resolves is committed, and answers what its work returned", async () => {
    const answer = await storage.transaction(async (tx) => {
      await tx.query("insert into notes values ($1, $2)", [1, "kept"]);
      return "done";
    });
    expect(answer).toBe("done");
    expect(await countOf(storage)).toBe(1);
  });

  it("a transaction whose work throws is rolled back, and the error reaches the caller", async () => {
    const failing = storage.transaction(async (tx) => {
      await tx.query("insert into notes values ($1, $2)", [2, "dropped"]);
      throw new Error("changed its mind");
    });
    await expect(failing).rejects.toThrow("changed its mind");
    expect(await countOf(storage)).toBe(1);
  });

  it("a transaction whose result `keeps` refuses is rolled back, and still answers it", async () => {
    const answer = await storage.transaction(
      async (tx) => {
        await tx.query("insert into notes values ($1, $2)", [3, "refused"]);
        return { refused: true };
      },
      (result) => !result.refused,
    );
    expect(answer).toEqual({ refused: true });
    expect(await countOf(storage)).toBe(1);
  });

  // PostgreSQL runs transactions side by side (holdLockWait.test.ts); PGlite one at a time.
  it.runIf(onePglite)(
    "one transaction at a time: the next one's queries, and any outside, wait for it to commit",
    async () => {
      const first = storage.transaction(async (tx) => {
        await tx.query("insert into notes values (10, 'first')");
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.query("insert into notes values (11, 'first')");
      });
      const firstRows = async (db: Queryable) =>
        (await db.query<{ n: number }>("select count(*) as n from notes where id in (10, 11)"))[0]
          ?.n;
      const seen = await Promise.all([first, storage.transaction(firstRows), firstRows(storage)]);
      expect(seen.slice(1)).toEqual([2, 2]);
      expect(await countOf(storage)).toBe(3);
    },
  );

  it("a unique violation carries its code, constraint and detail", async () => {
    await expect(storage.query("insert into notes values (1, 'again')")).rejects.toMatchObject({
      code: "23505",
      constraint: "notes_pkey",
      detail: "Key (id)=(1) already exists.",
    });
  });

  it("an exception raised with a code of its own carries that code and its detail", async () => {
    await expect(storage.transaction((tx) => tx.query("select refuse()"))).rejects.toMatchObject({
      message: "hold refused",
      code: "U0409",
      detail: "no places left",
    });
    expect(await countOf(storage)).toBe(onePglite ? 3 : 1);
  });

  it("a NOTIFY is heard once its transaction commits, and not at all when it rolls back", async () => {
    const heard: string[] = [];
    const stop = await storage.listen("contract_news", {
      onNotify: (payload) => heard.push(payload),
      onLost: (error) => {
        throw error;
      },
    });
    await storage
      .transaction(async (tx) => {
        await tx.query("select pg_notify('contract_news', 'rolled back')");
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await storage.transaction((tx) => tx.query("select pg_notify('contract_news', 'committed')"));
    await expect.poll(() => heard).toEqual(["committed"]);
    await stop();
  });

  // The read cache counts on it (readCache.ts): a write it made is heard once it is done.
  it.runIf(onePglite)("a commit's NOTIFY is heard by the time the commit resolves", async () => {
    const heard: string[] = [];
    const stop = await storage.listen("contract_own", {
      onNotify: (payload) => heard.push(payload),
      onLost: (error) => {
        throw error;
      },
    });
    await storage.transaction((tx) => tx.query("select pg_notify('contract_own', 'mine')"));
    expect(heard).toEqual(["mine"]);
    await stop();
  });

  it("reads dates and wall-clock times as ISO text and 64-bit integers as numbers", async () => {
    const [row] = await storage.query(
      "select date '2030-01-07' as day, timestamp '2030-01-07 10:00:00' as at, 9007199254740991::int8 as big",
    );
    expect(row).toEqual({ day: "2030-01-07", at: "2030-01-07T10:00:00", big: 9007199254740991 });
  });
});
