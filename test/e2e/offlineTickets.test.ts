import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { texts } from "../../src/domain/errors.js";
import { cgg, sn, type BrandSeed } from "./brands.js";
import { fillCheckout, goodCard, placeOrder, reserveTimedTickets } from "./guest.js";
import { describeInBrowser, mobile } from "./suite.js";

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** The API paths whose GET answers the worker may keep: what showing opened tickets needs. */
const keptApiPaths = [
  /^\/api\/web-sales\/features$/,
  /^\/api\/memberVenue\/html\/\d+$/,
  /^\/api\/web-sales\/view-tickets$/,
];

/** Every URL in the origin's caches, by its path and query. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return requests.flat().map((request) => ({ method: request.method, url: request.url }));
  });

/**
 * No network for the page nor for its worker: Chromium's offline emulation does not reach a
 * service worker's own fetches, which Playwright routes instead.
 */
const goOffline = async (page: Page) => {
  await page.context().setOffline(true);
  await page.context().route("**", (route) => route.abort("internetdisconnected"));
};

/** Two tickets bought as a guest does; the confirmation number the confirmation page shows. */
const buyTickets = async (page: Page, origin: string, seed: BrandSeed) => {
  await reserveTimedTickets(page, origin, seed.timedProduct.name);
  await fillCheckout(page, `offline-${seed.brand}@example.com`, goodCard);
  await placeOrder(page);
  const confirmation = await page
    .getByText("Order confirmation number:")
    .locator("strong")
    .textContent();
  if (confirmation === null || confirmation === "") throw new Error("no confirmation number shown");
  return confirmation;
};

/** The barcode of the ticket the carousel shows. */
const shownBarcode = async (page: Page) => {
  const alt = await page.getByRole("img", { name: /^QR code for barcode / }).getAttribute("alt");
  return alt?.replace("QR code for barcode ", "") ?? "";
};

describeInBrowser("the tickets page offline", ({ server, openPage }) => {
  describe.each([sn, cgg])("$brand", (seed) => {
    it("once opened, the tickets page shows the same tickets after a reload with no network, and a number never opened gets the normal error", async () => {
      const { page, pageErrors, shot } = await openPage(mobile, `offline-${seed.brand}`, {
        serviceWorkers: "allow",
      });
      const origin = server().origin(seed.brand);
      await page.addInitScript(() => {
        window.cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });

      const confirmation = await buyTickets(page, origin, seed);
      const ticketsPage = `${origin}/view-tickets?orderConfirmation=${encodeURIComponent(confirmation)}`;
      await page.goto(ticketsPage);
      await page.getByText("Ticket 1 of 2").waitFor();
      // The first opening installs the worker; from the next one on, its answers are kept.
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
          timeout: 60_000,
        })
        .toBe(true);
      await page.reload();
      await page.getByText("Ticket 1 of 2").waitFor();
      const online = await shownBarcode(page);
      // The worker keeps the page, its configuration and this order's tickets.
      const kept = [
        "/",
        "/config.json",
        `/api/web-sales/view-tickets?orderConfirmation=${encodeURIComponent(confirmation)}`,
      ];
      await expect
        .poll(
          () =>
            page.evaluate(async (urls) => {
              const found = await Promise.all(urls.map((url) => caches.match(url)));
              return navigator.serviceWorker.controller !== null && found.every(Boolean);
            }, kept),
          { timeout: 60_000 },
        )
        .toBe(true);

      await goOffline(page);
      await page.reload();
      await page.getByText("Ticket 1 of 2").waitFor();
      expect(await shownBarcode(page)).toBe(online);
      await page.getByRole("button", { name: "Next ticket" }).click();
      await page.getByText("Ticket 2 of 2").waitFor();
      expect(await shownBarcode(page)).not.toBe(online);
      await shot("tickets-offline");

      await page.goto(`${origin}/view-tickets?orderConfirmation=NEVEROPENED`);
      await page.getByText(texts.viewTicketsUnexpected).waitFor();
      expect(await page.getByRole("img", { name: /^QR code for barcode / }).count()).toBe(0);

      const apiEntries = (await cachedUrls(page))
        .map((entry) => ({ ...entry, path: new URL(entry.url).pathname }))
        .filter((entry) => entry.path.startsWith("/api/"));
      expect(apiEntries.length).toBeGreaterThan(0);
      for (const entry of apiEntries) {
        expect(entry.method).toBe("GET");
        expect(
          keptApiPaths.some((path) => path.test(entry.path)),
          entry.path,
        ).toBe(true);
      }
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
});
