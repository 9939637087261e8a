import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe.js";
import { journeys, type Journey } from "./brands.js";
import {
  cancelConsent,
  fillCheckout,
  findOrder,
  goodCard,
  openHome,
  placeOrder,
  reserveTimedTickets,
} from "./guest.js";
import { describeInBrowser } from "./suite.js";

/** Two adults bought with a good card; the order number and its confirmation number. */
const buyTwoAdults = async (
  page: Page,
  origin: string,
  { seed, viewport }: Journey,
  tag: string,
) => {
  const email = `manage-${tag}-${seed.brand}-${viewport.name}@example.com`;
  await reserveTimedTickets(page, origin, seed.timedProduct.name);
  await fillCheckout(page, email, goodCard);
  const orderId = await placeOrder(page);
  const confirmation = await page
    .getByText("Order confirmation number:")
    .locator("strong")
    .textContent();
  if (confirmation === null || confirmation === "") throw new Error("no confirmation number shown");
  return { orderId, email, confirmation };
};

/** What a row of a found order's tables says: "$75.60", "2". */
const rowValue = (page: Page, name: RegExp) =>
  page.getByRole("row", { name }).getByRole("cell").textContent();

/** Cents of the price in an English text: "$75.60", "You get $42.94 back.". */
const cents = (text: string | null) => Math.round(Number(/\d+\.\d\d/.exec(text ?? "")?.[0]) * 100);

/**
 * One of the order's two adults cancelled with Cancel some tickets, each state checked with
 * axe and the choice and its outcome photographed: the refund shown is what Amount Paid drops
 * by, the other ticket stands. Answers what is paid now.
 */
const cancelOneTicket = async (
  page: Page,
  paid: string | null,
  shot: (name: string) => Promise<void>,
) => {
  await page.getByRole("button", { name: "Cancel some tickets" }).click();
  const choice = page.getByRole("group", { name: "Choose the tickets to cancel" });
  await choice.getByRole("checkbox").first().check();
  expect(await seriousViolations(page, "cancel some tickets: choosing")).toEqual([]);
  await shot("01a-cancel-some-choosing");
  await page.getByRole("button", { name: "See refund" }).click();
  const refund = await page.getByText(/^You get \$\d+\.\d{2} back\.$/).textContent();
  expect(await seriousViolations(page, "cancel some tickets: refund shown")).toEqual([]);
  await page.getByRole("button", { name: "Confirm and cancel 1 ticket" }).click();
  await page.getByRole("heading", { name: "Tickets canceled" }).waitFor();
  await expect.poll(() => rowValue(page, /Number of Tickets/)).toBe("1");
  const paidNow = await rowValue(page, /Amount Paid/);
  expect(cents(paid) - cents(paidNow)).toBe(cents(refund));
  await shot("01b-cancel-some-done");
  return paidNow;
};

const tabBoxes = (page: Page) =>
  page.getByRole("tab").evaluateAll((tabs) =>
    tabs.map((tab) => {
      const box = tab.getBoundingClientRect();
      return {
        top: box.top,
        left: box.left,
        right: box.right,
        width: box.width,
        height: box.height,
      };
    }),
  );

const rowOf = (page: Page) =>
  page.getByRole("tablist", { name: "Product categories" }).evaluate((row: HTMLElement) => {
    const box = row.getBoundingClientRect();
    return {
      left: box.left,
      right: box.right,
      scrollLeft: row.scrollLeft,
      overflows: row.scrollWidth > row.clientWidth,
      // A visible horizontal scrollbar takes height from the row's content box.
      scrollbarHeight: row.offsetHeight - row.clientHeight,
    };
  });

describeInBrowser("manage my order, view tickets, category tabs", ({ server, openPage }) => {
  describe.each(journeys)("$brand at $viewport.width×$viewport.height", (journey) => {
    const { viewport, seed } = journey;
    const open = async () => {
      const guest = await openPage(viewport, `manage-${seed.brand}`);
      return { ...guest, origin: server().origin(seed.brand) };
    };

    it("a bought order shows its status, the amount paid and a working View tickets link; once cancelled it says so and offers no cancellation", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const bought = await buyTwoAdults(page, origin, journey, "status");

      await page.goto(`${origin}/self-service`);
      await findOrder(page, bought.orderId, bought.email);
      await page.getByText("Status: Confirmed").waitFor();
      const payment = page.getByRole("table", { name: "Payment" });
      const paid = await payment
        .getByRole("row", { name: /Amount Paid/ })
        .getByRole("cell")
        .textContent();
      expect(paid).toMatch(/^\$\d+\.\d{2}$/);
      expect(paid).not.toBe("$0.00");
      expect(await seriousViolations(page, "order confirmed")).toEqual([]);
      await shot("01-order-confirmed");

      await page.getByRole("link", { name: "View tickets" }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === "/view-tickets" &&
          url.searchParams.get("orderConfirmation") === bought.confirmation,
      );
      await page.getByText("Ticket 1 of 2").waitFor();
      // Each ticket's QR code is on screen once at this width too (the carousel's, or the
      // list's), so staff cannot scan one twice.
      const codes = page.getByRole("img", { name: /^QR code for barcode / });
      expect(await codes.count()).toBe(1);
      await page.getByRole("button", { name: "All tickets", exact: true }).click();
      await expect.poll(() => codes.count()).toBe(2);

      await page.goto(`${origin}/self-service`);
      await findOrder(page, bought.orderId, bought.email);
      const paidNow = await cancelOneTicket(page, paid, shot);
      await page.getByRole("link", { name: "View tickets" }).click();
      await page.getByText("Ticket 1 of 1").waitFor();
      // Back on the order as it stands now, the whole of it is cancelled.
      await page.goBack();
      await page.getByText("Status: Confirmed").waitFor();
      await page.getByRole("checkbox", { name: cancelConsent }).check();
      await page.getByRole("button", { name: "CANCEL TICKETS" }).click();
      await page.getByText(`Order ${bought.orderId} has been canceled.`).waitFor();
      await page.getByRole("button", { name: "DONE" }).click();

      await findOrder(page, bought.orderId, bought.email);
      await page.getByText("Status: Canceled").waitFor();
      await page.getByText(/^This order was canceled and refunded on \d\d\/\d\d\/\d{4} /).waitFor();
      expect(await page.getByRole("checkbox").count()).toBe(0);
      expect(await page.getByRole("button", { name: "CANCEL TICKETS" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "View tickets" }).count()).toBe(0);
      expect(
        await payment
          .getByRole("row", { name: /Amount Paid/ })
          .getByRole("cell")
          .textContent(),
      ).toBe(paidNow);
      expect(await seriousViolations(page, "order canceled")).toEqual([]);
      await shot("02-order-canceled");

      // The tickets link the guest kept (the e-mail's, the confirmation's) says why there are none.
      await page.goto(`${origin}/view-tickets?orderConfirmation=${bought.confirmation}`);
      await page
        .getByRole("alert")
        .filter({ hasText: "This order has been canceled, so its tickets are no longer valid." })
        .waitFor();
      expect(await codes.count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });

    it("the view-tickets error page's Confirmation number field opens a real order's tickets, and its Manage my order link works", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const bought = await buyTwoAdults(page, origin, journey, "lookup");

      await page.goto(`${origin}/view-tickets?orderConfirmation=NOSUCHCODE`);
      await page.getByText("No tickets were found for this confirmation number.").waitFor();
      const field = page.getByLabel("Confirmation number");
      await field.fill("");
      await page.getByRole("button", { name: "Show tickets" }).click();
      await page.getByText("Enter the confirmation number from your order confirmation.").waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      expect(new URL(page.url()).searchParams.get("orderConfirmation")).toBe("NOSUCHCODE");
      expect(await seriousViolations(page, "view tickets error")).toEqual([]);
      await shot("03-view-tickets-error");

      await field.fill(bought.confirmation);
      await page.getByRole("button", { name: "Show tickets" }).click();
      await page.waitForURL(
        (url) => url.searchParams.get("orderConfirmation") === bought.confirmation,
      );
      await page.getByText("Ticket 1 of 2").waitFor();

      await page.goto(`${origin}/view-tickets?orderConfirmation=NOSUCHCODE`);
      await page
        .getByRole("navigation", { name: "What to do next" })
        .getByRole("link", { name: "Manage my order" })
        .click();
      await page.waitForURL((url) => url.pathname === "/self-service");
      await page.getByLabel("Order number").waitFor();
      expect(pageErrors).toEqual([]);
    });

    it("the category tabs stay on one row, each at least 24 × 24 px, and scroll sideways where they do not fit", async () => {
      const { page, shot, origin } = await open();
      await openHome(page, origin);
      const boxes = await tabBoxes(page);
      expect(boxes.length).toBeGreaterThan(3);
      expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
      for (const box of boxes) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      const row = await rowOf(page);
      expect(row.scrollbarHeight).toBe(0);
      await shot("04-tabs");
      if (viewport.name === "desktop") return;

      expect(row.overflows).toBe(true);
      await page.getByRole("tab", { name: "TICKETS" }).focus();
      await page.keyboard.press("End");
      const last = page.getByRole("tab", { name: "PROMO CODE" });
      await expect.poll(() => last.getAttribute("aria-selected")).toBe("true");
      await expect.poll(async () => (await rowOf(page)).scrollLeft).toBeGreaterThan(0);
      const scrolled = await rowOf(page);
      const lastBox = (await tabBoxes(page)).at(-1);
      expect(lastBox?.right).toBeLessThanOrEqual(scrolled.right + 0.5);
      await page.keyboard.press("ArrowRight");
      await expect
        .poll(() => page.getByRole("tab", { name: "TICKETS" }).getAttribute("aria-selected"))
        .toBe("true");
      await expect.poll(async () => (await rowOf(page)).scrollLeft).toBe(0);

      // Opened at a category at the far end, its tab is scrolled into view from the start.
      await page.goto(`${origin}/tickets/promo-code`);
      await expect.poll(() => last.getAttribute("aria-selected")).toBe("true");
      await expect.poll(async () => (await rowOf(page)).scrollLeft).toBeGreaterThan(0);
      expect(new Set((await tabBoxes(page)).map((box) => Math.round(box.top))).size).toBe(1);
      await shot("05-tabs-scrolled");
    });
  });
});
