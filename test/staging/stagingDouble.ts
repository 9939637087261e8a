import { createServer, type IncomingMessage, type Server } from "node:http";
import { listedCategoryNames } from "../../src/domain/category.js";

/*
 * A second implementation of the API, as a real staging might answer: under a path prefix,
 * with only the spec's configuration fields, and with fields the contract does not know in
 * every answer. It stands in front of the reference server and rewrites its answers, so the
 * real HTTP adapters and the CLI can be driven through it; `scenario` makes it answer the
 * failures a 200 can carry (successfulYN false, isSuccess false with a message), and, with
 * `specOnly`, removes the reference server's extensions from the answers the storefront reads
 * as the spec lists them (docs/api-fields.md), as an API that only follows the spec would.
 */

export const PREFIX = "/ticketing";

export interface Scenario {
  purchase: "ok" | "unsuccessful";
  pendingOrder: "ok" | { readonly failedWith: string };
  specOnly: boolean;
}

export interface StagingDouble {
  /** The --api to pass: the double's address with its prefix. */
  readonly api: string;
  readonly scenario: Scenario;
  /** Each request's path and appKey header, in order. */
  readonly seen: { path: string; appKey: string | undefined }[];
  readonly close: () => Promise<void>;
}

/** Unknown fields in every object, nested ones too; `true` fits even the feature-flag map. */
export const withExtras = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withExtras);
  if (typeof value !== "object" || value === null) return value;
  const fields = Object.entries(value).map(([key, field]) => [key, withExtras(field)]);
  return { ...Object.fromEntries(fields), stagingOnlyField: true };
};

export const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The spec's configuration fields (§3) and nothing of the reference server's own. */
export const specConfig = (answer: Record<string, unknown>, api: string) => ({
  REACT_APP_TICKET_URL: api,
  client: answer.client,
  companyName: "Staging Company",
  venueName: "Staging Venue",
  REACT_APP_INSIGHTS_KEY: answer.REACT_APP_INSIGHTS_KEY,
  REACT_APP_SENTRY_ENV: "staging",
  script: answer.script,
});

type Wire = Record<string, unknown>;

const withoutFields =
  (...fields: readonly string[]) =>
  (value: unknown): unknown =>
    Object.fromEntries(Object.entries(value as Wire).filter(([key]) => !fields.includes(key)));

const eachOf =
  (list: string, entry: (value: unknown) => unknown) =>
  (value: unknown): unknown => ({
    ...(value as Wire),
    [list]: ((value as Wire)[list] as unknown[]).map(entry),
  });

const withoutFromPrice = withoutFields("fromPrice");

/** A ticket's fields beyond the spec's `name` and the barcode its QR code is drawn from. */
const TICKET_EXTENSIONS = [
  "ticketId",
  "orderId",
  "guestName",
  "productId",
  "discountName",
  "visitDate",
  "startTime",
  "endTime",
];
const withoutRemaining = eachOf("inventory", withoutFields("remaining"));
const withoutDiscountPrices = eachOf("discounts", (discount) => ({
  ...(withoutFields("price")(discount) as Wire),
  priceRange: withoutFields("maxRetailPrice")((discount as Wire).priceRange),
}));

/**
 * Each answer the storefront reads with only the spec's fields, and the reference server's
 * extensions it takes only when they come; the first path that starts the request's wins.
 */
const specOnlyAnswers: readonly (readonly [string, (answer: unknown) => unknown])[] = [
  [
    "/api/web-sales/products-with-upgrades-by-promocode/",
    (answer) => (answer as unknown[]).map(withoutFromPrice),
  ],
  [
    "/api/web-sales/products-with-upgrades",
    (answer) =>
      listedCategoryNames.reduce(
        (list, category) => eachOf(category, withoutFromPrice)(list),
        answer,
      ),
  ],
  ["/api/web-sales/product-dates", withoutFields("soldOutDates", "closedDates")],
  [
    "/api/web-sales/order/search/",
    withoutFields("status", "cancelledDate", "totalPaid", "totalTax"),
  ],
  ["/api/web-sales/order/refund", () => ({})],
  [
    "/api/web-sales/view-tickets",
    (answer) => (answer as unknown[]).map(withoutFields(...TICKET_EXTENSIONS)),
  ],
  ["/api/web-sales/confirm-purchase/", () => ({ successfulYN: true })],
  ["/api/web-sales/confirm-order-promo/", () => ({ successfulYN: true })],
];

/** The ticketing API's product calls, named by their last segment. */
const specOnlyProductAnswers: Readonly<Record<string, (answer: unknown) => unknown>> = {
  dates: withoutFields("soldOutDates", "closedDates"),
  discounts: withoutDiscountPrices,
  inventory: withoutRemaining,
  "promotions-inventory": (answer) => withoutDiscountPrices(withoutRemaining(answer)),
};

export const specOnly = (path: string, answer: unknown): unknown => {
  const byPath = specOnlyAnswers.find(([start]) => path.startsWith(start));
  if (byPath !== undefined) return byPath[1](answer);
  const byName = specOnlyProductAnswers[path.slice(path.lastIndexOf("/") + 1)];
  return byName === undefined ? answer : byName(answer);
};

const rewrite = (path: string, answer: unknown, double: StagingDouble): unknown => {
  const { scenario } = double;
  if (path === "/config.json") return specConfig(answer as Record<string, unknown>, double.api);
  if (path.startsWith("/api/web-sales/confirm-purchase/") && scenario.purchase === "unsuccessful")
    return { successfulYN: false };
  if (path === "/api/ticketing/create-pending-order" && scenario.pendingOrder !== "ok")
    return { isSuccess: false, message: scenario.pendingOrder.failedWith };
  return scenario.specOnly ? specOnly(path, answer) : answer;
};

export const startStagingDouble = async (upstream: string): Promise<StagingDouble> => {
  const state: { double?: StagingDouble } = {};
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://double");
      const appKey = request.headers.appkey;
      state.double?.seen.push({
        path: url.pathname,
        appKey: typeof appKey === "string" ? appKey : undefined,
      });
      if (!url.pathname.startsWith(`${PREFIX}/`) || state.double === undefined) {
        response.writeHead(404).end();
        return;
      }
      const path = url.pathname.slice(PREFIX.length);
      const body = await bodyOf(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "host",
        ),
      );
      const answer = await fetch(`${upstream}${path}${url.search}`, {
        method: request.method ?? "GET",
        headers,
        ...(body.length === 0 ? {} : { body: body.toString("utf8") }),
      });
      const json: unknown = await answer.json();
      const status = answer.ok ? 200 : answer.status;
      response
        .writeHead(status, { "content-type": "application/json" })
        .end(JSON.stringify(withExtras(answer.ok ? rewrite(path, json, state.double) : json)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  const double: StagingDouble = {
    api: `http://127.0.0.1:${String(port)}${PREFIX}`,
    scenario: { purchase: "ok", pendingOrder: "ok", specOnly: false },
    seen: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
  state.double = double;
  return double;
};
