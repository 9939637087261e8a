import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { WireCode } from "#contract/failure.js";
import { purchasedOrder, ticketsOf } from "./contractRequests.js";
import { apiHeaders, storageKinds, useTestServer, type TestServer } from "./harness.js";
import { pagesOf } from "./pdfPages.js";
import { countRows } from "./purchaseFlow.js";

/*
 * Ticket documents (the PDF, a Wallet pass, the calendar file) are served at most
 * DOCUMENT_DOWNLOADS_PER_ORDER times an hour per order and DOCUMENT_DOWNLOADS_PER_CLIENT per
 * client address, counted in the database; a pass and a PDF are made once per version of
 * their order and kept.
 */

const LIMITS = { perOrder: 5, perClient: 8, windowMs: 60 * 60_000 };

type Kind = "pdf" | "pkpass" | "ics";

interface Bought {
  readonly orderId: number;
  readonly orderConfirmation: string;
  readonly barcode: string;
}

const buy = async (server: TestServer): Promise<Bought> => {
  const { orderId, orderConfirmation } = await purchasedOrder(server);
  const [ticket] = await ticketsOf(server, orderConfirmation);
  if (ticket === undefined) throw new Error("the order has no ticket");
  return { orderId, orderConfirmation, barcode: ticket.barcode };
};

const download = (server: TestServer, order: Bought, kind: Kind, remoteAddress: string) =>
  server.inject({
    url: `/api/web-sales/view-tickets/${kind}`,
    query: {
      orderConfirmation: order.orderConfirmation,
      ...(kind === "pkpass" ? { barcode: order.barcode } : {}),
    },
    remoteAddress,
  });

const statusesOf = (answers: readonly { statusCode: number }[]) =>
  answers.map((answer) => answer.statusCode);

const guestOfPass = (bytes: Buffer): unknown => {
  const pass = JSON.parse(Buffer.from(unzipSync(bytes)["pass.json"] ?? []).toString("utf8")) as {
    eventTicket: Record<string, readonly { key: string; value: unknown }[]>;
  };
  return Object.values(pass.eventTicket)
    .flat()
    .find((field) => field.key === "guest")?.value;
};

describe.each(storageKinds())("ticket documents' downloads, on %s", (kind) => {
  const server = useTestServer(kind, { downloadLimits: LIMITS });

  it("an order's documents are served DOCUMENT_DOWNLOADS_PER_ORDER times an hour, from any address, then 429 with Retry-After until the first is an hour old", async () => {
    const order = await buy(server());
    const first = await download(server(), order, "pdf", "10.1.0.1");
    server().clock.advance(10 * 60_000);
    const rest = [
      await download(server(), order, "pkpass", "10.1.0.2"),
      await download(server(), order, "ics", "10.1.0.3"),
      await download(server(), order, "pdf", "10.1.0.4"),
      await download(server(), order, "pkpass", "10.1.0.5"),
    ];

    const refused = await download(server(), order, "ics", "10.1.0.6");

    expect(statusesOf([first, ...rest])).toEqual([200, 200, 200, 200, 200]);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(50 * 60));
    expect(refused.json()).toEqual({
      Code: WireCode.TooManyAttempts,
      message:
        "These tickets have been downloaded too many times for now. Try again in 3000 seconds.",
    });
    server().clock.advance(50 * 60_000);
    expect((await download(server(), order, "ics", "10.1.0.6")).statusCode).toBe(200);
  });

  it("a client address is served DOCUMENT_DOWNLOADS_PER_CLIENT downloads an hour, of any orders, and holds no other address up", async () => {
    const [one, other] = [await buy(server()), await buy(server())];
    const served = [];
    for (const order of [one, other]) {
      for (const document of ["pdf", "pkpass", "ics", "pdf"] as const) {
        served.push(await download(server(), order, document, "10.2.0.1"));
      }
    }

    const refused = await download(server(), one, "pkpass", "10.2.0.1");
    const elsewhere = await download(server(), one, "pkpass", "10.2.0.2");

    expect(statusesOf(served)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(elsewhere.statusCode).toBe(200);
  });

  it("20 downloads of one order asked at once: 5 are served, 15 refused with 429", async () => {
    const order = await buy(server());

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        download(server(), order, "pkpass", `10.3.0.${String(index + 1)}`),
      ),
    );

    const statuses = statusesOf(answers);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it("only what is served is counted: a refused download, an unknown number and a barcode of another order count for nothing", async () => {
    const order = await buy(server());
    const client = "10.4.0.1";
    const before = await countRows(server(), "document_downloads");
    for (let i = 0; i < 5; i += 1) await download(server(), order, "ics", `10.4.1.${String(i)}`);
    const refused = await download(server(), order, "ics", client);
    const unknown = await download(
      server(),
      { ...order, orderConfirmation: "NOSUCH1" },
      "pdf",
      client,
    );
    const wrongBarcode = await download(
      server(),
      { ...order, barcode: "NOT-A-TICKET" },
      "pkpass",
      client,
    );

    expect(statusesOf([refused, unknown, wrongBarcode])).toEqual([429, 404, 404]);
    expect(await countRows(server(), "document_downloads")).toBe(before + 5);
    expect(await countRows(server(), "document_downloads", `client = '${client}'`)).toBe(0);
  });

  it("a pass and a PDF are made once per version of their order: asked again later, the same bytes; once the order changed, made anew from it", async () => {
    const order = await buy(server());
    const pass = await download(server(), order, "pkpass", "10.5.0.1");
    const pdf = await download(server(), order, "pdf", "10.5.0.1");
    // A pass made again would be signed at another time.
    server().clock.advance(60_000);
    const passAgain = await download(server(), order, "pkpass", "10.5.0.1");
    const pdfAgain = await download(server(), order, "pdf", "10.5.0.1");

    await server().storage.query(
      "update orders set first_name = 'Ada', last_name = 'Lovelace' where order_id = $1",
      [order.orderId],
    );
    // Past the hour, so the order has its downloads again.
    server().clock.advance(LIMITS.windowMs);
    const renamedPass = await download(server(), order, "pkpass", "10.5.0.1");
    const renamedPdf = await download(server(), order, "pdf", "10.5.0.1");

    expect(passAgain.rawPayload.equals(pass.rawPayload)).toBe(true);
    expect(pdfAgain.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect(renamedPass.rawPayload.equals(pass.rawPayload)).toBe(false);
    expect(guestOfPass(renamedPass.rawPayload)).toBe("Ada Lovelace");
    const [page] = await pagesOf(renamedPdf.rawPayload);
    expect(page?.text).toContain("Ada Lovelace");
  });

  it("a refunded order's kept documents are never served", async () => {
    const { orderId, orderConfirmation, email } = await purchasedOrder(server());
    const [ticket] = await ticketsOf(server(), orderConfirmation);
    const order = { orderId, orderConfirmation, barcode: ticket?.barcode ?? "" };
    expect((await download(server(), order, "pkpass", "10.6.0.1")).statusCode).toBe(200);
    expect((await download(server(), order, "pdf", "10.6.0.1")).statusCode).toBe(200);

    const refund = await server().inject({
      method: "POST",
      url: "/api/web-sales/order/refund",
      headers: apiHeaders("sn"),
      payload: { orderId, email },
    });

    expect(refund.statusCode, refund.body).toBe(200);
    expect((await download(server(), order, "pkpass", "10.6.0.1")).statusCode).toBe(404);
    expect((await download(server(), order, "pdf", "10.6.0.1")).statusCode).toBe(404);
  });
});
