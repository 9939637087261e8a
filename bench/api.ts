import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import Fastify, { type FastifyInstance } from "fastify";
import { tenantOf, USER_ACCOUNT_ID } from "../src/domain/tenant.js";
import { appKeyFor } from "#contract/appKey.js";
import { benchApp, benchStorages, discard, freshDatabase, type OpenedStorage } from "./storages.js";

/*
 * `npm run bench:api`: autocannon against the API on PGlite (and PostgreSQL when DATABASE_URL
 * is set), next to a bare Fastify route on the same machine in the same run, so the figures
 * read as a fraction of what Fastify itself does here. A benchmark, not a test.
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) shorten or widen it;
 * BENCH_ONLY (comma-separated words, e.g. "list,dates") keeps the endpoints whose name has one;
 * "processes" adds the WORKERS=1 and WORKERS=2 rows (the API as processes on PostgreSQL).
 */

const DURATION_S = Number(process.env.BENCH_DURATION ?? "10");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? "10");
const ONLY = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((word) => word.trim())
  .filter((word) => word !== "");

const chosen = (target: Target): boolean =>
  ONLY.length === 0 || ONLY.some((word) => target.endpoint.includes(word));
// The process rows ("processes" in BENCH_ONLY, or no filter): the API as `npm run serve`.
const PROCESSES = ONLY.length === 0 || ONLY.includes("processes");

const tenant = tenantOf("sn");
const headers = { appkey: appKeyFor(tenant, "general"), "content-type": "application/json" };
const PRODUCT = 101;
const ADULT = { id: 1011, promotionType: 1 };
const ticketing = `/api/ticketing/Web/NonGroupSale`;

interface Target {
  readonly endpoint: string;
  readonly requests: autocannon.Request[];
}

interface Row {
  readonly endpoint: string;
  readonly storage: string;
  readonly result: autocannon.Result;
}

const listen = async (app: FastifyInstance): Promise<string> =>
  app.listen({ host: "127.0.0.1", port: 0 });

/** The load runs in a worker thread, so the server keeps the main thread to itself. */
const load = (url: string, requests: autocannon.Request[]): Promise<autocannon.Result> =>
  autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    idReplacement: true,
    requests,
  });

const bareServer = async (): Promise<FastifyInstance> => {
  const app = Fastify({ logger: { level: "info", stream: discard() } });
  app.get("/", () => ({ ok: true }));
  return app;
};

const getJson = async <T>(base: string, path: string, body?: unknown): Promise<T> => {
  const answer = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
};

interface Slot {
  readonly visitDate: string;
  readonly inventoryId: number;
}

/** Every open slot of the product in its sale window, asked through the API itself. */
const openSlots = async (base: string): Promise<Slot[]> => {
  const { dates } = await getJson<{ dates: string[] }>(
    base,
    `${ticketing}/product/${PRODUCT}/dates`,
  );
  const perDate = await Promise.all(
    dates.map(async (visitDate) => {
      const { inventory } = await getJson<{
        inventory: { inventoryId: number; remaining: number }[];
      }>(base, `${ticketing}/product/${PRODUCT}/inventory?requestedDate=${visitDate}`, {
        selectedDiscounts: [{ ...ADULT, ticketsCount: 1 }],
      });
      return inventory
        .filter((slot) => slot.remaining > 0)
        .map((slot) => ({ visitDate, inventoryId: slot.inventoryId }));
    }),
  );
  return perDate.flat();
};

const priceRequest = (slot: Slot, ticketsCount: number) => ({
  userAccountId: USER_ACCOUNT_ID,
  memberVenueId: tenant.memberVenueId,
  orderType: "GeneralSale",
  groupSaleIndicator: false,
  products: [
    {
      productId: PRODUCT,
      visitDate: slot.visitDate,
      inventoryId: slot.inventoryId,
      selectedDiscounts: [{ ...ADULT, ticketsCount }],
    },
  ],
  salesTerminalTypeId: tenant.salesTerminalTypeId,
});

const post = (path: string, body: unknown, extra: Record<string, string> = {}) => ({
  method: "POST" as const,
  path,
  headers: { ...headers, ...extra },
  body: JSON.stringify(body),
});

/**
 * Each connection walks the product's slots in order, one ticket per order and a fresh
 * Idempotency-Key each, so every hold is new work and capacity lasts (see BENCHMARKS.md).
 */
const targets = (slots: readonly Slot[]): Target[] => {
  const [first] = slots;
  if (first === undefined) throw new Error(`product ${PRODUCT} has no open slot`);
  return [
    {
      endpoint: "product list",
      requests: [{ method: "GET", path: "/api/web-sales/products-with-upgrades", headers }],
    },
    {
      endpoint: `dates (product ${PRODUCT})`,
      requests: [{ method: "GET", path: `${ticketing}/product/${PRODUCT}/dates`, headers }],
    },
    {
      endpoint: `discounts (product ${PRODUCT})`,
      requests: [
        {
          method: "GET",
          path: `${ticketing}/product/${PRODUCT}/discounts?requestedDate=${first.visitDate}`,
          headers,
        },
      ],
    },
    {
      endpoint: `inventory (product ${PRODUCT})`,
      requests: [
        post(`${ticketing}/product/${PRODUCT}/inventory?requestedDate=${first.visitDate}`, {
          selectedDiscounts: [{ ...ADULT, ticketsCount: 2 }],
        }),
      ],
    },
    { endpoint: "price", requests: [post(`${ticketing}/order/price`, priceRequest(first, 2))] },
    {
      endpoint: "create pending order",
      requests: slots.map((slot) =>
        post(
          "/api/ticketing/create-pending-order",
          {
            ...priceRequest(slot, 1),
            eventId: null,
            offlineYN: false,
            deviceId: 0,
            taxIdentifier: "",
            isTenderBarcodeWithZeroPrice: false,
          },
          { carttoken: "bench-[<id>]", "idempotency-key": "bench-[<id>]" },
        ),
      ),
    },
  ];
};

const benchStorage = async (opened: OpenedStorage): Promise<Row[]> => {
  const { storage } = opened;
  const app = await benchApp(storage);
  try {
    const base = await listen(app);
    const rows: Row[] = [];
    for (const target of targets(await openSlots(base)).filter(chosen)) {
      process.stderr.write(`${storage.kind}: ${target.endpoint}…\n`);
      rows.push({ ...target, storage: storage.kind, result: await load(base, target.requests) });
    }
    return rows;
  } finally {
    await app.close();
    await opened.dispose();
  }
};

/** `npm run serve` with WORKERS=n on a fresh database; resolves once every process listens. */
const serveProcesses = async (databaseUrl: string, workers: number) => {
  const dataDir = await mkdtemp(join(tmpdir(), "storefront-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      WORKERS: String(workers),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: "off",
      PORT: "0",
      HOST: "127.0.0.1",
      // Every connection is one client address: its holds are what is measured, not limited.
      HOLDS_PER_CLIENT: "2147483647",
      HELD_SEATS_PER_CLIENT: "2147483647",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const urls: string[] = [];
  const base = await new Promise<string>((resolve) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      const url = /storefront and API on (http:\/\/\S+)"/.exec(line)?.[1];
      if (url !== undefined && urls.push(url) === workers) resolve(url);
    });
  });
  return {
    base: base.replace("localhost", "127.0.0.1"),
    stop: async () => {
      child.kill("SIGTERM");
      await once(child, "exit");
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** Create pending order against the API run as 1, then 2 processes (WORKERS) on PostgreSQL. */
const benchProcesses = async (databaseUrl: string): Promise<Row[]> => {
  const rows: Row[] = [];
  for (const workers of [1, 2]) {
    const database = await freshDatabase(databaseUrl);
    const served = await serveProcesses(database.url, workers);
    try {
      const [target] = targets(await openSlots(served.base)).filter((candidate) =>
        candidate.endpoint.startsWith("create pending order"),
      );
      if (target === undefined) throw new Error("no create-pending-order target");
      process.stderr.write(`postgres, ${String(workers)} process(es): ${target.endpoint}…\n`);
      rows.push({
        endpoint: `${target.endpoint}, WORKERS=${String(workers)}`,
        storage: "postgres",
        result: await load(served.base, target.requests),
      });
    } finally {
      await served.stop();
      await database.drop();
    }
  }
  return rows;
};

const statuses = (result: autocannon.Result): string =>
  Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, stats]) => `${status}×${String(stats.count ?? 0)}`)
    .join(", ");

const formatRow = (row: Row, bare: number): string => {
  const { result } = row;
  const failures = result.non2xx + result.errors;
  const detail = [statuses(result), result.errors > 0 ? `errors×${String(result.errors)}` : ""]
    .filter((part) => part !== "")
    .join(", ");
  return `| ${row.endpoint} | ${row.storage} | ${result.requests.average.toFixed(0)} | ${String(result.latency.p50)} | ${String(result.latency.p99)} | ${String(failures)}${detail === "" ? "" : ` (${detail})`} | ${(result.requests.average / bare).toFixed(3)} |`;
};

const main = async () => {
  const bareApp = await bareServer();
  const bareResult = await load(await listen(bareApp), [{ method: "GET", path: "/" }]);
  await bareApp.close();
  const bareRow: Row = {
    endpoint: "bare Fastify `{ ok: true }`",
    storage: "none",
    result: bareResult,
  };
  const rows: Row[] = [];
  for (const open of benchStorages()) rows.push(...(await benchStorage(await open())));
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl !== undefined && databaseUrl !== "" && PROCESSES) {
    rows.push(...(await benchProcesses(databaseUrl)));
  }
  const bare = bareResult.requests.average;
  console.log(
    [
      `${String(CONNECTIONS)} connections, ${String(DURATION_S)} s per endpoint; latency in ms`,
      "",
      "| endpoint | storage | req/s | p50 | p99 | non-2xx | ratio to bare |",
      "| --- | --- | ---: | ---: | ---: | --- | ---: |",
      ...[bareRow, ...rows].map((row) => formatRow(row, bare)),
    ].join("\n"),
  );
};

await main();
