import ICAL from "ical.js";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.js";
import { retryDelayMs } from "../../server/api/mail/outbox.js";
import { smtpTransport } from "../../server/api/mail/transport.js";
import { resendLimit } from "../../server/api/sales/resendTickets.js";
import type { BrandKey } from "../../src/domain/brand.js";
import { formatFullDate, formatSlotTimes } from "../../src/domain/formats.js";
import {
  apiHeaders,
  startTestServer,
  storageKinds,
  type TestServer,
  useTestServer,
} from "./harness.js";
import { aboutOrder, startSmtpCatcher, type SmtpCatcher } from "./mailSupport.js";
import { pagesOf } from "./pdfPages.js";
import {
  aPurchaseForm,
  confirmPurchase,
  reserve,
  twoAdults,
  venueDay,
  type Booking,
} from "./purchaseFlow.js";
import { adults, createBody, createPendingOrder, inventoryOf, type Slot } from "./saleRequests.js";

/*
 * The guest's e-mails, received over real SMTP: the server sends to an SMTP server this suite
 * runs, and every check reads the message as a mail client would (mailparser).
 */

const PUBLIC_URL = "https://tickets.example.com";
const EMAIL = "jane.guest@example.com";

interface Bought {
  readonly orderId: number;
  readonly orderConfirmation: string;
  readonly totalPrice: number;
  readonly ticketsEmailQueued: boolean;
}

const buy = async (server: TestServer, booking: Booking, email = EMAIL) => {
  const reservation = await reserve(server, booking);
  const answer = await confirmPurchase(server, reservation.orderId, {
    client: booking.client,
    form: aPurchaseForm({ email }),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Bought>();
};

const oneCggAdult = (server: TestServer): Booking => ({
  client: "cgg",
  productId: 201,
  visitDate: venueDay(server, 1),
  lines: [{ id: 2011, promotionType: 1, ticketsCount: 1 }],
});

/**
 * One product on two lines, as a guest may book it: one adult the day after tomorrow at its
 * last entry time, asked for first, and two adults tomorrow at the first entry time with room.
 */
const buyOneProductOnTwoLines = async (server: TestServer) => {
  const tomorrow = venueDay(server, 1);
  const dayAfter = venueDay(server, 2);
  const early = (await inventoryOf(server, 101, tomorrow)).find((slot) => slot.remaining >= 2);
  const late = (await inventoryOf(server, 101, dayAfter)).at(-1);
  if (early === undefined || late === undefined) throw new Error("no slots for two lines");
  const entry = (visitDate: string, slot: Slot, tickets: number) => ({
    productId: 101,
    visitDate,
    inventoryId: slot.inventoryId,
    selectedDiscounts: [adults(tickets)],
  });
  const created = await createPendingOrder(
    server,
    createBody([entry(dayAfter, late, 1), entry(tomorrow, early, 2)]),
  );
  expect(created.statusCode, created.body).toBe(200);
  const answer = await confirmPurchase(server, created.json<{ orderId: number }>().orderId, {
    form: aPurchaseForm({ email: EMAIL }),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return {
    bought: answer.json<Bought>(),
    early: { tomorrow, slot: early },
    late: { dayAfter, slot: late },
  };
};

const resend = (server: TestServer, body: object, from: string, client: BrandKey = "sn") =>
  server.inject({
    method: "POST",
    url: "/api/web-sales/order/resend-tickets",
    headers: { ...apiHeaders(client), "x-forwarded-for": from },
    payload: body,
  });

/** The order's barcodes, in the order view tickets lists them. */
const barcodesOf = async (server: TestServer, orderConfirmation: string) =>
  (
    await server.inject({
      url: "/api/web-sales/view-tickets",
      query: { orderConfirmation },
      headers: apiHeaders("sn"),
    })
  )
    .json<{ barcode: string }[]>()
    .map((ticket) => ticket.barcode);

const outboxRows = (server: TestServer, orderId: number) =>
  server.storage.query<{
    kind: string;
    attempts: number;
    sent_at_ms: number | null;
    last_error: string | null;
  }>(
    "select kind, attempts, sent_at_ms, last_error from mail_outbox where order_id = $1 order by mail_id",
    [orderId],
  );

describe.each(storageKinds())("e-mail to guests, on %s", (kind) => {
  let smtp: SmtpCatcher;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer(kind, {
      publicUrl: PUBLIC_URL,
      trustedProxy: "127.0.0.1",
      guessLimit: { maxFailures: 3, windowMs: 60_000 },
      mail: { transport: smtpTransport(smtp.url), pollMs: 20 },
    });
  }, 60_000);

  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("a purchase queues the tickets e-mail with the order and says so in its answer", async () => {
    const bought = await buy(server, twoAdults(server));
    expect(bought.ticketsEmailQueued).toBe(true);
    const [mail] = await smtp.waitFor(aboutOrder(bought.orderId));
    expect(mail?.subject).toBe(
      `Your tickets for Summit Needle Observation Tower – order #${String(bought.orderId)}`,
    );
    expect(mail?.to).toMatchObject({ text: EMAIL });
  });

  it("the tickets e-mail has the order and confirmation numbers, the visit, the lines and the total, in HTML and plain text", async () => {
    const bought = await buy(server, twoAdults(server));
    const [mail] = await smtp.waitFor(aboutOrder(bought.orderId));
    for (const body of [mail?.html, mail?.text]) {
      expect(body).toContain(String(bought.orderId));
      expect(body).toContain(bought.orderConfirmation);
      expect(body).toContain("2 × General Admission, Adult");
      expect(body).toContain(`$${bought.totalPrice.toFixed(2)}`);
      expect(body).toMatch(/Entry time/);
      expect(body).toMatch(/Visit date/);
    }
  });

  it("the tickets e-mail carries the visit as an .ics whose URL is the tickets page", async () => {
    const bought = await buy(server, twoAdults(server));
    const [mail] = await smtp.waitFor(aboutOrder(bought.orderId));
    const calendars = (mail?.attachments ?? []).filter((file) =>
      file.contentType.startsWith("text/calendar"),
    );
    expect(calendars.map((file) => file.filename)).toEqual([`visit-${String(bought.orderId)}.ics`]);
    const event = new ICAL.Component(
      ICAL.parse(calendars[0]?.content.toString("utf8") ?? "") as unknown[],
    ).getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("url")).toBe(
      `${PUBLIC_URL}/view-tickets?orderConfirmation=${bought.orderConfirmation}`,
    );
    expect(String(event?.getFirstPropertyValue("description"))).toContain(String(bought.orderId));
  });

  it("the tickets e-mail carries the tickets' PDF, a page per ticket with its barcode", async () => {
    const bought = await buy(server, twoAdults(server));
    const [mail] = await smtp.waitFor(aboutOrder(bought.orderId));
    const pdfs = (mail?.attachments ?? []).filter((file) => file.contentType === "application/pdf");
    expect(pdfs.map((file) => file.filename)).toEqual([`tickets-${String(bought.orderId)}.pdf`]);
    const pages = await pagesOf(pdfs[0]?.content ?? Buffer.alloc(0));
    const barcodes = await barcodesOf(server, bought.orderConfirmation);
    expect(pages).toHaveLength(barcodes.length);
    for (const [index, barcode] of barcodes.entries())
      expect(pages[index]?.text).toContain(barcode);
  });

  it("the tickets e-mail lists each line's product, visit date, entry time and tickets, soonest first: one product on two lines", async () => {
    const { bought, early, late } = await buyOneProductOnTwoLines(server);
    const [mail] = await smtp.waitFor(aboutOrder(bought.orderId));
    const earlyDate = formatFullDate(early.tomorrow);
    const lateDate = formatFullDate(late.dayAfter);
    const earlyTime = formatSlotTimes(early.slot);
    const lateTime = formatSlotTimes(late.slot);
    expect(earlyTime).not.toBe(lateTime);
    const text = mail?.text ?? "";
    expect(text).toContain(
      `General Admission\nVisit date: ${earlyDate}\nEntry time: ${earlyTime}\nTickets: 2 × Adult\n\n` +
        `General Admission\nVisit date: ${lateDate}\nEntry time: ${lateTime}\nTickets: 1 × Adult\n`,
    );
    const html = mail?.html || "";
    const facts = [earlyDate, earlyTime, "2 × Adult", lateDate, lateTime, "1 × Adult"];
    const places = facts.map((fact) => html.indexOf(`>${fact}<`));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });

  it("the cancellation e-mail lists each cancelled line with its date and entry time", async () => {
    const { bought, early, late } = await buyOneProductOnTwoLines(server);
    const refunded = await server.inject({
      method: "POST",
      url: "/api/web-sales/order/refund",
      headers: apiHeaders("sn"),
      payload: { orderId: bought.orderId, email: EMAIL },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [mail] = await smtp.waitFor(
      (candidate) =>
        aboutOrder(bought.orderId)(candidate) && /canceled/.test(candidate.subject ?? ""),
    );
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain(
        `General Admission, ${formatFullDate(early.tomorrow)}, ${formatSlotTimes(early.slot)}: 2 × Adult`,
      );
      expect(body).toContain(
        `General Admission, ${formatFullDate(late.dayAfter)}, ${formatSlotTimes(late.slot)}: 1 × Adult`,
      );
    }
  });

  it("the tickets e-mail's QR codes are inline cid images, no data: image: each <img src=cid:…> is an inline image/png part that decodes to a ticket's barcode", async () => {
    const { bought } = await buyOneProductOnTwoLines(server);
    const [mail] = await smtp.waitFor(aboutOrder(bought.orderId));
    const html = mail?.html || "";
    expect(html).not.toMatch(/data:/i);
    const cids = [...html.matchAll(/<img [^>]*src="cid:([^"]+)"/g)].map((match) => match[1]);
    const decoded = cids.map((cid) => {
      const part = (mail?.attachments ?? []).find((file) => file.cid === cid);
      expect(part, `the part of cid:${cid ?? ""}`).toBeDefined();
      expect(part?.contentType).toBe("image/png");
      expect(part?.contentDisposition).toBe("inline");
      expect(part?.related).toBe(true);
      const png = PNG.sync.read(part?.content ?? Buffer.alloc(0));
      return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
    });
    const barcodes = await barcodesOf(server, bought.orderConfirmation);
    expect(barcodes).toHaveLength(3);
    expect([...decoded].sort()).toEqual([...barcodes].sort());
  });

  it("the tickets e-mail links to the tickets and to Manage my order at the public address", async () => {
    const bought = await buy(server, twoAdults(server));
    const [mail] = await smtp.waitFor(aboutOrder(bought.orderId));
    const viewTickets = `${PUBLIC_URL}/view-tickets?orderConfirmation=${bought.orderConfirmation}`;
    expect(mail?.text).toContain(viewTickets);
    expect(mail?.html).toContain(`href="${viewTickets}"`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/self-service`);
  });

  it("a cgg order's e-mail is in cgg's look and links to cgg's address", async () => {
    const bought = await buy(server, oneCggAdult(server));
    const [mail] = await smtp.waitFor(aboutOrder(bought.orderId));
    expect(mail?.subject).toContain("Crystal Glass Garden");
    expect(mail?.from?.text).toContain("Crystal Glass Garden");
    expect(mail?.html).toContain("background:#121417");
    expect(mail?.text).toContain("https://cgg.tickets.example.com/view-tickets?orderConfirmation=");
  });

  it("a cancellation sends the cancellation e-mail: the order, what was cancelled, the amount refunded", async () => {
    const bought = await buy(server, twoAdults(server));
    const refunded = await server.inject({
      method: "POST",
      url: "/api/web-sales/order/refund",
      headers: apiHeaders("sn"),
      payload: { orderId: bought.orderId, email: EMAIL },
    });
    expect(refunded.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(
      (candidate) =>
        aboutOrder(bought.orderId)(candidate) && /canceled/.test(candidate.subject ?? ""),
    );
    expect(mail?.text).toContain(`Order ${String(bought.orderId)} has been canceled.`);
    expect(mail?.text).toMatch(/^- General Admission, .+: 2 × Adult$/m);
    expect(mail?.text).toContain(`Amount refunded: $${bought.totalPrice.toFixed(2)}`);
  });

  it("a mail the SMTP server refuses is retried after its backoff, and sent", async () => {
    smtp.refuseNext(1);
    const bought = await buy(server, twoAdults(server));
    await expect
      .poll(
        () =>
          server
            .logLines()
            .some(
              (line) =>
                line.includes('"mail.failed"') &&
                line.includes(`"orderId":${String(bought.orderId)}`),
            ),
        { timeout: 30_000, interval: 20 },
      )
      .toBe(true);
    server.clock.advance(retryDelayMs(1));
    await smtp.waitFor(aboutOrder(bought.orderId));
    await expect
      .poll(async () => (await outboxRows(server, bought.orderId))[0]?.sent_at_ms ?? null, {
        timeout: 30_000,
        interval: 20,
      })
      .not.toBeNull();
    const [row] = await outboxRows(server, bought.orderId);
    expect(row).toMatchObject({ kind: "confirmation", attempts: 2, last_error: null });
  });

  it("cancelling some tickets sends the tickets e-mail again: the tickets kept, what they cost and the new total", async () => {
    const bought = await buy(server, twoAdults(server));
    await smtp.waitFor(aboutOrder(bought.orderId));
    const found = await server.inject({
      url: `/api/web-sales/order/search/${String(bought.orderId)}/${encodeURIComponent(EMAIL)}`,
      headers: apiHeaders("sn"),
    });
    const [first] = found.json<{ tickets: { ticketId: number }[] }>().tickets;
    const cancelled = await server.inject({
      method: "POST",
      url: "/api/web-sales/order/cancel-tickets",
      headers: apiHeaders("sn"),
      payload: { orderId: bought.orderId, email: EMAIL, ticketIds: [first?.ticketId] },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = await smtp.waitFor(aboutOrder(bought.orderId), 2);
    const kept =
      Math.round(bought.totalPrice * 100) -
      Math.round(cancelled.json<{ refundedAmount: number }>().refundedAmount * 100);
    expect(mails[1]?.text).toContain("1 × General Admission, Adult");
    expect(mails[1]?.text).not.toContain("2 × General Admission, Adult");
    expect(mails[1]?.text).toContain(`$${(kept / 100).toFixed(2)}`);
    expect(mails[1]?.attachments.filter((file) => file.contentType === "image/png")).toHaveLength(
      1,
    );
  });

  it("resend tickets sends the tickets e-mail again to the order's address", async () => {
    const bought = await buy(server, twoAdults(server));
    await smtp.waitFor(aboutOrder(bought.orderId));
    const answer = await resend(
      server,
      { orderId: bought.orderId, email: ` ${EMAIL.toUpperCase()} ` },
      "10.0.0.1",
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const mails = await smtp.waitFor(aboutOrder(bought.orderId), 2);
    expect(mails[1]?.to).toMatchObject({ text: EMAIL });
    expect(mails[1]?.text).toContain(bought.orderConfirmation);
  });

  it("resend tickets with a wrong e-mail is refused like an unknown order, and counted as a guess", async () => {
    const bought = await buy(server, twoAdults(server));
    for (let guess = 0; guess < 3; guess++) {
      const refused = await resend(
        server,
        { orderId: bought.orderId, email: "someone@example.com" },
        "10.0.0.2",
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ Code: 17 });
    }
    const throttled = await resend(server, { orderId: bought.orderId, email: EMAIL }, "10.0.0.2");
    expect(throttled.statusCode).toBe(429);
    expect(await outboxRows(server, bought.orderId)).toHaveLength(1);
  });

  it("resend tickets is limited per order: beyond the limit an hour, a 429 with Retry-After", async () => {
    const bought = await buy(server, twoAdults(server));
    for (let time = 0; time < resendLimit.max; time++) {
      const sent = await resend(
        server,
        { orderId: bought.orderId, email: EMAIL },
        `10.0.1.${String(time)}`,
      );
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const refused = await resend(server, { orderId: bought.orderId, email: EMAIL }, "10.0.1.9");
    expect(refused.statusCode).toBe(429);
    const failure = refused.json<{ Code: number; message: string }>();
    expect(failure.Code).toBe(429);
    expect(failure.message).toMatch(/^Too many attempts/);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(resendLimit.windowMs / 1000);
    server.clock.advance(retryAfter * 1000);
    expect(
      (await resend(server, { orderId: bought.orderId, email: EMAIL }, "10.0.1.10")).statusCode,
    ).toBe(200);
  });

  it("resend tickets of a cancelled order is refused: its tickets are void", async () => {
    const bought = await buy(server, twoAdults(server));
    await server.inject({
      method: "POST",
      url: "/api/web-sales/order/refund",
      headers: apiHeaders("sn"),
      payload: { orderId: bought.orderId, email: EMAIL },
    });
    const refused = await resend(server, { orderId: bought.orderId, email: EMAIL }, "10.0.2.1");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ Code: 4091 });
  });

  it("several API processes on one database send each mail once", async () => {
    const other = await server.anotherInstance({
      mail: { transport: smtpTransport(smtp.url), pollMs: 20 },
    });
    const orders = await Promise.all(
      [0, 1, 2, 3].map(() => buy({ ...server, inject: other.inject }, twoAdults(server))),
    );
    await expect
      .poll(
        async () =>
          (
            await server.storage.query(
              "select 1 from mail_outbox where order_id = any($1::bigint[]) and sent_at_ms is null",
              [orders.map((order) => order.orderId)],
            )
          ).length,
        { timeout: 30_000, interval: 20 },
      )
      .toBe(0);
    for (const order of orders) {
      expect(smtp.received.filter(aboutOrder(order.orderId))).toHaveLength(1);
    }
  });

  it("no log line holds a guest's e-mail address, and mail events name the outbox row and order", () => {
    const lines = server.logLines();
    expect(lines.some((line) => line.includes('"mail.sent"') && line.includes('"mailId"'))).toBe(
      true,
    );
    for (const line of lines) {
      expect(line.toLowerCase()).not.toContain(EMAIL);
      expect(line).not.toContain("someone@example.com");
    }
  });
});

describe.each(storageKinds())("mail across a restart, on %s", (kind) => {
  it("a mail queued while the SMTP server is down is sent by the server started after", async () => {
    const down = await startSmtpCatcher();
    const deadUrl = down.url;
    await down.close();
    const first = await startTestServer(kind, {
      mail: { transport: smtpTransport(deadUrl), pollMs: 20 },
    });
    const smtp = await startSmtpCatcher();
    try {
      const bought = await buy(first, twoAdults(first));
      await expect
        .poll(() => first.logLines().some((line) => line.includes('"mail.failed"')), {
          timeout: 30_000,
          interval: 20,
        })
        .toBe(true);
      await first.app.close();
      const restarted = await buildApp({
        storage: first.storage,
        clock: first.clock,
        mail: { transport: smtpTransport(smtp.url), pollMs: 20 },
      });
      await restarted.ready();
      first.clock.advance(retryDelayMs(1));
      await smtp.waitFor(aboutOrder(bought.orderId));
      await restarted.close();
    } finally {
      await first.close();
      await smtp.close();
    }
  }, 60_000);
});

describe.each(storageKinds())("with SMTP_URL=off, on %s", (kind) => {
  const server = useTestServer(kind);

  it("a purchase queues no e-mail and its answer says none was queued", async () => {
    const bought = await buy(server(), twoAdults(server()));
    expect(bought.ticketsEmailQueued).toBe(false);
    expect(await outboxRows(server(), bought.orderId)).toEqual([]);
  });

  it("resend tickets answers 503: this shop sends no e-mail", async () => {
    const bought = await buy(server(), twoAdults(server()));
    const answer = await server().inject({
      method: "POST",
      url: "/api/web-sales/order/resend-tickets",
      headers: apiHeaders("sn"),
      payload: { orderId: bought.orderId, email: EMAIL },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ Code: 503 });
  });
});
