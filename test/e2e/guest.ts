import type { Locator, Page } from "playwright-core";

/*
 * What a guest does on the storefront, step by step, found by role and label as a guest would.
 * Every wait is for something the guest would see, or for the page to have come alive (React
 * has taken it over), never for a fixed time.
 */

/** As long as any other wait of a suite's page (suite.ts sets the context's default). */
const TAKEN_OVER_WITHIN_MS = 60_000;

/** Whether React has taken the element over: its props are on the node once it has. */
const reactOwns = (node: Element | SVGElement) =>
  Object.keys(node).some((key) => key.startsWith("__reactProps"));

/**
 * Waits until React has taken over the element (hydrated it, its handlers attached): a drawn
 * page's links work before, but as plain links that load the next page. A drawn page asks for
 * its scripts only after its first paint, so on a loaded machine that takes seconds (CI ran two
 * files at once when a home page took longer). Polled here rather than with Vitest's
 * `expect.poll`, so the benchmarks walk the same steps outside Vitest; the locator is asked
 * afresh each time, as the node may be drawn again.
 */
export const takenOver = async (element: Locator): Promise<void> => {
  const until = Date.now() + TAKEN_OVER_WITHIN_MS;
  while (!(await element.evaluate(reactOwns))) {
    if (Date.now() > until) {
      throw new Error(`the page was not taken over within ${String(TAKEN_OVER_WITHIN_MS)} ms`);
    }
    await element.page().waitForTimeout(50);
  }
};

/**
 * Home, once the storefront has taken it over: a tap before that is a plain link that loads
 * the next page afresh, which a journey checking one page's analytics and beacon cannot follow.
 */
export const openHome = async (page: Page, origin: string) => {
  await page.goto(`${origin}/`);
  await takenOver(page.getByRole("tab", { name: "TICKETS" }));
};

/** Whether the whole of `locator` is on the screen, with nothing of it above or below. */
export const inViewport = async (page: Page, locator: Locator): Promise<boolean> => {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) return false;
  return box.y >= 0 && box.y + box.height <= viewport.height;
};

/** From home, the product card's "Get tickets" link, as a guest who has just arrived. */
export const openProduct = async (page: Page, origin: string, product: string) => {
  await openHome(page, origin);
  await page.getByRole("link", { name: `Get tickets for ${product}`, exact: true }).click();
};

const openDays = '[role=grid] button:not([aria-disabled="true"])';

/** The first time of day on offer, then its first entry time. */
export const pickEntryTime = async (page: Page) => {
  await page
    .getByRole("radio", { name: /Morning|Afternoon|Evening/ })
    .first()
    .click();
  await page.getByRole("radio", { name: / to / }).first().click();
};

/**
 * The shown month's open day `nth` (0-based), or the next month's when this one has too few
 * left: late in a month, a venue closed on some weekdays may have only a day or two open.
 */
export const openDay = async (page: Page, nth: number): Promise<Locator> => {
  await page.getByRole("grid").waitFor();
  for (let month = 0; month < 2 && (await page.locator(openDays).count()) <= nth; month++) {
    await page.getByRole("button", { name: "Next month" }).click();
    await page.getByRole("grid").waitFor();
  }
  return page.locator(openDays).nth(nth);
};

/** The second open day: today's entry times may all have passed. */
const secondOpenDay = (page: Page) => openDay(page, 1);

/**
 * A visit date (`day`, the second open day unless told), `count` tickets of one type (adults
 * unless named), the first time of day and entry time.
 */
export const pickTimedTickets = async (
  page: Page,
  count: number,
  ticket = "Adult",
  day: (page: Page) => Locator | Promise<Locator> = secondOpenDay,
) => {
  await page.getByRole("grid").waitFor();
  await (await day(page)).click();
  for (let i = 0; i < count; i++)
    await page.getByRole("button", { name: `Add one ${ticket}` }).click();
  await pickEntryTime(page);
};

/** The first date a group may book, then `count` tickets of one type. */
export const pickGroupTickets = async (page: Page, ticket: string, count: number) => {
  await page.getByRole("grid").waitFor();
  await page.locator(openDays).first().click();
  const addOne = page.getByRole("button", { name: `Add one ${ticket}` });
  for (let i = 0; i < count; i++) await addOne.click();
};

export const addToCart = async (page: Page) => {
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.waitForURL(/\/cart/);
  await page.getByRole("button", { name: "Checkout" }).waitFor();
};

/** Checkout reserves the cart (the hold starts) before the form is shown. */
export const goToCheckout = async (page: Page) => {
  await page.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/\/checkout/);
};

/**
 * Adults of a timed product (two unless told, on the second open day unless told), in the cart
 * and reserved, with the checkout form open.
 */
export const reserveTimedTickets = async (
  page: Page,
  origin: string,
  product: string,
  {
    count = 2,
    day = secondOpenDay,
  }: { count?: number; day?: (page: Page) => Locator | Promise<Locator> } = {},
) => {
  await openProduct(page, origin, product);
  await pickTimedTickets(page, count, "Adult", day);
  await addToCart(page);
  await goToCheckout(page);
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
    ["Postal code", "98109"],
    ["Phone", "206-555-0100"],
    ["Name on card", "Ada Guest"],
    ["Card number", cardNumber],
    ["Expiry date (MM/YY)", "12/31"],
    ["CVV", "123"],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Country", { exact: true }).selectOption("US");
  await page.getByLabel("State", { exact: true }).selectOption("WA");
};

/** Places the order and waits for the confirmation; returns the order number shown. */
export const placeOrder = async (page: Page): Promise<string> => {
  await page.getByRole("button", { name: "Place order" }).click();
  await page.getByRole("heading", { name: "Your order is confirmed", level: 1 }).waitFor();
  const text = await page
    .getByText(/Order #\d+/)
    .first()
    .textContent();
  const orderId = /Order #(\d+)/.exec(text ?? "")?.[1];
  if (orderId === undefined) throw new Error(`no order number in "${text ?? ""}"`);
  return orderId;
};

/** The consent Manage my order asks before it cancels (spec §2). */
export const cancelConsent =
  "Please cancel and refund my ticket order. My refund will be received in 5-10 business days.";

export const findOrder = async (page: Page, orderId: string, email: string) => {
  await page.getByLabel("Order number").fill(orderId);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Find order" }).click();
};

export const applyPromoCode = async (page: Page, code: string) => {
  await page.getByLabel("Promo code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
};

/** Types a city-pass barcode into its entry (1 is the first) and asks for it to be verified. */
export const verifyBarcode = async (page: Page, position: number, barcode: string) => {
  await page.getByLabel(`Barcode ${String(position)}`, { exact: true }).fill(barcode);
  await page.getByRole("button", { name: `Verify barcode ${String(position)}` }).click();
};

/**
 * A file behind a link of the page, fetched by the page itself (its host, cgg.localhost too,
 * resolves only in the browser): its status, type and bytes as a latin-1 string.
 */
export const downloaded = async (page: Page, href: string) =>
  page.evaluate(async (url) => {
    const answer = await fetch(url);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    return {
      status: answer.status,
      type: answer.headers.get("content-type"),
      body: Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""),
    };
  }, href);
