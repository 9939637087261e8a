import { describe, expect, it } from "vitest";
import { defaultMailLimits, type MailLimits } from "../../server/api/sales/mailOutbox.js";
import { apiHeaders, storageKinds, useTestServer, type TestServer } from "./harness.js";
import { keepingTransport } from "./mailSupport.js";
import {
  aCardlessPurchaseForm,
  aPurchaseForm,
  cityPassExchange,
  confirmOrderPromo,
  confirmPurchase,
  countRows,
  reserve,
  twoAdults,
} from "./purchaseFlow.js";

/*
 * Mail that cannot be aimed (issue 24): the shop mails whatever address a form names, and a
 * refund gives a city-pass barcode back for another free exchange, so its mails are limited per
 * recipient and per client address, counted in the database; the order changes that ask for
 * them always go through.
 */

const HOUR_MS = 3_600_000;

/** Seeded adult CityPass C3 barcodes (every fourth is a child's, another ticket type). */
const ADULT_BARCODES = [
  "C3SN0001",
  "C3SN0002",
  "C3SN0003",
  "C3SN0005",
  "C3SN0006",
  "C3SN0007",
  "C3SN0009",
];

/** A free city-pass exchange, its tickets mailed to `email` (asked for from this machine). */
const exchange = async (server: TestServer, barcode: string, email: string) => {
  const reservation = await reserve(server, cityPassExchange(server, barcode));
  const answer = await confirmOrderPromo(server, reservation.orderId, {
    ...aCardlessPurchaseForm(),
    email,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ orderId: number; ticketsEmailQueued: boolean }>();
};

const refund = async (server: TestServer, orderId: number, email: string, client: string) => {
  const answer = await server.inject({
    method: "POST",
    url: "/api/web-sales/order/refund",
    headers: apiHeaders("sn"),
    remoteAddress: client,
    payload: { orderId, email },
  });
  expect(answer.statusCode, answer.body).toBe(200);
};

const buy = async (server: TestServer, email: string, client: string) => {
  const reservation = await reserve(server, twoAdults(server));
  const answer = await confirmPurchase(server, reservation.orderId, {
    form: aPurchaseForm({ email }),
    remoteAddress: client,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ orderId: number; ticketsEmailQueued: boolean }>();
};

const resend = (server: TestServer, orderId: number, email: string, client: string) =>
  server.inject({
    method: "POST",
    url: "/api/web-sales/order/resend-tickets",
    headers: apiHeaders("sn"),
    remoteAddress: client,
    payload: { orderId, email },
  });

const mailsTo = (server: TestServer, mailbox: string) =>
  countRows(server, "mail_outbox", `recipient_key = '${mailbox}'`);

const mailsFrom = (server: TestServer, client: string) =>
  countRows(server, "mail_outbox", `client = '${client}'`);

describe.each(storageKinds())("mail that cannot be aimed, on %s, with the defaults", (kind) => {
  const server = useTestServer(kind, {
    mail: { transport: keepingTransport(), pollMs: 50 },
    mailLimits: defaultMailLimits,
  });

  it("exchange, refund, exchange again stops sending: one barcode's cycles end at its 3 exchanges, so its victim gets 6 mails, and each exchange and refund made stands", async () => {
    const victim = "cycle.victim@example.com";
    const client = "10.9.0.1";
    const barcode = "C3SN0001";
    const orders: number[] = [];
    for (let cycle = 0; cycle < 3; cycle++) {
      const exchanged = await exchange(server(), barcode, victim);
      expect(exchanged.ticketsEmailQueued).toBe(true);
      await refund(server(), exchanged.orderId, victim, client);
      orders.push(exchanged.orderId);
    }

    const fourth = await server().inject({
      method: "POST",
      url: "/api/web-sales/cityPassVoucher",
      headers: apiHeaders("sn"),
      payload: { voucherCode: barcode, barcodeProvider: "CityPassC3" },
    });

    expect(fourth.statusCode).toBe(404);
    expect(fourth.json<{ message: string }>().message).toMatch(/exchanged 3 times/);
    expect(await mailsTo(server(), victim)).toBe(6);
    expect(
      await countRows(
        server(),
        "orders",
        `order_id in (${orders.join(",")}) and refunded_at_ms is not null`,
      ),
    ).toBe(3);
  });

  it("mails to one mailbox stop at 10 an hour however its address is cased or +tagged, while every exchange and refund goes through and the confirmation past the limit promises no e-mail", async () => {
    const client = "10.9.1.1";
    const addresses = [
      "aimed.victim@example.com",
      "Aimed.Victim+1@example.com",
      "aimed.victim+shop@EXAMPLE.com",
    ];
    const queued: boolean[] = [];
    for (const [cycle, barcode] of ADULT_BARCODES.slice(1).entries()) {
      const email = addresses[cycle % addresses.length] ?? "";
      const exchanged = await exchange(server(), barcode, email);
      queued.push(exchanged.ticketsEmailQueued);
      await refund(server(), exchanged.orderId, email, client);
    }

    expect(queued).toEqual([true, true, true, true, true, false]);
    expect(await mailsTo(server(), "aimed.victim@example.com")).toBe(10);

    server().clock.advance(HOUR_MS);
    expect((await buy(server(), "aimed.victim@example.com", client)).ticketsEmailQueued).toBe(true);
  });

  it("resend tickets past the mail limits answers 429 with Retry-After and says why, and queues nothing", async () => {
    const email = "resent.victim@example.com";
    const client = "10.9.2.1";
    const orders = [];
    for (let order = 0; order < 4; order++) orders.push(await buy(server(), email, client));
    for (const order of orders.slice(0, 3)) {
      for (let time = 0; time < 2; time++) {
        expect((await resend(server(), order.orderId, email, client)).statusCode).toBe(200);
      }
    }
    server().clock.advance(60_000);

    const refused = await resend(server(), orders[3]?.orderId ?? 0, email, "10.9.2.2");

    expect(refused.statusCode).toBe(429);
    const failure = refused.json<{ Code: number; message: string }>();
    expect(failure.Code).toBe(429);
    expect(failure.message).toMatch(/^Too many e-mails were sent to this address/);
    expect(Number(refused.headers["retry-after"])).toBe(HOUR_MS / 1000 - 60);
    expect(await mailsTo(server(), email)).toBe(10);
  });
});

/** Small limits, so the client's count is met before any one recipient's. */
const smallLimits: MailLimits = { perRecipient: 4, perClient: 6, windowMs: HOUR_MS };

describe.each(storageKinds())("mail limits as set, on %s", (kind) => {
  const server = useTestServer(kind, {
    mail: { transport: keepingTransport(), pollMs: 50 },
    mailLimits: smallLimits,
  });

  it("mails asked for from one client address stop at MAILS_PER_CLIENT an hour, whatever the addresses; another client's still go", async () => {
    const client = "10.8.0.1";
    const answers = [];
    for (let order = 0; order < 8; order++) {
      answers.push(await buy(server(), `sprayed.${String(order)}@example.com`, client));
    }

    expect(answers.map((answer) => answer.ticketsEmailQueued)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(await mailsFrom(server(), client)).toBe(6);
    expect((await buy(server(), "sprayed.0@example.com", "10.8.0.2")).ticketsEmailQueued).toBe(
      true,
    );
  });

  it("one count for every instance on the database, requests at once included: resends through two instances queue exactly what MAILS_PER_RECIPIENT leaves", async () => {
    const email = "burst.victim@example.com";
    const other = await server().anotherInstance({
      mail: { transport: keepingTransport(), pollMs: 50 },
    });
    const orders = [await buy(server(), email, "10.8.1.1"), await buy(server(), email, "10.8.1.2")];
    const instances = [server(), { ...server(), inject: other.inject }];

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        resend(
          instances[n % 2] ?? server(),
          orders[Math.floor(n / 3)]?.orderId ?? 0,
          email,
          `10.8.2.${String(n)}`,
        ),
      ),
    );

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    expect(await mailsTo(server(), email)).toBe(smallLimits.perRecipient);
  });
});
