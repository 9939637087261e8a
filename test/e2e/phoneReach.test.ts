import { expect, it } from "vitest";
import { journeys } from "./brands.js";
import { inViewport, openDay, openProduct, pickEntryTime } from "./guest.js";
import { describeInBrowser } from "./suite.js";

/*
 * A guest on a phone works down a product page taller than two screens: the total and Add to
 * cart stay in reach once something is chosen, a picked date brings the tickets into view, and
 * a dimmed Add to cart says what is missing. On a desktop the summary beside the steps keeps
 * them in view the same way.
 */

describeInBrowser("reach on a phone", ({ server, openPage }) => {
  for (const { brand, viewport, seed } of journeys) {
    it(`${brand} ${viewport.name}: the total and Add to cart stay in reach, the next step comes into view, and a dimmed Add to cart says what is missing`, async () => {
      const { page, shot, pageErrors } = await openPage(viewport, `${brand}-reach`);
      await openProduct(page, server().origin(brand), seed.timedProduct.name);
      await page.getByRole("grid").waitFor();

      const addToCart = page.getByRole("button", { name: "Add to cart" });
      // A dimmed button is aria-disabled, which Playwright will not press; a guest's tap does.
      await addToCart.click({ force: true });
      await page.getByText("Choose a visit date first.").waitFor();

      await (await openDay(page, 1)).click();
      const tickets = page.getByRole("heading", { name: "Tickets", exact: true });
      await tickets.waitFor();
      await expect.poll(() => inViewport(page, tickets)).toBe(true);
      await page.getByRole("button", { name: "Add one Adult" }).click();
      await page.getByRole("button", { name: "Add one Adult" }).click();
      await pickEntryTime(page);

      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      const total = page.getByText(/^Total \$\d+\.\d\d$/);
      await expect.poll(() => inViewport(page, total)).toBe(true);
      expect(await inViewport(page, addToCart)).toBe(true);
      expect(await addToCart.getAttribute("aria-disabled")).toBe("false");
      await shot("43-total-in-reach");

      // The bar never covers the page's last lines: scrolled to the end, the footer's last
      // line sits above it.
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      const footerEnd = await page
        .getByRole("contentinfo")
        .evaluate((footer) => footer.getBoundingClientRect().bottom);
      const barTop = await addToCart.evaluate(
        (button) => button.parentElement?.getBoundingClientRect().top ?? 0,
      );
      if (viewport.name === "mobile") expect(footerEnd).toBeLessThanOrEqual(barTop + 1);
      expect(pageErrors).toEqual([]);
    });
  }
});
