import { describe, expect, it } from "vitest";
import { screenAudit } from "./axe.js";
import { journeys } from "./brands.js";
import { failScreenChunk, placeOrderWhileOffSale, takeApiDown } from "./faults.js";
import {
  addToCart,
  applyPromoCode,
  fillCheckout,
  findOrder,
  goodCard,
  openHome,
  openProduct,
  pickEntryTime,
  pickGroupTickets,
  pickTimedTickets,
  reserveTimedTickets,
  verifyBarcode,
} from "./guest.js";
import { describeInBrowser } from "./suite.js";

/*
 * axe-core on every screen and state of the journeys, in both themes (sn is the default theme,
 * cgg the dark one) at both viewports: a serious or critical violation fails the test. The
 * purchase journey's screens (home, product, cart, checkout with a declined card,
 * confirmation, view tickets, self-service and its cancellation) are audited where that
 * journey runs, in purchase.test.ts, rather than bought a second time here.
 */
describeInBrowser("accessibility (axe-core)", ({ server, openPage }) => {
  describe.each(journeys)("$brand at $viewport.width×$viewport.height", ({ viewport, seed }) => {
    const open = async () => {
      const guest = await openPage(viewport, `${seed.brand}-a11y`);
      return { ...guest, origin: server().origin(seed.brand), audit: screenAudit(guest.page) };
    };

    it("the promo-code, city-pass, group and order-lookup states have no serious or critical violations", async () => {
      const { page, origin, audit } = await open();

      await page.goto(`${origin}/tickets/promo-code`);
      await applyPromoCode(page, seed.promoCode.code);
      await page.getByRole("link", { name: `Get tickets for ${seed.promoCode.product}` }).waitFor();
      await audit.check("promo code valid");
      await applyPromoCode(page, "NOSUCHCODE");
      await page.getByText("This promo code is not valid.").waitFor();
      await audit.check("promo code invalid");

      const { productId, barcode } = seed.cityPass;
      await page.goto(`${origin}/product?productId=${String(productId)}&type=products`);
      await verifyBarcode(page, 1, barcode);
      await page.getByRole("grid").waitFor();
      await audit.check("city pass verified");
      await page.getByRole("button", { name: "Add another barcode" }).click();
      await verifyBarcode(page, 2, barcode);
      await page.getByText("Ticket already entered").waitFor();
      await audit.check("city pass, barcode already entered");
      await verifyBarcode(page, 2, "BADCODE");
      await page.getByText("Invalid barcode").waitFor();
      await audit.check("city pass, invalid barcode");

      const { product, ticket, minimum } = seed.group;
      await page.goto(`${origin}/tickets/groups`);
      await page.getByRole("link", { name: `Get tickets for ${product}` }).click();
      await pickGroupTickets(page, ticket, minimum - 1);
      await page.getByText(`Group orders need at least ${String(minimum)} tickets.`).waitFor();
      await audit.check("group below the minimum");
      await page.getByRole("button", { name: `Add one ${ticket}` }).click();
      await pickEntryTime(page);
      await addToCart(page);
      await page.getByText("This is a group order.").waitFor();
      await audit.check("group cart");

      await page.goto(`${origin}/self-service`);
      await findOrder(page, "999999", "nobody@example.com");
      await page
        .getByText("Your order was not found. Please review your details and try again.")
        .waitFor();
      await audit.check("order not found (Code 17)");
      await page.goto(`${origin}/view-tickets`);
      await page.getByText("This link does not carry a valid order confirmation number.").waitFor();
      await audit.check("view tickets, confirmation not valid");

      expect(audit.violations).toEqual([]);
    });

    it("the failure states have no serious or critical violations: a screen that cannot be loaded, Code 21 and the generic modal", async () => {
      const { page, origin, audit } = await open();

      // First, on a fresh page: once a screen's chunk has loaded, it cannot fail any more.
      const letChunkLoad = await failScreenChunk(page, "CartScreen");
      await openHome(page, origin);
      await page.getByRole("link", { name: /^Cart/ }).click();
      await page.getByRole("button", { name: "Reload" }).waitFor();
      await audit.check("screen that cannot be loaded");
      await letChunkLoad();

      const { id, name } = seed.timedProduct;
      await reserveTimedTickets(page, origin, name);
      await fillCheckout(page, `a11y-code21-${seed.brand}-${viewport.name}@example.com`, goodCard);
      await placeOrderWhileOffSale(page, server(), id);
      await audit.check("products unavailable (Code 21)");

      await openProduct(page, origin, name);
      await pickTimedTickets(page, 1);
      await takeApiDown(page);
      await page.getByRole("button", { name: "Add to cart" }).click();
      await page.getByRole("alertdialog").waitFor();
      await audit.check("generic modal");

      expect(audit.violations).toEqual([]);
    });
  });
});
