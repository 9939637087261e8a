import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cgg, sn } from "./brands.js";
import { addToCart, openProduct, pickTimedTickets, takenOver } from "./guest.js";
import { buyTickets } from "./offline.js";
import { describeInBrowser, mobile } from "./suite.js";

declare global {
  interface Window {
    sameDocument?: boolean;
    removedNodes?: string[];
  }
}

/**
 * Console errors of the page from now on: React's development build reports a hydration
 * mismatch there; the production build the suites run throws it (#418), into `pageErrors`.
 */
const consoleErrorsOf = (page: Page): string[] => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
};

/** Marks the document: a step that reloaded the page would lose the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    window.sameDocument = true;
  });

/**
 * From the next page on, the elements of the page as the server drew it that are later removed
 * (its loader aside, which stands for what comes once the page is taken over), as
 * `window.removedNodes`. Written as a string: the page runs it as it is, untouched by the
 * test's transform.
 */
const recordRemovedNodes = (page: Page) =>
  page.addInitScript({
    content: `window.removedNodes = [];
      document.addEventListener("DOMContentLoaded", () => {
        const drawn = new WeakSet(document.body.querySelectorAll("*"));
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (drawn.has(node) && !node.matches(".startup"))
                window.removedNodes.push(node.nodeName + " " + (node.textContent || "").slice(0, 40));
        }).observe(document.body, { childList: true, subtree: true });
      });`,
  });

describeInBrowser("the first screen the server renders", ({ server, openPage }) => {
  describe.each([sn, cgg])("$brand", (seed) => {
    it("home comes drawn by the server and the storefront takes it over as it is: no hydration error, and a tab opens without reloading the page", async () => {
      const { page, pageErrors } = await openPage(mobile, `first-screen-${seed.brand}`);
      const consoleErrors = consoleErrorsOf(page);
      const styleSheetsFetched: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet") styleSheetsFetched.push(request.url());
      });
      await page.goto(`${server().origin(seed.brand)}/`);
      expect(await page.locator("#root[data-first-screen]").count()).toBe(1);
      // The first card's picture came written into the page (inlinedPictures.ts), and shows.
      const firstPicture = page.getByRole("article").first().locator("img");
      await expect
        .poll(() => firstPicture.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await firstPicture.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
      await page.getByRole("tablist", { name: "Product categories" }).waitFor();
      await takenOver(page.getByRole("tab", { name: "EVENTS" }));
      await markDocument(page);

      await expect
        .poll(async () => {
          await page.getByRole("tab", { name: "EVENTS" }).click();
          return new URL(page.url()).pathname;
        })
        .toBe("/tickets/events");
      expect(await page.evaluate(() => window.sameDocument)).toBe(true);
      // The page came with its style sheets written in: their links fetch nothing, then or later.
      const writtenIn = await page
        .locator("link[rel=stylesheet][disabled]")
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(writtenIn.length).toBeGreaterThan(0);
      expect(styleSheetsFetched.filter((url) => writtenIn.includes(url))).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    it("a guest with tickets in the cart gets the page the server drew (an empty cart: it never has the guest's) taken over without a hydration error, then the header counts their tickets", async () => {
      const { page, pageErrors } = await openPage(mobile, `first-screen-cart-${seed.brand}`);
      const origin = server().origin(seed.brand);
      await openProduct(page, origin, seed.timedProduct.name);
      await pickTimedTickets(page, 2);
      await addToCart(page);
      const consoleErrors = consoleErrorsOf(page);
      await page.goto(`${origin}/`);
      expect(await page.locator("#root[data-first-screen]").count()).toBe(1);
      await page.getByRole("link", { name: "Cart (2)", exact: true }).waitFor();
      expect(consoleErrors).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    it("a product page comes with the product drawn by the server, asks for its scripts once it has painted, and its booking steps start once the storefront has taken it over: no hydration error", async () => {
      const { page, pageErrors } = await openPage(mobile, `first-product-${seed.brand}`);
      const consoleErrors = consoleErrorsOf(page);
      await page.goto(
        `${server().origin(seed.brand)}/product?productId=${String(seed.timedProduct.id)}&type=products`,
      );
      expect(await page.locator("#root[data-first-screen]").count()).toBe(1);
      await page.getByRole("heading", { level: 1, name: seed.timedProduct.name }).waitFor();
      await markDocument(page);
      await page.getByRole("grid").waitFor();
      expect(await page.evaluate(() => window.sameDocument)).toBe(true);
      // Its scripts were asked for once it had painted: its picture had the link to itself.
      const { firstPaint, scriptsAskedFrom } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? Infinity,
        scriptsAskedFrom: Math.min(
          ...performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.endsWith(".js"))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(scriptsAskedFrom).toBeGreaterThan(firstPaint);
      expect(consoleErrors).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    it("a page whose address is spelled otherwise (percent-encoded, in capitals, a trailing slash) comes drawn as the router shows it and is taken over: no hydration error", async () => {
      const { page, pageErrors } = await openPage(mobile, `first-spelled-${seed.brand}`);
      const consoleErrors = consoleErrorsOf(page);
      await page.goto(
        `${server().origin(seed.brand)}/%50RODUCT/?productId=${String(seed.timedProduct.id)}&type=products`,
      );
      expect(await page.locator("#root[data-first-screen]").count()).toBe(1);
      await page.getByRole("heading", { level: 1, name: seed.timedProduct.name }).waitFor();
      await page.getByRole("grid").waitFor();
      await page.goto(`${server().origin(seed.brand)}/%74ickets/events`);
      expect(await page.locator("#root[data-first-screen]").count()).toBe(1);
      await takenOver(page.getByRole("tab", { name: "EVENTS", selected: true }));
      expect(consoleErrors).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    it("taking over a drawn page removes nothing of it but its loader: its footer stays while the footer's code comes, so the page does not shrink under a guest scrolled to its bottom and move what they were about to tap", async () => {
      const { page, pageErrors } = await openPage(mobile, `first-kept-${seed.brand}`);
      const origin = server().origin(seed.brand);
      const { confirmation } = await buyTickets(page, origin, seed, "first-kept");
      await recordRemovedNodes(page);
      for (const path of [
        "/",
        "/tickets/events",
        `/product?productId=${String(seed.timedProduct.id)}&type=products`,
        `/view-tickets?orderConfirmation=${confirmation}`,
      ]) {
        await page.goto(`${origin}${path}`);
        expect(await page.locator("#root[data-first-screen]").count()).toBe(1);
        await takenOver(page.getByRole("contentinfo").getByRole("link").first());
        await takenOver(page.getByRole("link", { name: "Manage my order", exact: true }));
        expect({ path, removed: await page.evaluate(() => window.removedNodes) }).toEqual({
          path,
          removed: [],
        });
      }
      expect(pageErrors).toEqual([]);
    });

    it("an order's tickets come drawn by the server and the storefront takes them over: no hydration error, and the tickets' view switches without reloading", async () => {
      const { page, pageErrors } = await openPage(mobile, `first-tickets-${seed.brand}`);
      const origin = server().origin(seed.brand);
      const { confirmation } = await buyTickets(page, origin, seed, "first-screen");
      const consoleErrors = consoleErrorsOf(page);
      await page.goto(`${origin}/view-tickets?orderConfirmation=${confirmation}`);
      expect(await page.locator("#root[data-first-screen]").count()).toBe(1);
      await page
        .getByRole("img", { name: /^QR code for barcode / })
        .first()
        .waitFor();
      await markDocument(page);

      const allTickets = page.getByRole("button", { name: "All tickets", exact: true });
      await expect
        .poll(async () => {
          await allTickets.click();
          return allTickets.getAttribute("aria-pressed");
        })
        .toBe("true");
      expect(await page.evaluate(() => window.sameDocument)).toBe(true);
      expect(consoleErrors).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
});
