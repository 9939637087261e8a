import * as E from "fp-ts/lib/Either.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { brands } from "../../src/domain/brand.js";
import { messageOf } from "../../src/domain/errorMessages.js";
import { describe, expect, it } from "vitest";
import type { SelectedDiscount } from "../../src/domain/discountSelection.js";
import {
  checkGroupAdvancePurchase,
  checkGroupMinimum,
  checkOneMoreTicket,
  checkTypedTicketsCount,
  earliestGroupVisitDate,
  groupProblems,
  groupRewardTickets,
  lastRollingDate,
} from "../../src/domain/orderLimits.js";
import { aProduct } from "../builders.js";

const tickets = (...counts: readonly number[]): readonly SelectedDiscount[] =>
  counts.map((ticketsCount, index) => ({ id: index + 1, promotionType: 1, ticketsCount }));

describe("maximum tickets per order", () => {
  it("one more ticket is allowed while the order is below the product's maximum", () => {
    const product = aProduct({ maxTicketsAllowedPerOrder: 4 });
    expect(checkOneMoreTicket(product, tickets(1, 2))).toEqual(E.right(true));
  });

  it("the maximum counts tickets across every ticket type of the order", () => {
    const product = aProduct({
      maxTicketsAllowedPerOrder: 4,
      maxTicketsAllowedPerOrderMsg: "Max 4.",
    });
    expect(checkOneMoreTicket(product, tickets(2, 2))).toEqual(
      E.left({ tag: "MAX_TICKETS_PER_ORDER", maximum: 4, message: "Max 4." }),
    );
  });

  it("at the maximum, one more ticket is refused with the product's own message", () => {
    const product = aProduct({
      maxTicketsAllowedPerOrder: 6,
      maxTicketsAllowedPerOrderMsg: "Only six tickets per order for this event.",
    });
    expect(checkOneMoreTicket(product, tickets(6))).toEqual(
      E.left({
        tag: "MAX_TICKETS_PER_ORDER",
        maximum: 6,
        message: "Only six tickets per order for this event.",
      }),
    );
  });

  it("a product without its own message is refused with the default message", () => {
    const product = aProduct({ maxTicketsAllowedPerOrder: 6, maxTicketsAllowedPerOrderMsg: null });
    const refusal = checkOneMoreTicket(product, tickets(4, 3));
    expect(refusal).toEqual(E.left({ tag: "MAX_TICKETS_PER_ORDER", maximum: 6, message: null }));
    if (E.isRight(refusal)) throw new Error("one more ticket was allowed");
    expect(messageOf(refusal.left, brands[0], guestWordsIn("en")).text).toBe(
      "You can buy at most 6 tickets in one order.",
    );
  });

  it("a product without a maximum always allows one more ticket", () => {
    const product = aProduct({ maxTicketsAllowedPerOrder: null });
    expect(checkOneMoreTicket(product, tickets(500))).toEqual(E.right(true));
  });
});

describe("group minimum", () => {
  const group = aProduct({ categoryName: "productsGroups", groupSalesMinQty: 15 });

  it("a group order below the minimum is refused, naming the minimum", () => {
    expect(checkGroupMinimum(group, tickets(10, 4))).toEqual(
      E.left({ tag: "GROUP_MINIMUM_NOT_MET", minimum: 15 }),
    );
  });

  it("a group order at the minimum or above is accepted", () => {
    expect(checkGroupMinimum(group, tickets(10, 5))).toEqual(E.right(true));
    expect(checkGroupMinimum(group, tickets(16))).toEqual(E.right(true));
  });

  it("a product without a group minimum accepts any order", () => {
    expect(checkGroupMinimum(aProduct({ groupSalesMinQty: null }), [])).toEqual(E.right(true));
  });
});

describe("group advance purchase", () => {
  const group = aProduct({ categoryName: "productsGroups", groupSalesAdvPurchaseDayCount: 3 });

  it("the earliest group visit date is the advance purchase days after today", () => {
    expect(earliestGroupVisitDate(group, "2025-06-10")).toBe("2025-06-13");
  });

  it("the earliest group visit date crosses a month boundary", () => {
    expect(earliestGroupVisitDate(group, "2025-01-30")).toBe("2025-02-02");
    expect(earliestGroupVisitDate(group, "2024-02-27")).toBe("2024-03-01");
    expect(earliestGroupVisitDate(group, "2025-12-30")).toBe("2026-01-02");
  });

  it("a product without advance purchase days can visit today", () => {
    expect(earliestGroupVisitDate(aProduct(), "2025-06-10")).toBe("2025-06-10");
    expect(checkGroupAdvancePurchase(aProduct(), "2025-06-10", "2025-06-10")).toEqual(
      E.right(true),
    );
  });

  it("a visit on the earliest date or later is accepted", () => {
    expect(checkGroupAdvancePurchase(group, "2025-02-02", "2025-01-30")).toEqual(E.right(true));
    expect(checkGroupAdvancePurchase(group, "2025-03-01", "2025-01-30")).toEqual(E.right(true));
  });

  it("a visit before the earliest date is refused, naming the earliest date and the days", () => {
    expect(checkGroupAdvancePurchase(group, "2025-02-01", "2025-01-30")).toEqual(
      E.left({ tag: "GROUP_ADVANCE_PURCHASE", earliestDate: "2025-02-02", days: 3 }),
    );
  });
});

describe("group problems", () => {
  const group = aProduct({
    categoryName: "productsGroups",
    groupSalesMinQty: 5,
    groupSalesAdvPurchaseDayCount: 3,
  });
  const minimum = { tag: "GROUP_MINIMUM_NOT_MET", minimum: 5 };
  const advance = { tag: "GROUP_ADVANCE_PURCHASE", earliestDate: "2025-06-13", days: 3 };

  it("a product outside the groups category has no group problems", () => {
    const product = aProduct({ groupSalesMinQty: 5, groupSalesAdvPurchaseDayCount: 3 });
    expect(groupProblems(product, [], "2025-06-10", "2025-06-10")).toEqual([]);
  });

  it("a group order below its minimum on a date too soon has both problems", () => {
    expect(groupProblems(group, tickets(4), "2025-06-12", "2025-06-10")).toEqual([
      minimum,
      advance,
    ]);
  });

  it("before a date is chosen the advance purchase is checked against today", () => {
    expect(groupProblems(group, tickets(5), null, "2025-06-10")).toEqual([advance]);
  });

  it("a group order meeting its minimum, far enough ahead, has none", () => {
    expect(groupProblems(group, tickets(2, 3), "2025-06-13", "2025-06-10")).toEqual([]);
  });
});

describe("rolling window", () => {
  const rolling = aProduct({ rollingDaysCount: 3 });

  it("the last date on sale counts the rolling days from today, today included", () => {
    expect(lastRollingDate(rolling, "2025-06-10")).toBe("2025-06-12");
    expect(lastRollingDate(rolling, "2025-06-29")).toBe("2025-07-01");
    expect(lastRollingDate(aProduct({ rollingDaysCount: 1 }), "2025-06-10")).toBe("2025-06-10");
    expect(lastRollingDate(rolling, "2025-03-08")).toBe("2025-03-10");
  });

  it("a product without rolling days has no last date", () => {
    expect(lastRollingDate(aProduct({ rollingDaysCount: null }), "2025-06-10")).toBeNull();
  });
});

describe("group reward tickets", () => {
  const oneFreePerTen = aProduct({ groupSalesMinRuleQty: 10, groupSalesRewardQty: 1 });

  it("every full rule quantity of tickets earns the reward quantity", () => {
    expect(groupRewardTickets(oneFreePerTen, 9)).toBe(0);
    expect(groupRewardTickets(oneFreePerTen, 10)).toBe(1);
    expect(groupRewardTickets(oneFreePerTen, 29)).toBe(2);
    expect(groupRewardTickets(oneFreePerTen, 30)).toBe(3);
  });

  it("a larger reward is granted per full rule quantity", () => {
    const twoFreePerFifteen = aProduct({ groupSalesMinRuleQty: 15, groupSalesRewardQty: 2 });
    expect(groupRewardTickets(twoFreePerFifteen, 45)).toBe(6);
  });

  it("a product without both reward fields earns no reward tickets", () => {
    expect(groupRewardTickets(aProduct({ groupSalesMinRuleQty: 10 }), 50)).toBe(0);
    expect(groupRewardTickets(aProduct({ groupSalesRewardQty: 1 }), 50)).toBe(0);
  });

  it("a rule quantity of zero earns no reward tickets", () => {
    expect(
      groupRewardTickets(aProduct({ groupSalesMinRuleQty: 0, groupSalesRewardQty: 1 }), 50),
    ).toBe(0);
  });
});

describe("a typed group quantity", () => {
  const group = aProduct({
    categoryName: "productsGroups",
    groupSalesMinQty: 10,
    maxTicketsAllowedPerOrder: 60,
    maxTicketsAllowedPerOrderMsg: "At most 60.",
  });

  it("a typed quantity that makes the order reach the group minimum is accepted", () => {
    expect(checkTypedTicketsCount(group, 15, tickets(15))).toEqual(E.right(true));
    expect(checkTypedTicketsCount(group, 4, tickets(6, 4))).toEqual(E.right(true));
  });

  it("a typed quantity below the group minimum is refused", () => {
    expect(checkTypedTicketsCount(group, 9, tickets(9))).toEqual(
      E.left({ tag: "GROUP_MINIMUM_NOT_MET", minimum: 10 }),
    );
  });

  it("a typed quantity over the per-order maximum is refused with the product's message", () => {
    expect(checkTypedTicketsCount(group, 61, tickets(61))).toEqual(
      E.left({ tag: "MAX_TICKETS_PER_ORDER", maximum: 60, message: "At most 60." }),
    );
  });

  it("emptying a ticket type is always allowed", () => {
    expect(checkTypedTicketsCount(group, 0, tickets(3))).toEqual(E.right(true));
  });

  it("what is not a whole number of tickets is refused", () => {
    for (const typed of [-1, 2.5, Number.NaN]) {
      expect(checkTypedTicketsCount(group, typed, tickets(12))).toEqual(
        E.left({ tag: "NOT_A_TICKETS_COUNT" }),
      );
    }
  });
});

describe("order limits at their edges", () => {
  it("a typed count that brings the order exactly to the maximum is allowed", () => {
    const product = aProduct({ maxTicketsAllowedPerOrder: 4 });
    expect(checkTypedTicketsCount(product, 4, tickets(4))).toEqual(E.right(true));
  });

  it("a group order at or above the group minimum meets it", () => {
    const product = aProduct({ groupSalesMinQty: 10 });
    expect(checkGroupMinimum(product, tickets(10))).toEqual(E.right(true));
    expect(checkGroupMinimum(product, tickets(6, 6))).toEqual(E.right(true));
  });

  it("a product without a whole reward rule earns no free tickets: a missing rule or reward, or a rule of 0", () => {
    expect(
      groupRewardTickets(aProduct({ groupSalesMinRuleQty: 10, groupSalesRewardQty: null }), 20),
    ).toBe(0);
    expect(
      groupRewardTickets(aProduct({ groupSalesMinRuleQty: null, groupSalesRewardQty: 1 }), 20),
    ).toBe(0);
    expect(
      groupRewardTickets(aProduct({ groupSalesMinRuleQty: 0, groupSalesRewardQty: 1 }), 20),
    ).toBe(0);
  });
});
