import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { ApiFailure } from "#contract/failure.js";
import { routes, type RouteContract, type RouteName } from "#contract/routes.js";
import { ApiCode } from "../../src/domain/errors.js";
import {
  cityPassPendingOrder,
  confirmPurchaseRequest,
  orderHeaders,
  pathFor,
  purchasedOrder,
  send,
  validRequests,
} from "./contractRequests.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";
import { keepingTransport } from "./mailSupport.js";
import { aCardlessPurchaseForm } from "./purchaseFlow.js";

/*
 * The server and the storefront agree on the wire because both use the codecs of
 * `routes.ts`. This suite walks that table: every route is registered, a valid request gets
 * an answer its own answer codec decodes, and every 4xx body is the contract's ApiFailure.
 */

const sn = apiHeaders("sn");
const withKey = () => ({ ...sn, "idempotency-key": randomUUID() });

const routeNames = Object.keys(routes) as RouteName[];

/**
 * Routes a caller reaches without an appKey: the configuration the page loads first, and the
 * documents a plain link downloads.
 */
const publicRoutes: readonly RouteName[] = routeNames.filter(
  (name) => name === "config" || (routes[name] as RouteContract).document !== undefined,
);

const paramNames = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");

const refusesEmpty = (codec: RouteContract["body"]): boolean => E.isLeft(codec.decode({}));

/** A request whose every required part is wrong: blank path values, no query, `{}` body. */
const invalidRequest = (contract: RouteContract) => ({
  method: contract.method,
  url: pathFor(
    contract.path,
    Object.fromEntries(paramNames(contract.path).map((name) => [name, " "])),
  ),
  headers: sn,
  ...(refusesEmpty(contract.body) ? { payload: {} } : {}),
});

const hasRequiredInput = (contract: RouteContract): boolean =>
  paramNames(contract.path).length > 0 ||
  refusesEmpty(contract.query) ||
  refusesEmpty(contract.body);

const failureOf = (answer: LightMyRequestResponse) => {
  expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode, answer.body).toBeLessThan(500);
  const failure = ApiFailure.decode(answer.json());
  if (E.isLeft(failure)) throw new Error(`4xx body is not an ApiFailure: ${answer.body}`);
  return failure.right;
};

describe.each(storageKinds())("the wire contract of routes.ts, on %s", (kind) => {
  const server = useTestServer(kind, { mail: { transport: keepingTransport() } });

  it("every route of the contract has a valid request in contractRequests.ts", () => {
    expect(routeNames.filter((name) => !(name in validRequests))).toEqual([]);
  });

  it.each(routeNames)("%s is registered with its method and path", (name) => {
    const { method, path } = routes[name];
    expect(server().app.hasRoute({ method, url: path })).toBe(true);
  });

  it.each(routeNames)("%s answers a valid request with its answer codec's shape", async (name) => {
    const answer = await send(server(), name, await validRequests[name](server()));
    expect(answer.statusCode, answer.body).toBe(200);
    const contract: RouteContract = routes[name];
    const decoded = contract.answer.decode(
      contract.document === undefined ? answer.json() : answer.rawPayload,
    );
    if (contract.document !== undefined) {
      // A document answers the file, of its media type, to be saved rather than shown.
      expect(answer.headers["content-type"]).toBe(contract.document.contentType);
      expect(answer.headers["content-disposition"]).toMatch(/^attachment; filename="[\w.-]+"$/);
    }
    if (E.isLeft(decoded)) throw new Error(`${name}'s answer breaks its codec: ${answer.body}`);
  });

  it("the routes that change state are the pending orders and their extension, the refunds (whole or of some tickets), the visit's change, the resend, the confirmations and the waiting list's join and leave", () => {
    expect(routeNames.filter((name) => routes[name].changesState).sort()).toEqual([
      "cancelTickets",
      "changeVisit",
      "confirmOrderPromo",
      "confirmPurchase",
      "createPendingOrder",
      "extendPendingOrder",
      "joinWaitingList",
      "leaveWaitingList",
      "refund",
      "resendTickets",
      "webSalesCreatePendingOrder",
    ]);
  });

  it.each(routeNames.filter((name) => !publicRoutes.includes(name)))(
    "%s reads the Idempotency-Key exactly when its route changes state",
    async (name) => {
      const request = await validRequests[name](server());
      const answer = await send(server(), name, {
        ...request,
        headers: { ...request.headers, "idempotency-key": "not a visible key" },
      });
      expect(answer.statusCode, answer.body).toBe(routes[name].changesState ? 400 : 200);
    },
  );

  it.each(routeNames.filter((name) => !publicRoutes.includes(name)))(
    "%s refuses a request without an appKey with 401 and an ApiFailure body",
    async (name) => {
      const { method, path } = routes[name];
      const anyValues = Object.fromEntries(paramNames(path).map((param) => [param, "1"]));
      const answer = await server().inject({ method, url: pathFor(path, anyValues) });
      expect(answer.statusCode).toBe(401);
      failureOf(answer);
    },
  );

  it.each(routeNames.filter((name) => hasRequiredInput(routes[name])))(
    "%s refuses an invalid request with 400 and an ApiFailure body",
    async (name) => {
      const answer = await server().inject(invalidRequest(routes[name]));
      expect(answer.statusCode).toBe(400);
      expect(failureOf(answer).Code).toBe(400);
    },
  );

  describe("the spec's failure codes come in the ApiFailure body", () => {
    it("order search with another e-mail: Code 17", async () => {
      const order = await purchasedOrder(server());
      const answer = await send(server(), "orderSearch", {
        params: { orderId: String(order.orderId), email: "someone.else@example.com" },
        headers: sn,
      });
      expect(failureOf(answer).Code).toBe(ApiCode.OrderNotFound);
    });

    it("a second refund of the same order: Code 5005", async () => {
      const order = await purchasedOrder(server());
      const refund = { body: { orderId: order.orderId, email: order.email } };
      expect((await send(server(), "refund", { ...refund, headers: withKey() })).statusCode).toBe(
        200,
      );
      const again = await send(server(), "refund", { ...refund, headers: withKey() });
      expect(failureOf(again).Code).toBe(ApiCode.NotRefundable);
    });

    it("a city-pass barcode another order exchanged first: Code 21 with the product ids", async () => {
      const first = await cityPassPendingOrder(server(), 20);
      const second = await cityPassPendingOrder(server(), 20);
      const confirm = (orderId: number) =>
        send(server(), "confirmOrderPromo", {
          params: { orderId: String(orderId) },
          body: aCardlessPurchaseForm(),
          headers: orderHeaders(server(), orderId),
        });
      expect((await confirm(first)).statusCode).toBe(200);
      expect(failureOf(await confirm(second))).toMatchObject({
        Code: ApiCode.ProductsUnavailable,
        productIds: [107],
      });
    });

    it("confirming a pending order that does not exist: Code 5007", async () => {
      const answer = await send(
        server(),
        "confirmPurchase",
        confirmPurchaseRequest(server(), 999_999_999),
      );
      expect(failureOf(answer).Code).toBe(ApiCode.PendingOrderExpired);
    });
  });

  describe("Fastify's own 4xx answer the ApiFailure body too", () => {
    const createPendingOrder = { method: "POST", url: routes.createPendingOrder.path } as const;

    it("malformed JSON: 400", async () => {
      const answer = await server().inject({
        ...createPendingOrder,
        headers: { ...sn, "content-type": "application/json" },
        payload: '{"userAccountId": ',
      });
      expect(answer.statusCode).toBe(400);
      failureOf(answer);
    });

    it("a body of a type the API does not read (a form): 415", async () => {
      const answer = await server().inject({
        ...createPendingOrder,
        headers: { ...sn, "content-type": "application/x-www-form-urlencoded" },
        payload: "userAccountId=1137",
      });
      expect(answer.statusCode).toBe(415);
      failureOf(answer);
    });

    it("a body over the size limit: 413", async () => {
      const answer = await server().inject({
        ...createPendingOrder,
        headers: { ...sn, "content-type": "application/json" },
        payload: JSON.stringify({ padding: "x".repeat(300 * 1024) }),
      });
      expect(answer.statusCode).toBe(413);
      failureOf(answer);
    });

    it("a path no route has: 404", async () => {
      const answer = await server().inject({ url: "/api/web-sales/no-such-route", headers: sn });
      expect(answer.statusCode).toBe(404);
      failureOf(answer);
    });
  });
});
