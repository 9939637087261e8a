import { fork } from "node:child_process";
import type { Storage } from "../server/api/storage/storage.js";
import type { GuestsInput, GuestsReport } from "./overloadGuests.js";
import { benchApp, benchStorages, type OpenedStorage } from "./storages.js";

/*
 * `npm run bench:overload`: OVERLOAD_GUESTS guests (default 200, one connection each) browse,
 * price, reserve and buy for OVERLOAD_SECONDS (default 20) against the API on PGlite (and
 * PostgreSQL when DATABASE_URL is set). It reports the latency of every answer, the answers by
 * status (in all and per route), and from the database afterwards: slots sold beyond capacity,
 * and orders lost (a purchase answered as done with no paid order behind it, or a payment with
 * no order), for each of two RUSHES. A benchmark, not a test. MAX_IN_FLIGHT sets the server's
 * bound as `npm start` reads it.
 */

const GUESTS = Number(process.env.OVERLOAD_GUESTS ?? "200");
const DURATION_S = Number(process.env.OVERLOAD_SECONDS ?? "20");
/**
 * Each storage takes two rushes: the first on a server just started (a restart at the height of
 * a sale), the second on the same server once it has answered for a while (a release day's).
 * Each rush's guests open new connections as they go, and a server takes one new connection
 * per turn of its event loop (BENCHMARKS.md, footnote 4).
 */
const RUSHES = ["new server", "warm server"] as const;
const MAX_IN_FLIGHT =
  process.env.MAX_IN_FLIGHT === undefined ? undefined : Number(process.env.MAX_IN_FLIGHT);

/** The guests run in a process of their own, so that the server keeps this one's thread. */
const runGuests = (input: GuestsInput): Promise<GuestsReport> =>
  new Promise((resolve, reject) => {
    const guests = fork(new URL("./overloadGuests.ts", import.meta.url), [JSON.stringify(input)], {
      execArgv: ["--import", "tsx"],
    });
    guests.once("message", (report: GuestsReport) => {
      resolve(report);
      guests.disconnect();
    });
    guests.once("error", reject);
  });

const count = async (storage: Storage, sql: string, params: readonly unknown[] = []) =>
  (await storage.query<{ count: number }>(sql, params))[0]?.count ?? 0;

/** Slots whose sold and live-held tickets are more than their capacity. */
const oversold = (storage: Storage) =>
  count(
    storage,
    `select count(*) as count from slots s where s.sold + coalesce((select sum(h.quantity)
       from holds h join pending_orders o on o.order_id = h.order_id
       where h.slot_id = s.slot_id and o.status = 'pending' and o.expires_at_ms > $1), 0) > s.capacity`,
    [Date.now()],
  );

/** Purchases the guests were told are done that have no paid order, and payments with none. */
const lost = async (storage: Storage, purchased: readonly number[]) =>
  (await count(
    storage,
    `select count(*) as count from unnest($1::bigint[]) as told(order_id)
     where not exists (select 1 from orders o join payments p on p.order_id = o.order_id
                       where o.order_id = told.order_id)`,
    [[...purchased]],
  )) +
  (await count(
    storage,
    "select count(*) as count from payments p where not exists (select 1 from orders o where o.order_id = p.order_id)",
  ));

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** The answers that are neither a success nor a busy 503, by status: "429×12, 409×3". */
const otherStatuses = (statuses: Record<string, number>): string => {
  const others = Object.entries(statuses)
    .filter(([status]) => !status.startsWith("2") && status !== "503")
    .map(([status, n]) => `${status}×${String(n)}`)
    .join(", ");
  return others === "" ? "0" : others;
};

/** Per route: its answers, how many were a busy 503, the other refusals, and its worst answer. */
const byRoute = (kind: string, report: GuestsReport): string[] =>
  Object.entries(report.statusesByRoute)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, statuses]) => {
      const answers = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      const worstMs = (report.worstMsByRoute[route] ?? 0).toFixed(0);
      return `| ${kind} | ${route} | ${String(answers)} | ${String(statuses["503"] ?? 0)} | ${otherStatuses(statuses)} | ${worstMs} |`;
    });

interface StorageRows {
  readonly row: string;
  readonly routes: readonly string[];
}

/** One rush on `base`: its row of figures and its routes' rows. */
const rush = async (
  storage: Storage,
  base: string,
  serverMs: number[],
  name: (typeof RUSHES)[number],
): Promise<StorageRows> => {
  serverMs.length = 0;
  const report = await runGuests({
    base,
    guests: GUESTS,
    durationMs: DURATION_S * 1000,
    run: name.replace(" ", "-"),
  });
  const sorted = [...report.latenciesMs].sort((a, b) => a - b);
  const inServer = serverMs.sort((a, b) => a - b);
  const { statuses } = report;
  const twoHundreds = Object.entries(statuses)
    .filter(([status]) => status.startsWith("2"))
    .reduce((sum, [, n]) => sum + n, 0);
  const kind = `${storage.kind}, ${name}`;
  const row = `| ${kind} | ${String(sorted.length)} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${(sorted.at(-1) ?? 0).toFixed(0)} | ${percentile(inServer, 99).toFixed(0)} | ${(inServer.at(-1) ?? 0).toFixed(0)} | ${String(twoHundreds)} | ${String(statuses["503"] ?? 0)} | ${otherStatuses(statuses)} | ${String(report.purchasedOrderIds.length)} | ${String(await oversold(storage))} | ${String(await lost(storage, report.purchasedOrderIds))} |`;
  return { row, routes: byRoute(kind, report) };
};

const benchStorage = async (opened: OpenedStorage): Promise<StorageRows[]> => {
  const { storage } = opened;
  const app = await benchApp(
    storage,
    MAX_IN_FLIGHT === undefined ? {} : { maxInFlight: MAX_IN_FLIGHT },
  );
  // The server's own time per answer, from the request read to the answer sent: beside the
  // guests' figure, it tells waiting in the server from waiting in the sockets and the client.
  const serverMs: number[] = [];
  app.addHook("onResponse", async (_request, reply) => {
    serverMs.push(reply.elapsedTime);
  });
  try {
    const base = await app.listen({ host: "127.0.0.1", port: 0 });
    const rows: StorageRows[] = [];
    for (const name of RUSHES) {
      process.stderr.write(
        `${storage.kind}, ${name}: ${String(GUESTS)} guests for ${String(DURATION_S)} s…\n`,
      );
      rows.push(await rush(storage, base, serverMs, name));
    }
    return rows;
  } finally {
    await app.close();
    await opened.dispose();
  }
};

const main = async () => {
  const rows: StorageRows[] = [];
  for (const open of benchStorages()) rows.push(...(await benchStorage(await open())));
  console.log(
    [
      `${String(GUESTS)} guests, ${String(DURATION_S)} s per rush; latency in ms`,
      "",
      "| storage | answers | p50 | p99 | max | server p99 | server max | 2xx | 503 | other | purchases | oversold | lost orders |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |",
      ...rows.map(({ row }) => row),
      "",
      "| storage | route | answers | 503 | other | max |",
      "| --- | --- | ---: | ---: | --- | ---: |",
      ...rows.flatMap(({ routes }) => routes),
    ].join("\n"),
  );
};

await main();
