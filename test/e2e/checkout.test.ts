import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { journeys } from "./brands.js";
import { slowDown } from "./faults.js";
import {
  declinedCard,
  fillCheckout,
  goodCard,
  openProduct,
  pickTimedTickets,
  placeOrder,
} from "./guest.js";
import { describeInBrowser } from "./suite.js";

/** The seconds a countdown reads ("Your tickets are held for 9:58" is 598). */
const heldSeconds = async (timer: Locator): Promise<number> => {
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec((await timer.textContent()) ?? "") ?? [];
  return Number(minutes) * 60 + Number(seconds);
};

const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Clicks `button` while `path` answers slowly: it must say `busy`, be aria-busy and keep focus
 * until the answer comes.
 */
const expectBusyWhileSlow = async (page: Page, button: Locator, path: RegExp, busy: string) => {
  const restore = await slowDown(page, path, 1500);
  const answered = page.waitForResponse(path);
  await button.click();
  const label = page.getByRole("button", { name: busy });
  await label.waitFor();
  expect(await label.getAttribute("aria-busy")).toBe("true");
  expect(await hasFocus(label)).toBe(true);
  await answered;
  await restore();
};

describeInBrowser("cart and checkout", ({ server, openPage }) => {
  it.each(journeys)(
    "$brand at $viewport.width×$viewport.height: busy buttons say what they do; the cart reads '2 × Adult $…'; checkout shows an Order summary, a hold that can be extended, Country/State selects, MM/YY and the card brand; a declined card's summary is focused in the viewport",
    async ({ brand, viewport, seed }) => {
      const { page, pageErrors, shot } = await openPage(viewport, `${brand}-checkout`);
      await openProduct(page, server().origin(brand), seed.timedProduct.name);
      await pickTimedTickets(page, 2);

      await expectBusyWhileSlow(
        page,
        page.getByRole("button", { name: "Add to cart" }),
        /\/order\/price/,
        "Adding…",
      );
      await page.waitForURL(/\/cart/);
      const lines = page.getByRole("list", { name: `Tickets for ${seed.timedProduct.name}` });
      await expect.poll(() => lines.textContent()).toMatch(/^2 × Adult \$\d+\.\d\d/);
      await shot("cart");

      await expectBusyWhileSlow(
        page,
        page.getByRole("button", { name: "Checkout" }),
        /create-pending-order/,
        "Reserving…",
      );
      await page.waitForURL(/\/checkout/);

      const summary = page.getByRole("complementary", { name: "Order summary" });
      await summary.waitFor();
      expect(await summary.textContent()).toMatch(/Visit date.*Entry time.*2 × Adult.*Total/);
      const form = page.locator("form");
      const [summaryBox, formBox] = [await summary.boundingBox(), await form.boundingBox()];
      if (viewport.name === "desktop") expect(summaryBox?.x).toBeGreaterThan(formBox?.x ?? 0);
      else expect(summaryBox?.y).toBeLessThan(formBox?.y ?? 0);

      // The hold counts down; asking for more time sets it back up, on the same order.
      const timer = page.getByRole("timer");
      const before = await heldSeconds(timer);
      await expect.poll(() => heldSeconds(timer), { timeout: 10_000 }).toBeLessThan(before - 2);
      const lowered = await heldSeconds(timer);
      await page.getByRole("button", { name: "Need more time?" }).click();
      await expect.poll(() => heldSeconds(timer)).toBeGreaterThan(lowered + 1);

      await fillCheckout(page, `checkout-${brand}-${viewport.name}@example.com`, declinedCard);
      const cardNumber = page.getByLabel("Card number", { exact: true });
      const brandNote = page.locator(`#${(await cardNumber.getAttribute("id")) ?? ""}-note`);
      expect(await brandNote.textContent()).toBe("Visa");
      const country = page.getByLabel("Country", { exact: true });
      await country.selectOption("FR");
      expect(await page.getByLabel("State", { exact: true }).count()).toBe(0);
      await country.selectOption("CA");
      await page.getByLabel("Province", { exact: true }).selectOption("BC");
      await country.selectOption("US");
      await page.getByLabel("State", { exact: true }).selectOption("WA");

      // The hold stays in sight at "Place order".
      const placeOrderButton = page.getByRole("button", { name: "Place order" });
      await placeOrderButton.scrollIntoViewIfNeeded();
      expect(await timer.isVisible()).toBe(true);
      const timerBox = await timer.boundingBox();
      expect(timerBox?.y).toBeGreaterThanOrEqual(0);

      await expectBusyWhileSlow(page, placeOrderButton, /confirm-purchase/, "Placing order…");
      const problem = page.getByRole("group", { name: "Your order was not placed" });
      await problem.getByText(/declined/).waitFor();
      await expect.poll(() => hasFocus(problem)).toBe(true);
      const box = await problem.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? viewport.height) + 10).toBeLessThan(viewport.height);
      await shot("declined");

      await cardNumber.fill(goodCard);
      expect(await placeOrder(page)).toMatch(/^\d+$/);
      expect(pageErrors).toEqual([]);
    },
  );
});
