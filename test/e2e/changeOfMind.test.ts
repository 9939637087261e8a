import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seedProducts } from "../../server/api/storage/seed/fixtures.js";
import type { BrandKey } from "../../src/domain/brand.js";
import { journeys, venueOf, type BrandSeed } from "./brands.js";
import {
  addToCart,
  goToCheckout,
  openDay,
  openProduct,
  pickEntryTime,
  pickGroupTickets,
  pickTimedTickets,
} from "./guest.js";
import { otherGuest } from "./otherGuest.js";
import { describeInBrowser } from "./suite.js";

/*
 * A guest who changes their mind (issue 23, items 1–4): a cart line changed in place, a group
 * cart that still checks out after the guest has looked at other products, one product on two
 * lines each at its own amount, and a hold refused for an entry time with too few places left,
 * which names the line and leads to its Change. Places are taken the way another buyer takes
 * them: by holding them through the API.
 */

const chosenDay = '[role=grid] button[aria-pressed="true"]';

const regularBesideGroup =
  "Your cart holds a group order, which is booked on its own. Check out or remove it first to add these tickets.";
const groupBesideRegular =
  "A group visit is booked as an order of its own. Check out or remove the tickets in your cart first.";

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "$1,234.56" as cents. */
const cents = (amount: string): number => Math.round(Number(amount.replace(/[$,]/g, "")) * 100);

const money = String.raw`\$[\d,]+\.\d\d`;

/** A cart line's text, "2 × Adult $35.00$70.00", as its count, unit price and amount. */
const ticketLineOf = async (lines: Locator) => {
  const text = (await lines.textContent()) ?? "";
  const [, count, name, unit, amount] =
    new RegExp(`^(\\d+) × (.+?) (${money})(${money})$`).exec(text) ?? [];
  if (count === undefined || unit === undefined || amount === undefined)
    throw new Error(`not a single ticket line: "${text}"`);
  return { count: Number(count), name, unit: cents(unit), amount: cents(amount) };
};

/** The cart's or checkout's amount beside `label` (Subtotal, Sales tax, Total). */
const totalsAmount = async (page: Page, label: string): Promise<number> =>
  cents((await page.locator(`dt:text-is("${label}") + dd`).textContent()) ?? "");

/** The booking summary's "Total $…", in cents, once it is a single amount. */
const bookingTotal = async (page: Page): Promise<number> => {
  const total = page
    .getByRole("complementary", { name: "Your booking" })
    .getByText(new RegExp(`^Total ${money}$`));
  await total.waitFor();
  return cents(((await total.textContent()) ?? "").replace("Total ", ""));
};

/** The chosen day's name ("Friday, November 27, 2026") and entry time ("9:00 AM to 9:30 AM"). */
const chosenWhen = async (page: Page) => ({
  day: await page.locator(chosenDay).getAttribute("aria-label"),
  time: await page.getByRole("status", { name: "Your entry time" }).textContent(),
});

/** From the page the guest is on, home by the venue's name, then a product's Get tickets. */
const browseTo = async (page: Page, seed: BrandSeed, product: string) => {
  await page.getByRole("link", { name: venueOf(seed.brand), exact: true }).click();
  await page.getByRole("link", { name: `Get tickets for ${product}`, exact: true }).click();
  await page.getByRole("heading", { name: product, level: 1 }).waitFor();
};

const cartLink = (page: Page, tickets: number) =>
  page.getByRole("link", { name: `Cart (${String(tickets)})`, exact: true });

/** A group of `count` at the first date a group may book, its `slot`-th entry time, in the cart. */
const groupCart = async (page: Page, origin: string, seed: BrandSeed, count: number, slot = 0) => {
  const { product, ticket } = seed.group;
  await page.goto(`${origin}/tickets/groups`);
  await page.getByRole("link", { name: `Get tickets for ${product}`, exact: true }).click();
  await pickGroupTickets(page, ticket, count);
  await page
    .getByRole("radio", { name: /Morning|Afternoon|Evening/ })
    .first()
    .click();
  await page.getByRole("radio", { name: / to / }).nth(slot).click();
  await addToCart(page);
  await page.getByText("This is a group order.").waitFor();
  await cartLink(page, count).waitFor();
};

interface Entry {
  readonly productId: number;
  readonly visitDate: string;
  readonly inventoryId: number;
  readonly selectedDiscounts: readonly {
    readonly id: number;
    readonly promotionType: number;
    readonly ticketsCount: number;
  }[];
}

/**
 * Another buyer holds places of the guest's entry time (a regular sale) until only `left`
 * remain, in orders of at most 10 (the seed's largest per-order maximum is 10).
 */
const takePlacesUntil = async (origin: string, brand: BrandKey, entry: Entry, left: number) => {
  const date = entry.visitDate.slice(0, 10);
  const api = otherGuest(origin, brand);
  const slot = (await api.slots(entry.productId, date)).find(
    (each) => each.inventoryId === entry.inventoryId,
  );
  if (slot === undefined) throw new Error(`entry time ${String(entry.inventoryId)} not on sale`);
  const [ticket] = entry.selectedDiscounts;
  if (ticket === undefined) throw new Error("the guest's line has no tickets");
  for (let toTake = slot.remaining - left; toTake > 0; toTake -= 10) {
    await api.hold({
      productId: entry.productId,
      date: entry.visitDate,
      inventoryId: entry.inventoryId,
      discountId: ticket.id,
      promotionType: ticket.promotionType,
      count: Math.min(10, toTake),
    });
  }
};

/** The one ticket type of a hidden product opened by a hyperlink ("Friends and Family"). */
const ticketOf = (productId: number): string => {
  const [discount] = seedProducts.find((product) => product.id === productId)?.discounts ?? [];
  if (discount === undefined) throw new Error(`product ${String(productId)} has no tickets`);
  return discount.name;
};

describeInBrowser("a guest who changes their mind", ({ server, openPage }) => {
  describe.each(journeys)("$brand at $viewport.width×$viewport.height", ({ viewport, seed }) => {
    const open = async () => {
      const guest = await openPage(viewport, seed.brand);
      return { ...guest, origin: server().origin(seed.brand) };
    };
    // Journeys share one server: each viewport takes places on a date of its own.
    const day = viewport.name === "mobile" ? 1 : 2;

    it("Change opens the line with its date, tickets and entry time chosen; one more adult and Update cart leave one line of 3 adults at the 3-adult price, 'Cart (3)'", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const { name } = seed.timedProduct;
      await openProduct(page, origin, name);
      await pickTimedTickets(page, 2);
      const chosen = await chosenWhen(page);
      await addToCart(page);
      await cartLink(page, 2).waitFor();

      await page.getByRole("link", { name: `Change ${name}`, exact: true }).click();
      await page.waitForURL(/\/product\?.*change=/);
      const update = page.getByRole("button", { name: "Update cart" });
      await update.waitFor();
      const adults = page.getByRole("status", { name: "Adult tickets" });
      await expect.poll(() => adults.textContent()).toBe("2");
      await expect.poll(() => chosenWhen(page)).toEqual(chosen);
      expect(await page.getByRole("button", { name: "Add to cart" }).count()).toBe(0);

      await page.getByRole("button", { name: "Add one Adult" }).click();
      await expect.poll(() => adults.textContent()).toBe("3");
      await page
        .getByRole("complementary", { name: "Your booking" })
        .getByText(new RegExp(`^3 × Adult ${money}$`))
        .waitFor();
      const threeAdults = await bookingTotal(page);
      await expect.poll(() => chosenWhen(page)).toEqual(chosen);
      await update.click();
      await page.waitForURL(/\/cart/);
      await page.getByRole("button", { name: "Checkout" }).waitFor();

      const lines = page.getByRole("list", { name: `Tickets for ${name}` });
      await cartLink(page, 3).waitFor();
      await expect.poll(() => lines.textContent()).toMatch(/^3 × Adult /);
      expect(await lines.count()).toBe(1);
      const line = await ticketLineOf(lines);
      expect(line.amount).toBe(3 * line.unit);
      expect(line.amount).toBe(threeAdults);
      expect(await totalsAmount(page, "Subtotal")).toBe(threeAdults);
      await shot("50-cart-after-change");
      expect(pageErrors).toEqual([]);
    });

    it("a guest who goes Back from checkout to the cart and Forward again finds the details they typed, and the card to type again", async () => {
      const { page, pageErrors, origin } = await open();
      await openProduct(page, origin, seed.timedProduct.name);
      await pickTimedTickets(page, 1);
      await addToCart(page);
      await cartLink(page, 1).waitFor();
      await goToCheckout(page);
      const field = (label: string) => page.getByLabel(label, { exact: true });
      await field("Email").fill("ada@example.com");
      await field("Last name").fill("Guest");
      await field("Country").selectOption("CA");
      await field("Card number").fill("4242 4242 4242 4242");

      await page.goBack();
      await page.waitForURL(/\/cart$/);
      await page.goForward();
      await page.waitForURL(/\/checkout$/);
      await expect.poll(() => field("Email").inputValue()).toBe("ada@example.com");
      expect(await field("Last name").inputValue()).toBe("Guest");
      expect(await field("Country").inputValue()).toBe("CA");
      expect(await field("Card number").inputValue()).toBe("");
      expect(pageErrors).toEqual([]);
    });

    it("a group cart checks out after the guest has opened a regular product and come back without adding", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const count = Math.max(12, seed.group.minimum);
      await groupCart(page, origin, seed, count);

      await browseTo(page, seed, seed.timedProduct.name);
      await page.getByRole("grid").waitFor();
      await cartLink(page, count).click();
      await page.getByText("This is a group order.").waitFor();
      await shot("51-group-cart-after-browsing");

      await goToCheckout(page);
      await page.getByRole("complementary", { name: "Order summary" }).waitFor();
      expect(await page.getByRole("alertdialog").count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });

    it("beside a group cart a regular product says the group is booked on its own and Add to cart stays unavailable; the group cart still checks out", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const count = Math.max(12, seed.group.minimum);
      // Its own entry time: the other journeys' groups hold the first one.
      await groupCart(page, origin, seed, count, 1);

      await browseTo(page, seed, seed.timedProduct.name);
      await page.getByText(regularBesideGroup, { exact: true }).waitFor();
      const add = page.getByRole("button", { name: "Add to cart" });
      expect(await add.getAttribute("aria-disabled")).toBe("true");
      await pickTimedTickets(page, 2);
      await page.getByText(regularBesideGroup, { exact: true }).waitFor();
      expect(await add.getAttribute("aria-disabled")).toBe("true");
      await shot("52-regular-beside-group-cart");
      // A dimmed button is aria-disabled, which Playwright will not press; a guest's tap does.
      await add.click({ force: true });

      await cartLink(page, count).click();
      await page.getByText("This is a group order.").waitFor();
      expect(
        await page.getByRole("list", { name: `Tickets for ${seed.timedProduct.name}` }).count(),
      ).toBe(0);
      await goToCheckout(page);
      await page.getByRole("complementary", { name: "Order summary" }).waitFor();
      expect(await page.getByRole("alertdialog").count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });

    it("one product on two dates is two lines, each at its own amount, adding up to the subtotal; a group product beside them says a group is booked on its own", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const { name } = seed.timedProduct;
      const choose = async (nth: number, adults: number): Promise<number> => {
        await (await openDay(page, nth)).click();
        for (let i = 0; i < adults; i++)
          await page.getByRole("button", { name: "Add one Adult" }).click();
        await pickEntryTime(page);
        await page
          .getByRole("complementary", { name: "Your booking" })
          .getByText(new RegExp(`^${String(adults)} × Adult ${money}$`))
          .waitFor();
        return bookingTotal(page);
      };
      await openProduct(page, origin, name);
      const first = await choose(1, 2);
      await addToCart(page);
      await browseTo(page, seed, name);
      // A new booking, not the one just added: the summary starts empty.
      await page
        .getByRole("complementary", { name: "Your booking" })
        .getByText("No tickets chosen yet.")
        .waitFor();
      const second = await choose(2, 1);
      await addToCart(page);

      const lines = page.getByRole("list", { name: `Tickets for ${name}` });
      await cartLink(page, 3).waitFor();
      await expect.poll(() => lines.count()).toBe(2);
      const [twoAdults, oneAdult] = [
        await ticketLineOf(lines.nth(0)),
        await ticketLineOf(lines.nth(1)),
      ];
      expect([twoAdults.count, oneAdult.count]).toEqual([2, 1]);
      expect(twoAdults.amount).toBe(2 * twoAdults.unit);
      expect(oneAdult.amount).toBe(oneAdult.unit);
      expect([twoAdults.amount, oneAdult.amount]).toEqual([first, second]);
      expect(await totalsAmount(page, "Subtotal")).toBe(first + second);
      await shot("53-one-product-two-lines");

      await page.goto(`${origin}/tickets/groups`);
      await page
        .getByRole("link", { name: `Get tickets for ${seed.group.product}`, exact: true })
        .click();
      await page.getByText(groupBesideRegular, { exact: true }).waitFor();
      expect(
        await page.getByRole("button", { name: "Add to cart" }).getAttribute("aria-disabled"),
      ).toBe("true");
      expect(pageErrors).toEqual([]);
    });

    it("Checkout refused for an entry time with too few places names the line and the places left; 'Choose another time' opens its Change, and another time checks out", async () => {
      const { page, pageErrors, shot, origin } = await open();
      const { code, productId, product } = seed.hyperlinks.valid;
      const ticket = ticketOf(productId);
      await page.goto(`${origin}/?directAccess=${code}`);
      await page.getByRole("heading", { name: product, level: 1 }).waitFor();
      await (await openDay(page, day)).click();
      for (let i = 0; i < 2; i++)
        await page.getByRole("button", { name: `Add one ${ticket}` }).click();
      await pickEntryTime(page);
      const chosen = await chosenWhen(page);
      const priced = page.waitForRequest(
        (sent) => sent.method() === "POST" && sent.url().includes("/order/price"),
      );
      await addToCart(page);
      const [entry] = ((await priced).postDataJSON() as { products: Entry[] }).products;
      if (entry === undefined) throw new Error("the cart was priced without its line");

      await takePlacesUntil(origin, seed.brand, entry, 1);
      await page.getByRole("button", { name: "Checkout" }).click();
      await page.getByText("Some products are unavailable.").waitFor();
      await page
        .getByText(
          `${product}, ${chosen.day ?? ""}, ${chosen.time ?? ""}: only 1 place left for your 2 tickets.`,
          { exact: true },
        )
        .waitFor();
      expect(new URL(page.url()).pathname).toBe("/cart");
      await shot("54-refused-hold");

      await page
        .getByRole("link", { name: `Choose another time for ${product}`, exact: true })
        .click();
      await page.waitForURL(/\/product\?.*change=/);
      const update = page.getByRole("button", { name: "Update cart" });
      await update.waitFor();
      await expect
        .poll(() => page.getByRole("status", { name: `${ticket} tickets` }).textContent())
        .toBe("2");
      expect(await page.locator(chosenDay).getAttribute("aria-label")).toBe(chosen.day);
      await expect
        .poll(() => page.getByRole("status", { name: "Your entry time" }).textContent())
        .toBe("--:--");
      // The refused time no longer fits the line's tickets: it is offered, marked, but not taken.
      await page
        .getByRole("radio", { name: /Morning|Afternoon|Evening/ })
        .first()
        .click();
      const refusedTime = page.getByRole("radio", {
        name: new RegExp(`^${escapeRegExp(chosen.time ?? "")}\\s*, 1 left$`),
      });
      expect(await refusedTime.isDisabled()).toBe(true);
      await page.getByRole("radio", { name: / to /, disabled: false }).first().click();
      await update.click();
      await page.waitForURL(/\/cart/);
      await cartLink(page, 2).waitFor();
      await goToCheckout(page);
      await page.getByRole("complementary", { name: "Order summary" }).waitFor();
      expect(pageErrors).toEqual([]);
    });
  });
});
