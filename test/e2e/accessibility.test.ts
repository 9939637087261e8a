import axe from "axe-core";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { BrandKey } from "../../src/domain/brand.js";
import {
  addToCart,
  declinedCard,
  fillCheckout,
  findOrder,
  goToCheckout,
  goodCard,
  openHome,
  pickTimedTickets,
  placeOrder,
} from "./guest.js";
import { describeInBrowser, desktop, mobile, type Viewport } from "./suite.js";

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** axe-core's serious and critical violations on the page as it is now, one line each. */
const seriousViolations = async (page: Page, screen: string): Promise<string[]> => {
  if (await page.evaluate(() => window.axe === undefined)) {
    await page.addScriptTag({ content: axe.source });
  }
  const results = await page.evaluate(() => {
    if (window.axe === undefined) throw new Error("axe-core did not load");
    return window.axe.run(document, { resultTypes: ["violations"] });
  });
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact ?? ""}) ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
};

const cases: { brand: BrandKey; viewport: Viewport; product: RegExp }[] = [
  { brand: "sn", viewport: mobile, product: /Get tickets for General Admission/ },
  { brand: "cgg", viewport: desktop, product: /Get tickets for Garden Admission/ },
];

describeInBrowser("accessibility (axe-core)", ({ server, openPage }) => {
  it.each(cases)(
    "$brand ($viewport.name): home, product, cart, checkout, view tickets and self-service have no serious or critical violations",
    async ({ brand, viewport, product }) => {
      const { page } = await openPage(viewport, `${brand}-a11y`);
      const origin = server().origin(brand);
      const email = `a11y-${brand}@example.com`;
      const violations: string[] = [];
      const check = async (screen: string) => {
        violations.push(...(await seriousViolations(page, screen)));
      };

      await openHome(page, origin);
      await check("home");
      await page.getByRole("link", { name: product }).click();
      await pickTimedTickets(page, 2);
      await check("product");
      await addToCart(page);
      await check("cart");
      await goToCheckout(page);
      await fillCheckout(page, email, declinedCard);
      await check("checkout");
      await page.getByRole("button", { name: "Place order" }).click();
      await expect.poll(() => page.getByText(/declined/).count()).toBeGreaterThan(0);
      await check("checkout, card declined");
      await page.getByLabel("Card number", { exact: true }).fill(goodCard);
      const orderId = await placeOrder(page);
      await check("confirmation");
      await page.getByRole("link", { name: "View tickets" }).click();
      await page.getByRole("button", { name: "Next ticket" }).waitFor();
      await check("view tickets");
      await page.goto(`${origin}/self-service`);
      await page.getByRole("button", { name: "Find order" }).waitFor();
      await check("self-service");
      await findOrder(page, orderId, email);
      await page.getByRole("checkbox").waitFor();
      await check("self-service order details");

      expect(violations).toEqual([]);
    },
  );
});
