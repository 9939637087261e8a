import { beforeAll, describe, expect, it } from "vitest";
import { WireCode } from "#contract/failure.js";
import { cartOf } from "./carts.js";
import { apiHeaders, useTestServer } from "./harness.js";
import {
  MONDAY_10AM,
  TODAY,
  TOMORROW,
  adults,
  createBody,
  createPendingOrder,
  failureOf,
  firstSlot,
  plusDays,
  price,
  priceBody,
  type Entry,
  type Sale,
} from "./saleRequests.js";
import { aCardlessPurchaseForm } from "./purchaseFlow.js";

const server = useTestServer("pglite", { start: MONDAY_10AM });
let slot101: number;
let slotAfter101: number;
let groupSlot: number;
let slot107: number;

const GROUP_DATE = plusDays(TODAY, 5);
const group: Sale = { saleKind: "group" };

beforeAll(async () => {
  slot101 = (await firstSlot(server(), 101, TOMORROW)).inventoryId;
  slotAfter101 = slot101 + 1;
  groupSlot = (await firstSlot(server(), 106, GROUP_DATE, group)).inventoryId;
  slot107 = (await firstSlot(server(), 107, TOMORROW)).inventoryId;
});

const generalAdmission = (lines = [adults(2)], inventoryId = slot101): Entry => ({
  productId: 101,
  visitDate: TOMORROW,
  inventoryId,
  selectedDiscounts: lines,
});

const groupAdmission = (adultCount: number, childCount: number): Entry => ({
  productId: 106,
  visitDate: GROUP_DATE,
  inventoryId: groupSlot,
  selectedDiscounts: [
    { id: 1061, promotionType: 1, ticketsCount: adultCount },
    { id: 1062, promotionType: 2, ticketsCount: childCount },
  ].filter((line) => line.ticketsCount > 0),
});

const cityPass = (code: string, id = 1071, ticketsCount = 1): Entry => ({
  productId: 107,
  visitDate: TOMORROW,
  inventoryId: slot107,
  selectedDiscounts: [{ id, promotionType: 4, ticketsCount, code }],
});

const priced = async (entries: readonly Entry[], sale: Sale = {}) => {
  const answer = await price(server(), priceBody(entries, sale), sale);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<unknown>();
};

describe("pricing arithmetic", () => {
  it("each line is unit price times count; tax is the tenant's rate of the subtotal, rounded to the cent", async () => {
    const cart = await priced([
      generalAdmission([adults(2), { id: 1012, promotionType: 2, ticketsCount: 1 }]),
    ]);
    // 2 × $35 + $26 = $96; 10.10 % of $96 = $9.696, rounded to $9.70.
    expect(cart).toEqual({
      lines: [
        { entityId: 101, discountId: 1011, discountName: "Adult", priceBeforeTaxes: 70 },
        { entityId: 101, discountId: 1012, discountName: "Child (5-12)", priceBeforeTaxes: 26 },
      ],
      subtotal: 96,
      tax: 9.7,
      total: 105.7,
    });
  });

  it("one product in two entry times is a line per entry and ticket type, in the entries' order", async () => {
    const cart = await priced([
      generalAdmission([adults(1)]),
      generalAdmission([adults(2)], slotAfter101),
    ]);
    expect(cart).toMatchObject({
      lines: [
        { entityId: 101, discountId: 1011, priceBeforeTaxes: 35 },
        { entityId: 101, discountId: 1011, priceBeforeTaxes: 70 },
      ],
      subtotal: 105,
    });
  });

  it("a group sale pays group prices and every tenth ticket, the cheapest, is free", async () => {
    // 10 adults at $29 and 2 children at $21: 12 tickets earn one free child ticket.
    const cart = await priced([groupAdmission(10, 2)], group);
    expect(cart).toEqual({
      lines: [
        { entityId: 106, discountId: 1061, discountName: "Group Adult", priceBeforeTaxes: 290 },
        {
          entityId: 106,
          discountId: 1062,
          discountName: "Group Child (5-12)",
          priceBeforeTaxes: 21,
        },
      ],
      subtotal: 311,
      tax: 31.41,
      total: 342.41,
    });
  });

  it("twenty group tickets earn two free ones", async () => {
    const cart = await priced([groupAdmission(20, 0)], group);
    expect(cart).toMatchObject({ subtotal: 29 * 18 });
  });

  it("a product used on the day of purchase takes no visit date and no entry time", async () => {
    const cart = await priced([
      {
        productId: 104,
        visitDate: null,
        inventoryId: null,
        selectedDiscounts: [{ id: 1041, promotionType: 1, ticketsCount: 2 }],
      },
    ]);
    expect(cart).toMatchObject({ subtotal: 24 });
  });

  it("a city-pass barcode exchanges for a free coded ticket", async () => {
    const cart = await priced([
      {
        productId: 107,
        visitDate: TOMORROW,
        inventoryId: slot107,
        selectedDiscounts: [
          { id: 1071, promotionType: 4, ticketsCount: 1, code: "c3sn0001 " },
          { id: 1071, promotionType: 4, ticketsCount: 1, code: "C3SN0002" },
        ],
      },
    ]);
    expect(cart).toEqual({
      lines: [
        { entityId: 107, discountId: 1071, discountName: "CityPass Adult", priceBeforeTaxes: 0 },
      ],
      subtotal: 0,
      tax: 0,
      total: 0,
    });
  });
});

describe("price validation", () => {
  const refusals: [string, () => { body: unknown; sale?: Sale }, number, number][] = [
    [
      "userAccountId other than 1137",
      () => ({ body: { ...priceBody([generalAdmission()]), userAccountId: 1 } }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "memberVenueId of another venue",
      () => ({ body: { ...priceBody([generalAdmission()]), memberVenueId: 44 } }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "salesTerminalTypeId of the group-sale terminal with the general key",
      () => ({ body: { ...priceBody([generalAdmission()]), salesTerminalTypeId: 67 } }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "orderType GroupSale with the general key",
      () => ({ body: { ...priceBody([generalAdmission()]), orderType: "GroupSale" } }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "groupSaleIndicator true with the general key",
      () => ({ body: { ...priceBody([generalAdmission()]), groupSaleIndicator: true } }),
      400,
      WireCode.InvalidRequest,
    ],
    ["no products", () => ({ body: priceBody([]) }), 400, WireCode.InvalidRequest],
    [
      "a product without tickets",
      () => ({ body: priceBody([generalAdmission([])]) }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "a ticket line of zero tickets",
      () => ({ body: priceBody([generalAdmission([adults(0)])]) }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "an unknown product",
      () => ({ body: priceBody([{ ...generalAdmission(), productId: 999 }]) }),
      404,
      WireCode.NotFound,
    ],
    [
      "another tenant's product",
      () => ({ body: priceBody([{ ...generalAdmission(), productId: 201 }]) }),
      404,
      WireCode.NotFound,
    ],
    [
      "a discount of another product",
      () => ({
        body: priceBody([generalAdmission([{ id: 1021, promotionType: 1, ticketsCount: 1 }])]),
      }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "a discount with the wrong promotionType",
      () => ({ body: priceBody([generalAdmission([{ ...adults(1), promotionType: 2 }])]) }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "no visit date for a dated product",
      () => ({ body: priceBody([{ ...generalAdmission(), visitDate: null }]) }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "a visit date after the rolling window",
      () => ({ body: priceBody([{ ...generalAdmission(), visitDate: plusDays(TODAY, 60) }]) }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "a visit date on a closed weekday",
      () => ({
        body: priceBody([
          {
            productId: 105,
            visitDate: TODAY,
            inventoryId: slot101,
            selectedDiscounts: [{ id: 1051, promotionType: 1, ticketsCount: 1 }],
          },
        ]),
      }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "a group visit inside the advance-purchase days",
      () => ({
        body: priceBody([{ ...groupAdmission(10, 0), visitDate: plusDays(TODAY, 2) }], group),
        sale: group,
      }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "a visit date for a product used on the day of purchase",
      () => ({
        body: priceBody([
          {
            productId: 104,
            visitDate: TOMORROW,
            inventoryId: null,
            selectedDiscounts: [{ id: 1041, promotionType: 1, ticketsCount: 1 }],
          },
        ]),
      }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "a timed product without an entry time",
      () => ({ body: priceBody([{ ...generalAdmission(), inventoryId: null }]) }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "an entry time of another date",
      () => ({ body: priceBody([{ ...generalAdmission(), visitDate: plusDays(TODAY, 3) }]) }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "an entry time for an untimed product",
      () => ({
        body: priceBody([
          {
            productId: 103,
            visitDate: TOMORROW,
            inventoryId: slot101,
            selectedDiscounts: [{ id: 1031, promotionType: 1, ticketsCount: 1 }],
          },
        ]),
      }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "a group product with the general key",
      () => ({ body: priceBody([groupAdmission(10, 0)]) }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "fewer tickets than the group minimum",
      () => ({ body: priceBody([groupAdmission(8, 1)], group), sale: group }),
      400,
      WireCode.OrderLimitExceeded,
    ],
    [
      "more than the order-wide ceiling of tickets",
      () => ({
        body: priceBody(
          [
            {
              productId: 103,
              visitDate: TOMORROW,
              inventoryId: null,
              selectedDiscounts: [{ id: 1031, promotionType: 1, ticketsCount: 501 }],
            },
          ],
          {},
        ),
      }),
      400,
      WireCode.OrderLimitExceeded,
    ],
    [
      "a coded discount without its barcode",
      () => ({
        body: priceBody([
          {
            ...cityPass("C3SN0001"),
            selectedDiscounts: [{ id: 1071, promotionType: 4, ticketsCount: 1 }],
          },
        ]),
      }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "a code on a discount that takes none",
      () => ({ body: priceBody([generalAdmission([{ ...adults(1), code: "C3SN0001" }])]) }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "two tickets on one barcode",
      () => ({ body: priceBody([cityPass("C3SN0001", 1071, 2)]) }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "an unknown barcode",
      () => ({ body: priceBody([cityPass("C3SN9999")]) }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "another tenant's barcode",
      () => ({ body: priceBody([cityPass("CPGG0001")]) }),
      400,
      WireCode.InvalidRequest,
    ],
    [
      "a barcode whose promotion grants another ticket type",
      () => ({ body: priceBody([cityPass("C3SN0004")]) }),
      400,
      WireCode.InvalidRequest,
    ],
  ];

  it.each(refusals)("%s is refused", async (_rule, request, status, code) => {
    const { body, sale } = request();
    const answer = await price(server(), body, sale);
    expect(failureOf(answer)).toMatchObject({ status, Code: code });
  });

  it("the path's saleType must agree with the appKey", async () => {
    const answer = await server().inject({
      method: "POST",
      url: "/api/ticketing/Web/GroupSale/order/price",
      headers: apiHeaders("sn"),
      payload: priceBody([generalAdmission()]),
    });
    expect(failureOf(answer)).toMatchObject({ status: 400, Code: WireCode.InvalidRequest });
  });

  it("more tickets than the product's per-order maximum answer 4220 with the product's own message", async () => {
    const answer = await price(server(), priceBody([generalAdmission([adults(11)])]));
    expect(failureOf(answer)).toEqual({
      status: 400,
      Code: WireCode.OrderLimitExceeded,
      message: "You can buy up to 10 tickets per order. For 11 or more, book Group Admission.",
    });
  });

  it("the per-order maximum counts a product's tickets across all its entries", async () => {
    const answer = await price(
      server(),
      priceBody([generalAdmission([adults(6)]), generalAdmission([adults(5)], slotAfter101)]),
    );
    expect(failureOf(answer)).toMatchObject({ status: 400, Code: WireCode.OrderLimitExceeded });
  });

  it("a product withdrawn from sale answers 409 Code 21 with its id", async () => {
    await server().storage.query("update products set is_available = false where product_id = 102");
    try {
      const slot = (await firstSlot(server(), 101, TOMORROW)).inventoryId;
      const answer = await price(
        server(),
        priceBody([
          generalAdmission([adults(1)], slot),
          {
            productId: 102,
            visitDate: TOMORROW,
            inventoryId: slot,
            selectedDiscounts: [{ id: 1021, promotionType: 1, ticketsCount: 1 }],
          },
        ]),
      );
      expect(failureOf(answer)).toMatchObject({
        status: 409,
        Code: WireCode.ProductsUnavailable,
        productIds: [102],
      });
    } finally {
      await server().storage.query(
        "update products set is_available = true where product_id = 102",
      );
    }
  });

  it("a barcode already exchanged is refused", async () => {
    const body = createBody([cityPass("C3SN0005")]);
    const pending = await createPendingOrder(server(), body);
    expect(pending.statusCode, pending.body).toBe(200);
    const { orderId } = pending.json<{ orderId: number }>();
    const exchanged = await server().inject({
      method: "POST",
      url: `/api/web-sales/confirm-order-promo/${orderId}`,
      headers: { ...apiHeaders("sn"), carttoken: cartOf(server(), orderId) },
      payload: aCardlessPurchaseForm(),
    });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const answer = await price(server(), priceBody([cityPass("C3SN0005")]));
    expect(failureOf(answer)).toMatchObject({ status: 400, Code: WireCode.InvalidRequest });
  });

  it("one barcode used twice in an order is refused", async () => {
    const twice = cityPass("C3SN0006");
    const answer = await price(
      server(),
      priceBody([
        { ...twice, selectedDiscounts: [...twice.selectedDiscounts, ...twice.selectedDiscounts] },
      ]),
    );
    expect(failureOf(answer)).toMatchObject({ status: 400, Code: WireCode.InvalidRequest });
  });
});
