import { describe, expect, it } from "vitest";
import { journeys } from "./brands.js";
import {
  addToCart,
  applyPromoCode,
  fillCheckout,
  findOrder,
  goToCheckout,
  goodCard,
  pickEntryTime,
  pickGroupTickets,
  pickTimedTickets,
  placeOrder,
  verifyBarcode,
} from "./guest.js";
import { describeInBrowser } from "./suite.js";

const promoField = "Promo code";

describeInBrowser("guest flows", ({ server, openPage }) => {
  describe.each(journeys)("$brand at $viewport.width×$viewport.height", ({ viewport, seed }) => {
    const open = async () => {
      const guest = await openPage(viewport, seed.brand);
      return { ...guest, origin: server().origin(seed.brand) };
    };

    it("a valid promo code lists the hidden product it unlocks; an unknown one is marked invalid", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const unlocked = page.getByRole("link", {
        name: `Get tickets for ${seed.promoCode.product}`,
      });
      await page.goto(`${origin}/tickets/promo-code`);
      await applyPromoCode(page, seed.promoCode.code);
      await unlocked.waitFor();
      await shot("10-promo-valid");

      await applyPromoCode(page, "NOSUCHCODE");
      await page.getByText("This promo code is not valid.").waitFor();
      expect(await unlocked.count()).toBe(0);
      await shot("11-promo-invalid");
      expect(pageErrors).toEqual([]);
    });

    it("a promo code's product is bought end to end, its dates asked of web sales' product dates (spec §7)", async () => {
      const { page, pageErrors, origin } = await open();
      const datesAsked: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith("/dates") || pathname.endsWith("/product-dates")) {
          datesAsked.push(pathname);
        }
      });
      await page.goto(`${origin}/tickets/promo-code`);
      await applyPromoCode(page, seed.promoCode.code);
      await page.getByRole("link", { name: `Get tickets for ${seed.promoCode.product}` }).click();
      await pickTimedTickets(page, 2, seed.promoCode.ticket);
      expect(new Set(datesAsked)).toEqual(new Set(["/api/web-sales/product-dates"]));
      await addToCart(page);
      await goToCheckout(page);
      await fillCheckout(page, `promo-${seed.brand}-${viewport.name}@example.com`, goodCard);
      expect(await placeOrder(page)).toMatch(/^\d+$/);
      expect(pageErrors).toEqual([]);
    });

    it("a valid hyperlink opens the hidden product it unlocks", async () => {
      const { page, shot, origin } = await open();
      const { code, productId, product } = seed.hyperlinks.valid;
      await page.goto(`${origin}/?directAccess=${code}`);
      await page.waitForURL(new RegExp(`/product\\?.*productId=${String(productId)}`));
      await page.getByRole("heading", { name: product, level: 1 }).waitFor();
      await shot("12-hyperlink-valid");
    });

    it("an expired hyperlink lands on home without the code, and says the link has expired", async () => {
      const { page, origin } = await open();
      await page.goto(`${origin}/?directAccess=${seed.hyperlinks.expired}`);
      await page.waitForURL((url) => url.pathname === "/" && !url.search.includes("directAccess"));
      await page.getByRole("tab", { name: "TICKETS" }).waitFor();
      await page
        .getByRole("alert")
        .filter({ hasText: "This invitation link has expired." })
        .waitFor();
    });

    it("an unknown hyperlink lands on the promo-code tab with the code filled in", async () => {
      const { page, origin } = await open();
      await page.goto(`${origin}/?directAccess=NOPE-LINK`);
      await page.getByLabel(promoField, { exact: true }).waitFor();
      await expect
        .poll(() => page.getByLabel(promoField, { exact: true }).inputValue())
        .toBe("NOPE-LINK");
    });

    it("a verified city-pass barcode opens the visit date; the same one again is already entered; an unknown one is invalid", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const { productId, barcode } = seed.cityPass;
      await page.goto(`${origin}/product?productId=${String(productId)}&type=products`);
      await verifyBarcode(page, 1, barcode);
      await page.getByRole("grid").waitFor();
      await page.getByRole("button", { name: "Add another barcode" }).click();
      await verifyBarcode(page, 2, barcode);
      await page.getByText("Ticket already entered").waitFor();
      await verifyBarcode(page, 2, "BADCODE");
      await page.getByText("Invalid barcode").waitFor();
      await shot("13-city-pass");
      expect(pageErrors).toEqual([]);
    });

    it("the barcode field a guest first sees is the one their typing goes to: opening the exchange never swaps it for another", async () => {
      const { page, pageErrors, origin } = await open();
      const { productId, barcode } = seed.cityPass;
      await page.addInitScript(() => {
        const shown: string[] = [];
        Object.assign(window, { barcodeFieldsShown: shown });
        new MutationObserver(() => {
          for (const field of document.querySelectorAll('input[id^="barcode-"]')) {
            if (!shown.includes(field.id)) shown.push(field.id);
          }
        }).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ["id"],
        });
      });
      await page.goto(`${origin}/product?productId=${String(productId)}&type=products`);
      await verifyBarcode(page, 1, barcode);
      await page.getByRole("grid").waitFor();
      const shown = await page.evaluate(
        () => (window as unknown as { barcodeFieldsShown: string[] }).barcodeFieldsShown,
      );
      expect(shown).toHaveLength(1);
      expect(pageErrors).toEqual([]);
    });

    it("a group order below the minimum waits; at the minimum it goes through as a group order", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const { product, ticket, minimum } = seed.group;
      const belowMinimum = page.getByText(`Group orders need at least ${String(minimum)} tickets.`);
      await page.goto(`${origin}/tickets/groups`);
      await page.getByRole("link", { name: `Get tickets for ${product}` }).click();
      await pickGroupTickets(page, ticket, minimum - 1);
      await belowMinimum.waitFor();
      await pickEntryTime(page);
      expect(await page.getByRole("button", { name: "Add to cart" }).isDisabled()).toBe(true);
      await shot("14-group-below-minimum");

      await page.getByRole("button", { name: `Add one ${ticket}` }).click();
      await expect.poll(() => belowMinimum.count()).toBe(0);
      await addToCart(page);
      await page.getByText("This is a group order.").waitFor();
      await shot("15-group-cart");
      await goToCheckout(page);
      await fillCheckout(page, `group-${seed.brand}-${viewport.name}@example.com`, goodCard);
      expect(await placeOrder(page)).toMatch(/^\d+$/);
      expect(pageErrors).toEqual([]);
    });

    it("an unknown order is not found (Code 17)", async () => {
      const { page, shot, origin } = await open();
      await page.goto(`${origin}/self-service`);
      await findOrder(page, "999999", "nobody@example.com");
      await page
        .getByText("Your order was not found. Please review your details and try again.")
        .waitFor();
      await shot("16-order-not-found");
    });

    it("view tickets without a confirmation number says the link is not valid", async () => {
      const { page, origin } = await open();
      await page.goto(`${origin}/view-tickets`);
      await expect
        .poll(() => page.getByRole("alert").textContent())
        .toContain("This link does not carry a valid order confirmation number.");
    });
  });
});
