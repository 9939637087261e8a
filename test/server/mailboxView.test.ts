import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox } from "../../server/api/mail/mailbox.js";
import { messageDocumentCsp } from "../../server/api/mail/mailboxPages.js";
import { smtpTransport } from "../../server/api/mail/transport.js";
import { startTestServer, type TestServer } from "./harness.js";
import { aPurchaseForm, confirmPurchase, reserve, twoAdults } from "./purchaseFlow.js";

/*
 * The mailbox shows a message's HTML in a sandboxed frame of its own page. That document keeps
 * its own Content-Security-Policy, not the pages' one, which would refuse its inline styles and
 * being framed at all (issue 24); test/e2e/mailboxView.test.ts looks at it in Chromium.
 */

const directivesOf = (policy: string): ReadonlyMap<string, string> =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources.join(" ")]),
  );

describe("the mailbox's message view", () => {
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
    for (let attempt = 0; attempt < 600 && mailbox.messages().length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);

  afterAll(async () => {
    await server.close();
  });

  it("keeps its own Content-Security-Policy: its inline styles and data: images, no script, no fetch, framed by the mailbox alone", async () => {
    const [mail] = mailbox.messages();
    expect(mail, "the tickets mail reached the mailbox").toBeDefined();
    const view = await server.inject({ url: `/mailbox/${String(mail?.id)}/html` });

    expect(view.statusCode).toBe(200);
    expect(view.headers["content-security-policy"]).toBe(messageDocumentCsp);
    expect(Object.fromEntries(directivesOf(messageDocumentCsp))).toEqual({
      "default-src": "'none'",
      "img-src": "data:",
      "style-src": "'unsafe-inline'",
      "frame-ancestors": "'self'",
      "base-uri": "'none'",
      "form-action": "'none'",
    });
    expect(view.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("the mailbox's own pages keep the pages' policy: a fresh nonce, never framed", async () => {
    const [mail] = mailbox.messages();
    const page = await server.inject({ url: `/mailbox/${String(mail?.id)}` });
    const directives = directivesOf(String(page.headers["content-security-policy"]));

    expect(directives.get("script-src")).toMatch(/^'strict-dynamic' 'self' 'nonce-[0-9a-f]{32}'$/);
    expect(directives.get("frame-ancestors")).toBe("'none'");
    expect(page.headers["x-frame-options"]).toBe("DENY");
  });
});
