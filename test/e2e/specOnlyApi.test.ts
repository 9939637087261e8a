import { describe, expect, it } from "vitest";
import { cgg, sn } from "./brands.js";
import {
  addToCart,
  applyPromoCode,
  cancelConsent,
  declinedCard,
  downloaded,
  fillCheckout,
  findOrder,
  goodCard,
  goToCheckout,
  openHome,
  pickEntryTime,
  pickGroupTickets,
  pickTimedTickets,
  placeOrder,
  verifyBarcode,
} from "./guest.js";
import { describeInBrowser, mobile } from "./suite.js";

/*
 * Issues 25 and 26: the storefront alone (its own process, `TICKETING_API_URL=… npm start`) in
 * front of an API that answers exactly as the spec says, on both brands. The spec-shaped front
 * (test/staging/specOnlyFront.ts) stands in front of the reference API, itself alone (`npm run
 * api`): every answer has only the spec's fields plus unknown ones, the flags no extension,
 * and the calls the spec does not list answer 404. A guest still buys, finds, views, cancels
 * and refunds; what needs an API's extension is simply not shown, and the tickets' PDF is the
 * storefront's own, made from the spec's view-tickets.
 */

describeInBrowser(
  "a ticketing API that answers only as the spec says",
  ({ server, openPage }) => {
    describe.each([sn, cgg])("$brand", (seed) => {
      const open = async () => {
        const guest = await openPage(mobile, `spec-only-${seed.brand}`);
        return { ...guest, origin: server().origin(seed.brand) };
      };

      it("buys with a declined card first, then a good one; Manage my order finds the order, opens its tickets, and cancels and refunds it", async () => {
        const { page, pageErrors, shot, origin } = await open();
        const email = `spec-only-${seed.brand}@example.com`;
        await openHome(page, origin);
        await page
          .getByRole("link", { name: `Get tickets for ${seed.timedProduct.name}` })
          .waitFor();
        expect(await page.getByText(/^From \$/).count()).toBe(0);
        await shot("01-home");

        await page.getByRole("link", { name: `Get tickets for ${seed.timedProduct.name}` }).click();
        await pickTimedTickets(page, 2);
        expect(await page.getByText(/ left$/).count()).toBe(0);
        const booking = page.getByRole("complementary", { name: "Your booking" });
        await booking.getByText("2 × Adult", { exact: true }).waitFor();
        expect(await booking.getByText(/^Total/).count()).toBe(0);
        await shot("02-booking");
        await addToCart(page);
        await goToCheckout(page);
        await page.getByRole("timer").waitFor();
        expect(await page.getByRole("button", { name: "Need more time?" }).count()).toBe(0);
        await fillCheckout(page, email, declinedCard);
        await page.getByRole("button", { name: "Place order" }).click();
        await page
          .getByText(/declined/i)
          .first()
          .waitFor();
        await page.getByLabel("Card number", { exact: true }).fill(goodCard);
        const orderId = await placeOrder(page);
        // The API said nothing of the tickets e-mail: it is taken to go to the one address given.
        await page.getByText("Your tickets are on their way to s•••@example.com.").waitFor();
        await shot("03-confirmation");

        await page.getByRole("main").getByRole("link", { name: "Manage my order" }).click();
        await findOrder(page, orderId, email);
        await page.getByRole("heading", { name: "ORDER DETAILS" }).waitFor();
        expect(await page.getByText("Status:").count()).toBe(0);
        expect(await page.getByRole("button", { name: "Resend tickets" }).count()).toBe(0);
        await shot("04-order-details");

        await page.getByRole("link", { name: "View tickets" }).click();
        await page.getByText("Ticket 1 of 2").waitFor();
        expect(await page.getByRole("img", { name: /^QR code for barcode / }).count()).toBe(1);
        expect(await page.getByText("Guest", { exact: true }).count()).toBe(0);
        // The tickets give no day: no calendar event. The PDF is the storefront's own.
        expect(await page.getByRole("link", { name: "Add to calendar" }).count()).toBe(0);
        const pdf = await downloaded(
          page,
          (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "",
        );
        expect(pdf.status).toBe(200);
        expect(pdf.body.slice(0, 5)).toBe("%PDF-");
        await shot("05-tickets");

        await page.goto(`${origin}/self-service`);
        await findOrder(page, orderId, email);
        await page.getByRole("checkbox", { name: cancelConsent }).check();
        await page.getByRole("button", { name: "CANCEL TICKETS" }).click();
        await page.getByText(`Order ${orderId} has been canceled.`).waitFor();
        await shot("06-cancelled");
        expect(server().refusedCalls()).toEqual([]);
        expect(pageErrors).toEqual([]);
      });

      it("a promo code unlocks its product, which is bought; a hyperlink opens its product", async () => {
        const { page, pageErrors, origin } = await open();
        await page.goto(`${origin}/tickets/promo-code`);
        await applyPromoCode(page, seed.promoCode.code);
        await page.getByRole("link", { name: `Get tickets for ${seed.promoCode.product}` }).click();
        await pickTimedTickets(page, 2, seed.promoCode.ticket);
        await addToCart(page);
        await goToCheckout(page);
        await fillCheckout(page, `spec-only-promo-${seed.brand}@example.com`, goodCard);
        await placeOrder(page);

        const { code, productId, product } = seed.hyperlinks.valid;
        await page.goto(`${origin}/?directAccess=${code}`);
        await page.waitForURL(new RegExp(`/product\\?.*productId=${String(productId)}`));
        await page.getByRole("heading", { name: product, level: 1 }).waitFor();
        expect(pageErrors).toEqual([]);
      });

      it("a city-pass barcode is exchanged, and a group order at the minimum goes through", async () => {
        const { page, pageErrors, shot, origin } = await open();
        await page.goto(
          `${origin}/product?productId=${String(seed.cityPass.productId)}&type=products`,
        );
        await verifyBarcode(page, 1, seed.cityPass.barcode);
        await page.getByRole("grid").waitFor();

        const { product, ticket, minimum } = seed.group;
        await page.goto(`${origin}/tickets/groups`);
        await page.getByRole("link", { name: `Get tickets for ${product}` }).click();
        await pickGroupTickets(page, ticket, minimum);
        await pickEntryTime(page);
        await addToCart(page);
        await page.getByText("This is a group order.").waitFor();
        await goToCheckout(page);
        await fillCheckout(page, `spec-only-group-${seed.brand}@example.com`, goodCard);
        await placeOrder(page);
        await shot("07-group-confirmation");
        expect(pageErrors).toEqual([]);
      });
    });
  },
  { split: { specOnly: true } },
);
