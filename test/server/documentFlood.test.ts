import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.js";
import { heavyShare } from "../../server/shared/http/loadShedding.js";
import { FIRST_PAINT_PLACEHOLDER } from "../../server/storefront/pages/pageShell.js";
import { purchasedOrder, ticketsOf } from "./contractRequests.js";
import { apiHeaders, storageKinds, useTestServer, type TestServer } from "./harness.js";
import { holdable } from "./holdableStorage.js";
import { TOMORROW } from "./saleRequests.js";

/*
 * Ticket documents and pages drawn on the server pass the admission gate, each kind within its
 * quarter of MAX_IN_FLIGHT: a flood of either is answered 503 with Retry-After past it, before
 * doing anything, and the storefront's own calls still find room. Forced, not timed: the
 * database is held shut while the admitted requests wait on it.
 */

const MAX_IN_FLIGHT = 16;
const FLOOD = 40;

/** Settles each request as it is answered, and says when `count` of them have been. */
const answeredAsTheyCome = (requests: readonly Promise<LightMyRequestResponse>[]) => {
  let answered = 0;
  const waiters: { count: number; done: () => void }[] = [];
  for (const request of requests) {
    void request.then(() => {
      answered += 1;
      for (const waiter of waiters) if (answered >= waiter.count) waiter.done();
    });
  }
  return (count: number) =>
    new Promise<void>((done) => {
      if (answered >= count) done();
      else waiters.push({ count, done });
    });
};

/** Lets the event loop go round until `ready` holds (a request has reached the database). */
const untilTrue = async (ready: () => boolean) => {
  while (!ready()) await new Promise((resolve) => setImmediate(resolve));
};

const statusCounts = (answers: readonly LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>(
    (counts, answer) => ({ ...counts, [answer.statusCode]: (counts[answer.statusCode] ?? 0) + 1 }),
    {},
  );

/** The storefront's own kind of call: an entry time's places, worked out on the database. */
const inventory = (app: FastifyInstance) =>
  app.inject({
    method: "POST",
    url: `/api/ticketing/Web/NonGroupSale/product/101/inventory`,
    query: { requestedDate: TOMORROW },
    headers: apiHeaders("sn"),
    payload: { selectedDiscounts: [] },
  });

/**
 * Floods `app` with `flood` requests while its database is held, then asks `inventory` once
 * every refused one is answered: resolves to the flood's answers and whether the storefront's
 * call was admitted (it reached the held database rather than being answered at once).
 */
const flooded = async (
  server: TestServer,
  options: { readonly staticDir?: string },
  flood: (app: FastifyInstance) => Promise<LightMyRequestResponse>,
  admitted: number,
) => {
  const database = holdable(server.storage);
  const app = await buildApp({
    storage: database.storage,
    clock: server.clock,
    maxInFlight: MAX_IN_FLIGHT,
    guessLimit: null,
    ...options,
  });
  await app.ready();
  try {
    database.hold();
    const requests = Array.from({ length: FLOOD }, () => flood(app));
    await answeredAsTheyCome(requests)(FLOOD - admitted);
    const waitingBefore = database.waitingNow();
    const call = inventory(app);
    const storefrontCall = await Promise.race([
      call.then((answer) => `answered ${String(answer.statusCode)} at once`),
      untilTrue(() => database.waitingNow() > waitingBefore).then(() => "admitted"),
    ]);
    database.release();
    return { answers: await Promise.all(requests), storefrontCall, afterwards: await call };
  } finally {
    database.release();
    await app.close();
  }
};

describe.each(storageKinds())("a flood of ticket documents and pages, on %s", (kind) => {
  const server = useTestServer(kind);
  const share = heavyShare(MAX_IN_FLIGHT);

  it("40 passes and PDFs asked at once: past their quarter of MAX_IN_FLIGHT each is answered 503 with Retry-After, and the storefront's own call is still admitted", async () => {
    const { orderConfirmation } = await purchasedOrder(server());
    const [ticket] = await ticketsOf(server(), orderConfirmation);
    let asked = 0;
    const download = (app: FastifyInstance): Promise<LightMyRequestResponse> => {
      asked += 1;
      const options: InjectOptions =
        asked % 2 === 0
          ? { url: "/api/web-sales/view-tickets/pdf", query: { orderConfirmation } }
          : {
              url: "/api/web-sales/view-tickets/pkpass",
              query: { orderConfirmation, barcode: ticket?.barcode ?? "" },
            };
      return app.inject({ ...options, remoteAddress: `10.7.0.${String(asked)}` });
    };

    const { answers, storefrontCall, afterwards } = await flooded(server(), {}, download, share);

    expect(statusCounts(answers)).toEqual({ 200: share, 503: FLOOD - share });
    for (const refused of answers.filter((answer) => answer.statusCode === 503)) {
      expect(refused.headers["retry-after"]).toBe("1");
    }
    expect(storefrontCall).toBe("admitted");
    expect(afterwards.statusCode).toBe(200);
  });

  it("40 pages asked at once: past their quarter of MAX_IN_FLIGHT each is sent undrawn, as a 503 with Retry-After, and the storefront's own call is still admitted", async () => {
    const dir = await mkdtemp(join(tmpdir(), "storefront-page-flood-"));
    try {
      await writeFile(
        join(dir, "index.html"),
        `<html><head>${FIRST_PAINT_PLACEHOLDER}</head><body>Please wait...</body></html>`,
      );
      const page = (app: FastifyInstance) =>
        app.inject({ url: "/", headers: { host: "localhost" } });

      const { answers, storefrontCall, afterwards } = await flooded(
        server(),
        { staticDir: dir },
        page,
        share,
      );

      expect(statusCounts(answers)).toEqual({ 200: share, 503: FLOOD - share });
      for (const answer of answers) expect(answer.body).toContain("Please wait...");
      for (const refused of answers.filter((answer) => answer.statusCode === 503)) {
        expect(refused.headers["retry-after"]).toBe("1");
        expect(refused.headers["content-type"]).toContain("text/html");
        expect(refused.body).not.toContain("first-answers");
      }
      expect(storefrontCall).toBe("admitted");
      expect(afterwards.statusCode).toBe(200);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
