import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { venueInstant } from "../../src/domain/venueTime.js";
import { seriousViolations } from "./axe.js";
import { cgg, journeys, sn, type BrandSeed } from "./brands.js";
import { findOrder } from "./guest.js";
import {
  buyTickets,
  goOffline,
  goOnline,
  keptFor,
  keptVisitDay,
  ticketsKept,
  untilKept,
  untilWorkerRuns,
} from "./offline.js";
import { refundElsewhere } from "./otherGuest.js";
import { describeInBrowser, mobile, type GuestPage } from "./suite.js";

/** What a guest reads, as the English catalogue has it. */
const english = guestWordsIn("en");

/*
 * Tickets on a shared device (issue 24, item 6): the offline copy of an order's tickets lasts
 * through its visit day, goes once the order has no tickets, and the guest can remove it.
 */

const viewTicketsPath = (confirmation: string) =>
  `/view-tickets?orderConfirmation=${encodeURIComponent(confirmation)}`;

const qrCodes = (page: Page) => page.getByRole("img", { name: /^QR code for barcode / });

/** Bought, opened from the confirmation page, and kept by the worker. */
const boughtAndKept = async (guest: GuestPage, origin: string, seed: BrandSeed, tag: string) => {
  const { page } = guest;
  const order = await buyTickets(page, origin, seed, tag);
  await untilWorkerRuns(page);
  await page.getByRole("link", { name: "View tickets" }).click();
  await page.getByText("Ticket 1 of 2").waitFor();
  await untilKept(page, keptFor(order.confirmation));
  return order;
};

/** The order's tickets page opened with no network: its tickets are not shown, its error is. */
const notShownOffline = async (page: Page, origin: string, confirmation: string) => {
  await goOffline(page);
  await page.goto(`${origin}${viewTicketsPath(confirmation)}`);
  await page.getByText(english("errors.viewTicketsUnexpected")).waitFor();
  expect(await qrCodes(page).count()).toBe(0);
  await goOnline(page);
};

/** The day after `day` ("yyyy-MM-dd"). */
const dayAfter = (day: string) => {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

describeInBrowser("tickets on a shared device", ({ server, openPage }) => {
  describe.each(journeys)("$brand at $viewport.width px", ({ seed, viewport }) => {
    it("Remove tickets from this device asks first, then takes the tickets off the screen and the device, says so where the focus is, and drops the number from the address; offline they are gone", async () => {
      const guest = await openPage(viewport, `shared-${seed.brand}`, { serviceWorkers: "allow" });
      const { page, pageErrors, shot } = guest;
      const origin = server().origin(seed.brand);
      const { confirmation } = await boughtAndKept(guest, origin, seed, `remove-${viewport.name}`);

      const section = page.getByRole("region", { name: "On a shared device?" });
      await section.scrollIntoViewIfNeeded();
      await expect.poll(() => section.textContent()).toContain("until the end of your visit day");
      await shot("remove-offer");

      await page.getByRole("button", { name: "Remove tickets from this device" }).click();
      const question = page.getByRole("group", { name: /^Remove your tickets from this device\?/ });
      await question.waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(
        "remove-from-device-question",
      );
      await shot("remove-question");
      expect(await seriousViolations(page, "remove question")).toEqual([]);
      await question.getByRole("button", { name: "Keep them" }).click();
      expect(await ticketsKept(page, confirmation)).toBe(true);

      await page.getByRole("button", { name: "Remove tickets from this device" }).click();
      await page.getByRole("button", { name: "Yes, remove them" }).click();
      const done = page.getByRole("heading", {
        name: "Your tickets were removed from this device.",
      });
      await done.waitFor();
      await expect.poll(() => page.url()).toBe(`${origin}/view-tickets`);
      expect(await done.evaluate((heading) => heading === document.activeElement)).toBe(true);
      expect(await qrCodes(page).count()).toBe(0);
      expect(await ticketsKept(page, confirmation)).toBe(false);
      expect(await page.getByLabel("Confirmation number").inputValue()).toBe("");
      await shot("removed");
      expect(await seriousViolations(page, "tickets removed")).toEqual([]);

      await notShownOffline(page, origin, confirmation);
      expect(pageErrors).toEqual([]);
    });
  });

  describe.each([sn, cgg])("$brand", (seed) => {
    it("a refund on Manage my order removes the order's copy at once: offline, its tickets are not shown", async () => {
      const guest = await openPage(mobile, `shared-${seed.brand}-refund`, {
        serviceWorkers: "allow",
      });
      const { page, pageErrors } = guest;
      const origin = server().origin(seed.brand);
      const order = await boughtAndKept(guest, origin, seed, "refund-here");

      await page.goto(`${origin}/self-service`);
      await findOrder(page, order.orderId, order.email);
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "CANCEL TICKETS" }).click();
      await page.getByText(`Order ${order.orderId} has been canceled.`).waitFor();
      expect(await ticketsKept(page, order.confirmation)).toBe(false);

      await notShownOffline(page, origin, order.confirmation);
      expect(pageErrors).toEqual([]);
    });

    it("a refund made elsewhere: the next opening online says the order is canceled and removes the copy; the tickets page is stored by no cache; offline, its tickets are not shown", async () => {
      const guest = await openPage(mobile, `shared-${seed.brand}-refund-elsewhere`, {
        serviceWorkers: "allow",
      });
      const { page, pageErrors } = guest;
      const origin = server().origin(seed.brand);
      const order = await boughtAndKept(guest, origin, seed, "refund-elsewhere");
      const drawn = await page.goto(`${origin}${viewTicketsPath(order.confirmation)}`);
      expect(drawn?.headers()["cache-control"]).toBe("no-store");
      await page.getByText("Ticket 1 of 2").waitFor();

      await refundElsewhere(origin, seed.brand, order);
      await page.reload();
      await page.getByText(english("errors.orderCanceled")).waitFor();
      await expect.poll(() => ticketsKept(page, order.confirmation)).toBe(false);

      await notShownOffline(page, origin, order.confirmation);
      expect(pageErrors).toEqual([]);
    });

    it("the copy shows offline through the visit day at the venue; from the next day it is neither shown nor kept", async () => {
      const guest = await openPage(mobile, `shared-${seed.brand}-expiry`, {
        serviceWorkers: "allow",
      });
      const { page, pageErrors } = guest;
      const origin = server().origin(seed.brand);
      const { confirmation } = await boughtAndKept(guest, origin, seed, "expiry");
      const visitDay = await keptVisitDay(page, confirmation);

      await goOffline(page);
      await page.clock.setFixedTime(venueInstant(`${visitDay}T23:59:00`));
      await page.reload();
      await page.getByText("Ticket 1 of 2").waitFor();
      expect(await ticketsKept(page, confirmation)).toBe(true);

      await page.clock.setFixedTime(venueInstant(`${dayAfter(visitDay)}T00:01:00`));
      await page.reload();
      await page.getByText(english("errors.viewTicketsUnexpected")).waitFor();
      expect(await qrCodes(page).count()).toBe(0);
      expect(await ticketsKept(page, confirmation)).toBe(false);
      expect(pageErrors).toEqual([]);
    });
  });
});
