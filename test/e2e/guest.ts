import type { Page } from "playwright-core";

/*
 * What a guest does on the storefront, step by step, found by role and label as a guest would.
 * Every wait is for something the guest would see, never for a fixed time.
 */

export const openHome = async (page: Page, origin: string) => {
  await page.goto(`${origin}/`);
  await page.getByRole("tab", { name: "TICKETS" }).waitFor();
};

/** A visit date (the second open day), `count` adults, the first time of day and entry time. */
export const pickTimedTickets = async (page: Page, adults: number) => {
  await page.getByRole("grid").waitFor();
  await page.locator('[role=grid] button:not([aria-disabled="true"])').nth(1).click();
  for (let i = 0; i < adults; i++)
    await page.getByRole("button", { name: "Add one Adult" }).click();
  await page
    .getByRole("radio", { name: /Morning|Afternoon/ })
    .first()
    .click();
  await page.getByRole("radio", { name: / to / }).first().click();
};

export const addToCart = async (page: Page) => {
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.waitForURL(/\/cart/);
  await page.getByRole("button", { name: "Checkout" }).waitFor();
};

export const goToCheckout = async (page: Page) => {
  await page.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/\/checkout/);
};

export const declinedCard = "4000 0000 0000 0002";
export const goodCard = "4242 4242 4242 4242";

export const fillCheckout = async (page: Page, email: string, cardNumber: string) => {
  const fields: [string, string][] = [
    ["Email", email],
    ["First name", "Ada"],
    ["Last name", "Guest"],
    ["Address", "1 Main St"],
    ["City", "Seattle"],
    ["State", "WA"],
    ["Postal code", "98109"],
    ["Country", "US"],
    ["Phone", "206-555-0100"],
    ["Name on card", "Ada Guest"],
    ["Card number", cardNumber],
    ["Expiry month", "12"],
    ["Expiry year", "2031"],
    ["CVV", "123"],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
};

/** Places the order and waits for the confirmation; returns the order number shown. */
export const placeOrder = async (page: Page): Promise<string> => {
  await page.getByRole("button", { name: "Place order" }).click();
  await page.getByRole("link", { name: "View tickets" }).waitFor();
  const text = await page
    .getByText(/Order #\d+/)
    .first()
    .textContent();
  const orderId = /Order #(\d+)/.exec(text ?? "")?.[1];
  if (orderId === undefined) throw new Error(`no order number in "${text ?? ""}"`);
  return orderId;
};

export const findOrder = async (page: Page, orderId: string, email: string) => {
  await page.getByLabel("Order number").fill(orderId);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Find order" }).click();
};
