import { beforeEach, describe, expect, it } from "vitest";
import { WireCode } from "#contract/failure.js";
import { apiHeaders, useTestServer } from "./harness.js";
import {
  MONDAY_10AM,
  TODAY,
  TOMORROW,
  adults,
  askInventory,
  createBody,
  createPendingOrder,
  failureOf,
  firstSlot,
  inventoryOf,
  plusDays,
  priceBody,
} from "./saleRequests.js";

const server = useTestServer("pglite", { start: MONDAY_10AM });

beforeEach(() => {
  server().clock.set(MONDAY_10AM);
});

const datesOf = async (productId: number, saleKind: "general" | "group" = "general") => {
  const group = saleKind === "group";
  const answer = await server().inject({
    url: `/api/ticketing/Web/${group ? "GroupSale" : "NonGroupSale"}/product/${productId}/dates`,
    query: group ? { FE_isGroupSale: "true" } : {},
    headers: apiHeaders("sn", saleKind),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ dates: string[] }>().dates;
};

const discountsOf = (productId: number, requestedDate: string, saleKind = "general" as const) =>
  server().inject({
    url: `/api/ticketing/Web/NonGroupSale/product/${productId}/discounts`,
    query: { requestedDate },
    headers: apiHeaders("sn", saleKind),
  });

describe("dates", () => {
  it("a product is on sale from the venue's today for rollingDaysCount days, today included", async () => {
    const dates = await datesOf(101);
    expect(dates).toHaveLength(60);
    expect(dates[0]).toBe(TODAY);
    expect(dates.at(-1)).toBe(plusDays(TODAY, 59));
  });

  it("today is the venue's: at 20:30 in Seattle it is still the same day, though UTC has moved on", async () => {
    server().clock.set(new Date("2030-01-08T04:30:00Z"));
    expect((await datesOf(101))[0]).toBe(TODAY);
  });

  it("once the product has closed for the day, today is no longer on sale", async () => {
    server().clock.set(new Date("2030-01-08T05:00:00Z"));
    expect((await datesOf(101))[0]).toBe(TOMORROW);
    expect((await discountsOf(101, TODAY)).statusCode).toBe(400);
  });

  it("closed weekdays are skipped: the stargazing event sells Fridays and Saturdays only", async () => {
    const dates = await datesOf(105);
    expect(dates.slice(0, 4)).toEqual(["2030-01-11", "2030-01-12", "2030-01-18", "2030-01-19"]);
    expect(dates.every((date) => [5, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()))).toBe(
      true,
    );
  });

  it("a group product is not on sale before today plus groupSalesAdvPurchaseDayCount", async () => {
    const dates = await datesOf(106, "group");
    expect(dates[0]).toBe(plusDays(TODAY, 3));
    expect(dates.at(-1)).toBe(plusDays(TODAY, 89));
  });

  it("a product used on the day of purchase is on sale today only", async () => {
    expect(await datesOf(104)).toEqual([TODAY]);
  });

  it("the web-sales product-dates call answers the same dates", async () => {
    const answer = await server().inject({
      url: "/api/web-sales/product-dates",
      query: { productId: "105" },
      headers: apiHeaders("sn"),
    });
    expect(answer.json<{ dates: string[] }>().dates).toEqual(await datesOf(105));
  });

  it("an unknown product, another tenant's, or one withdrawn from sale answers 404 Code 404", async () => {
    await server().storage.query("update products set is_available = false where product_id = 102");
    try {
      for (const productId of [999, 201, 102]) {
        const answer = await server().inject({
          url: `/api/ticketing/Web/NonGroupSale/product/${productId}/dates`,
          headers: apiHeaders("sn"),
        });
        expect(failureOf(answer)).toMatchObject({ status: 404, Code: WireCode.NotFound });
      }
    } finally {
      await server().storage.query(
        "update products set is_available = true where product_id = 102",
      );
    }
  });
});

describe("discounts", () => {
  it("a weekday's discounts carry each ticket type's price for that day, with no range left", async () => {
    const answer = await discountsOf(101, TOMORROW);
    expect(answer.statusCode).toBe(200);
    const exactly = (price: number) => ({
      price,
      hasPriceRange: false,
      priceRange: { minRetailPrice: price, maxRetailPrice: price },
    });
    expect(answer.json()).toEqual({
      discounts: [
        { id: 1011, name: "Adult", promotionType: 1, ...exactly(35) },
        { id: 1012, name: "Child (5-12)", promotionType: 2, ...exactly(26) },
        { id: 1013, name: "Senior (65+)", promotionType: 3, ...exactly(30) },
      ],
    });
  });

  it("a ticket type without a top price has one price and no range", async () => {
    const answer = await discountsOf(102, TOMORROW);
    const [adult] = answer.json<{ discounts: { hasPriceRange: boolean }[] }>().discounts;
    expect(adult).toMatchObject({
      hasPriceRange: false,
      priceRange: { minRetailPrice: 42, maxRetailPrice: 42 },
    });
  });

  it("a group sale sees the group price", async () => {
    const answer = await server().inject({
      url: "/api/ticketing/Web/GroupSale/product/106/discounts",
      query: { requestedDate: plusDays(TODAY, 5), FE_isGroupSale: "true" },
      headers: apiHeaders("sn", "group"),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const prices = answer.json<{ discounts: { price: number }[] }>().discounts.map((d) => d.price);
    expect(prices).toEqual([29, 21]);
  });

  it.each([
    ["after the rolling window", 101, plusDays(TODAY, 60)],
    ["before today", 101, plusDays(TODAY, -1)],
    ["on a closed weekday", 105, TODAY],
    ["before a group's advance days", 106, plusDays(TODAY, 2)],
  ])("a date not on sale (%s) answers 400", async (_case, productId, date) => {
    const answer = await discountsOf(productId, date);
    expect(failureOf(answer)).toMatchObject({ status: 400, Code: WireCode.InvalidRequest });
  });
});

describe("inventory", () => {
  it("a timed product's slots run from opening to closing, each with its full capacity", async () => {
    const slots = await inventoryOf(server(), 101, TOMORROW);
    expect(slots).toHaveLength(24);
    expect(slots[0]).toMatchObject({
      startTime: `${TOMORROW}T09:00:00`,
      endTime: `${TOMORROW}T09:30:00`,
      remaining: 50,
    });
    expect(slots.at(-1)).toMatchObject({
      startTime: `${TOMORROW}T20:30:00`,
      endTime: `${TOMORROW}T21:00:00`,
    });
  });

  it("a slot that has ended at the venue is no longer offered: at 10:10 the first is 10:00", async () => {
    server().clock.set(new Date("2030-01-07T18:10:00Z"));
    const slots = await inventoryOf(server(), 101, TODAY);
    expect(slots[0]?.startTime).toBe(`${TODAY}T10:00:00`);
    expect(slots).toHaveLength(22);
  });

  it("an ended slot cannot be priced any more", async () => {
    server().clock.set(new Date("2030-01-07T16:00:00Z"));
    const [early] = await inventoryOf(server(), 101, TODAY);
    if (early === undefined) throw new Error("no slot at 08:00");
    server().clock.set(MONDAY_10AM);
    const answer = await server().inject({
      method: "POST",
      url: "/api/ticketing/Web/NonGroupSale/order/price",
      headers: apiHeaders("sn"),
      payload: priceBody([
        {
          productId: 101,
          visitDate: TODAY,
          inventoryId: early.inventoryId,
          selectedDiscounts: [adults(1)],
        },
      ]),
    });
    expect(answer.statusCode).toBe(400);
    expect(failureOf(answer).Code).toBe(WireCode.InvalidRequest);
  });

  it("an untimed product has one all-day slot", async () => {
    const slots = await inventoryOf(server(), 103, TOMORROW);
    expect(slots).toEqual([
      {
        inventoryId: expect.any(Number) as number,
        startTime: `${TOMORROW}T09:00:00`,
        endTime: `${TOMORROW}T21:00:00`,
        remaining: 300,
      },
    ]);
  });

  it("slots are made once: asking again answers the same slots", async () => {
    const first = await inventoryOf(server(), 102, TOMORROW);
    const again = await inventoryOf(server(), 102, TOMORROW);
    expect(again).toEqual(first);
  });

  it("remaining drops with a live hold and comes back when the hold expires", async () => {
    const slot = await firstSlot(server(), 101, plusDays(TODAY, 2));
    const held = await createPendingOrder(
      server(),
      createBody([
        {
          productId: 101,
          visitDate: plusDays(TODAY, 2),
          inventoryId: slot.inventoryId,
          selectedDiscounts: [adults(3)],
        },
      ]),
    );
    expect(held.statusCode, held.body).toBe(200);
    expect((await firstSlot(server(), 101, plusDays(TODAY, 2))).remaining).toBe(47);
    server().clock.advance(10 * 60_000);
    expect((await firstSlot(server(), 101, plusDays(TODAY, 2))).remaining).toBe(50);
  });

  it("a discount of another product in the body answers 400", async () => {
    const answer = await server().inject({
      method: "POST",
      url: "/api/ticketing/Web/NonGroupSale/product/101/inventory",
      query: { requestedDate: TOMORROW },
      headers: apiHeaders("sn"),
      payload: { selectedDiscounts: [{ id: 1021, promotionType: 1, ticketsCount: 1 }] },
    });
    expect(failureOf(answer)).toMatchObject({ status: 400, Code: WireCode.InvalidRequest });
  });

  it("a date not on sale answers 400 and makes no slots", async () => {
    const answer = await askInventory(server(), 101, plusDays(TODAY, 60));
    expect(failureOf(answer)).toMatchObject({ status: 400, Code: WireCode.InvalidRequest });
    const made = await server().storage.query("select 1 from slots where visit_date = $1", [
      plusDays(TODAY, 60),
    ]);
    expect(made).toEqual([]);
  });
});

describe("promotions inventory", () => {
  const promotionsInventory = (productId: number, promotionIds: string, client = "sn" as const) =>
    server().inject({
      url: `/api/web-sales/${productId}/promotions-inventory`,
      query: { requestedDate: TOMORROW, promotionIds },
      headers: apiHeaders(client),
    });

  it("answers the discounts a voucher's promotions grant and the date's inventory", async () => {
    const answer = await promotionsInventory(107, "9102,9101");
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<{ discounts: { id: number; price: number }[]; inventory: Slot[] }>();
    expect(body.discounts.map((d) => [d.id, d.price])).toEqual([
      [1071, 0],
      [1072, 0],
    ]);
    expect(body.inventory).toHaveLength(24);
    expect(body.inventory[0]?.remaining).toBe(20);
  });

  it("a promotion of another product answers 400", async () => {
    const answer = await promotionsInventory(107, "9101,9201");
    expect(failureOf(answer)).toMatchObject({ status: 400, Code: WireCode.InvalidRequest });
  });

  it("promotionIds that are not comma-separated ids answer 400", async () => {
    const answer = await promotionsInventory(107, "9101;DROP");
    expect(failureOf(answer)).toMatchObject({ status: 400, Code: WireCode.InvalidRequest });
  });
});

interface Slot {
  readonly remaining: number;
}
