import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.js";
import type { BeaconLimits } from "../../server/api/routes/beaconLimits.js";
import { openTestPglite } from "../support/pglite.js";
import type { Storage } from "../../server/api/storage/storage.js";
import { manualClock } from "../support/manualClock.js";
import { freshStorage, MONDAY_10AM, storageKinds } from "./harness.js";
import { migratedUpTo } from "./migrationSteps.js";
import { migrate } from "../../server/api/storage/migrate.js";

/*
 * The fraud-beacon sink records a bounded number of hits: so many per client address and
 * window, so many in all, the newest. A hit past a bound is answered like any other (the
 * pixel): the storefront's beacon never sees a refusal, and a flood costs the sink no more
 * than the bound.
 */

const LIMITS: BeaconLimits = { hitsPerClient: 5, windowMs: 60_000, maxHits: 12 };

const beacon = (app: FastifyInstance, path: string, remoteAddress = "203.0.113.7") =>
  app.inject({
    url: `/api/fraud-beacon?shop=sn-web-store&sid=s-flood&path=${encodeURIComponent(path)}`,
    remoteAddress,
  });

const keptPaths = async (storage: Storage) =>
  (await storage.query<{ path: string }>("select path from beacon_hits order by hit_id")).map(
    (hit) => hit.path,
  );

describe.each(storageKinds())("on %s", (kind) => {
  let storage: Storage;
  let closeStorage: () => Promise<void>;
  const clock = manualClock(MONDAY_10AM);
  const apps: FastifyInstance[] = [];

  const sink = async (limits: BeaconLimits) => {
    const app = await buildApp({ storage, clock, guessLimit: null, beaconLimits: limits });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    ({ storage, close: closeStorage } = await freshStorage(kind));
    await migrate(storage);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await closeStorage();
  });

  beforeEach(async () => {
    await storage.query("delete from beacon_hits");
    clock.advance(LIMITS.windowMs);
  });

  it("a flood of beacons from one client records BEACON_HITS_PER_CLIENT hits a window, and every one is answered with the pixel", async () => {
    const app = await sink(LIMITS);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, hit) => beacon(app, `/flood/${String(hit)}`)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("image/gif");
    }
    expect(await keptPaths(storage)).toHaveLength(LIMITS.hitsPerClient);
    expect((await beacon(app, "/another-address", "203.0.113.8")).statusCode).toBe(200);
    expect(await keptPaths(storage)).toContain("/another-address");
    clock.advance(LIMITS.windowMs);
    await beacon(app, "/next-window");
    expect(await keptPaths(storage)).toContain("/next-window");
  });

  it("the sink keeps at most BEACON_MAX_HITS hits, the newest: each new one takes the oldest one's place", async () => {
    const app = await sink(LIMITS);
    for (let hit = 0; hit < 3 * LIMITS.maxHits + 5; hit++) {
      const answer = await beacon(app, `/page/${String(hit)}`, `198.51.100.${String(hit)}`);
      expect(answer.statusCode).toBe(200);
    }
    const newest = Array.from(
      { length: LIMITS.maxHits },
      (_, index) => `/page/${String(2 * LIMITS.maxHits + 5 + index)}`,
    );
    expect(await keptPaths(storage)).toEqual(newest);
    const hits = await app.inject({ url: "/api/fraud-beacon/hits?sid=s-flood" });
    expect(hits.json<{ path: string }[]>().map((hit) => hit.path)).toEqual(newest);
  });

  it("a BEACON_MAX_HITS lowered since hits were kept drops the hits past it at the next hit", async () => {
    const before = await sink(LIMITS);
    for (let hit = 0; hit < LIMITS.maxHits; hit++) {
      await beacon(before, `/before/${String(hit)}`, `198.51.100.${String(hit)}`);
    }
    const lowered = await sink({ ...LIMITS, maxHits: 4 });
    await beacon(lowered, "/after", "198.51.100.200");
    const kept = await keptPaths(storage);
    expect(kept.length).toBeLessThanOrEqual(4);
    expect(kept).toContain("/after");
  });
});

describe("migration 012", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "storefront-beacon-migration-"));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("hits kept before the sink was bounded keep their places, and new hits take theirs in turn", async () => {
    const storage = await openTestPglite();
    try {
      const migrateTheRest = await migratedUpTo(storage, dir, "012");
      for (const path of ["/old/0", "/old/1", "/old/2"]) {
        await storage.query(
          "insert into beacon_hits (shop, sid, path, at_ms) values ('sn', 's-old', $1, 0)",
          [path],
        );
      }
      await migrateTheRest();
      expect(await keptPaths(storage)).toEqual(["/old/0", "/old/1", "/old/2"]);
      const app = await buildApp({
        storage,
        clock: manualClock(MONDAY_10AM),
        guessLimit: null,
        beaconLimits: { ...LIMITS, maxHits: 3 },
      });
      await beacon(app, "/new");
      await app.close();
      const kept = await keptPaths(storage);
      expect(kept).toHaveLength(3);
      expect(kept.at(-1)).toBe("/new");
    } finally {
      await storage.close();
    }
  }, 60_000);
});
