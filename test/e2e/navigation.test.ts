import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { journeys } from "./brands.js";
import {
  addToCart,
  cancelConsent,
  fillCheckout,
  findOrder,
  goodCard,
  goToCheckout,
  inViewport,
  openProduct,
  pickTimedTickets,
  placeOrder,
  reserveTimedTickets,
} from "./guest.js";
import { hasFocus } from "./keyboard.js";
import { describeInBrowser } from "./suite.js";

/** Where a guest who has read a page to its end is: its foot. */
const scrollToFoot = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });

/** The page is at its top, and `heading` is on the screen with the keyboard focus. */
const expectStartOfPage = async (page: Page, heading: Locator) => {
  await heading.waitFor();
  await expect.poll(() => hasFocus(heading)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await inViewport(page, heading)).toBe(true);
};

describeInBrowser("where a new page and a result start", ({ server, openPage }) => {
  describe.each(journeys)("$brand at $viewport.width×$viewport.height", ({ viewport, seed }) => {
    const open = async () => {
      const guest = await openPage(viewport, `navigation-${seed.brand}`);
      return { ...guest, origin: server().origin(seed.brand) };
    };

    it("after Add to cart the cart starts at its top, its heading focused; after Checkout the checkout does", async () => {
      const { page, pageErrors, shot, origin } = await open();
      await openProduct(page, origin, seed.timedProduct.name);
      await pickTimedTickets(page, 2);
      await scrollToFoot(page);
      await addToCart(page);
      await expectStartOfPage(page, page.getByRole("heading", { name: "Your cart", level: 1 }));
      await shot("cart");

      await scrollToFoot(page);
      await goToCheckout(page);
      await expectStartOfPage(page, page.getByRole("heading", { name: "Checkout", level: 1 }));
      await shot("checkout");
      expect(pageErrors).toEqual([]);
    });

    it("a placed order's confirmation and a cancelled order's message are on the screen, focused", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const email = `navigation-${seed.brand}-${viewport.name}@example.com`;
      await reserveTimedTickets(page, origin, seed.timedProduct.name);
      await fillCheckout(page, email, goodCard);
      const orderId = await placeOrder(page);
      const confirmed = page.getByRole("heading", { name: "Your order is confirmed", level: 1 });
      await expect.poll(() => hasFocus(confirmed)).toBe(true);
      expect(await inViewport(page, confirmed)).toBe(true);

      await page.getByRole("link", { name: "Manage my order" }).click();
      await expectStartOfPage(
        page,
        page.getByRole("heading", { name: "Manage my order", level: 1 }),
      );
      await findOrder(page, orderId, email);
      await page.getByRole("checkbox", { name: cancelConsent }).check();
      await page.getByRole("button", { name: "CANCEL TICKETS" }).click();
      const cancelled = page.getByRole("heading", { name: `Order ${orderId} has been canceled.` });
      await expect.poll(() => hasFocus(cancelled)).toBe(true);
      expect(await inViewport(page, cancelled)).toBe(true);
      await shot("cancelled");
      expect(pageErrors).toEqual([]);
    });
  });
});
