import * as E from "fp-ts/lib/Either.js";
import { beforeEach, describe, expect, it } from "vitest";
import { ProductList } from "#contract/catalog.js";
import { ProductDates } from "#contract/ticketingCodecs.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";
import {
  MONDAY_10AM,
  TODAY,
  createBody,
  createPendingOrder,
  firstSlot,
  plusDays,
} from "./saleRequests.js";

/*
 * What guests read before they choose: the lowest price of each listed product, and which
 * days of a product's sale window are sold out or closed.
 */

const COMBO = 103;
const COMBO_CAPACITY = 300;
const COMBO_ADULT = 1031;

describe.each(storageKinds())("on %s", (kind) => {
  const server = useTestServer(kind, { start: MONDAY_10AM });

  beforeEach(() => {
    server().clock.set(MONDAY_10AM);
  });

  const datesOf = async (productId: number) => {
    const answer = await server().inject({
      url: `/api/ticketing/Web/NonGroupSale/product/${String(productId)}/dates`,
      headers: apiHeaders("sn"),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const decoded = ProductDates.decode(answer.json());
    if (E.isLeft(decoded)) throw new Error("the dates answer does not decode");
    return decoded.right;
  };

  describe("from price", () => {
    const listed = async () => {
      const answer = await server().inject({
        url: "/api/web-sales/products-with-upgrades",
        headers: apiHeaders("sn"),
      });
      const list = ProductList.decode(answer.json());
      if (E.isLeft(list)) throw new Error("the product list does not decode");
      const all = [
        ...list.right.products,
        ...list.right.productsOtherAttractions,
        ...list.right.productsEvents,
        ...list.right.productsGroups,
      ];
      return new Map<number, number | null>(
        all.map((product) => [product.productId, product.fromPrice]),
      );
    };

    it("a product's from price is its cheapest ticket type's price", async () => {
      const fromPrices = await listed();
      // General Admission: Adult 35.00, Child 26.00, Senior 30.00.
      expect(fromPrices.get(101)).toBe(26);
      expect(fromPrices.get(COMBO)).toBe(44);
    });

    it("a group product's from price is its cheapest group price", async () => {
      expect((await listed()).get(106)).toBe(21);
    });

    it("a city-pass exchange sells no ticket for money: it has no from price", async () => {
      expect((await listed()).get(107)).toBeNull();
    });
  });

  describe("unavailable days", () => {
    it("the days of the window a product is not sold are closed, apart from the dates on sale", async () => {
      // Friday Night Stargazing sells Fridays and Saturdays only.
      const { dates, closedDates, soldOutDates } = await datesOf(105);
      expect(soldOutDates).toEqual([]);
      expect(closedDates).toContain(TODAY);
      expect(closedDates.some((date) => dates.includes(date))).toBe(false);
      const window = [...dates, ...closedDates].sort();
      expect(window[0]).toBe(TODAY);
      for (let i = 1; i < window.length; i++) {
        expect(window[i]).toBe(plusDays(window[i - 1] ?? "", 1));
      }
    });

    it("a date whose places are all held is sold out, and on sale again once the hold expires", async () => {
      const date = plusDays(TODAY, 2);
      const slot = await firstSlot(server(), COMBO, date);
      expect(slot.remaining).toBe(COMBO_CAPACITY);
      const held = await createPendingOrder(
        server(),
        createBody([
          {
            productId: COMBO,
            visitDate: date,
            // An untimed product's one slot is implied: the order names no entry time.
            inventoryId: null,
            selectedDiscounts: [
              { id: COMBO_ADULT, promotionType: 1, ticketsCount: COMBO_CAPACITY },
            ],
          },
        ]),
      );
      expect(held.statusCode, held.body).toBe(200);
      const full = await datesOf(COMBO);
      expect(full.soldOutDates).toEqual([date]);
      expect(full.dates).not.toContain(date);
      expect(full.dates).toContain(plusDays(TODAY, 1));
      server().clock.advance(10 * 60_000);
      const freed = await datesOf(COMBO);
      expect(freed.soldOutDates).toEqual([]);
      expect(freed.dates).toContain(date);
    });

    it("a date with places left in one slot is not sold out", async () => {
      const { soldOutDates } = await datesOf(101);
      expect(soldOutDates).toEqual([]);
    });
  });
});
