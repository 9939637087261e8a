import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { ReceivedMail } from "../../server/api/mail/mailbox.js";
import { journeys } from "./brands.js";
import { fillCheckout, goodCard, openDay, openProduct, placeOrder } from "./guest.js";
import { buyElsewhere, joinElsewhere, otherGuest, refundElsewhere } from "./otherGuest.js";
import { describeInBrowser, mobile } from "./suite.js";

/*
 * The waiting list for a full entry time (issue 29), on both brands at 390 px: another guest
 * buys every place of an entry time; this guest chooses it anyway and joins its list with
 * "Notify me"; the other guest's order is refunded, the offer mail reaches the mailbox, and
 * its link opens checkout with the places held, paid as any order. A second party's mail
 * leaves the list with its one button.
 */

const adultOf = { sn: 1011, cgg: 2011 } as const;

/** The mail to `email` once the mailbox has it (the outbox sends every 50 ms). */
const mailTo = async (mails: () => readonly ReceivedMail[], email: string) => {
  for (let attempt = 0; attempt < 200; attempt++) {
    const found = mails().find(
      (mail) => mail.parsed.to !== undefined && JSON.stringify(mail.parsed.to).includes(email),
    );
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
};

/** The link of a mail whose address has `path` in it. */
const linkIn = (mail: ReceivedMail, path: string): string => {
  const html = typeof mail.parsed.html === "string" ? mail.parsed.html : "";
  const link = new RegExp(`href="([^"]*${path}\\?token=[^"]*)"`).exec(html)?.[1];
  if (link === undefined) throw new Error(`no ${path} link in "${mail.parsed.subject ?? ""}"`);
  return link.replaceAll("&amp;", "&");
};

const notifyMe = async (page: Page, email: string, shot: (name: string) => Promise<void>) => {
  await page.getByRole("button", { name: "Notify me" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await shot("notify");
  await page.getByRole("button", { name: "Join the waiting list" }).click();
};

describeInBrowser(
  "waiting list: Notify me on a full entry time, the offer mail, checkout and leaving",
  ({ server, openPage }) => {
    for (const { brand, seed } of journeys.filter((each) => each.viewport === mobile)) {
      it(`${brand}: a guest waits for a sold-out time, buys it from the offer mail; a party leaves`, async () => {
        const origin = server().origin(brand);
        const productId = seed.timedProduct.id;
        const api = otherGuest(origin, brand);
        const [, date] = await api.dates(productId);
        if (date === undefined) throw new Error("no second date on sale");
        const [slot] = await api.slots(productId, date);
        if (slot === undefined) throw new Error(`no entry time on ${date}`);
        const entry = {
          productId,
          date,
          inventoryId: slot.inventoryId,
          discountId: adultOf[brand],
        };
        const orders = [];
        for (let left = slot.remaining; left > 0; left -= 10) {
          const count = Math.min(10, left);
          orders.push(
            await buyElsewhere(origin, brand, { ...entry, count }, `other.${brand}@example.com`),
          );
        }

        const { page, pageErrors, shot } = await openPage(mobile, `waiting-list-${brand}`);
        const party = `waiting.${brand}@example.com`;
        await openProduct(page, origin, seed.timedProduct.name);
        await (await openDay(page, 1)).click();
        const addOne = page.getByRole("button", { name: "Add one Adult" });
        await addOne.click();
        await addOne.click();
        await page
          .getByRole("radio", { name: /Morning|Afternoon|Evening/ })
          .first()
          .click();
        await expect
          .poll(() =>
            page
              .getByRole("radio", { name: /Sold out/ })
              .first()
              .isDisabled(),
          )
          .toBe(true);
        await notifyMe(page, party, shot);
        await page.getByText(/You're on the waiting list for/).waitFor();
        await shot("joined");
        const secondParty = `second.${brand}@example.com`;
        const secondLeave = await joinElsewhere(origin, brand, { ...entry, count: 2 }, secondParty);

        const [first] = orders;
        if (first === undefined) throw new Error("no order took the places");
        await refundElsewhere(origin, brand, first);
        const offerMail = await mailTo(server().mails, party);
        await page.goto(linkIn(offerMail, "/waiting-list/offer"));
        await page
          .getByRole("heading", { name: "Your places from the waiting list", level: 1 })
          .waitFor();
        const summary = page.getByRole("complementary", { name: "Order summary" });
        await expect.poll(() => summary.textContent()).toContain(seed.timedProduct.name);
        expect(await summary.textContent()).toContain("2 × Adult");
        await shot("offer");
        await fillCheckout(page, party, goodCard);
        expect(await placeOrder(page)).toMatch(/^\d+$/);
        await shot("bought");

        await mailTo(server().mails, secondParty);
        await page.goto(`${origin}/waiting-list/leave?token=${secondLeave}`);
        const leave = page.getByRole("button", { name: "Leave the waiting list" });
        await leave.waitFor();
        await shot("leave");
        await leave.click();
        await page.getByText(/You have left the waiting list/).waitFor();
        await shot("left");
        expect(pageErrors).toEqual([]);
      });
    }
  },
  { withMail: true },
);
