import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../../server/api/mail/mailbox.js";
import { smtpTransport } from "../../server/api/mail/transport.js";
import { buildApp } from "../../server/app.js";
import { startTestServer, useTestServer, type TestServer } from "./harness.js";
import { aPurchaseForm, confirmPurchase, reserve, twoAdults } from "./purchaseFlow.js";

/*
 * The embedded mailbox (SMTP_URL unset): what the shop sent, on its own pages, to this machine
 * only.
 */

const OUTSIDE = "203.0.113.9";

const untilDelivered = async (mailbox: Mailbox) => {
  for (let attempt = 0; attempt < 200 && mailbox.messages().length === 0; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const [newest] = mailbox.messages();
  if (newest === undefined) throw new Error("the tickets mail never reached the mailbox");
  return newest;
};

describe("the embedded mailbox", () => {
  let mailbox: Mailbox;
  let server: TestServer;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer("pglite", {
      mail: { transport: smtpTransport(mailbox.url), mailbox, pollMs: 20 },
    });
    const reservation = await reserve(server, twoAdults(server));
    const bought = await confirmPurchase(server, reservation.orderId, { form: aPurchaseForm() });
    expect(bought.statusCode, bought.body).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await server.close();
  });

  it("lists what was sent, and shows a message with its subject, to this machine", async () => {
    const mail = await untilDelivered(mailbox);
    const list = await server.inject({ url: "/mailbox" });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(mail.parsed.subject ?? "no subject");
    const message = await server.inject({ url: `/mailbox/${String(mail.id)}` });
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain(mail.parsed.subject ?? "no subject");
  });

  it("answers 404 to any other address: guests' mail and confirmation numbers stay private", async () => {
    const mail = await untilDelivered(mailbox);
    for (const url of [
      "/mailbox",
      `/mailbox/${String(mail.id)}`,
      `/mailbox/${String(mail.id)}/html`,
    ]) {
      const answer = await server.inject({ url, remoteAddress: OUTSIDE });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain(mail.parsed.subject ?? "no subject");
    }
  });

  it("the guard holds for what a request means, not how it is spelled: percent-encoded, a trailing or doubled slash, other case, HEAD, or forwarded by a proxy on this machine", async () => {
    const mail = await untilDelivered(mailbox);
    const id = String(mail.id);
    const spelled = [
      { url: `/%6dailbox/${id}`, remoteAddress: OUTSIDE },
      { url: `/%6D%61ilbox/${id}/html`, remoteAddress: OUTSIDE },
      { url: `/mailbox/${id}/`, remoteAddress: OUTSIDE },
      { url: `/Mailbox/${id}`, remoteAddress: OUTSIDE },
      { url: `//mailbox/${id}`, remoteAddress: OUTSIDE },
      { url: `/mailbox/${id}`, method: "HEAD" as const, remoteAddress: OUTSIDE },
      { url: `/mailbox/${id}`, headers: { "x-forwarded-for": OUTSIDE } },
      { url: "/mailbox", headers: { forwarded: `for=${OUTSIDE}` } },
      { url: `/%6dailbox/${id}`, headers: { "x-real-ip": OUTSIDE } },
    ];
    for (const request of spelled) {
      const answer = await server.inject(request);
      expect(answer.statusCode, JSON.stringify(request)).toBe(404);
      expect(answer.body).not.toContain(mail.parsed.subject ?? "no subject");
    }
    const local = await server.inject({ url: `/%6dailbox/${id}` });
    expect(local.statusCode).toBe(200);
  });
});

describe("the embedded mailbox's pages where every request could look local", () => {
  const server = useTestServer("pglite");

  it.each([
    ["behind a trusted proxy", { trustedProxy: "10.0.0.1" }],
    ["listening beyond this machine", { listensBeyondLoopback: true }],
  ])("%s, they are not served at all, not even to this machine", async (_where, setting) => {
    const mailbox = await startMailbox();
    const app = await buildApp({
      storage: server().storage,
      clock: server().clock,
      mail: { transport: smtpTransport(mailbox.url), mailbox },
      ...setting,
    });
    try {
      const answer = await app.inject({ url: "/mailbox" });
      expect(answer.body).not.toContain("<h1");
      expect(String(answer.headers["cache-control"])).not.toBe("no-store");
    } finally {
      await app.close();
    }
  });
});
