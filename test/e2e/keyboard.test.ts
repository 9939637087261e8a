import { expect, it } from "vitest";
import { cgg, sn, type Journey } from "./brands.js";
import { takeApiDown } from "./faults.js";
import { declinedCard, goodCard, openProduct, pickTimedTickets } from "./guest.js";
import { focusedMatches, operate, tabTo, typeInto } from "./keyboard.js";
import { describeInBrowser, desktop, mobile } from "./suite.js";

/** One keyboard on each theme; a phone-sized window stands for a tablet with a keyboard. */
const cases: readonly Journey[] = [
  { brand: "sn", viewport: desktop, seed: sn },
  { brand: "cgg", viewport: mobile, seed: cgg },
];

/**
 * The checkout's fields in the order Tab reaches them; the optional second line is left empty,
 * the country stays the United States it starts at, and the state is chosen by typing its name.
 */
const checkoutFields = (email: string): [string, string][] => [
  ["Email", email],
  ["First name", "Ada"],
  ["Last name", "Guest"],
  ["Phone", "206-555-0100"],
  ["Address", "1 Main St"],
  ["City", "Seattle"],
  ["State", "Washington"],
  ["Postal code", "98109"],
  ["Name on card", "Ada Guest"],
  ["Card number", declinedCard],
  ["Expiry date (MM/YY)", "12/31"],
  ["CVV", "123"],
];

describeInBrowser("with the keyboard", ({ server, openPage }) => {
  it.each(cases)(
    "$brand at $viewport.width×$viewport.height: with the keyboard alone a guest buys timed tickets (past a declined card), views them and cancels the order",
    async ({ brand, viewport, seed }) => {
      const { page, pageErrors, shot } = await openPage(viewport, `${brand}-keyboard`);
      const origin = server().origin(brand);
      const email = `keyboard-${brand}@example.com`;
      const adults = page.getByRole("status", { name: "Adult tickets" });
      const entryTime = page.getByRole("status", { name: "Your entry time" });

      await page.goto(`${origin}/`);
      await operate(
        page,
        page.getByRole("link", { name: `Get tickets for ${seed.timedProduct.name}`, exact: true }),
      );

      // The calendar is one Tab stop, on the first open day; the arrow keys move from there to
      // the second (today's entry times may all have passed), past days that are closed.
      await tabTo(page, page.locator('[role=grid] button[tabindex="0"]'));
      do await page.keyboard.press("ArrowRight");
      while (await focusedMatches(page, '[aria-disabled="true"]'));
      await page.keyboard.press("Enter");

      await operate(page, page.getByRole("button", { name: "Add one Adult" }));
      await expect.poll(() => adults.textContent()).toBe("1");
      await page.keyboard.press("Enter");
      await expect.poll(() => adults.textContent()).toBe("2");

      // Tab enters a radio group on its first choice and Space chooses it.
      await operate(
        page,
        page.getByRole("radio", { name: /Morning|Afternoon|Evening/ }).first(),
        " ",
      );
      await operate(page, page.getByRole("radio", { name: / to / }).first(), " ");
      await expect.poll(() => entryTime.textContent()).toMatch(/ to /);
      await shot("product");

      await operate(page, page.getByRole("button", { name: "Add to cart" }));
      await page.waitForURL(/\/cart/);
      await operate(page, page.getByRole("button", { name: "Checkout" }));
      await page.waitForURL(/\/checkout/);

      for (const [label, value] of checkoutFields(email)) {
        await typeInto(page, page.getByLabel(label, { exact: true }), value);
      }
      const placeOrder = page.getByRole("button", { name: "Place order" });
      await operate(page, placeOrder);
      await page.getByText(/declined/).waitFor();
      // The refusal is read where the guest is sent: the error summary at the top of the form.
      const summary = page.getByRole("group", { name: "Your order was not placed" });
      expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
      // The card number is below the summary: Tab on to it and type the good card over it.
      const cardNumber = page.getByLabel("Card number", { exact: true });
      await tabTo(page, cardNumber);
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(goodCard);
      await operate(page, page.getByRole("button", { name: "Place order" }));
      const confirmed = page.getByText(/Order #\d+/).first();
      await confirmed.waitFor();
      const orderId = /Order #(\d+)/.exec((await confirmed.textContent()) ?? "")?.[1] ?? "";
      await shot("confirmation");

      await operate(page, page.getByRole("link", { name: "View tickets" }));
      await tabTo(page, page.getByRole("region", { name: "Tickets", exact: true }));
      const position = page.getByText(/^Ticket \d of \d$/);
      await expect.poll(() => position.textContent()).toBe("Ticket 1 of 2");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => position.textContent()).toBe("Ticket 2 of 2");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => position.textContent()).toBe("Ticket 1 of 2");
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => position.textContent()).toBe("Ticket 2 of 2");

      // The header's link is behind the tickets: back up to it.
      await tabTo(page, page.getByRole("link", { name: "Manage my order" }), "backward");
      await page.keyboard.press("Enter");
      await typeInto(page, page.getByLabel("Order number"), orderId);
      await typeInto(page, page.getByLabel("Email"), email);
      await page.keyboard.press("Enter");
      await operate(page, page.getByRole("checkbox"), " ");
      await operate(page, page.getByRole("button", { name: "CANCEL TICKETS" }));
      await page.getByText(`Order ${orderId} has been canceled.`).waitFor();

      expect(pageErrors).toEqual([]);
    },
  );

  it("the generic modal holds keyboard focus on Close until Escape closes it, and focus returns to Add to cart", async () => {
    const { page, pageErrors } = await openPage(desktop, "sn-keyboard");
    await openProduct(page, server().origin("sn"), sn.timedProduct.name);
    await pickTimedTickets(page, 1);
    await takeApiDown(page);
    await operate(page, page.getByRole("button", { name: "Add to cart" }));
    const modal = page.getByRole("alertdialog");
    const close = modal.getByRole("button", { name: "Close" });
    await modal.waitFor();
    for (const key of ["Tab", "Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await close.evaluate((button) => button === document.activeElement), key).toBe(true);
    }
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    const addToCart = page.getByRole("button", { name: "Add to cart" });
    expect(await addToCart.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
