import { describe, expect, it } from "vitest";
import { journeys, venueOf } from "./brands.js";
import { failScreenChunk, placeOrderWhileOffSale, takeApiDown } from "./faults.js";
import {
  addToCart,
  fillCheckout,
  goodCard,
  openHome,
  openProduct,
  pickTimedTickets,
  reserveTimedTickets,
} from "./guest.js";
import { describeInBrowser } from "./suite.js";

const genericModalText = "Something went wrong while doing your request. Please try again later.";
const chunkFailureText = "This page could not be loaded. Check your connection and reload.";

describeInBrowser("when something fails", ({ server, openPage }) => {
  describe.each(journeys)("$brand at $viewport.width×$viewport.height", ({ viewport, seed }) => {
    const open = async () => {
      const guest = await openPage(viewport, `${seed.brand}-failure`);
      return { ...guest, origin: server().origin(seed.brand) };
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
  });
});
