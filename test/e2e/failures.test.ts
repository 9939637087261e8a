import { describe, expect, it } from "vitest";
import { journeys, venueOf } from "./brands.js";
import { failScreenChunk, loseAnswers, placeOrderWhileOffSale, takeApiDown } from "./faults.js";
import {
  addToCart,
  fillCheckout,
  goodCard,
  openHome,
  openProduct,
  pickTimedTickets,
  placeOrder,
  reserveTimedTickets,
} from "./guest.js";
import { describeInBrowser } from "./suite.js";

const genericModalText = "Something went wrong while doing your request. Please try again later.";
const chunkFailureText = "This page could not be loaded. Check your connection and reload.";

/** What a browser or the transport says when a call fails: never words for a guest. */
const transportTexts = [
  "Failed to fetch",
  "NetworkError",
  "TypeError",
  "the API answered",
  "ECONNREFUSED",
  "undefined",
  "[object",
];

describeInBrowser("when something fails", ({ server, openPage }) => {
  describe.each(journeys)("$brand at $viewport.width×$viewport.height", ({ viewport, seed }) => {
    // The words on each failure's page, as its screenshot was taken, for the last test to read.
    const shownPages = new Map<string, string>();
    const open = async () => {
      const guest = await openPage(viewport, `${seed.brand}-failure`);
      return {
        ...guest,
        origin: server().origin(seed.brand),
        shot: async (name: string) => {
          await guest.shot(name);
          shownPages.set(name, await guest.page.locator("body").innerText());
        },
      };
    };

    it("a product taken off sale between pricing and purchase is Code 21: 'Some products are unavailable.', it leaves the cart, and nothing is charged", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const email = `code21-${seed.brand}-${viewport.name}@example.com`;
      const { id, name } = seed.timedProduct;
      await reserveTimedTickets(page, origin, name);
      await fillCheckout(page, email, goodCard);

      await placeOrderWhileOffSale(page, server(), id);
      await page.getByText(`Removed from your cart: ${name}.`).waitFor();
      await shot("code-21");
      expect(await page.getByRole("link", { name: "View tickets" }).count()).toBe(0);
      expect(await server().paymentsBy(email)).toBe(0);
      expect(pageErrors).toEqual([]);
    });

    it("a connection dropped at Place order after the card was charged says the order may have been placed; Place order again finds it placed and shows it, and the card is charged once", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const email = `dropped-${seed.brand}-${viewport.name}@example.com`;
      await reserveTimedTickets(page, origin, seed.timedProduct.name);
      await fillCheckout(page, email, goodCard);

      const reconnect = await loseAnswers(page, /\/api\/web-sales\/confirm-purchase\//);
      await page.getByRole("button", { name: "Place order" }).click();
      const summary = page.getByRole("group", {
        name: "We could not tell whether your order was placed",
      });
      await expect
        .poll(() => summary.textContent())
        .toContain(
          "Press Place order to try again: we first check whether your order went through",
        );
      await shot("purchase-unanswered");
      expect(await server().paymentsBy(email)).toBe(1);

      await reconnect();
      await placeOrder(page);
      expect(await server().paymentsBy(email)).toBe(1);
      expect(pageErrors).toEqual([]);
    });

    it("the API down when the cart is priced opens the generic modal; closing it keeps the guest's choices, and once the API is back they go to the cart", async () => {
      const { page, pageErrors, shot, origin } = await open();
      await openProduct(page, origin, seed.timedProduct.name);
      await pickTimedTickets(page, 2);
      const entryTime = page.getByRole("status", { name: "Your entry time" });
      const chosenTime = await entryTime.textContent();

      const bringApiBack = await takeApiDown(page);
      await page.getByRole("button", { name: "Add to cart" }).click();
      const modal = page.getByRole("alertdialog");
      await expect.poll(() => modal.textContent()).toContain(genericModalText);
      await shot("generic-modal");
      await modal.getByRole("button", { name: "Close" }).click();
      await modal.waitFor({ state: "detached" });
      expect(new URL(page.url()).pathname).toBe("/product");
      expect(await entryTime.textContent()).toBe(chosenTime);
      expect(await page.getByRole("status", { name: "Adult tickets" }).textContent()).toBe("2");

      await bringApiBack();
      await addToCart(page);
      expect(pageErrors).toEqual([]);
    });

    it("a screen whose code cannot be loaded says so with a Reload button, never a blank page; the guest can still go elsewhere, and Reload brings the screen once it loads", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const letChunkLoad = await failScreenChunk(page, "CartScreen");
      await openHome(page, origin);
      await page.getByRole("link", { name: /^Cart/ }).click();
      const failure = page.getByRole("alert").filter({ hasText: chunkFailureText });
      await failure.waitFor();
      await shot("chunk-failure");

      await page.getByRole("link", { name: venueOf(seed.brand), exact: true }).click();
      await page.getByRole("tab", { name: "TICKETS" }).waitFor();
      expect(await failure.count()).toBe(0);

      await page.goBack();
      await failure.waitFor();
      await letChunkLoad();
      await page.getByRole("button", { name: "Reload" }).click();
      await page.getByRole("heading", { name: "Your cart", level: 1 }).waitFor();
      expect(pageErrors).toEqual([]);
    });

    it("a screen whose code could not be loaded loads when the guest comes back to it once the connection is back, without a reload", async () => {
      const { page, pageErrors, origin } = await open();
      const letChunkLoad = await failScreenChunk(page, "CartScreen");
      await openHome(page, origin);
      await page.getByRole("link", { name: /^Cart/ }).click();
      await page.getByRole("alert").filter({ hasText: chunkFailureText }).waitFor();
      await page.getByRole("link", { name: venueOf(seed.brand), exact: true }).click();
      await page.getByRole("tab", { name: "TICKETS" }).waitFor();

      await letChunkLoad();
      await page.getByRole("link", { name: /^Cart/ }).click();
      await page.getByRole("heading", { name: "Your cart", level: 1 }).waitFor();
      expect(pageErrors).toEqual([]);
    });

    it("no page a failure shows carries a browser's or the transport's words ('Failed to fetch', 'NetworkError', …)", () => {
      expect([...shownPages.keys()].sort()).toEqual([
        "chunk-failure",
        "code-21",
        "generic-modal",
        "purchase-unanswered",
      ]);
      for (const [name, text] of shownPages) {
        expect(
          transportTexts.filter((raw) => text.includes(raw)),
          name,
        ).toEqual([]);
      }
    });
  });
});
