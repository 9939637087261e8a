import * as E from "fp-ts/lib/Either.js";
import type * as TE from "fp-ts/lib/TaskEither.js";
import { describe, expect, it } from "vitest";
import { createGroupSaleMode } from "../../src/application/groupSaleMode/groupSaleMode.js";
import { createApiClient, type ApiClientOptions } from "../../src/adapters/http/apiClient.js";
import { routes, type RouteName } from "#contract/routes.js";
import { createTicketingHttp } from "../../src/adapters/http/ticketingHttp.js";
import type { HttpRequest } from "../../src/adapters/http/transport.js";
import { createWebSalesHttp } from "../../src/adapters/http/webSalesHttp.js";
import { byListedCategory } from "../../src/domain/category.js";
import { tenantOf } from "../../src/domain/tenant.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import { aCartProduct, aProduct, aPurchaseForm } from "../builders.js";
import {
  answer,
  broken,
  countingIds,
  headerOf,
  inOrder,
  queryOf,
  scriptedTransport,
  type ScriptedTransport,
} from "./scriptedTransport.js";

/*
 * The shared HTTP policy of spec §7 with no network: every transport outcome is scripted, and
 * the sleep is recorded instead of waited, so retries and their delays are seen exactly.
 */

const DELAY = 250;

const clientOver = (fake: ScriptedTransport, options: Partial<ApiClientOptions> = {}) =>
  createApiClient({
    transport: fake.transport,
    sleep: fake.sleep,
    baseUrl: () => "https://api.example.test",
    headers: () => ({ appKey: "tenant-app-key" }),
    saleKind: () => "general",
    ids: countingIds(),
    retryDelayMs: DELAY,
    ...options,
  });

const failureOf = async <A>(task: TE.TaskEither<ApiFailure, A>): Promise<ApiFailure> => {
  const result = await task();
  if (E.isRight(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.right)}`);
  return result.left;
};

const refundAnswer = { orderId: 7, refundedAmount: 77.07, refundedAt: "2030-01-07T18:00:00Z" };
const hyperlinkAnswer = { id: 109, isExpiredLink: false };
// The wire has no categoryName: the adapter adds it.
const wireProduct = (): Record<string, unknown> => {
  const product: Record<string, unknown> = { ...aProduct() };
  delete product.categoryName;
  return product;
};
const wireProductList = (products: readonly unknown[]) => ({
  ...byListedCategory(() => []),
  products,
  pricingNotice: "",
  checkOutThankMessage: "",
  checkOutUpgradeMessage: "",
  checkOutMessage: "",
});

const refund = { body: { orderId: 7, email: "guest@example.com" } } as const;
const hyperlink = { params: { code: "SUMMIT-FRIENDS" } } as const;

const sendsAndSleeps = (fake: ScriptedTransport) =>
  fake.log.map((entry) => (entry.kind === "send" ? "send" : `sleep ${String(entry.ms)}`));

describe("API client: retries (spec §7: each request retried 2 times with a delay)", () => {
  it("a 5xx is retried 2 times with the configured delay between tries, then answers UNREACHABLE", async () => {
    const fake = inOrder(answer(503), answer(500), answer(502));
    const failure = await failureOf(clientOver(fake)(routes.productHyperlink, hyperlink));
    // The delay comes between tries only: none before the first, none after the last.
    expect(sendsAndSleeps(fake)).toEqual([
      "send",
      `sleep ${String(DELAY)}`,
      "send",
      `sleep ${String(DELAY)}`,
      "send",
    ]);
    expect(failure).toEqual({ tag: "UNREACHABLE", message: "the API answered 502" });
  });

  it("a thrown transport error is retried 2 times with the configured delay between tries, then answers UNREACHABLE", async () => {
    const fake = inOrder(broken("ECONNRESET"), broken("ECONNRESET"), broken("ETIMEDOUT"));
    const failure = await failureOf(clientOver(fake)(routes.refund, refund));
    expect(sendsAndSleeps(fake)).toEqual([
      "send",
      `sleep ${String(DELAY)}`,
      "send",
      `sleep ${String(DELAY)}`,
      "send",
    ]);
    expect(failure).toEqual({ tag: "UNREACHABLE", message: "ETIMEDOUT" });
  });

  it("a 429 is not retried and becomes THROTTLED with the Retry-After seconds", async () => {
    const fake = inOrder(answer(429, { Code: 429, message: "Too many attempts." }, "37"));
    const failure = await failureOf(clientOver(fake)(routes.productHyperlink, hyperlink));
    expect(sendsAndSleeps(fake)).toEqual(["send"]);
    expect(failure).toEqual({ tag: "THROTTLED", retryAfterSeconds: 37 });
  });

  it("a 429 for too many declined cards (Code 4290) is a refusal to act on, not a wait", async () => {
    const message = "Too many cards have been declined for this order or from this address.";
    const fake = inOrder(answer(429, { Code: 4290, message }, "3600"));
    const failure = await failureOf(clientOver(fake)(routes.productHyperlink, hyperlink));
    expect(sendsAndSleeps(fake)).toEqual(["send"]);
    expect(failure).toEqual({
      tag: "API_REFUSED",
      status: 429,
      code: 4290,
      message,
      productIds: [],
    });
  });

  it("a 429 for too many holds from one address (Code 4291) is a refusal to act on, not a wait", async () => {
    const message = "Too many reservations are held from this address: at most 10 unpaid at once.";
    const fake = inOrder(answer(429, { Code: 4291, message }, "540"));
    const failure = await failureOf(clientOver(fake)(routes.createPendingOrder, {}));
    expect(sendsAndSleeps(fake)).toEqual(["send"]);
    expect(failure).toEqual({
      tag: "API_REFUSED",
      status: 429,
      code: 4291,
      message,
      productIds: [],
    });
  });

  it("a 429 without a usable Retry-After is THROTTLED for the server's window of a minute", async () => {
    for (const retryAfter of [undefined, "Wed, 21 Oct 2026 07:28:00 GMT", "0"]) {
      const fake = inOrder(answer(429, null, retryAfter));
      const failure = await failureOf(clientOver(fake)(routes.productHyperlink, hyperlink));
      expect(failure).toEqual({ tag: "THROTTLED", retryAfterSeconds: 60 });
    }
  });

  it("a retry that gets an answer ends the retries with that answer", async () => {
    const fake = inOrder(broken(), answer(503), answer(200, hyperlinkAnswer));
    const result = await clientOver(fake)(routes.productHyperlink, hyperlink)();
    expect(result).toEqual(E.right(hyperlinkAnswer));
    expect(fake.sent).toHaveLength(3);
  });

  it("without a configured delay the policy waits 1 s between tries", async () => {
    const fake = inOrder(answer(500), answer(500), answer(500));
    const call = createApiClient({
      transport: fake.transport,
      sleep: fake.sleep,
      baseUrl: () => "https://api.example.test",
      headers: () => ({}),
      saleKind: () => "general",
      ids: countingIds(),
    });
    await failureOf(call(routes.productHyperlink, hyperlink));
    expect(fake.log.filter((entry) => entry.kind === "sleep")).toEqual([
      { kind: "sleep", ms: 1000 },
      { kind: "sleep", ms: 1000 },
    ]);
  });
});

describe("API client: refusals and decoding (typed failures, never a crash)", () => {
  it("a 4xx is not retried and becomes API_REFUSED with the body's Code, message and productIds", async () => {
    const fake = inOrder(
      answer(409, { Code: 21, message: "Some products are unavailable.", productIds: [101, 103] }),
    );
    const failure = await failureOf(clientOver(fake)(routes.refund, refund));
    expect(fake.sent).toHaveLength(1);
    expect(fake.log.some((entry) => entry.kind === "sleep")).toBe(false);
    expect(failure).toEqual({
      tag: "API_REFUSED",
      status: 409,
      code: 21,
      message: "Some products are unavailable.",
      productIds: [101, 103],
    });
  });

  it("a 4xx body without productIds refuses with none", async () => {
    const fake = inOrder(answer(409, { Code: 5005, message: "Not eligible." }));
    expect(await failureOf(clientOver(fake)(routes.refund, refund))).toEqual({
      tag: "API_REFUSED",
      status: 409,
      code: 5005,
      message: "Not eligible.",
      productIds: [],
    });
  });

  it.each([
    ["an empty or non-JSON body", null],
    ["a framework's own error body", { statusCode: 404, error: "Not Found", message: "no route" }],
    ["a Code that is not a number", { Code: "17", message: "Order not found." }],
  ])(
    "a 4xx without a contract body still becomes API_REFUSED with the status (%s)",
    async (_case, body) => {
      const fake = inOrder(answer(404, body));
      const failure = await failureOf(clientOver(fake)(routes.productHyperlink, hyperlink));
      expect(fake.sent).toHaveLength(1);
      expect(failure).toEqual({
        tag: "API_REFUSED",
        status: 404,
        code: 404,
        message: "The request was refused (404).",
        productIds: [],
      });
    },
  );

  it("a 2xx that does not decode becomes UNEXPECTED_ANSWER naming the field path", async () => {
    const fake = inOrder(
      answer(200, wireProductList([wireProduct(), { ...wireProduct(), name: 42 }])),
    );
    expect(await failureOf(clientOver(fake)(routes.productList))).toEqual({
      tag: "UNEXPECTED_ANSWER",
      field: "products.1.name",
    });
  });

  it("a field path skips the members of a union (a nullable field names the field itself)", async () => {
    const fake = inOrder(
      answer(200, wireProductList([{ ...wireProduct(), rollingDaysCount: "sixty" }])),
    );
    expect(await failureOf(clientOver(fake)(routes.productList))).toEqual({
      tag: "UNEXPECTED_ANSWER",
      field: "products.0.rollingDaysCount",
    });
  });

  it("a 2xx with no JSON body is UNEXPECTED_ANSWER for the whole answer", async () => {
    const fake = inOrder(answer(200, null));
    expect(await failureOf(clientOver(fake)(routes.productHyperlink, hyperlink))).toEqual({
      tag: "UNEXPECTED_ANSWER",
      field: "(answer)",
    });
  });

  it("a 2xx is not retried", async () => {
    const fake = inOrder(answer(200, { id: "not an id", isExpiredLink: false }));
    await failureOf(clientOver(fake)(routes.productHyperlink, hyperlink));
    expect(fake.sent).toHaveLength(1);
  });
});

describe("API client: headers (spec §6, §7)", () => {
  it("every request carries cache-control no-cache and the session headers, on every try", async () => {
    const fake = inOrder(broken(), answer(503), answer(200, refundAnswer));
    await clientOver(fake, { headers: () => ({ appKey: "tenant-app-key" }) })(
      routes.refund,
      refund,
    )();
    expect(fake.sent).toHaveLength(3);
    for (const request of fake.sent) {
      expect(headerOf(request, "cache-control")).toBe("no-cache");
      expect(headerOf(request, "appKey")).toBe("tenant-app-key");
    }
  });

  it("the session headers are read per call, so a key set after startup is sent", async () => {
    let appKey: string | null = null;
    const fake = inOrder(answer(200, hyperlinkAnswer), answer(200, hyperlinkAnswer));
    const call = clientOver(fake, {
      headers: () => (appKey === null ? {} : { appKey }),
    });
    await call(routes.productHyperlink, hyperlink)();
    appKey = "group-app-key";
    await call(routes.productHyperlink, hyperlink)();
    expect(fake.sent.map((request) => headerOf(request, "appKey"))).toEqual([
      undefined,
      "group-app-key",
    ]);
  });

  it("a call whose route changes state carries one Idempotency-Key that is the same on every retry", async () => {
    const fake = inOrder(broken(), answer(500), answer(200, refundAnswer));
    await clientOver(fake)(routes.refund, refund)();
    const keys = fake.sent.map((request) => headerOf(request, "idempotency-key"));
    expect(keys).toEqual(["key-1", "key-1", "key-1"]);
  });

  it("two separate calls get different Idempotency-Keys", async () => {
    const fake = scriptedTransport(() => answer(200, refundAnswer));
    const call = clientOver(fake);
    await call(routes.refund, refund)();
    await call(routes.refund, refund)();
    const [first, second] = fake.sent.map((request) => headerOf(request, "idempotency-key"));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first).not.toBe(second);
  });

  it("a GET never carries an Idempotency-Key, not even on a retry", async () => {
    const fake = inOrder(answer(503), answer(200, hyperlinkAnswer));
    await clientOver(fake)(routes.productHyperlink, hyperlink)();
    expect(fake.sent).toHaveLength(2);
    for (const request of fake.sent) expect(headerOf(request, "idempotency-key")).toBeUndefined();
  });

  it("exactly the calls whose route changes state carry an Idempotency-Key, and no GET", async () => {
    // Every call is refused at once, so each port method sends exactly one request to look at.
    const fake = scriptedTransport(() => answer(400, { Code: 400, message: "refused" }));
    const call = clientOver(fake);
    const webSales = createWebSalesHttp(call);
    const ticketing = createTicketingHttp(call);
    const draft = {
      tenant: tenantOf("sn"),
      saleKind: "general" as const,
      products: [aCartProduct()],
    };
    const tasks: readonly TE.TaskEither<ApiFailure, unknown>[] = [
      webSales.productList(),
      webSales.promoCodeProducts("SUMMIT20", 1),
      webSales.productHyperlink("SUMMIT-FRIENDS"),
      webSales.trackingScript(41),
      webSales.searchOrder(7, "guest@example.com"),
      webSales.refund(7, "guest@example.com"),
      webSales.verifyCityPass("C3SN0001", "CityPassC3"),
      webSales.confirmPurchase(7, aPurchaseForm()),
      webSales.confirmOrderPromo(7, aPurchaseForm()),
      webSales.viewTickets("ABC123"),
      ticketing.dates(101, "general"),
      ticketing.discounts(101, "2030-01-08", "general"),
      ticketing.inventory(101, "2030-01-08", [], "general"),
      ticketing.price(draft),
      ticketing.createPendingOrder(draft),
    ];
    for (const task of tasks) await task();
    const sentTo = fake.sent.map((request) => ({
      route: routeOf(request),
      keyed: headerOf(request, "idempotency-key") !== undefined,
    }));
    expect(sentTo).toHaveLength(tasks.length);
    for (const { route, keyed } of sentTo) {
      expect({ route, keyed }).toEqual({ route, keyed: routes[route].changesState });
      if (routes[route].method === "GET") expect(keyed).toBe(false);
    }
    // The check above is only as good as its coverage: every state-changing route the
    // storefront calls must have been among the requests.
    expect(new Set(sentTo.filter((s) => s.keyed).map((s) => s.route))).toEqual(
      new Set(["refund", "confirmPurchase", "confirmOrderPromo", "createPendingOrder"]),
    );
  });

  it("an order call whose code cannot be loaded fails as unreachable, sends nothing, and the next call loads it again", async () => {
    const fake = scriptedTransport(() => answer(400, { Code: 400, message: "refused" }));
    let loads = 0;
    const webSales = createWebSalesHttp(clientOver(fake), () => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new Error("Failed to fetch dynamically imported module"))
        : import("../../src/adapters/http/orderCallsHttp.js");
    });
    const failed = await webSales.searchOrder(7, "guest@example.com")();
    expect(failed).toEqual(
      E.left({
        tag: "UNREACHABLE",
        message:
          "the order calls could not be loaded: Error: Failed to fetch dynamically imported module",
      }),
    );
    expect(fake.sent).toEqual([]);
    await webSales.searchOrder(7, "guest@example.com")();
    await webSales.refund(7, "guest@example.com")();
    expect(fake.sent.map((request) => request.url)).toEqual([
      expect.stringContaining("/api/web-sales/order/search/7/"),
      expect.stringContaining("/api/web-sales/order/refund"),
    ]);
    expect(loads).toBe(2);
  });

  it("every call that makes or names a pending order carries the cart token as the carttoken header, and no other call does", async () => {
    const fake = scriptedTransport(() => answer(400, { Code: 400, message: "refused" }));
    const client = clientOver(fake, { cartToken: () => "token-1" });
    const webSales = createWebSalesHttp(client);
    const ticketing = createTicketingHttp(client);
    const draft = {
      tenant: tenantOf("sn"),
      saleKind: "general" as const,
      products: [aCartProduct()],
    };

    for (const task of [
      ticketing.createPendingOrder(draft),
      ticketing.extendPendingOrder(7, "general"),
      webSales.confirmPurchase(7, aPurchaseForm()),
      webSales.confirmOrderPromo(7, aPurchaseForm()),
      ticketing.price(draft),
      webSales.productList(),
    ]) {
      await task();
    }

    expect(fake.sent.map((request) => headerOf(request, "carttoken"))).toEqual([
      "token-1",
      "token-1",
      "token-1",
      "token-1",
      undefined,
      undefined,
    ]);
  });
});

describe("API client: group-sale mode and the URL (spec §4, §7)", () => {
  it("while group-sale mode is on every request carries FE_isGroupSale=true, and it is gone when the mode is off", async () => {
    const mode = createGroupSaleMode();
    const fake = scriptedTransport(() => answer(400, { Code: 400, message: "refused" }));
    const ticketing = createTicketingHttp(clientOver(fake, { saleKind: mode.current }));
    const browse = async () => {
      await ticketing.dates(106, "group")();
      await ticketing.discounts(106, "2030-01-10", "group")();
    };

    await browse();
    mode.enter();
    await browse();
    mode.leave();
    await browse();

    const flags = fake.sent.map((request) => queryOf(request).getAll("FE_isGroupSale"));
    expect(flags).toEqual([[], [], ["true"], ["true"], [], []]);
    // The flag joins the call's own query rather than replacing it.
    expect(queryOf(sentAt(fake, 3)).get("requestedDate")).toBe("2030-01-10");
  });

  it("a cart is priced, held and its hold extended as the sale it holds, whatever the mode of the page the guest is on", async () => {
    const mode = createGroupSaleMode();
    const fake = scriptedTransport(() => answer(400, { Code: 400, message: "refused" }));
    const ticketing = createTicketingHttp(
      clientOver(fake, {
        saleKind: mode.current,
        headers: (saleKind) => ({ appKey: `${saleKind}-key` }),
      }),
    );
    const cartOf = (saleKind: "group" | "general") => ({
      tenant: tenantOf("sn"),
      saleKind,
      products: [aCartProduct()],
    });
    const cartCalls = async () => {
      await ticketing.price(cartOf("group"))();
      await ticketing.createPendingOrder(cartOf("group"))();
      await ticketing.extendPendingOrder(7, "group")();
      await ticketing.price(cartOf("general"))();
      await ticketing.createPendingOrder(cartOf("general"))();
      await ticketing.extendPendingOrder(7, "general")();
    };

    await cartCalls();
    mode.enter();
    await cartCalls();

    const sent = fake.sent.map((request) => [
      queryOf(request).get("FE_isGroupSale"),
      headerOf(request, "appKey"),
    ]);
    const group = ["true", "group-key"];
    const general = [null, "general-key"];
    const once = [group, group, group, general, general, general];
    expect(sent).toEqual([...once, ...once]);
  });

  it("group-sale mode is kept by every retry of a call", async () => {
    let group = true;
    const fake = scriptedTransport((_request, attempt) => {
      // The mode ends while the call is being retried: the call keeps the kind it began as,
      // so its appKey and its FE_isGroupSale never disagree.
      group = false;
      return attempt < 2 ? answer(503) : answer(200, hyperlinkAnswer);
    });
    await clientOver(fake, {
      saleKind: () => (group ? "group" : "general"),
      headers: (saleKind) => ({ appKey: `${saleKind}-key` }),
    })(routes.productHyperlink, hyperlink)();
    expect(fake.sent.map((request) => queryOf(request).get("FE_isGroupSale"))).toEqual([
      "true",
      "true",
      "true",
    ]);
    expect(fake.sent.map((request) => headerOf(request, "appKey"))).toEqual([
      "group-key",
      "group-key",
      "group-key",
    ]);
  });

  it("path params are URI-encoded", async () => {
    const fake = scriptedTransport(() => answer(400, { Code: 400, message: "refused" }));
    const webSales = createWebSalesHttp(clientOver(fake));
    await webSales.promoCodeProducts("A B/C?#%", 2)();
    await webSales.searchOrder(12, "guest+tag@example.com")();
    const paths = fake.sent.map((request) => new URL(request.url).pathname);
    expect(paths).toEqual([
      "/api/web-sales/products-with-upgrades-by-promocode/A%20B%2FC%3F%23%25/2",
      "/api/web-sales/order/search/12/guest%2Btag%40example.com",
    ]);
  });

  it("query values are URI-encoded", async () => {
    const fake = scriptedTransport(() => answer(400, { Code: 400, message: "refused" }));
    await createWebSalesHttp(clientOver(fake)).viewTickets("AB&C=D #1")();
    const request = sentAt(fake, 0);
    expect(queryOf(request).get("orderConfirmation")).toBe("AB&C=D #1");
    expect([...queryOf(request).keys()]).toEqual(["orderConfirmation"]);
  });
});

/** The contract route a request went to, found by matching its path against the route table. */
describe("API client: path parameters and query are typed by the route's codecs", () => {
  const refusing = () => scriptedTransport(() => answer(400, { Code: 400, message: "refused" }));

  it("a path parameter the route does not name fails the typecheck", async () => {
    const fake = refusing();
    const misspelt = clientOver(fake)(routes.orderSearch, {
      // @ts-expect-error orderSearch names its id `orderId`, not `orderID`
      params: { orderID: 7, email: "guest@example.com" },
    });
    await expect(misspelt()).rejects.toThrow('missing path parameter "orderId"');
    expect(fake.sent).toHaveLength(0);
  });

  it("a path parameter outside its codec's wire values fails the typecheck", async () => {
    const fake = refusing();
    await clientOver(fake)(routes.promoCodeProducts, {
      // @ts-expect-error the promo-code type is "1" or "2" on the wire
      params: { code: "SUMMIT20", type: "3" },
    })();
    expect(fake.sent[0]?.url).toBe(
      "https://api.example.test/api/web-sales/products-with-upgrades-by-promocode/SUMMIT20/3",
    );
  });

  it("a query field the route does not name fails the typecheck", async () => {
    const fake = refusing();
    await clientOver(fake)(routes.viewTickets, {
      // @ts-expect-error viewTickets asks for `orderConfirmation`
      query: { confirmation: "ABC123" },
    })();
    expect(fake.sent[0]?.url).toBe(
      "https://api.example.test/api/web-sales/view-tickets?confirmation=ABC123",
    );
  });

  it("an id parameter may be given as the number it carries", async () => {
    const fake = refusing();
    await clientOver(fake)(routes.orderSearch, {
      params: { orderId: 7, email: "guest@example.com" },
    })();
    expect(fake.sent[0]?.url).toBe(
      "https://api.example.test/api/web-sales/order/search/7/guest%40example.com",
    );
  });
});

const routeOf = (request: HttpRequest): RouteName => {
  const { pathname } = new URL(request.url);
  const found = (Object.keys(routes) as RouteName[]).find((name) => {
    const route = routes[name];
    const pattern = new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, "[^/]+")}$`);
    return route.method === request.method && pattern.test(pathname);
  });
  if (found === undefined) throw new Error(`no contract route for ${request.method} ${pathname}`);
  return found;
};

const sentAt = (fake: ScriptedTransport, index: number): HttpRequest => {
  const request = fake.sent[index];
  if (request === undefined)
    throw new Error(`expected a request #${String(index)} to have been sent`);
  return request;
};
