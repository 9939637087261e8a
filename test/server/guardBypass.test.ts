import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { GuessLimit } from "../../server/api/http/guessThrottle.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";
import {
  aPurchaseForm,
  confirmPurchase,
  DECLINED_CARD,
  reserve,
  twoAdults,
} from "./purchaseFlow.js";

/*
 * The guards hold for what a request means, not how it is spelled. Every guard meets every
 * class of respelling an attacker has: HEAD for GET, percent-encoded path segments and query
 * keys, a trailing or doubled slash, other letter case, and forwarding headers from a client
 * that is not a trusted proxy. (The embedded mailbox's guard meets the same classes in
 * mailbox.test.ts, where a real SMTP mailbox runs.)
 */

const LIMIT: GuessLimit = { maxFailures: 3, windowMs: 60_000 };

type Request = InjectOptions & { url: string };

/** Spellings the router matches to no route: they reach no secret and need not count. */
const unrouted = new Set(["a doubled slash", "other letter case"]);

/** A request as an attacker may spell it again, each named for the report. */
const respellings = (request: Request): readonly [string, Request][] => {
  const [path = "", query] = request.url.split("?");
  const withQuery = (newPath: string, newQuery = query) =>
    newQuery === undefined ? newPath : `${newPath}?${newQuery}`;
  const encodedQueryKey = query?.replace(
    /^([a-z]+)([A-Z])/,
    (_all, head: string, letter: string) =>
      `${head}%${letter.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return [
    ["as asked", request],
    ...(request.method === undefined || request.method === "GET"
      ? [["HEAD for GET", { ...request, method: "HEAD" as const }] as [string, Request]]
      : []),
    [
      "a path segment percent-encoded",
      { ...request, url: withQuery(path.replace("/web-sales/", "/w%65b-sales/")) },
    ],
    ["a query key percent-encoded", { ...request, url: withQuery(path, encodedQueryKey) }],
    ["a trailing slash", { ...request, url: withQuery(`${path}/`) }],
    ["a doubled slash", { ...request, url: withQuery(path.replace("/api/", "/api//")) }],
    ["other letter case", { ...request, url: withQuery(path.replace("/api/", "/API/")) }],
    ...(["x-forwarded-for", "forwarded", "x-real-ip"] as const).map((header): [string, Request] => [
      `a ${header} header from an untrusted client`,
      {
        ...request,
        headers: {
          ...request.headers,
          [header]: header === "forwarded" ? "for=203.0.113.99" : "203.0.113.99",
        },
      },
    ]),
  ];
};

describe.each(storageKinds())("no way around the guards, on %s", (kind) => {
  const server = useTestServer(kind, { guessLimit: LIMIT });
  let order: { orderId: number; orderConfirmation: string };

  beforeAll(async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const paid = await confirmPurchase(server(), reservation.orderId);
    expect(paid.statusCode, paid.body).toBe(200);
    order = paid.json<{ orderId: number; orderConfirmation: string }>();
  });

  const from = (client: string, request: Request): InjectOptions => ({
    ...request,
    remoteAddress: client,
  });

  const exhaustGuesses = async (client: string) => {
    for (let i = 0; i < LIMIT.maxFailures; i += 1) {
      await server().inject(
        from(client, {
          url: "/api/web-sales/view-tickets?orderConfirmation=NOSUCHORDER",
          headers: apiHeaders("sn"),
        }),
      );
    }
  };

  const rightGuesses = (): Request[] => [
    {
      url: `/api/web-sales/view-tickets?orderConfirmation=${order.orderConfirmation}`,
      headers: apiHeaders("sn"),
    },
    { url: `/api/web-sales/view-tickets/pdf?orderConfirmation=${order.orderConfirmation}` },
    { url: `/api/web-sales/view-tickets/ics?orderConfirmation=${order.orderConfirmation}` },
    {
      url: `/api/web-sales/order/search/${String(order.orderId)}/guest.name%40example.com`,
      headers: apiHeaders("sn"),
    },
  ];

  it("a throttled client gets no right answer to a guess in any spelling", async () => {
    let client = 1;
    for (const guess of rightGuesses()) {
      for (const [spelling, request] of respellings(guess)) {
        const address = `192.0.2.${String(client)}`;
        client += 1;
        await exhaustGuesses(address);
        const answer = await server().inject(from(address, request));
        expect([404, 429], `${spelling}: ${request.url}`).toContain(answer.statusCode);
        expect(answer.body, spelling).not.toContain(order.orderConfirmation);
      }
    }
  });

  it("a wrong guess counts in any spelling the router answers", async () => {
    const wrong: Request = {
      url: "/api/web-sales/view-tickets/pdf?orderConfirmation=NOSUCHORDER",
    };
    const routed = respellings(wrong).filter(([spelling]) => !unrouted.has(spelling));
    for (const [index, [spelling, request]] of routed.entries()) {
      const address = `198.51.100.${String(index + 1)}`;
      for (let i = 0; i < LIMIT.maxFailures; i += 1) {
        await server().inject(from(address, request));
      }
      const right = await server().inject(from(address, rightGuesses()[1] ?? wrong));
      expect(right.statusCode, `${spelling}: ${request.url}, then the right one`).toBe(429);
    }
  });

  it("a pending order past its declines takes no card in any spelling of its path", async () => {
    const declined = aPurchaseForm({ cardNumber: DECLINED_CARD });
    const purchase = (orderId: number, cartToken = "any"): Request => ({
      method: "POST",
      url: `/api/web-sales/confirm-purchase/${String(orderId)}`,
      headers: { ...apiHeaders("sn"), carttoken: cartToken },
      payload: { ...aPurchaseForm() },
    });
    const spellings = respellings(purchase(1)).length;
    for (let index = 0; index < spellings; index += 1) {
      const reservation = await reserve(server(), twoAdults(server()));
      const address = `203.0.113.${String(index + 1)}`;
      for (let i = 0; i < 3; i += 1) {
        await confirmPurchase(server(), reservation.orderId, {
          form: declined,
          remoteAddress: address,
        });
      }
      const [spelling, request] =
        respellings(purchase(reservation.orderId, reservation.cartToken))[index] ?? [];
      if (request === undefined) throw new Error(`no spelling ${String(index)}`);
      const answer = await server().inject(from(`10.1.${String(index)}.1`, request));
      expect([404, 429], `${String(spelling)}: ${request.url}`).toContain(answer.statusCode);
    }
  });
});
