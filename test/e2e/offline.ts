import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { BrandSeed } from "./brands.js";
import { fillCheckout, goodCard, placeOrder, reserveTimedTickets } from "./guest.js";

/*
 * The storefront's offline worker as a guest's browser runs it: an order bought, its tickets
 * kept by the worker, the network taken away and given back.
 */

/**
 * No network for the page nor for its worker: Chromium's offline emulation does not reach a
 * service worker's own fetches, which Playwright routes instead.
 */
export const goOffline = async (page: Page) => {
  await page.context().setOffline(true);
  await page.context().route("**", (route) => route.abort("internetdisconnected"));
};

/** The network back, for the page and its worker. */
export const goOnline = async (page: Page) => {
  await page.context().unroute("**");
  await page.context().setOffline(false);
};

/**
 * Adults of the brand's timed product (two, on the second open day, unless `adults` says
 * otherwise) bought as a guest does, with the order's number, e-mail and confirmation number.
 */
export const buyTickets = async (
  page: Page,
  origin: string,
  seed: BrandSeed,
  tag: string,
  adults?: Parameters<typeof reserveTimedTickets>[3],
) => {
  const email = `${tag}-${seed.brand}@example.com`;
  await reserveTimedTickets(page, origin, seed.timedProduct.name, adults);
  await fillCheckout(page, email, goodCard);
  const orderId = await placeOrder(page);
  const confirmation = await page
    .getByText("Order confirmation number:")
    .locator("strong")
    .textContent();
  if (confirmation === null || confirmation === "") throw new Error("no confirmation number shown");
  return { orderId, email, confirmation };
};

/** The worker's copy of an order's tickets: its tickets answer, by the number it was asked with. */
export const keptTicketsUrl = (confirmation: string) =>
  `/api/web-sales/view-tickets?orderConfirmation=${encodeURIComponent(confirmation)}`;

/** What the worker must hold for an order's tickets to reopen offline. */
export const keptFor = (confirmation: string) => [
  "/",
  "/config.json",
  keptTicketsUrl(confirmation),
];

const isKept = (page: Page, urls: readonly string[]) =>
  page.evaluate(async (wanted) => {
    const found = await Promise.all(wanted.map((url) => caches.match(url)));
    return navigator.serviceWorker.controller !== null && found.every(Boolean);
  }, urls);

/** Whether any of the origin's caches holds a copy of the order's tickets answer. */
export const ticketsKept = (page: Page, confirmation: string) =>
  page.evaluate(
    async (url) => (await caches.match(url)) !== undefined,
    keptTicketsUrl(confirmation),
  );

/** The visit day of the order's kept tickets, "yyyy-MM-dd". */
export const keptVisitDay = (page: Page, confirmation: string) =>
  page.evaluate(async (url) => {
    const kept = await caches.match(url);
    const tickets = (await kept?.json()) as { visitDate: string }[] | undefined;
    const visitDate = tickets?.[0]?.visitDate;
    if (visitDate === undefined) throw new Error("no tickets kept");
    return visitDate;
  }, keptTicketsUrl(confirmation));

/**
 * Waits until the worker runs the page: it is registered a few seconds after the first load,
 * less than any guest spends on the checkout form, but a test fills it in an instant.
 */
export const untilWorkerRuns = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 60_000,
    })
    .toBe(true);

/** Waits, as long as a loaded machine needs, until the worker runs the page and holds `urls`. */
export const untilKept = (page: Page, urls: readonly string[]) =>
  expect.poll(() => isKept(page, urls), { timeout: 60_000 }).toBe(true);

/** The barcode of the ticket the carousel shows. */
export const shownBarcode = async (page: Page) => {
  const alt = await page.getByRole("img", { name: /^QR code for barcode / }).getAttribute("alt");
  return alt?.replace("QR code for barcode ", "") ?? "";
};
