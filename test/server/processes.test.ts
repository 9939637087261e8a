import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WireCode } from "#contract/failure.js";
import type { Storage } from "../../server/api/storage/storage.js";
import { apiHeaders, freshPostgres, storageKinds } from "./harness.js";
import { adults, createBody } from "./saleRequests.js";

/*
 * WORKERS=2: the real server as a primary and two API processes on one PostgreSQL database.
 * 200 guests race for one entry time of 50 over sockets the primary hands to either process:
 * exactly 50 tickets are held, whichever process took each request.
 */

const GUESTS = 200;
const CAPACITY = 50;
const ticketing = "/api/ticketing/Web/NonGroupSale";

interface Cluster {
  readonly base: string;
  readonly pidsServing: () => ReadonlySet<number>;
  readonly stop: () => Promise<void>;
}

/** Starts `npm run serve` with WORKERS=2 and waits until both processes listen. */
const startCluster = async (databaseUrl: string, dataDir: string): Promise<Cluster> => {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      WORKERS: "2",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: "off",
      // Every guest is let in at once: this suite is about capacity across processes, not
      // about shedding load (loadShedding.test.ts).
      MAX_IN_FLIGHT: String(GUESTS),
      // Every guest is one address too, each with a hold of its own.
      HOLDS_PER_CLIENT: String(GUESTS),
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const servingPids = new Set<number>();
  const listening: string[] = [];
  let bothListening: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (bothListening = resolve));
  if (child.stdout === null) throw new Error("the server's output is not piped");
  createInterface({ input: child.stdout }).on("line", (line) => {
    const entry = JSON.parse(line) as { pid: number; msg: string; res?: unknown };
    if (entry.res !== undefined) servingPids.add(entry.pid);
    const url = /storefront and API on (http:\/\/\S+)/.exec(entry.msg)?.[1];
    if (url !== undefined && listening.push(url) === 2) bothListening();
  });
  await ready;
  return {
    base: (listening[0] ?? "").replace("localhost", "127.0.0.1"),
    pidsServing: () => servingPids,
    stop: async () => {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
};

const getJson = async <T>(url: string, body?: unknown): Promise<T> => {
  const answer = await fetch(url, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...apiHeaders("sn"), "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await answer.json()) as T;
};

const liveHeld = async (storage: Storage, slotId: number): Promise<number> => {
  const [row] = await storage.query<{ held: number | null }>(
    `select sum(h.quantity) as held from holds h join pending_orders o using (order_id)
     where h.slot_id = $1 and o.status = 'pending' and o.expires_at_ms > $2`,
    [slotId, Date.now()],
  );
  return row?.held ?? 0;
};

describe.skipIf(!storageKinds().includes("postgres"))("WORKERS=2 on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let dataDir: string;
  let cluster: Cluster;

  beforeAll(async () => {
    database = await freshPostgres();
    dataDir = await mkdtemp(join(tmpdir(), "storefront-workers-"));
    cluster = await startCluster(database.url, dataDir);
  }, 120_000);

  afterAll(async () => {
    await cluster.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("200 requests for a slot of 50, spread over two API processes, hold exactly 50 tickets", async () => {
    const { dates } = await getJson<{ dates: string[] }>(
      `${cluster.base}${ticketing}/product/101/dates`,
    );
    const visitDate = dates[2] ?? "";
    const { inventory } = await getJson<{
      inventory: { inventoryId: number; remaining: number }[];
    }>(`${cluster.base}${ticketing}/product/101/inventory?requestedDate=${visitDate}`, {
      selectedDiscounts: [adults(1)],
    });
    const slot = inventory.find((candidate) => candidate.remaining === CAPACITY);
    if (slot === undefined) throw new Error(`no untouched slot on ${visitDate}`);
    const body = createBody([
      { productId: 101, visitDate, inventoryId: slot.inventoryId, selectedDiscounts: [adults(1)] },
    ]);
    const outcomes = await Promise.all(
      Array.from({ length: GUESTS }, async (_, i) => {
        const answer = await fetch(`${cluster.base}/api/ticketing/create-pending-order`, {
          method: "POST",
          headers: {
            ...apiHeaders("sn"),
            "content-type": "application/json",
            carttoken: `process-guest-${i}`,
            "idempotency-key": `process-guest-${i}`,
          },
          body: JSON.stringify(body),
        });
        return { status: answer.status, code: ((await answer.json()) as { Code?: number }).Code };
      }),
    );
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(CAPACITY);
    expect(
      outcomes.filter((o) => o.status === 409 && o.code === WireCode.ProductsUnavailable),
    ).toHaveLength(GUESTS - CAPACITY);
    expect(await liveHeld(database.storage, slot.inventoryId)).toBe(CAPACITY);
    expect(cluster.pidsServing().size).toBe(2);
  }, 120_000);
});
