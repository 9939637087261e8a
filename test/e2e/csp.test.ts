import { expect, it } from "vitest";
import { sn } from "./brands.js";
import {
  addToCart,
  fillCheckout,
  findOrder,
  goToCheckout,
  goodCard,
  openHome,
  pickTimedTickets,
  placeOrder,
} from "./guest.js";
import { describeInBrowser, desktop } from "./suite.js";

declare global {
  interface Window {
    cspViolations?: string[];
    headerInlineRan?: boolean;
    headerExternalRan?: boolean;
    footerInlineRan?: boolean;
    storefrontTracking?: unknown;
  }
}

/** A third-party tag as a tenant would configure it: an inline snippet and a script by URL. */
const TAG_URL = "https://tracker.example/tag.js";
const htmlHeader = `<script>window.headerInlineRan = true;</script><script src="${TAG_URL}"></script>`;
const htmlFooter = "<script>window.footerInlineRan = true;</script>";

describeInBrowser("the Content-Security-Policy in a browser", ({ server, openPage }) => {
  it("the whole purchase runs under the CSP with no violation, and the scripts configured in htmlHeader and htmlFooter and the brand's tracking script still run", async () => {
    await server().setCustomHtml("sn", htmlHeader, htmlFooter);
    const { page, pageErrors } = await openPage(desktop, "csp");
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.route(TAG_URL, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: "window.headerExternalRan = true;",
      }),
    );
    const origin = server().origin("sn");
    const email = "csp-guest@example.com";

    const home = await page.goto(origin);
    const policy = home?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'strict-dynamic' 'self' 'nonce-[0-9a-f]{32}'/);
    await openHome(page, origin);
    await page
      .getByRole("link", { name: `Get tickets for ${sn.timedProduct.name}`, exact: true })
      .click();
    await pickTimedTickets(page, 2);
    await addToCart(page);
    await goToCheckout(page);
    await fillCheckout(page, email, goodCard);
    const orderId = await placeOrder(page);

    await page.getByRole("link", { name: "View tickets" }).click();
    await page.getByText("Ticket 1 of 2").waitFor();
    const carousel = page.getByRole("region", { name: "Tickets", exact: true });
    expect(await carousel.getByRole("img", { name: /^QR code for barcode / }).count()).toBe(1);

    await page.goto(`${origin}/self-service`);
    await findOrder(page, orderId, email);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "CANCEL TICKETS" }).click();
    await page.getByText(`Order ${orderId} has been canceled.`).waitFor();

    const ran = await page.evaluate(() => ({
      headerInline: window.headerInlineRan === true,
      headerExternal: window.headerExternalRan === true,
      footerInline: window.footerInlineRan === true,
      tracking: window.storefrontTracking !== undefined,
    }));
    expect(ran).toEqual({
      headerInline: true,
      headerExternal: true,
      footerInline: true,
      tracking: true,
    });
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
