import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe.js";
import { journeys } from "./brands.js";
import { cancelConsent, findOrder, goodCard, openHome, pickEntryTime } from "./guest.js";
import { buyTickets } from "./offline.js";
import { describeInBrowser } from "./suite.js";

/** What a row of a found order's tables says: "$75.60", "2". */
const rowValue = (page: Page, name: RegExp) =>
  page.getByRole("row", { name }).getByRole("cell").textContent();

/** Cents of the price in an English text: "$75.60", "You get $42.94 back.". */
const cents = (text: string | null) => Math.round(Number(/\d+\.\d\d/.exec(text ?? "")?.[0]) * 100);

/**
 * One of the order's adults cancelled with Cancel some tickets, each state checked with axe and
 * the choice and its outcome photographed (names starting `shotTag`): the refund shown is what
 * Amount Paid drops by, the `kept` others stand. Answers what is paid now.
 */
const cancelOneTicket = async (
  page: Page,
  paid: string | null,
  shot: (name: string) => Promise<void>,
  { kept = 1, shotTag = "01" }: { kept?: number; shotTag?: string } = {},
) => {
  await page.getByRole("button", { name: "Cancel some tickets" }).click();
  const choice = page.getByRole("group", { name: "Choose the tickets to cancel" });
  await choice.getByRole("checkbox").first().check();
  expect(await seriousViolations(page, "cancel some tickets: choosing")).toEqual([]);
  await shot(`${shotTag}a-cancel-some-choosing`);
  await page.getByRole("button", { name: "See refund" }).click();
  const refund = await page.getByText(/^You get \$\d+\.\d{2} back\.$/).textContent();
  expect(await seriousViolations(page, "cancel some tickets: refund shown")).toEqual([]);
  await page.getByRole("button", { name: "Confirm and cancel 1 ticket" }).click();
  await page.getByRole("heading", { name: "Tickets canceled" }).waitFor();
  await expect.poll(() => rowValue(page, /Number of Tickets/)).toBe(String(kept));
  const paidNow = await rowValue(page, /Amount Paid/);
  expect(cents(paid) - cents(paidNow)).toBe(cents(refund));
  await shot(`${shotTag}b-cancel-some-done`);
  return paidNow;
};

const weekdays = /^(Monday|Tuesday|Wednesday|Thursday|Friday),/;
const weekends = /^(Saturday|Sunday),/;

/**
 * An open day of the calendar on screen on a weekday (cheaper) or at the weekend (peak), not its
 * first open day (today's entry times may all have passed), a month on when the month shown has
 * none.
 */
const openDay = async (page: Page, peak: boolean): Promise<Locator> => {
  const grid = page.getByRole("grid");
  await grid.waitFor();
  const open = grid.getByRole("button", { disabled: false });
  const first = await open.first().getAttribute("aria-label");
  for (let month = 0; month < 3; month++) {
    const labels = await open.evaluateAll((days) =>
      days.map((day) => day.getAttribute("aria-label") ?? ""),
    );
    const label = labels.find((name) => name !== first && (peak ? weekends : weekdays).test(name));
    if (label !== undefined) return grid.getByRole("button", { name: label, exact: true });
    await page.getByRole("button", { name: "Next month" }).click();
  }
  throw new Error(`no open ${peak ? "weekend day" : "weekday"} in three months`);
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
  describe.each(journeys)("$brand at $viewport.width×$viewport.height", ({ viewport, seed }) => {
    const open = async () => {
      const guest = await openPage(viewport, `manage-${seed.brand}`);
      return { ...guest, origin: server().origin(seed.brand) };
    };

    it("a bought order shows its status, the amount paid and a working View tickets link; once cancelled it says so and offers no cancellation", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const bought = await buyTickets(page, origin, seed, `manage-status-${viewport.name}`);

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

    // Mobile only: one purchase, and the run's time is short.
    it.runIf(viewport.name === "mobile")(
      "two of three tickets move from a weekday to a weekend day and entry time, the difference paid by card; the order shows their new date, and one ticket can then be cancelled",
      async () => {
        const { page, pageErrors, shot, origin } = await open();
        const bought = await buyTickets(page, origin, seed, `manage-change-${viewport.name}`, {
          count: 3,
          day: (shown) => openDay(shown, false),
        });

        // From the tickets, whose link fills in the order's number: only the e-mail is asked.
        await page.goto(`${origin}/view-tickets?orderConfirmation=${bought.confirmation}`);
        await page
          .getByRole("link", { name: "Change the date or time, or cancel some tickets" })
          .click();
        expect(await page.getByLabel("Order number").inputValue()).toBe(bought.orderId);
        await page.getByLabel("Email").fill(bought.email);
        await page.getByRole("button", { name: "Find order" }).click();
        await page.getByText("Status: Confirmed").waitFor();
        const paidBefore = await rowValue(page, /Amount Paid/);
        await page.getByRole("button", { name: "Change date or time" }).click();
        const choice = page.getByRole("group", { name: "Choose the tickets to change" });
        await choice.getByRole("checkbox").nth(0).check();
        await choice.getByRole("checkbox").nth(1).check();
        const weekend = await openDay(page, true);
        const newDate = (await weekend.getAttribute("aria-label")) ?? "";
        await weekend.click();
        await pickEntryTime(page);
        await shot("06a-change-visit-choosing");

        await page.getByRole("button", { name: "See the difference" }).click();
        await page.getByText(/^You pay \$\d+\.\d{2} more\.$/).waitFor();
        expect(await seriousViolations(page, "change date or time: difference shown")).toEqual([]);
        await page.getByLabel("Name on card", { exact: true }).fill("Ada Guest");
        await page.getByLabel("Card number", { exact: true }).fill(goodCard);
        await page.getByLabel("Expiry date (MM/YY)", { exact: true }).fill("12/31");
        await page.getByLabel("CVV", { exact: true }).fill("123");
        await shot("06b-change-visit-quoted");
        // On a phone: nothing wider than the screen, every target a thumb's size.
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          ),
        ).toBe(true);
        const smallTargets = await page
          .locator("#change-visit")
          .locator("button, label:has(input[type=checkbox]), label:has(input[type=radio])")
          .evaluateAll((found) =>
            found
              .filter((target) => target.getBoundingClientRect().height < 44)
              .map((target) => target.textContent),
          );
        expect(smallTargets).toEqual([]);
        await page.getByRole("button", { name: "Change 2 tickets" }).click();
        const done = page.getByRole("status").filter({
          has: page.getByRole("heading", { name: "Visit changed" }),
        });
        const charged = await done
          .getByText(/^\$\d+\.\d{2} was charged to your card\.$/)
          .textContent();
        await done
          .getByText(
            "Your new tickets are on their way by e-mail: the old barcodes no longer admit.",
          )
          .waitFor();
        await shot("06c-change-visit-done");

        // The order as it stands now: what was charged is added to what was paid.
        await expect.poll(() => rowValue(page, /Amount Paid/)).not.toBe(paidBefore);
        const paid = await rowValue(page, /Amount Paid/);
        expect(cents(paid) - cents(paidBefore)).toBe(cents(charged));
        await page.getByRole("button", { name: "Cancel some tickets" }).click();
        const tickets = page.getByRole("group", { name: "Choose the tickets to cancel" });
        await expect.poll(() => tickets.getByRole("checkbox").count()).toBe(3);
        expect(await tickets.locator("label").filter({ hasText: newDate }).count()).toBe(2);
        await page.getByRole("button", { name: "Cancel some tickets" }).click();
        await cancelOneTicket(page, paid, shot, { kept: 2, shotTag: "06d" });
        expect(pageErrors).toEqual([]);
      },
    );

    it("the view-tickets error page's Confirmation number field opens a real order's tickets, and its Manage my order link works", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const bought = await buyTickets(page, origin, seed, `manage-lookup-${viewport.name}`);

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
