import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { cgg, sn } from "./brands.js";
import {
  buyTickets,
  goOffline,
  keptFor,
  shownBarcode,
  untilKept,
  untilWorkerRuns,
} from "./offline.js";
import { describeInBrowser, mobile } from "./suite.js";

/** What a guest reads, as the English catalogue has it. */
const english = guestWordsIn("en");

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

/** Reloads with no network: the same tickets, the first one and another, are shown. */
const reloadOffline = async (page: Page) => {
  const online = await shownBarcode(page);
  await goOffline(page);
  await page.reload();
  await page.getByText("Ticket 1 of 2").waitFor();
  expect(await shownBarcode(page)).toBe(online);
  await page.getByRole("button", { name: "Next ticket" }).click();
  await page.getByText("Ticket 2 of 2").waitFor();
  expect(await shownBarcode(page)).not.toBe(online);
};

describeInBrowser("the tickets page offline", ({ server, openPage }) => {
  describe.each([sn, cgg])("$brand", (seed) => {
    const openGuest = async (name: string) => {
      const guest = await openPage(mobile, `offline-${seed.brand}-${name}`, {
        serviceWorkers: "allow",
      });
      await guest.page.addInitScript(() => {
        window.cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      return guest;
    };

    it("tickets opened from the confirmation page show again after a reload with no network; a number never opened gets the normal error; only allowed GET answers are kept; no CSP violation; the other brand's host gets nothing of them", async () => {
      const { page, pageErrors, shot } = await openGuest("confirmation");
      const origin = server().origin(seed.brand);
      const { confirmation } = await buyTickets(page, origin, seed, "offline");
      await untilWorkerRuns(page);
      await page.getByRole("link", { name: "View tickets" }).click();
      await page.getByText("Ticket 1 of 2").waitFor();
      await untilKept(page, keptFor(confirmation));

      await reloadOffline(page);
      await shot("tickets-offline");

      await page.goto(`${origin}/view-tickets?orderConfirmation=NEVEROPENED`);
      await page.getByText(english("errors.viewTicketsUnexpected")).waitFor();
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

      // The other brand's host is another origin, with no worker nor copies of this one's.
      const other = server().origin(seed.brand === "sn" ? "cgg" : "sn");
      await expect(
        page.goto(`${other}/view-tickets?orderConfirmation=${encodeURIComponent(confirmation)}`),
      ).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    });

    it("tickets opened from a link as the site's first visit keep their page at once and their tickets by the next opening, then show offline", async () => {
      const buyer = await openPage(mobile, `offline-${seed.brand}-buyer`);
      const origin = server().origin(seed.brand);
      const { confirmation } = await buyTickets(buyer.page, origin, seed, "offline");

      const { page, pageErrors } = await openGuest("link");
      await page.goto(
        `${origin}/view-tickets?orderConfirmation=${encodeURIComponent(confirmation)}`,
      );
      await page.getByText("Ticket 1 of 2").waitFor();
      // The tickets' answer may have been asked before the new worker ran: kept from the next
      // opening on; the page and its configuration the worker asks for itself.
      await untilKept(page, ["/", "/config.json"]);

      await page.reload();
      await page.getByText("Ticket 1 of 2").waitFor();
      await untilKept(page, keptFor(confirmation));
      await reloadOffline(page);
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
});
