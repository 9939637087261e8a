import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WireCode } from "#contract/failure.js";
import { buildApp } from "../../server/app.js";
import type { GuessLimit } from "../../server/api/http/guessThrottle.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";

/*
 * Refused guesses (order look-ups, view tickets, refunds, promo and hyperlink codes, city-pass
 * barcodes) are limited per client address; successes are not counted. Small limits keep it fast.
 */

const LIMIT: GuessLimit = { maxFailures: 3, windowMs: 60_000 };
const PROXY = "10.0.0.1";

describe.each(storageKinds())("on %s", (kind) => {
  const server = useTestServer(kind, { guessLimit: LIMIT });
  let behindProxy: FastifyInstance;

  beforeAll(async () => {
    behindProxy = await buildApp({
      storage: server().storage,
      clock: server().clock,
      guessLimit: LIMIT,
      trustedProxy: PROXY,
    });
  });

  // Registered after the server's: Vitest runs afterAll hooks in reverse, so this app is
  // closed while the storage it shares is still open.
  afterAll(async () => {
    await behindProxy.close();
  });

  type Guess = (from: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;

  const lookUp =
    (app: () => FastifyInstance): Guess =>
    (from, headers = {}) =>
      app().inject({
        url: "/api/web-sales/order/search/999999/nobody%40example.com",
        headers: { ...apiHeaders("sn"), ...headers },
        remoteAddress: from,
      });

  const orderLookUp = lookUp(() => server().app);

  const viewUnknownTickets: Guess = (from) =>
    server().inject({
      url: "/api/web-sales/view-tickets?orderConfirmation=NOSUCHORDER",
      headers: apiHeaders("sn"),
      remoteAddress: from,
    });

  // A plain link, so no appKey: the confirmation number alone is the secret.
  const unknownTicketsPdf: Guess = (from) =>
    server().inject({
      url: "/api/web-sales/view-tickets/pdf?orderConfirmation=NOSUCHORDER",
      remoteAddress: from,
    });

  const promoCode =
    (code: string): Guess =>
    (from) =>
      server().inject({
        url: `/api/web-sales/products-with-upgrades-by-promocode/${code}/1`,
        headers: apiHeaders("sn"),
        remoteAddress: from,
      });

  const cityPass: Guess = (from) =>
    server().inject({
      method: "POST",
      url: "/api/web-sales/cityPassVoucher",
      headers: apiHeaders("sn"),
      payload: { voucherCode: "NOT-A-PASS", barcodeProvider: "CityPass" },
      remoteAddress: from,
    });

  const statuses = async (guess: Guess, from: string, times: number) => {
    const seen: number[] = [];
    for (let i = 0; i < times; i++) seen.push((await guess(from)).statusCode);
    return seen;
  };

  describe("throttling of guesses", () => {
    it("after the limit of refused look-ups, the next answers 429 with Retry-After and the contract's body", async () => {
      expect(await statuses(orderLookUp, "192.0.2.1", 3)).toEqual([404, 404, 404]);
      const throttled = await orderLookUp("192.0.2.1");
      expect(throttled.statusCode).toBe(429);
      const wait = Number(throttled.headers["retry-after"]);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(throttled.json()).toEqual({
        Code: WireCode.TooManyAttempts,
        message: `Too many attempts. Try again in ${String(wait)} seconds.`,
      });
    });

    it("an empty answer is a refused guess: unknown confirmation numbers and promo codes count", async () => {
      expect(await statuses(viewUnknownTickets, "192.0.2.2", 4)).toEqual([200, 200, 200, 429]);
      expect(await statuses(promoCode("NOPE"), "192.0.2.2", 4)).toEqual([200, 200, 200, 429]);
    });

    it("successful look-ups are not counted", async () => {
      expect(await statuses(promoCode("SUMMIT20"), "192.0.2.3", 10)).toEqual(Array(10).fill(200));
      expect((await orderLookUp("192.0.2.3")).statusCode).toBe(404);
    });

    it("routes guessing the same secret share a count; other groups keep their own", async () => {
      await statuses(orderLookUp, "192.0.2.4", 2);
      expect(await statuses(viewUnknownTickets, "192.0.2.4", 2)).toEqual([200, 429]);
      expect(await statuses(cityPass, "192.0.2.4", 4)).toEqual([404, 404, 404, 429]);
      expect((await promoCode("NOPE")("192.0.2.4")).statusCode).toBe(200);
    });

    it("the tickets' PDF shares the order guesses' count: a refused download counts, and is refused once over", async () => {
      expect(await statuses(unknownTicketsPdf, "192.0.2.17", 2)).toEqual([404, 404]);
      expect(await statuses(viewUnknownTickets, "192.0.2.17", 1)).toEqual([200]);
      expect(await statuses(unknownTicketsPdf, "192.0.2.17", 1)).toEqual([429]);
    });

    it("a guess counts however it is asked: HEAD as GET, a path spelled with percent-encoding, on every guarded route", async () => {
      const asked = (url: string, method: "GET" | "HEAD", from: string) =>
        server().inject({ method, url, headers: apiHeaders("sn"), remoteAddress: from });
      const guarded = [
        "/api/web-sales/order/search/999999/nobody%40example.com",
        "/api/web-sales/view-tickets/pdf?orderConfirmation=NOSUCHORDER",
        "/api/web-sales/view-tickets/pkpass?orderConfirmation=NOSUCHORDER&barcode=X",
        "/api/web-sales/view-tickets/ics?orderConfirmation=NOSUCHORDER",
        "/api/web-sales/product-hyperlink/NOSUCHLINK",
      ];
      for (const [index, url] of guarded.entries()) {
        const from = `198.51.100.${String(index + 1)}`;
        const heads = [];
        for (let i = 0; i < 4; i++) heads.push((await asked(url, "HEAD", from)).statusCode);
        expect(
          heads.slice(0, 3).every((status) => status !== 429),
          url,
        ).toBe(true);
        expect(heads[3], url).toBe(429);
        const encoded = url.replace("/web-sales/", "/w%65b-sales/");
        expect((await asked(encoded, "GET", from)).statusCode, encoded).toBe(429);
      }
    });

    it("the count is per client address", async () => {
      await statuses(orderLookUp, "192.0.2.5", 4);
      expect((await orderLookUp("192.0.2.6")).statusCode).toBe(404);
    });

    it("a burst of parallel guesses gets no more than the limit through", async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => orderLookUp("192.0.2.7")));
      const refused = answers.filter((answer) => answer.statusCode === 404).length;
      expect(refused).toBeLessThanOrEqual(LIMIT.maxFailures);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(20 - refused);
    });

    it("guesses counted by one instance count on another sharing the database: GUESS_LIMIT refusals in all, not as many per instance", async () => {
      const other = await server().anotherInstance({ guessLimit: LIMIT });
      const instances = [server(), other];

      const seen: number[] = [];
      for (let i = 0; i < 6; i++) {
        const instance = instances[i % 2] ?? other;
        seen.push((await lookUp(() => instance.app)("192.0.2.30")).statusCode);
      }
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          lookUp(() => (instances[i % 2] ?? other).app)("192.0.2.31"),
        ),
      );

      expect(seen).toEqual([404, 404, 404, 429, 429, 429]);
      expect(burst.filter((answer) => answer.statusCode === 404)).toHaveLength(LIMIT.maxFailures);
    });

    it("without a trusted proxy, X-Forwarded-For is ignored", async () => {
      const spoofed = (n: number) =>
        orderLookUp("192.0.2.8", { "x-forwarded-for": `203.0.113.${String(n)}` });
      for (let n = 1; n <= 3; n++) await spoofed(n);
      expect((await spoofed(4)).statusCode).toBe(429);
    });

    it("behind the trusted proxy, X-Forwarded-For names the client", async () => {
      const viaProxy = lookUp(() => behindProxy);
      const client =
        (proxy: string): Guess =>
        (ip) =>
          viaProxy(proxy, { "x-forwarded-for": ip });
      // Addresses of their own: both apps count in the same database.
      expect(await statuses(client(PROXY), "198.51.100.101", 4)).toEqual([404, 404, 404, 429]);
      expect((await client(PROXY)("198.51.100.102")).statusCode).toBe(404);
      // Another proxy is not trusted: its X-Forwarded-For is not believed, its own address counts.
      for (let n = 103; n <= 105; n++) await client("10.9.9.9")(`198.51.100.${String(n)}`);
      expect((await client("10.9.9.9")("198.51.100.106")).statusCode).toBe(429);
    });

    it("once the window has passed, guesses are allowed again", async () => {
      const app = await buildApp({
        storage: server().storage,
        clock: server().clock,
        guessLimit: { maxFailures: 1, windowMs: 300 },
      });
      const guess = lookUp(() => app);
      expect((await guess("192.0.2.9")).statusCode).toBe(404);
      expect((await guess("192.0.2.9")).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await guess("192.0.2.9")).statusCode).toBe(404);
      await app.close();
    });
  });
});
