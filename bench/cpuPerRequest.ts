import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import autocannon from "autocannon";
import { tenantOf, USER_ACCOUNT_ID } from "../src/domain/tenant.js";
import { appKeyFor } from "#contract/appKey.js";
import { benchApp, benchStorages } from "./storages.js";

/*
 * `npx tsx bench/cpuPerRequest.ts`: where a request's time goes, measured rather than guessed.
 * One endpoint (BENCH_TARGET: "list" or "order") on one store (PostgreSQL when DATABASE_URL is
 * set, else PGlite) is loaded for BENCH_DURATION seconds (default 5) at 10 connections, after a
 * second of warm-up, and the CPU each request cost is printed: the server's thread alone (from
 * /proc, so the load generator's thread is not counted) and, on PostgreSQL, the database's
 * backends. With BENCH_PROFILE=<file.cpuprofile> the server's thread is profiled over the same
 * window (V8's sampling profiler; open it in Chrome's DevTools, or sum it with
 * bench/profileSummary.ts). A benchmark, not a test: the machine's load moves every figure.
 */

const target = process.env.BENCH_TARGET ?? "list";
const seconds = Number(process.env.BENCH_DURATION ?? "5");
const profileFile = process.env.BENCH_PROFILE;
const CONNECTIONS = 10;
const TICK_MS = 10;

const tenant = tenantOf("sn");
const headers = { appkey: appKeyFor(tenant, "general"), "content-type": "application/json" };
const ticketing = "/api/ticketing/Web/NonGroupSale";
const ADULT = { id: 1011, promotionType: 1 };

/** CPU ticks (user + system) a thread or process has used, from /proc; 0 once it is gone. */
const ticksOf = (statFile: string): number => {
  try {
    const fields = (readFileSync(statFile, "utf8").split(") ")[1] ?? "").split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
};

const [pglite, postgres] = benchStorages();
const open = process.env.DATABASE_URL === undefined ? pglite : (postgres ?? pglite);
if (open === undefined) throw new Error("no storage to bench");
const opened = await open();
const app = await benchApp(opened.storage);
const base = await app.listen({ host: "127.0.0.1", port: 0 });

const ask = async <T>(path: string, body?: unknown): Promise<T> => {
  const answer = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await answer.json()) as T;
};

/** One adult's order in each open slot of product 101's first 40 dates, a fresh key each. */
const orderRequests = async (): Promise<autocannon.Request[]> => {
  const { dates } = await ask<{ dates: string[] }>(`${ticketing}/product/101/dates`);
  const requests: autocannon.Request[] = [];
  for (const visitDate of dates.slice(0, 40)) {
    const { inventory } = await ask<{ inventory: { inventoryId: number; remaining: number }[] }>(
      `${ticketing}/product/101/inventory?requestedDate=${visitDate}`,
      { selectedDiscounts: [{ ...ADULT, ticketsCount: 1 }] },
    );
    for (const slot of inventory.filter((open) => open.remaining > 0)) {
      requests.push({
        method: "POST",
        path: "/api/ticketing/create-pending-order",
        headers: { ...headers, carttoken: "bench-[<id>]", "idempotency-key": "bench-[<id>]" },
        body: JSON.stringify({
          userAccountId: USER_ACCOUNT_ID,
          memberVenueId: tenant.memberVenueId,
          orderType: "GeneralSale",
          groupSaleIndicator: false,
          products: [
            {
              productId: 101,
              visitDate,
              inventoryId: slot.inventoryId,
              selectedDiscounts: [{ ...ADULT, ticketsCount: 1 }],
            },
          ],
          salesTerminalTypeId: tenant.salesTerminalTypeId,
          eventId: null,
          offlineYN: false,
          deviceId: 0,
          taxIdentifier: "",
          isTenderBarcodeWithZeroPrice: false,
        }),
      });
    }
  }
  return requests;
};

const requests: autocannon.Request[] =
  target === "order"
    ? await orderRequests()
    : [{ method: "GET", path: "/api/web-sales/products-with-upgrades", headers }];

const load = (duration: number) =>
  autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    workers: 1,
    idReplacement: true,
    requests,
  });

await load(1);
const backendPids =
  opened.storage.kind === "postgres"
    ? (
        await opened.storage.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database()",
        )
      ).map((row) => row.pid)
    : [];
const session = new Session();
if (profileFile !== undefined) {
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
}
const serverThread = `/proc/self/task/${String(process.pid)}/stat`;
const backendsTicks = () =>
  backendPids.reduce((sum, pid) => sum + ticksOf(`/proc/${String(pid)}/stat`), 0);
const before = { server: ticksOf(serverThread), database: backendsTicks() };
const result = await load(seconds);
const serverMs = (ticksOf(serverThread) - before.server) * TICK_MS;
const databaseMs = (backendsTicks() - before.database) * TICK_MS;
if (profileFile !== undefined) {
  const { profile } = await session.post("Profiler.stop");
  await writeFile(profileFile, JSON.stringify(profile));
}
const answered = result.requests.total;
const perRequest = (ms: number) => (ms / answered).toFixed(3);
console.log(
  `${target} on ${opened.storage.kind}: ${result.requests.average.toFixed(0)} req/s, ` +
    `non-2xx ${String(result.non2xx)}; CPU per request: server thread ${perRequest(serverMs)} ms` +
    (backendPids.length === 0 ? "" : `, database backends ${perRequest(databaseMs)} ms`),
);
await app.close();
await opened.dispose();
