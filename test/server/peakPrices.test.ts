import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";
import { confirmPurchase, reserve } from "./purchaseFlow.js";
import {
  MONDAY_10AM,
  TODAY,
  firstSlot,
  inventoryOf,
  plusDays,
  price,
  priceBody,
  type Entry,
  type Sale,
  type Slot,
} from "./saleRequests.js";

/*
 * The seed's price rule: a ticket type with a range costs its top on Saturdays and Sundays
 * and its bottom on other days; the discounts answer shows what the cart then charges.
 */

const TUESDAY = plusDays(TODAY, 1);
const SATURDAY = plusDays(TODAY, 5);
const SUNDAY = plusDays(TODAY, 6);

interface WireDiscount {
  readonly id: number;
  readonly price: number;
  readonly hasPriceRange: boolean;
}

describe.each(storageKinds())("peak prices on %s", (kind) => {
  const server = useTestServer(kind, { start: MONDAY_10AM });

  const discountsOn = async (productId: number, date: string, sale: Sale = {}) => {
    const answer = await server().inject({
      url: `/api/ticketing/Web/NonGroupSale/product/${String(productId)}/discounts`,
      query: { requestedDate: date },
      headers: apiHeaders(sale.client ?? "sn"),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ discounts: WireDiscount[] }>().discounts;
  };

  const priceOf = async (productId: number, date: string, discountId: number) => {
    const found = (await discountsOn(productId, date)).find((d) => d.id === discountId);
    return found?.price;
  };

  const adultsOn = async (date: string, ticketsCount: number): Promise<Entry> => ({
    productId: 101,
    visitDate: date,
    inventoryId: (await firstSlot(server(), 101, date)).inventoryId,
    selectedDiscounts: [{ id: 1011, promotionType: 1, ticketsCount }],
  });

  const charged = async (entries: readonly Entry[]) => {
    const answer = await price(server(), priceBody(entries));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{
      lines: { priceBeforeTaxes: number }[];
      subtotal: number;
      total: number;
    }>();
  };

  it("a weekday off-peak Adult is $35.00, with no range once the date is chosen", async () => {
    const [adult] = await discountsOn(101, TUESDAY);
    expect(adult).toMatchObject({ id: 1011, price: 35, hasPriceRange: false });
  });

  it("a Saturday Adult is $45.00, and a Sunday one too: the top of its range", async () => {
    expect(await priceOf(101, SATURDAY, 1011)).toBe(45);
    expect(await priceOf(101, SUNDAY, 1011)).toBe(45);
    expect(await priceOf(101, SATURDAY, 1012)).toBe(32);
  });

  it("a ticket type without a range costs the same on a Saturday as on a weekday", async () => {
    expect(await priceOf(102, TUESDAY, 1021)).toBe(42);
    expect(await priceOf(102, SATURDAY, 1021)).toBe(42);
  });

  it("the price call charges the date's price: 2 Adults are $70.00 on a Tuesday, $90.00 on a Saturday", async () => {
    expect((await charged([await adultsOn(TUESDAY, 2)])).subtotal).toBe(70);
    expect((await charged([await adultsOn(SATURDAY, 2)])).subtotal).toBe(90);
  });

  it("the same ticket type on a weekday and on a Saturday is two cart lines at their own prices", async () => {
    const cart = await charged([await adultsOn(TUESDAY, 1), await adultsOn(SATURDAY, 2)]);
    expect(cart.lines.map((line) => line.priceBeforeTaxes)).toEqual([35, 90]);
    expect(cart.subtotal).toBe(125);
  });

  it("a Saturday order is held and paid at the Saturday price", async () => {
    const saturdayAdults = {
      client: "sn" as const,
      productId: 101,
      visitDate: SATURDAY,
      lines: [{ id: 1011, promotionType: 1, ticketsCount: 2 }],
    };
    const shown = await charged([await adultsOn(SATURDAY, 2)]);
    expect(shown.subtotal).toBe(90);
    const reservation = await reserve(server(), saturdayAdults);
    expect(reservation.total).toBe(shown.total);
    const confirmed = await confirmPurchase(server(), reservation.orderId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [payment] = await server().storage.query<{ amount_cents: number }>(
      "select amount_cents from payments where order_id = $1",
      [reservation.orderId],
    );
    expect(payment?.amount_cents).toBe(Math.round(shown.total * 100));
  });

  describe("property", () => {
    const products = [
      { productId: 101, client: "sn", discountIds: [1011, 1012, 1013], days: 60 },
      { productId: 102, client: "sn", discountIds: [1021, 1022], days: 30 },
      { productId: 201, client: "cgg", discountIds: [2011, 2012, 2013], days: 60 },
    ] as const;
    const slots = new Map<string, Slot[]>();
    const slotsOn = async (productId: number, date: string, sale: Sale) => {
      const key = `${String(productId)}@${date}`;
      const known = slots.get(key) ?? (await inventoryOf(server(), productId, date, sale));
      slots.set(key, known);
      return known;
    };

    it("the price the discounts answer shows for a date and entry time is what order/price charges for it", async () => {
      const caseArb = fc.record({
        product: fc.constantFrom(...products),
        day: fc.nat({ max: 29 }),
        discount: fc.nat(),
        slot: fc.nat(),
        ticketsCount: fc.integer({ min: 1, max: 8 }),
      });
      await fc.assert(
        fc.asyncProperty(caseArb, async ({ product, day, discount, slot, ticketsCount }) => {
          const sale = { client: product.client };
          const date = plusDays(TODAY, 1 + (day % (product.days - 1)));
          const index = discount % product.discountIds.length;
          const id = product.discountIds[index] as number;
          const shown = (await discountsOn(product.productId, date, sale)).find((d) => d.id === id);
          const available = await slotsOn(product.productId, date, sale);
          const chosen = available[slot % available.length] as Slot;
          const entry = {
            productId: product.productId,
            visitDate: date,
            inventoryId: chosen.inventoryId,
            selectedDiscounts: [{ id, promotionType: index + 1, ticketsCount }],
          };
          const answer = await price(server(), priceBody([entry], sale), sale);
          expect(answer.statusCode, answer.body).toBe(200);
          const [line] = answer.json<{ lines: { priceBeforeTaxes: number }[] }>().lines;
          expect(shown?.hasPriceRange).toBe(false);
          expect(line?.priceBeforeTaxes).toBeCloseTo((shown?.price ?? NaN) * ticketsCount, 2);
        }),
        { numRuns: 1000 },
      );
    }, 300_000);
  });
});
