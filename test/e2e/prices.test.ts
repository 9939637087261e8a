import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { BrandKey } from "../../src/domain/brand.js";
import { seedProducts } from "../../server/api/storage/seed/fixtures.js";
import { formatFullDate } from "../../src/domain/formats.js";
import { formatUsd } from "../../src/domain/money.js";
import { journeys } from "./brands.js";
import { inViewport, openProduct, pickTimedTickets } from "./guest.js";
import { otherGuest, type Slot } from "./otherGuest.js";
import { describeInBrowser } from "./suite.js";

/*
 * Prices and availability a guest reads before choosing: From $X and badges on home, the
 * date's price per ticket type, a running total before Add to cart, places left per entry
 * time, sold-out days, typed group quantities, and the booking summary beside the steps.
 * Places are taken the way other guests take them: by holding them through the API.
 */

/** An evening product with small slots, and a one-slot product, per brand. */
const seedOf: Readonly<
  Record<
    BrandKey,
    {
      readonly evening: { readonly id: number; readonly name: string; readonly adult: number };
      readonly allDay: { readonly id: number; readonly name: string; readonly adult: number };
      readonly perOrder: number;
    }
  >
> = {
  sn: {
    evening: { id: 102, name: "Sunset Admission", adult: 1021 },
    allDay: { id: 103, name: "Tower and Glass Garden Combo", adult: 1031 },
    perOrder: 8,
  },
  cgg: {
    evening: { id: 202, name: "Twilight Garden", adult: 2021 },
    allDay: { id: 203, name: "Garden and Tower Combo", adult: 2031 },
    perOrder: 8,
  },
};

/** Opens the calendar on `date`'s month and returns its day button. */
const dayButton = async (page: Page, date: string, suffix = ""): Promise<Locator> => {
  await page.getByRole("grid").waitFor();
  const day = page.getByRole("button", { name: `${formatFullDate(date)}${suffix}`, exact: true });
  if ((await day.count()) === 0) await page.getByRole("button", { name: "Next month" }).click();
  return day;
};

/** The seed's Adult of a product: its weekday price and its weekend (top) price, in cents. */
const seedAdultPrices = (productId: number) => {
  const adult = seedProducts
    .find((product) => product.id === productId)
    ?.discounts.find((discount) => discount.name === "Adult");
  if (adult?.maxPriceCents === undefined) throw new Error(`product ${productId} has no range`);
  return { weekday: adult.priceCents, weekend: adult.maxPriceCents };
};

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describeInBrowser("prices and availability", ({ server, openPage }) => {
  describe.each(journeys)("$brand at $viewport.width×$viewport.height", ({ viewport, seed }) => {
    const open = async () => {
      const guest = await openPage(viewport, `prices-${seed.brand}`);
      return { ...guest, origin: server().origin(seed.brand) };
    };
    // Journeys share one server: each viewport takes places on dates of its own.
    const offset = viewport.name === "mobile" ? 2 : 3;

    it("home cards show From $X and the catalogue's badge", async () => {
      const { page, origin, pageErrors } = await open();
      await page.goto(`${origin}/`);
      const card = page.getByRole("article", { name: seed.timedProduct.name });
      await card.getByText(/^From \$\d+\.\d\d$/).waitFor();
      await card.getByRole("list", { name: "Offers" }).getByText("Most popular").waitFor();
      expect(pageErrors).toEqual([]);
    });

    it("each ticket type shows one price once date and time are chosen, and the total is in view before Add to cart", async () => {
      const { page, origin, shot, pageErrors } = await open();
      await openProduct(page, origin, seed.timedProduct.name);
      await pickTimedTickets(page, 2);
      const adultRow = page.getByRole("listitem").filter({ hasText: "Adult" }).first();
      await adultRow.getByText(/^\$\d+\.\d\d$/).waitFor();
      expect(await page.getByText(/^from \$/).count()).toBe(0);
      const summary = page.getByRole("complementary", { name: "Your booking" });
      const addToCart = summary.getByRole("button", { name: "Add to cart" });
      const line = summary.getByText(/^2 × Adult \$\d+\.\d\d$/);
      const total = summary.getByText(/^Total \$\d+\.\d\d$/);
      await total.waitFor();
      // The total and the button stay in view (sticky beside the steps, or a bar at the foot of
      // a phone's screen); the lines are read where the summary stands, never under that bar.
      await line.scrollIntoViewIfNeeded();
      expect(await inViewport(page, line)).toBe(true);
      expect(await inViewport(page, total)).toBe(true);
      expect(await inViewport(page, addToCart)).toBe(true);
      const lineBottom = (await line.boundingBox())?.y ?? Infinity;
      const barTop = await total.evaluate(
        (node) => node.parentElement?.getBoundingClientRect().top,
      );
      expect(lineBottom).toBeLessThan(barTop ?? 0);
      await shot("20-total-before-add-to-cart");
      expect(pageErrors).toEqual([]);
    });

    it("a weekday's Adult is its bottom price and a Saturday's its top, in the counter and the summary", async () => {
      const { page, origin } = await open();
      const prices = seedAdultPrices(seed.timedProduct.id);
      const later = (await otherGuest(origin, seed.brand).dates(seed.timedProduct.id)).slice(1);
      const weekday = later.find((date) => weekdayOf(date) % 6 !== 0);
      const saturday = later.find((date) => weekdayOf(date) === 6);
      if (weekday === undefined || saturday === undefined) throw new Error("no such day on sale");
      for (const [date, cents] of [
        [weekday, prices.weekday],
        [saturday, prices.weekend],
      ] as const) {
        await openProduct(page, origin, seed.timedProduct.name);
        await (await dayButton(page, date)).click();
        const adultRow = page.getByRole("listitem").filter({ hasText: "Adult" }).first();
        await adultRow.getByText(formatUsd(cents), { exact: true }).waitFor();
        await page.getByRole("button", { name: "Add one Adult" }).click();
        await page.getByRole("button", { name: "Add one Adult" }).click();
        const summary = page.getByRole("complementary", { name: "Your booking" });
        await summary.getByText(`2 × Adult ${formatUsd(cents)}`, { exact: true }).waitFor();
        await summary.getByText(`Total ${formatUsd(2 * cents)}`, { exact: true }).waitFor();
      }
    });

    it("a nearly full entry time says how many are left, and a full one is sold out", async () => {
      const { page, origin, shot } = await open();
      const { evening, perOrder } = seedOf[seed.brand];
      const api = otherGuest(origin, seed.brand);
      const date = (await api.dates(evening.id))[offset] ?? "";
      const [full, nearlyFull] = await api.slots(evening.id, date);
      if (full === undefined || nearlyFull === undefined) throw new Error("no evening slots");
      const take = async (slot: Slot, count: number) => {
        for (let left = count; left > 0; left -= perOrder) {
          await api.hold({
            productId: evening.id,
            date,
            inventoryId: slot.inventoryId,
            discountId: evening.adult,
            count: Math.min(perOrder, left),
          });
        }
      };
      await take(full, full.remaining);
      await take(nearlyFull, nearlyFull.remaining - 3);

      await openProduct(page, origin, evening.name);
      await (await dayButton(page, date)).click();
      await page.getByRole("button", { name: "Add one Adult" }).click();
      await page.getByRole("radio", { name: "Evening" }).click();
      const soldOut = page.getByRole("radio", { name: /, Sold out$/ }).first();
      const fewLeft = page.getByRole("radio", { name: /, 3 left$/ });
      await fewLeft.waitFor();
      expect(await soldOut.isDisabled()).toBe(true);
      expect(await fewLeft.isDisabled()).toBe(false);
      await shot("21-places-left");
    });

    it("a day whose places are all taken is marked sold out in the calendar", async () => {
      const { page, origin } = await open();
      const { allDay } = seedOf[seed.brand];
      const api = otherGuest(origin, seed.brand);
      const date = (await api.dates(allDay.id))[offset + 3] ?? "";
      const [slot] = await api.slots(allDay.id, date);
      if (slot === undefined) throw new Error("no all-day slot");
      await api.hold({
        productId: allDay.id,
        date,
        inventoryId: null,
        discountId: allDay.adult,
        count: slot.remaining,
      });
      await page.goto(`${origin}/tickets/other-attractions`);
      await page.getByRole("link", { name: `Get tickets for ${allDay.name}`, exact: true }).click();
      const day = await dayButton(page, date, ", sold out");
      expect(await day.getAttribute("aria-disabled")).toBe("true");
    });

    it("a group types its quantity: below the minimum is refused beside the field, the minimum is taken", async () => {
      const { page, origin, shot } = await open();
      const { product, ticket, minimum } = seed.group;
      await page.goto(`${origin}/tickets/groups`);
      await page.getByRole("link", { name: `Get tickets for ${product}`, exact: true }).click();
      await page.getByRole("grid").waitFor();
      await page.locator('[role=grid] button:not([aria-disabled="true"])').first().click();
      const field = page.getByLabel(`Or type how many ${ticket} tickets`);
      const count = page.getByRole("status", { name: `${ticket} tickets` });
      await field.fill(String(minimum - 1));
      await field.press("Enter");
      const typedForm = page.locator("form").filter({ has: field });
      await typedForm.getByText(`Group orders need at least ${String(minimum)} tickets.`).waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      expect(await count.textContent()).toBe("0");
      await shot("22-group-typed-refused");
      await field.fill(String(minimum));
      await field.press("Enter");
      await page.getByText(new RegExp(`^${String(minimum)} × ${ticket} \\$`)).waitFor();
      expect(await count.textContent()).toBe(String(minimum));
    });

    it(
      viewport.name === "desktop"
        ? "on a wide screen the booking summary sits beside the steps"
        : "on a phone the booking summary follows the steps",
      async () => {
        const { page, origin } = await open();
        await openProduct(page, origin, seed.timedProduct.name);
        await page.getByRole("grid").waitFor();
        const steps = await page.getByRole("region", { name: "Visit date" }).boundingBox();
        const summary = await page
          .getByRole("complementary", { name: "Your booking" })
          .boundingBox();
        if (steps === null || summary === null) throw new Error("steps or summary not shown");
        if (viewport.name === "desktop") {
          expect(summary.x).toBeGreaterThanOrEqual(steps.x + steps.width);
          expect(summary.y).toBeLessThan(steps.y + steps.height);
        } else {
          expect(summary.y).toBeGreaterThanOrEqual(steps.y + steps.height);
        }
      },
    );
  });
});
