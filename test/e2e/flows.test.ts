import { expect, it } from "vitest";
import { addToCart, fillCheckout, goToCheckout, goodCard, placeOrder, findOrder } from "./guest.js";
import { describeInBrowser, mobile } from "./suite.js";

const promoField = "Promo code";

describeInBrowser("guest flows on sn at 390×844", ({ server, openPage }) => {
  const open = async () => {
    const guest = await openPage(mobile, "sn");
    return { ...guest, origin: server().origin("sn") };
  };

  it("a valid promo code lists the hidden product it unlocks; an unknown one is marked invalid", async () => {
    const { page, pageErrors, shot, origin } = await open();
    await page.goto(`${origin}/tickets/promo-code`);
    await page.getByLabel(promoField, { exact: true }).fill("SUMMIT20");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("link", { name: /Member Preview Admission/ }).waitFor();
    await shot("10-promo-valid");

    await page.getByLabel(promoField, { exact: true }).fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("This promo code is not valid.").waitFor();
    expect(await page.getByRole("link", { name: /Member Preview Admission/ }).count()).toBe(0);
    await shot("11-promo-invalid");
    expect(pageErrors).toEqual([]);
  });

  it("a valid hyperlink opens the hidden product it unlocks", async () => {
    const { page, shot, origin } = await open();
    await page.goto(`${origin}/?directAccess=SUMMIT-FRIENDS`);
    await page.waitForURL(/\/product\?.*productId=109/);
    await page.getByRole("heading", { name: "Friends and Family Admission", level: 1 }).waitFor();
    await shot("12-hyperlink-valid");
  });

  it("an expired hyperlink lands on home without the code", async () => {
    const { page, origin } = await open();
    await page.goto(`${origin}/?directAccess=SUMMIT-EXPIRED`);
    await page.waitForURL((url) => url.pathname === "/" && !url.search.includes("directAccess"));
    await page.getByRole("tab", { name: "TICKETS" }).waitFor();
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
    await page.goto(`${origin}/product?productId=107&type=products`);
    await page.getByLabel("Barcode 1", { exact: true }).fill("C3SN0001");
    await page.getByRole("button", { name: "Verify barcode 1" }).click();
    await page.getByRole("grid").waitFor();
    await page.getByRole("button", { name: "Add another barcode" }).click();
    await page.getByLabel("Barcode 2", { exact: true }).fill("C3SN0001");
    await page.getByRole("button", { name: "Verify barcode 2" }).click();
    await page.getByText("Ticket already entered").waitFor();
    await page.getByLabel("Barcode 2", { exact: true }).fill("BADCODE");
    await page.getByRole("button", { name: "Verify barcode 2" }).click();
    await page.getByText("Invalid barcode").waitFor();
    await shot("13-city-pass");
    expect(pageErrors).toEqual([]);
  });

  it("a group order below the minimum waits; at ten tickets it goes through as a group order", async () => {
    const { page, pageErrors, shot, origin } = await open();
    await page.goto(`${origin}/tickets/groups`);
    await page.getByRole("link", { name: /Group Admission/ }).click();
    await page.getByRole("grid").waitFor();
    await page.locator('[role=grid] button:not([aria-disabled="true"])').first().click();
    const addOne = page.getByRole("button", { name: "Add one Group Adult" });
    for (let i = 0; i < 9; i++) await addOne.click();
    await page.getByText("Group orders need at least 10 tickets.").waitFor();
    await shot("14-group-below-minimum");

    await addOne.click();
    await expect
      .poll(() => page.getByText("Group orders need at least 10 tickets.").count())
      .toBe(0);
    await page
      .getByRole("radio", { name: /Morning|Afternoon/ })
      .first()
      .click();
    await page.getByRole("radio", { name: / to / }).first().click();
    await addToCart(page);
    await page.getByText("This is a group order.").waitFor();
    await shot("15-group-cart");
    await goToCheckout(page);
    await fillCheckout(page, "group@example.com", goodCard);
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
