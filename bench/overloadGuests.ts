import { tenantOf, USER_ACCOUNT_ID } from "../src/domain/tenant.js";
import { appKeyFor } from "#contract/appKey.js";
import { aPurchaseForm } from "../test/builders.js";

/*
 * The guests of `npm run bench:overload`, in a process of their own (overload.ts forks it with
 * its input as the one argument and reads the report it sends back): each browses (product list, dates, discounts, inventory), prices, reserves and buys,
 * again and again until the time is up. A busy 503 is asked again after its Retry-After with
 * the same Idempotency-Key, at most twice, as the storefront does.
 */

export interface GuestsInput {
  readonly base: string;
  readonly guests: number;
  readonly durationMs: number;
  /** Names this run's idempotency keys, so that no two runs on one server share one. */
  readonly run: string;
}

export interface GuestsReport {
  readonly latenciesMs: number[];
  readonly statuses: Record<string, number>;
  /** The same, per route: a cached read refused 503 is a read the cache did not keep. */
  readonly statusesByRoute: Record<string, Record<string, number>>;
  /** The longest a route's answer took, in ms: where the worst request of all waited. */
  readonly worstMsByRoute: Record<string, number>;
  /** Purchases answered successfulYN true: the orders that must exist. */
  readonly purchasedOrderIds: number[];
}

const { base, guests, durationMs, run } = JSON.parse(process.argv[2] ?? "{}") as GuestsInput;
const tenant = tenantOf("sn");
const headers = { appkey: appKeyFor(tenant, "general"), "content-type": "application/json" };
const PRODUCT = 101;
const ADULT = { id: 1011, promotionType: 1 };
const ticketing = "/api/ticketing/Web/NonGroupSale";
const BUSY_RETRIES = 2;

const latenciesMs: number[] = [];
const statuses: Record<string, number> = {};
const statusesByRoute: Record<string, Record<string, number>> = {};
const worstMsByRoute: Record<string, number> = {};
const purchasedOrderIds: number[] = [];
const endsAt = Date.now() + durationMs;

/** The route a path asks: the path without its ids and query. */
const routeOf = (path: string): string =>
  (path.split("?")[0] ?? path).replace(/\/\d+(?=\/|$)/g, "/{id}");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

const once = async (path: string, body: unknown, extra: Record<string, string>) => {
  const started = performance.now();
  const answer = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...headers, ...extra },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  const tookMs = performance.now() - started;
  latenciesMs.push(tookMs);
  const key = answer.status >= 500 && answer.status !== 503 ? "5xx" : String(answer.status);
  statuses[key] = (statuses[key] ?? 0) + 1;
  const routeName = routeOf(path);
  worstMsByRoute[routeName] = Math.max(worstMsByRoute[routeName] ?? 0, tookMs);
  const route = (statusesByRoute[routeName] ??= {});
  route[key] = (route[key] ?? 0) + 1;
  return {
    answer,
    parsed: { status: answer.status, body: text === "" ? null : (JSON.parse(text) as unknown) },
  };
};

/** One request, asked again after a busy 503's Retry-After (same headers, same key). */
const call = async (
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<Answer> => {
  for (let attempt = 0; ; attempt++) {
    const { answer, parsed } = await once(path, body, extra);
    if (answer.status !== 503 || attempt === BUSY_RETRIES) return parsed;
    await sleep(Number(answer.headers.get("retry-after") ?? "1") * 1000);
  }
};

const form = aPurchaseForm({ cardNumber: "4242 4242 4242 4242" });

const orderBody = (visitDate: string, inventoryId: number, ticketsCount: number) => ({
  userAccountId: USER_ACCOUNT_ID,
  memberVenueId: tenant.memberVenueId,
  orderType: "GeneralSale",
  groupSaleIndicator: false,
  products: [
    { productId: PRODUCT, visitDate, inventoryId, selectedDiscounts: [{ ...ADULT, ticketsCount }] },
  ],
  salesTerminalTypeId: tenant.salesTerminalTypeId,
});

const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];

/** Everyone wants the same few days, as when a popular date goes on sale. */
const POPULAR_DAYS = 3;

const visit = async (guest: number, round: number): Promise<void> => {
  await call("/api/web-sales/products-with-upgrades");
  const dates = await call(`${ticketing}/product/${PRODUCT}/dates`);
  if (dates.status !== 200) return;
  const visitDate = pick((dates.body as { dates: string[] }).dates.slice(0, POPULAR_DAYS));
  if (visitDate === undefined) return;
  await call(`${ticketing}/product/${PRODUCT}/discounts?requestedDate=${visitDate}`);
  const ticketsCount = 1 + (guest % 2);
  const inventory = await call(
    `${ticketing}/product/${PRODUCT}/inventory?requestedDate=${visitDate}`,
    {
      selectedDiscounts: [{ ...ADULT, ticketsCount }],
    },
  );
  if (inventory.status !== 200) return;
  const slot = pick(
    (
      inventory.body as { inventory: { inventoryId: number; remaining: number }[] }
    ).inventory.filter((candidate) => candidate.remaining >= ticketsCount),
  );
  if (slot === undefined) return;
  const order = orderBody(visitDate, slot.inventoryId, ticketsCount);
  await call(`${ticketing}/order/price`, order);
  const key = `overload-${run}-${String(guest)}-${String(round)}`;
  const reserved = await call(
    "/api/ticketing/create-pending-order",
    {
      ...order,
      eventId: null,
      offlineYN: false,
      deviceId: 0,
      taxIdentifier: "",
      isTenderBarcodeWithZeroPrice: false,
    },
    { carttoken: key, "idempotency-key": `${key}-hold` },
  );
  if (reserved.status !== 200) return;
  const { orderId } = reserved.body as { orderId: number };
  const bought = await call(`/api/web-sales/confirm-purchase/${String(orderId)}`, form, {
    carttoken: key,
    "idempotency-key": `${key}-buy`,
  });
  if (bought.status === 200 && (bought.body as { successfulYN: boolean }).successfulYN) {
    purchasedOrderIds.push(orderId);
  }
};

const guest = async (index: number) => {
  for (let round = 0; Date.now() < endsAt; round++) {
    try {
      await visit(index, round);
    } catch {
      statuses.failed = (statuses.failed ?? 0) + 1;
    }
  }
};

await Promise.all(Array.from({ length: guests }, (_, index) => guest(index)));
process.send?.({
  latenciesMs,
  statuses,
  statusesByRoute,
  worstMsByRoute,
  purchasedOrderIds,
} satisfies GuestsReport);
