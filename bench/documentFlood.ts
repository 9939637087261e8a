import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { USER_ACCOUNT_ID, tenantOf } from "../src/domain/tenant.js";
import { appKeyFor } from "#contract/appKey.js";
import { aPurchaseForm } from "../test/builders.js";
import type { ClientsInput, ClientsReport } from "./documentFloodClients.js";
import { benchApp, benchStorages, type OpenedStorage } from "./storages.js";

/*
 * `npm run bench:documents`: what a flood of Wallet pass downloads does to everyone else. One
 * order is bought, then FLOOD_CONNECTIONS (default 20 and 50, each a run of its own) download
 * its pass as fast as they are answered for FLOOD_SECONDS (10), while OTHER_GUESTS (4) ask an
 * entry time's places one after another; it reports the other guests' latency (p50, p99, max)
 * and answers, and the flood's answers. On PGlite, and PostgreSQL too when DATABASE_URL is set.
 * A benchmark, not a test. MAX_IN_FLIGHT, DOCUMENT_DOWNLOADS_PER_ORDER and
 * DOCUMENT_DOWNLOADS_PER_CLIENT set the server's bounds as `npm start` reads them.
 */

const FLOODS = (process.env.FLOOD_CONNECTIONS ?? "20,50").split(",").map(Number);
const DURATION_S = Number(process.env.FLOOD_SECONDS ?? "10");
const OTHER_GUESTS = Number(process.env.OTHER_GUESTS ?? "4");
const numberFrom = (name: string) =>
  process.env[name] === undefined ? undefined : Number(process.env[name]);
const MAX_IN_FLIGHT = numberFrom("MAX_IN_FLIGHT");
const PER_ORDER = numberFrom("DOCUMENT_DOWNLOADS_PER_ORDER");
const PER_CLIENT = numberFrom("DOCUMENT_DOWNLOADS_PER_CLIENT");

const tenant = tenantOf("sn");
const headers = { appkey: appKeyFor(tenant, "general"), "content-type": "application/json" };
const ticketing = "/api/ticketing/Web/NonGroupSale";
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const ADULTS = { id: 1011, promotionType: 1, ticketsCount: 2 };
const inventoryPath = `${ticketing}/product/101/inventory?requestedDate=${tomorrow}`;
const inventoryBody = JSON.stringify({ selectedDiscounts: [ADULTS] });

const call = async (base: string, path: string, body?: unknown, extra = {}) => {
  const answer = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...headers, ...extra },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (answer.status !== 200) {
    throw new Error(`${path} answered ${String(answer.status)}: ${await answer.text()}`);
  }
  return (await answer.json()) as Record<string, unknown>;
};

/** Two adults bought tomorrow, as a guest would: the pass of its first ticket. */
const passOfAnOrder = async (base: string): Promise<string> => {
  const { inventory } = (await call(base, inventoryPath, JSON.parse(inventoryBody))) as {
    inventory: { inventoryId: number }[];
  };
  const cart = { carttoken: randomUUID() };
  const { orderId } = (await call(
    base,
    "/api/ticketing/create-pending-order",
    {
      userAccountId: USER_ACCOUNT_ID,
      memberVenueId: tenant.memberVenueId,
      orderType: "GeneralSale",
      groupSaleIndicator: false,
      salesTerminalTypeId: tenant.salesTerminalTypeId,
      eventId: null,
      offlineYN: false,
      deviceId: 0,
      taxIdentifier: "",
      isTenderBarcodeWithZeroPrice: false,
      products: [
        {
          productId: 101,
          visitDate: tomorrow,
          inventoryId: inventory[0]?.inventoryId ?? null,
          selectedDiscounts: [ADULTS],
        },
      ],
    },
    { ...cart, "idempotency-key": randomUUID() },
  )) as { orderId: number };
  const { orderConfirmation } = (await call(
    base,
    `/api/web-sales/confirm-purchase/${String(orderId)}`,
    aPurchaseForm({ cardNumber: "4242 4242 4242 4242", sendNotificationYN: false }),
    { ...cart, "idempotency-key": randomUUID() },
  )) as { orderConfirmation: string };
  const tickets = (await call(
    base,
    `/api/web-sales/view-tickets?orderConfirmation=${orderConfirmation}`,
  )) as unknown as { barcode: string }[];
  return `${base}/api/web-sales/view-tickets/pkpass?orderConfirmation=${orderConfirmation}&barcode=${tickets[0]?.barcode ?? ""}`;
};

const runClients = (input: ClientsInput): Promise<ClientsReport> =>
  new Promise((resolve, reject) => {
    const clients = fork(
      new URL("./documentFloodClients.ts", import.meta.url),
      [JSON.stringify(input)],
      { execArgv: ["--import", "tsx"] },
    );
    clients.once("message", (report: ClientsReport) => {
      resolve(report);
      clients.disconnect();
    });
    clients.once("error", reject);
  });

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const tallied = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${String(count)}`)
    .join(", ");

const benchFlood = async (opened: OpenedStorage, connections: number): Promise<string> => {
  const { storage } = opened;
  const app = await benchApp(storage, {
    ...(MAX_IN_FLIGHT === undefined ? {} : { maxInFlight: MAX_IN_FLIGHT }),
    ...(PER_ORDER === undefined && PER_CLIENT === undefined
      ? {}
      : {
          downloadLimits: {
            perOrder: PER_ORDER ?? 200,
            perClient: PER_CLIENT ?? 600,
            windowMs: 3_600_000,
          },
        }),
  });
  try {
    const base = await app.listen({ host: "127.0.0.1", port: 0 });
    const pass = await passOfAnOrder(base);
    process.stderr.write(
      `${storage.kind}: ${String(connections)} connections on one pass for ${String(DURATION_S)} s…\n`,
    );
    const durationMs = DURATION_S * 1000;
    const [flood, others] = await Promise.all([
      runClients({ role: "flood", url: pass, connections, durationMs, headers: {} }),
      runClients({
        role: "guests",
        url: `${base}${inventoryPath}`,
        connections: OTHER_GUESTS,
        durationMs,
        headers,
        body: inventoryBody,
      }),
    ]);
    const sorted = [...others.latenciesMs].sort((a, b) => a - b);
    return `| ${storage.kind} | ${String(connections)} | ${String(sorted.length)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} | ${tallied(others.statuses)} | ${tallied(flood.statuses)} |`;
  } finally {
    await app.close();
    await opened.dispose();
  }
};

const rows: string[] = [];
for (const open of benchStorages()) {
  for (const connections of FLOODS) rows.push(await benchFlood(await open(), connections));
}
console.log(
  [
    `One pass downloaded by each connection as fast as it is answered, ${String(OTHER_GUESTS)} other guests asking an entry time's places, ${String(DURATION_S)} s a run; latency of the other guests' answers in ms`,
    "",
    "| storage | flood connections | other answers | p50 | p99 | max | other guests' answers | the flood's answers |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |",
    ...rows,
  ].join("\n"),
);
