import { expect, it } from "vitest";
import { screenAudit } from "./axe.js";
import { journeys } from "./brands.js";
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
import { describeInBrowser } from "./suite.js";

interface DataLayerEntry {
  readonly event?: string;
  readonly ecommerce?: { readonly currency?: string };
}

/** The spec §7 events a timed purchase sends, each at least once. */
const purchaseEvents = [
  "view_item_list",
  "view_item",
  "add_to_cart",
  "view_cart",
  "begin_checkout",
  "add_payment_info",
  "purchase",
];

describeInBrowser("the timed-ticket purchase journey", ({ server, openPage }) => {
  it.each(journeys)(
    "$brand at $viewport.width×$viewport.height: a declined card keeps the form, a good one confirms; the tickets' carousel wraps both ways; the first online cancel refunds and the second is not refundable; axe-core finds no serious or critical violation on any of its screens",
    async ({ brand, viewport, seed }) => {
      const { page, pageErrors, shot } = await openPage(viewport, brand);
      const audit = screenAudit(page);
      const beaconRequests: URL[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname === "/api/fraud-beacon") beaconRequests.push(url);
      });
      const origin = server().origin(brand);
      const email = `${brand}-${viewport.name}-guest@example.com`;

      await openHome(page, origin);
      await shot("1-home");
      await audit.check("home");
      await page
        .getByRole("link", { name: `Get tickets for ${seed.timedProduct.name}`, exact: true })
        .click();
      await pickTimedTickets(page, 2);
      await shot("2-product");
      await audit.check("product");
      await addToCart(page);
      await shot("3-cart");
      await audit.check("cart");
      await goToCheckout(page);

      // Declined: explained, and nothing typed is lost.
      await fillCheckout(page, email, declinedCard);
      await audit.check("checkout");
      await page.getByRole("button", { name: "Place order" }).click();
      await expect.poll(() => page.getByText(/declined/).count()).toBeGreaterThan(0);
      await shot("4-declined");
      await audit.check("checkout, card declined");
      expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
      expect(await page.getByLabel("Name on card", { exact: true }).inputValue()).toBe("Ada Guest");

      await page.getByLabel("Card number", { exact: true }).fill(goodCard);
      const orderId = await placeOrder(page);
      await shot("5-confirmation");
      await audit.check("confirmation");

      // Analytics (spec §7), read before a full page load resets the data layer.
      const dataLayer = (await page.evaluate(() => window.dataLayer ?? [])) as DataLayerEntry[];
      const events = dataLayer.filter((entry) => typeof entry.event === "string");
      for (const name of purchaseEvents) {
        expect(
          events.map((entry) => entry.event),
          `${name} is sent`,
        ).toContain(name);
      }
      expect(events.every((entry) => entry.ecommerce?.currency === "USD")).toBe(true);
      const order = events.map((entry) => entry.event);
      expect(order.indexOf("view_item_list")).toBeLessThan(order.indexOf("view_item"));
      expect(order.indexOf("begin_checkout")).toBeLessThan(order.lastIndexOf("purchase"));

      // View tickets: two tickets, wrapping forward past the last and back past the first.
      await page.getByRole("link", { name: "View tickets" }).click();
      const position = page.getByText(/^Ticket \d of \d$/);
      await expect.poll(() => position.textContent()).toBe("Ticket 1 of 2");
      await page.getByRole("button", { name: "Next ticket" }).click();
      await expect.poll(() => position.textContent()).toBe("Ticket 2 of 2");
      await page.getByRole("button", { name: "Next ticket" }).click();
      await expect.poll(() => position.textContent()).toBe("Ticket 1 of 2");
      await page.getByRole("button", { name: "Previous ticket" }).click();
      await expect.poll(() => position.textContent()).toBe("Ticket 2 of 2");
      await shot("6-tickets");
      await audit.check("view tickets");

      // The fraud beacon: every path the page reported reached the server's sink.
      const sid = beaconRequests[0]?.searchParams.get("sid");
      expect(sid, "the page sent fraud-beacon hits").toEqual(expect.any(String));
      const sentPaths = beaconRequests.map((url) => url.searchParams.get("path"));
      expect(sentPaths).toEqual(expect.arrayContaining(["/", "/cart", "/checkout"]));
      await expect
        .poll(async () => (await server().beaconHits(sid ?? "")).map((hit) => hit.path).sort())
        .toEqual([...sentPaths].sort());

      // Self-service: cancel once (refunded); found again, it says so and offers no cancellation.
      await page.goto(`${origin}/self-service`);
      await page.getByRole("button", { name: "Find order" }).waitFor();
      await audit.check("self-service");
      await findOrder(page, orderId, email);
      await page.getByRole("checkbox").check();
      await shot("7-cancel");
      await audit.check("self-service order details");
      await page.getByRole("button", { name: "CANCEL TICKETS" }).click();
      await page.getByText(`Order ${orderId} has been canceled.`).waitFor();
      await shot("8-cancelled");
      await audit.check("order canceled");
      await page.getByRole("button", { name: "DONE" }).click();
      await findOrder(page, orderId, email);
      await page.getByText("Status: Canceled").waitFor();
      expect(await page.getByRole("checkbox").count()).toBe(0);
      expect(await page.getByRole("button", { name: "CANCEL TICKETS" }).count()).toBe(0);
      await shot("9-found-canceled");
      await audit.check("order found canceled");

      expect(audit.violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
  );
});
