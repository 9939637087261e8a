import { expect, it } from "vitest";
import { journeys } from "./brands.js";
import { fillCheckout, goodCard, placeOrder, reserveTimedTickets } from "./guest.js";
import { describeInBrowser } from "./suite.js";

/*
 * What a guest has in hand around paying (issue 23, items 6 and 10): a hold extended a few
 * times, then no more; a confirmation that says what was bought and charged, and that stays
 * through a reload and a Back from the tickets.
 */

describeInBrowser("around paying", ({ server, openPage }) => {
  for (const { brand, viewport, seed } of journeys) {
    it(`${brand} ${viewport.name}: the hold extends as often as the API allows and says by how much; the confirmation says what was bought and stays after a reload and a Back`, async () => {
      const { page, shot, pageErrors } = await openPage(viewport, `${brand}-after-paying`);
      const origin = server().origin(brand);
      await reserveTimedTickets(page, origin, seed.timedProduct.name);

      const more = page.getByRole("button", { name: "Need more time?" });
      for (let extended = 0; extended < 3; extended++) {
        await more.click();
        await page.getByText(/added to your hold\.$/).waitFor();
      }
      await page.getByText("Your hold cannot be extended again.").waitFor();
      expect(await more.count()).toBe(0);

      await fillCheckout(page, `after-paying-${brand}-${viewport.name}@example.com`, goodCard);
      const orderId = await placeOrder(page);
      const bought = page.getByRole("region", { name: "What you bought" });
      await bought.getByRole("heading", { name: seed.timedProduct.name }).waitFor();
      expect(await bought.getByText(/^2 × Adult/).count()).toBe(1);
      expect(
        await bought
          .getByText(/^Charged \$\d+\.\d\d, tax included, to the card ending 4242\.$/)
          .count(),
      ).toBe(1);
      await shot("confirmation");

      await page.reload();
      await page.getByText(`Order #${orderId}`).waitFor();
      await bought.getByText(/to the card ending 4242\.$/).waitFor();

      await page.getByRole("link", { name: "View tickets" }).click();
      await page.waitForURL(/\/view-tickets/);
      await page.goBack();
      await page.getByText(`Order #${orderId}`).waitFor();
      expect(await page.getByText("Your cart is empty.").count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });
  }
});
