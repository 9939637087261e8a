import { describe, expect, it } from "vitest";
import type { BrandKey } from "../../src/domain/brand.js";
import { seedProducts, seedTenantSettings } from "../../server/api/storage/seed/fixtures.js";
import { journeys } from "./brands.js";
import { addToCart, goToCheckout, openProduct, pickTimedTickets } from "./guest.js";
import { describeInBrowser } from "./suite.js";

/*
 * The venue's own words on the way to paying: the product's upgrade and the cart's suggestion,
 * each a way to the upgrade product, and the checkout message read before Place order.
 */

/** The brand's seeded words: its timed product's first upgrade, and its checkout texts. */
const wordsOf = (brand: BrandKey, productId: number) => {
  const upgrade = seedProducts.find((product) => product.id === productId)?.upgrades?.[0];
  const upgradeProduct = seedProducts.find((product) => product.id === upgrade?.productId);
  const settings = seedTenantSettings.find((tenant) => tenant.tenant === brand);
  if (upgrade === undefined || upgradeProduct === undefined || settings === undefined) {
    throw new Error(`the ${brand} seed has no upgrade for product ${String(productId)}`);
  }
  return { upgrade, upgradeProduct, settings };
};

describeInBrowser("the venue's words and the upsell", ({ server, openPage }) => {
  describe.each(journeys)("$brand at $viewport.width×$viewport.height", ({ viewport, seed }) => {
    it("the product page's upgrade opens the upgrade product's page; the cart suggests it in the venue's words; checkout gives the venue's message before Place order", async () => {
      const { page, pageErrors, shot } = await openPage(viewport, seed.brand);
      const origin = server().origin(seed.brand);
      const { upgrade, upgradeProduct, settings } = wordsOf(seed.brand, seed.timedProduct.id);

      await openProduct(page, origin, seed.timedProduct.name);
      const offered = page
        .getByRole("region", { name: "Upgrades" })
        .getByRole("link", { name: upgrade.headline });
      await offered.scrollIntoViewIfNeeded();
      await shot("40-upgrade");
      await offered.click();
      await page.waitForURL(new RegExp(`/product\\?productId=${String(upgradeProduct.id)}&`));
      await page.getByRole("heading", { level: 1, name: upgradeProduct.name }).waitFor();

      await page.goBack();
      await page.getByRole("heading", { level: 1, name: seed.timedProduct.name }).waitFor();
      await pickTimedTickets(page, 1);
      await addToCart(page);
      const suggested = page.getByRole("region", { name: "Add to your visit" });
      await suggested.getByText(settings.checkOutUpgradeMessage).waitFor();
      expect(await suggested.getByRole("link", { name: upgrade.headline }).count()).toBe(1);
      await shot("41-cart-upgrade");

      await goToCheckout(page);
      const message = page.getByText(settings.checkOutMessage);
      await message.scrollIntoViewIfNeeded();
      await shot("42-checkout-message");
      const placeOrder = page.getByRole("button", { name: "Place order" });
      const [messageBox, placeOrderBox] = await Promise.all([
        message.boundingBox(),
        placeOrder.boundingBox(),
      ]);
      expect(messageBox?.y).toBeLessThan(placeOrderBox?.y ?? 0);
      expect(pageErrors).toEqual([]);
    });
  });
});
