import { expect, it } from "vitest";
import { journeys } from "./brands.js";
import { fillCheckout, goodCard, placeOrder, reserveTimedTickets } from "./guest.js";
import { describeInBrowser } from "./suite.js";

/*
 * A pending order answers only to the cart token it was made with (issue 24, item 3), and a
 * reload keeps the cart and its hold: it keeps the cart's token too, so after a reload the
 * guest's own hold is still extended and bought, not refused and made again.
 */

describeInBrowser("a hold after a reload", ({ server, openPage }) => {
  for (const { brand, viewport, seed } of journeys) {
    it(`${brand} ${viewport.name}: after a reload the guest's hold is extended and bought, the same order`, async () => {
      const { page, pageErrors } = await openPage(viewport, `${brand}-hold-after-reload`);
      await reserveTimedTickets(page, server().origin(brand), seed.timedProduct.name);
      const heldOrder = () =>
        page.evaluate(
          (key) =>
            (
              JSON.parse(window.localStorage.getItem(key) ?? "null") as {
                pendingOrder: { orderId: number } | null;
              } | null
            )?.pendingOrder?.orderId,
          `storefront.cart.${brand}`,
        );
      const held = await heldOrder();
      expect(held).toBeGreaterThan(0);

      await page.reload();
      await page.getByRole("button", { name: "Need more time?" }).click();
      await page
        .getByText(/^(\d+ more minutes?|Less than a minute) added to your hold\.$/)
        .waitFor();
      await fillCheckout(page, `hold-after-reload-${brand}-${viewport.name}@example.com`, goodCard);
      const bought = await placeOrder(page);

      expect(bought).toBe(String(held));
      expect(pageErrors).toEqual([]);
    });
  }
});
