import { expect, it } from "vitest";
import { cgg, sn } from "./brands.js";
import {
  addToCart,
  downloaded,
  fillCheckout,
  goToCheckout,
  goodCard,
  pickTimedTickets,
  placeOrder,
} from "./guest.js";
import { describeInBrowser, mobile } from "./suite.js";

/*
 * Issue 26: the two deployables, each in its own process, as a venue runs them: the reference
 * API alone (`npm run api`) and the storefront alone in front of it (`TICKETING_API_URL=… npm
 * start`). The storefront draws the home page on the server from answers it asked over HTTP,
 * passes the purchase on, and makes the tickets' PDF, calendar file and Wallet pass itself
 * from the API's view-tickets.
 */

describeInBrowser(
  "the storefront alone in front of the reference API alone",
  ({ server, openPage }) => {
    it.each([sn, cgg])(
      "$brand: a server-drawn home, the purchase, and the tickets with their PDF, calendar file and Wallet pass",
      async (seed) => {
        const { page, pageErrors, shot } = await openPage(mobile, `split-${seed.brand}`);
        const origin = server().origin(seed.brand);

        // Drawn on the server: the first screen with its products is in the page, not only its
        // loader. The first page after a start may go without a late answer (the 800 ms
        // deadline on a busy machine): drawn once the API answers in time.
        await expect
          .poll(async () => (await (await page.goto(`${origin}/`))?.text()) ?? "", {
            timeout: 60_000,
          })
          .toContain(`>${seed.timedProduct.name}</h2>`);
        await page
          .getByRole("link", { name: `Get tickets for ${seed.timedProduct.name}`, exact: true })
          .click();
        await pickTimedTickets(page, 2);
        await addToCart(page);
        await goToCheckout(page);
        // The hold's extension is the reference API's, and offered through the storefront.
        await page.getByRole("button", { name: "Need more time?" }).waitFor();
        await fillCheckout(page, `split-${seed.brand}@example.com`, goodCard);
        await placeOrder(page);
        await shot("1-confirmation");

        await page.getByRole("link", { name: "View tickets" }).click();
        await page.getByText("Ticket 1 of 2").waitFor();
        await shot("2-tickets");
        const pdf = await downloaded(
          page,
          (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "",
        );
        expect(pdf.status).toBe(200);
        expect(pdf.type).toBe("application/pdf");
        expect(pdf.body.slice(0, 5)).toBe("%PDF-");
        const calendar = await downloaded(
          page,
          (await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href")) ?? "",
        );
        expect(calendar.status).toBe(200);
        expect(calendar.body).toContain(`SUMMARY:${seed.timedProduct.name} at`);

        // Wallet's link shows only on an Apple device: its address is the same either way.
        const code = page.getByRole("img", { name: /^QR code for barcode / }).first();
        const barcode = ((await code.getAttribute("alt")) ?? "").replace(
          "QR code for barcode ",
          "",
        );
        const confirmation = new URL(page.url()).searchParams.get("orderConfirmation") ?? "";
        const pass = await downloaded(
          page,
          `/api/web-sales/view-tickets/pkpass?orderConfirmation=${encodeURIComponent(confirmation)}&barcode=${encodeURIComponent(barcode)}`,
        );
        expect(pass.status).toBe(200);
        expect(pass.type).toBe("application/vnd.apple.pkpass");
        expect(pass.body.slice(0, 4)).toBe("PK\u0003\u0004");
        expect(pageErrors).toEqual([]);
      },
    );
  },
  { split: { specOnly: false } },
);
