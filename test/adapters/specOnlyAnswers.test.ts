import * as E from "fp-ts/lib/Either.js";
import type * as TE from "fp-ts/lib/TaskEither.js";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../src/adapters/http/apiClient.js";
import { createTicketingHttp } from "../../src/adapters/http/ticketingHttp.js";
import { createWebSalesHttp } from "../../src/adapters/http/webSalesHttp.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import { aPurchaseForm } from "../builders.js";
import { without, withoutAll } from "../contract/codecRules.js";
import {
  anOrder,
  aProduct as aWireProduct,
  aPromoCodeProduct,
  orderExtensions,
  productList,
} from "../contract/wireAnswers.js";
import { answer, countingIds, scriptedTransport } from "./scriptedTransport.js";

/*
 * The storefront against an API that answers as the spec says (issue 25): each answer carries
 * the fields the spec lists and none of the reference server's extensions, and each extension
 * missing comes to the guest as its stated fallback (docs/api-fields.md), never as a failure.
 */

const clientAnswering = (body: unknown) =>
  createApiClient({
    transport: scriptedTransport(() => answer(200, body)).transport,
    sleep: () => Promise.resolve(),
    baseUrl: () => "https://api.example.test",
    headers: () => ({}),
    saleKind: () => "general",
    ids: countingIds(),
  });

const webSalesAnswering = (body: unknown) => createWebSalesHttp(clientAnswering(body));

const answered = async <A>(task: TE.TaskEither<ApiFailure, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new Error(`expected an answer, got ${JSON.stringify(result.left)}`);
  return result.right;
};

describe("an API that sends no fromPrice (the reference server's extension)", () => {
  it("a product list without fromPrice is read, its products with no From price", async () => {
    const list = await answered(
      webSalesAnswering(productList([without(aWireProduct, "fromPrice")])).productList(),
    );
    expect(list.products.map((product) => product.fromPrice)).toEqual([null]);
  });

  it("a promo code's products without fromPrice are read, with no From price", async () => {
    const products = await answered(
      webSalesAnswering([without(aPromoCodeProduct, "fromPrice")]).promoCodeProducts("SUMMIT20", 1),
    );
    expect(products.map((product) => product.fromPrice)).toEqual([null]);
  });
});

describe("dates without sold-out or closed days (the reference server's extensions)", () => {
  const specOnlyDates = { dates: ["2030-01-08", "2030-01-09"] };
  const unmarked = { dates: specOnlyDates.dates, soldOutDates: [], closedDates: [] };

  it("the ticketing API's dates are a calendar without sold-out or closed marks", async () => {
    const dates = await answered(
      createTicketingHttp(clientAnswering(specOnlyDates)).dates(101, "general"),
    );
    expect(dates).toEqual(unmarked);
  });

  it("the web-sales dates of a voucher or promo-code product, likewise", async () => {
    expect(await answered(webSalesAnswering(specOnlyDates).saleDates(101))).toEqual(unmarked);
  });
});

describe("entry times without the places left (the reference server's extension)", () => {
  const specOnlySlot = {
    inventoryId: 9,
    startTime: "2030-01-08T09:00:00",
    endTime: "2030-01-08T09:30:00",
  };

  it("the ticketing API's entry times are read, with no count of places", async () => {
    const slots = await answered(
      createTicketingHttp(clientAnswering({ inventory: [specOnlySlot] })).inventory(
        101,
        "2030-01-08",
        [{ id: 10, promotionType: 0, ticketsCount: 2 }],
        "general",
      ),
    );
    expect(slots).toEqual([{ ...specOnlySlot, remaining: null }]);
  });

  it("the entry times a promotion unlocks, likewise", async () => {
    const unlocked = await answered(
      webSalesAnswering({ discounts: [], inventory: [specOnlySlot] }).promotionTickets(
        101,
        "2030-01-08",
        [3],
      ),
    );
    expect(unlocked.inventory).toEqual([{ ...specOnlySlot, remaining: null }]);
  });
});

describe("ticket types without their price or their range's top (the reference server's extensions)", () => {
  const specOnlyDiscount = {
    id: 10,
    name: "Adult",
    promotionType: 0,
    hasPriceRange: true,
    priceRange: { minRetailPrice: 35 },
  };
  const read = {
    id: 10,
    name: "Adult",
    promotionType: 0,
    price: null,
    hasPriceRange: true,
    priceRange: { minRetailPrice: 3500, maxRetailPrice: null },
  };

  it("the ticketing API's discounts are read, with no price and no top", async () => {
    const discounts = await answered(
      createTicketingHttp(clientAnswering({ discounts: [specOnlyDiscount] })).discounts(
        101,
        "2030-01-08",
        "general",
      ),
    );
    expect(discounts).toEqual([read]);
  });

  it("the ticket types a promotion unlocks, likewise", async () => {
    const unlocked = await answered(
      webSalesAnswering({ discounts: [specOnlyDiscount], inventory: [] }).promotionTickets(
        101,
        "2030-01-08",
        [3],
      ),
    );
    expect(unlocked.discounts).toEqual([read]);
  });
});

describe("tickets with the spec's name and their barcode only", () => {
  it("are read as sent, with nothing made up for what the API did not say", async () => {
    const specOnly = [{ name: "General Admission", barcode: "TKT0000001" }];
    expect(await answered(webSalesAnswering(specOnly).viewTickets("CONF-5001"))).toEqual(specOnly);
  });
});

describe("an order lookup with the spec's nine fields only", () => {
  const specOnlyOrder = withoutAll(anOrder, orderExtensions);

  it("is the spec's order details, with no status, no amounts and no tickets to choose from", async () => {
    const order = await answered(
      webSalesAnswering(specOnlyOrder).searchOrder(5001, "guest@example.com"),
    );
    expect(order).toEqual({
      ...specOnlyOrder,
      status: null,
      totalPaid: null,
      totalTax: null,
      tickets: null,
    });
  });

  it("a cancelled status without its date is a cancellation the API gives no date for", async () => {
    const order = await answered(
      webSalesAnswering({ ...specOnlyOrder, status: "CANCELLED" }).searchOrder(
        5001,
        "guest@example.com",
      ),
    );
    expect(order.status).toEqual({ tag: "CANCELLED", cancelledDate: null });
  });
});

describe("a refund, whose success the spec gives no body for", () => {
  it.each([null, {}, { orderId: 5001 }])("a 2xx answering %j is a refund made", async (body) => {
    const refunded = await webSalesAnswering(body).refund(5001, "guest@example.com")();
    expect(refunded).toEqual(E.right(undefined));
  });
});

describe("a purchase answered with successfulYN true alone", () => {
  const form = aPurchaseForm({ email: " guest@example.com " });
  // Order 7 bought, its confirmation number and totals unsaid, the tickets to the form's e-mail.
  const boughtWithNumbersUnsaid = {
    orderId: 7,
    orderConfirmation: null,
    totalPrice: null,
    totalTax: null,
    ticketsEmailedTo: "guest@example.com",
  };

  it.each(["confirmPurchase", "confirmOrderPromo"] as const)(
    "%s: is a purchase of the order asked for, its confirmation number and totals unsaid, the tickets to the form's e-mail",
    async (call) => {
      const bought = await answered(webSalesAnswering({ successfulYN: true })[call](7, form));
      expect(bought).toEqual(boughtWithNumbersUnsaid);
    },
  );

  it("an answer that says the tickets e-mail was not queued promises none", async () => {
    const bought = await answered(
      webSalesAnswering({ successfulYN: true, ticketsEmailQueued: false }).confirmPurchase(7, form),
    );
    expect(bought.ticketsEmailedTo).toBeNull();
  });

  it.each([
    ["orderId", "seven"],
    ["orderConfirmation", 42],
    ["totalPrice", "55.50"],
    ["totalTax", -1],
    ["ticketsEmailQueued", "yes"],
  ])(
    "an extension sent malformed (%s: %j) after the charge is read as not sent: still a purchase, never a failure",
    async (field, value) => {
      const bought = await answered(
        webSalesAnswering({ successfulYN: true, [field]: value }).confirmPurchase(7, form),
      );
      expect(bought).toEqual(boughtWithNumbersUnsaid);
    },
  );

  it("well-formed extensions beside a malformed one are still read", async () => {
    const bought = await answered(
      webSalesAnswering({
        successfulYN: true,
        orderConfirmation: "SN-7-ABCD",
        totalPrice: "lots",
      }).confirmPurchase(7, form),
    );
    expect(bought).toMatchObject({ orderConfirmation: "SN-7-ABCD", totalPrice: null });
  });

  it("successfulYN false is still a purchase that did not go through", async () => {
    const result = await webSalesAnswering({ successfulYN: false }).confirmPurchase(7, form)();
    expect(result).toEqual(E.left({ tag: "NOT_SUCCESSFUL", message: null }));
  });
});
