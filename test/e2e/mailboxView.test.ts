import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startMailbox, type Mailbox } from "../../server/api/mail/mailbox.js";
import { smtpTransport } from "../../server/api/mail/transport.js";
import { startTestServer, type TestServer } from "../server/harness.js";
import { aPurchaseForm, confirmPurchase, reserve, twoAdults } from "../server/purchaseFlow.js";
import { launchChromium } from "./browser.js";

/*
 * The embedded mailbox's message view in Chromium: the mail's HTML in the sandboxed frame of
 * the message page, under that document's own policy, drawn with its inline styles and its QR
 * codes, with no Content-Security-Policy report (issue 24). No storefront build is needed: the
 * mailbox's pages are the server's own.
 */

const chromiumPath = inject("chromiumPath");

describe.skipIf(chromiumPath === null)("the mailbox's message view in a browser", () => {
  let browser: Browser | undefined;
  let mailbox: Mailbox;
  let server: TestServer;
  let origin = "";

  beforeAll(async () => {
    mailbox = await startMailbox();
    [browser, server] = await Promise.all([
      launchChromium(chromiumPath ?? ""),
      startTestServer("pglite", {
        mail: { transport: smtpTransport(mailbox.url), mailbox, pollMs: 20 },
      }),
    ]);
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${String((server.app.server.address() as AddressInfo).port)}`;
    const reservation = await reserve(server, twoAdults(server));
    const bought = await confirmPurchase(server, reservation.orderId, {
      form: aPurchaseForm({ firstName: "Ada" }),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    for (let attempt = 0; attempt < 600 && mailbox.messages().length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server.close();
  });

  it("draws the mail's HTML with its inline styles and QR codes, and nothing is refused", async () => {
    const [mail] = mailbox.messages();
    expect(mail, "the tickets mail reached the mailbox").toBeDefined();
    const page = await (browser as Browser).newPage();
    const refusals: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused/i.test(message.text())) refusals.push(message.text());
    });

    await page.goto(`${origin}/mailbox/${String(mail?.id)}`);
    const frame = page.frameLocator('iframe[title="The message as HTML"]');
    const heading = frame.getByRole("heading", { name: "Thank you, Ada! Here are your tickets." });
    await heading.waitFor({ timeout: 30_000 });

    expect(await heading.evaluate((element) => getComputedStyle(element).fontSize)).toBe("22px");
    const codes = frame.getByRole("img", { name: /^QR code of Ticket \d of 2/ });
    expect(await codes.count()).toBe(2);
    const drawn = await codes.evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).naturalWidth),
    );
    expect(drawn.every((width) => width > 0)).toBe(true);
    expect(refusals).toEqual([]);
    await page.close();
  }, 60_000);
});
