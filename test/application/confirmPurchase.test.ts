import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { manualClock } from "../support/manualClock.js";
import { refusal } from "../support/scripted.js";
import { scriptedTicketing } from "../support/scriptedTicketing.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";
import { memoryReceiptStorage } from "../../src/adapters/memory/local.js";
import {
  createConfirmPurchase,
  type PurchaseState,
} from "../../src/application/confirmPurchase/confirmPurchase.js";
import { createPriceCart } from "../../src/application/priceCart/priceCart.js";
import { createReserveOrder } from "../../src/application/reserveOrder/index.js";
import type { Cents } from "../../src/domain/money.js";
import type { PurchaseConfirmation } from "../../src/domain/order.js";
import { brandOf } from "../../src/domain/brand.js";
import { messageOf } from "../../src/domain/errorMessages.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { tenantOf } from "../../src/domain/tenant.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import type { OrderDraft, TicketingApi } from "../../src/ports/ticketingApi.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { pendingAnswer, recorded } from "../async.js";
import {
  aCartProduct,
  aPendingOrder,
  aPricedCart,
  anOrderSummary,
  aPurchaseConfirmation,
  aPurchaseForm,
} from "../builders.js";

const now = new Date("2026-11-22T18:00:00Z");
const form = aPurchaseForm();
const tower = aCartProduct({ key: "a", productId: 101, name: "Tower" });
const garden = aCartProduct({ key: "b", productId: 102, name: "Garden" });
const confirmation = aPurchaseConfirmation({ orderId: 1, orderConfirmation: "CONF-1" });

/**
 * A purchase over the real price-cart and reserve-order use cases. The cart is priced at
 * `cartTotal` (else 1000 a product); pending orders are numbered from 1, hold for 15 minutes
 * and are priced at `total`.
 */
const purchaseWith = async (
  webSalesAnswers: Partial<WebSalesApi>,
  options: {
    total?: Cents;
    cartTotal?: Cents;
    create?: TicketingApi["createPendingOrder"];
  } = {},
) => {
  const clock = manualClock(now);
  let created = 0;
  const ticketingApi = scriptedTicketing({
    price: (order) => TE.right(aPricedCart(options.cartTotal ?? 1000 * order.products.length)),
    createPendingOrder:
      options.create ??
      (() =>
        TE.right(
          aPendingOrder({
            orderId: ++created,
            reservationExpirationDateTime: "2026-11-22T18:15:00Z",
            priced: aPricedCart(options.total ?? 2000),
          }),
        )),
  });
  const webSales = scriptedWebSales(webSalesAnswers);
  const receipts = memoryReceiptStorage();
  const priceCart = createPriceCart({ ticketingApi, tenant: () => tenantOf("sn") });
  const reserveOrder = createReserveOrder({
    ticketingApi,
    clock,
    tenant: () => tenantOf("sn"),
    cart: priceCart.current,
  });
  const purchase = createConfirmPurchase({
    webSales,
    reserveOrder,
    priceCart,
    clock,
    receipts,
  });
  await priceCart.add(tower);
  await priceCart.add(garden);
  const creations = () =>
    ticketingApi.calls
      .filter((c) => c.method === "createPendingOrder")
      .map((c) => c.args[0] as OrderDraft);
  return { purchase, webSales, priceCart, reserveOrder, creations, clock, receipts };
};

/** Confirmed with this confirmation (its e-mail null, so nothing is masked). */
const confirmedAs = (confirmed: PurchaseConfirmation) => ({
  status: "confirmed",
  receipt: { confirmation: confirmed },
});

const failedWith = (state: PurchaseState) => (state.status === "failed" ? state.error : null);

describe("confirm purchase: the receipt that stays", () => {
  it("a confirmed purchase keeps what was bought, its amounts and the card's last four digits, for the session", async () => {
    const { purchase, receipts, priceCart } = await purchaseWith({
      confirmPurchase: () => TE.right(confirmation),
    });
    const bought = priceCart.current();
    const state = await purchase.submit(form);
    expect(state).toMatchObject(confirmedAs(confirmation));
    const kept = receipts.stored();
    expect(kept).toEqual(state.status === "confirmed" ? state.receipt : null);
    expect(kept).toMatchObject({
      lines: bought.kind === "priced" ? bought.products : [],
      priced: bought.kind === "priced" ? bought.priced : {},
      cardLastFour: form.cardNumber.replace(/\D/g, "").slice(-4),
    });
    expect(purchase.lastReceipt()).toEqual(kept);
  });

  it("a purchase not confirmed keeps no receipt", async () => {
    const { purchase, receipts } = await purchaseWith({
      confirmPurchase: () => TE.left(refusal(402, "Declined.")),
    });
    await purchase.submit(form);
    expect(receipts.stored()).toBeNull();
    expect(purchase.lastReceipt()).toBeNull();
  });
});

describe("confirm purchase: the details a guest comes back to", () => {
  it("a guest who leaves checkout finds their details kept for their return, and never the card", async () => {
    const { purchase } = await purchaseWith({});
    expect(purchase.draft()).toBeNull();
    purchase.keepDraft(form);
    expect(purchase.draft()).toEqual({
      ...form,
      cardOwnerName: "",
      cardNumber: "",
      cardMonthExp: "",
      cardYearExp: "",
      cardCVV: "",
    });
  });

  it("a purchase that fails keeps the details; a purchase made forgets them", async () => {
    const declined = await purchaseWith({
      confirmPurchase: () => TE.left(refusal(402, "Declined.")),
    });
    declined.purchase.keepDraft(form);
    await declined.purchase.submit(form);
    expect(declined.purchase.draft()).toMatchObject({ email: form.email, cardNumber: "" });

    const bought = await purchaseWith({ confirmPurchase: () => TE.right(confirmation) });
    bought.purchase.keepDraft(form);
    await bought.purchase.submit(form);
    expect(bought.purchase.draft()).toBeNull();
  });
});

describe("confirm purchase", () => {
  it("a cart priced at zero is confirmed without card details", async () => {
    const { purchase, webSales } = await purchaseWith(
      { confirmOrderPromo: () => TE.right(confirmation) },
      { total: 0, cartTotal: 0 },
    );
    const noCard = aPurchaseForm({
      cardOwnerName: "",
      cardNumber: "",
      cardMonthExp: "",
      cardYearExp: "",
      cardCVV: "",
    });
    expect((await purchase.submit(noCard)).status).toBe("confirmed");
    expect(webSales.calls).toEqual([{ method: "confirmOrderPromo", args: [1, noCard] }]);
  });

  it("a charged cart still needs the card details", async () => {
    const { purchase, webSales } = await purchaseWith({});
    const state = await purchase.submit(aPurchaseForm({ cardNumber: "" }));
    expect(state).toEqual({
      status: "invalid",
      fieldErrors: { cardNumber: "REQUIRED" },
    });
    expect(webSales.calls).toEqual([]);
  });

  it("a priced order is confirmed with confirm-purchase", async () => {
    const { purchase, webSales } = await purchaseWith({
      confirmPurchase: () => TE.right(confirmation),
    });
    expect(await purchase.submit(form)).toMatchObject(confirmedAs(confirmation));
    expect(webSales.calls).toEqual([{ method: "confirmPurchase", args: [1, form] }]);
  });

  it("a zero total is confirmed with confirm-order-promo, without the cart token", async () => {
    const { purchase, webSales } = await purchaseWith(
      { confirmOrderPromo: () => TE.right(confirmation) },
      { total: 0 },
    );
    expect((await purchase.submit(form)).status).toBe("confirmed");
    expect(webSales.calls).toEqual([{ method: "confirmOrderPromo", args: [1, form] }]);
  });

  it("a confirmed purchase forgets the pending order and empties the cart", async () => {
    const { purchase, priceCart, reserveOrder } = await purchaseWith({
      confirmPurchase: () => TE.right(confirmation),
    });
    await purchase.submit(form);
    expect(reserveOrder.current()).toBeNull();
    expect(priceCart.current()).toEqual({ kind: "empty" });
  });

  it("a form with problems is refused field by field and nothing is sent", async () => {
    const { purchase, webSales, creations } = await purchaseWith({});
    const state = await purchase.submit(aPurchaseForm({ email: "not-an-email", cardCVV: "" }));
    expect(state).toEqual({
      status: "invalid",
      fieldErrors: {
        email: "INVALID_EMAIL",
        cardCVV: "REQUIRED",
      },
    });
    expect(webSales.calls).toEqual([]);
    expect(creations()).toEqual([]);
  });

  it("Code 21 removes the unavailable products from the cart and names them", async () => {
    const { purchase, priceCart } = await purchaseWith({
      confirmPurchase: () => TE.left(refusal(21, "Some products are unavailable.", [102])),
    });
    expect(await purchase.submit(form)).toEqual({
      status: "failed",
      error: { tag: "PRODUCTS_UNAVAILABLE", productIds: [102] },
      removedProducts: [garden],
    });
    expect(priceCart.current()).toEqual({
      kind: "priced",
      products: [tower],
      priced: aPricedCart(1000),
    });
  });

  it("Code 21 when the pending order is created removes the products the same way", async () => {
    const { purchase, priceCart, webSales } = await purchaseWith(
      {},
      { create: () => TE.left(refusal(21, "Some products are unavailable.", [101])) },
    );
    const state = await purchase.submit(form);
    expect(state).toMatchObject({ status: "failed", removedProducts: [tower] });
    expect(priceCart.current()).toMatchObject({ products: [garden] });
    expect(webSales.calls).toEqual([]);
  });

  it("after Code 21 the next submit reserves a new pending order for the remaining products", async () => {
    const answers = [
      TE.left(refusal(21, "Some products are unavailable.", [102])),
      TE.right(confirmation),
    ];
    const { purchase, webSales, creations } = await purchaseWith({
      confirmPurchase: () => answers.shift() ?? TE.right(confirmation),
    });
    await purchase.submit(form);
    expect((await purchase.submit(form)).status).toBe("confirmed");
    expect(creations().map((draft) => draft.products)).toEqual([[tower, garden], [tower]]);
    expect(webSales.calls.map((call) => call.args[0])).toEqual([1, 2]);
  });

  it("an order-creation failure keeps the API's message, or 'Unexpected javascript error'", async () => {
    const cases = [
      {
        failure: refusal(400, "That entry time is sold out."),
        message: "That entry time is sold out.",
      },
      { failure: refusal(400, "   "), message: "Unexpected javascript error" },
      {
        failure: { tag: "UNEXPECTED_ANSWER" as const, field: "orderConfirmation" },
        message: "Unexpected javascript error",
      },
    ];
    for (const { failure, message } of cases) {
      const { purchase } = await purchaseWith({ confirmPurchase: () => TE.left(failure) });
      expect(await purchase.submit(form)).toEqual({
        status: "failed",
        error: { tag: "ORDER_CREATION_FAILED", message },
        removedProducts: [],
      });
    }
  });

  it("a failure to create the pending order is an order-creation failure with its message", async () => {
    const { purchase, webSales } = await purchaseWith(
      {},
      { create: () => TE.left(refusal(409, "No capacity left.")) },
    );
    expect(failedWith(await purchase.submit(form))).toEqual({
      tag: "ORDER_CREATION_FAILED",
      message: "No capacity left.",
    });
    expect(webSales.calls).toEqual([]);
  });

  it("submitting an empty cart is an order-creation failure: 'Unexpected javascript error'", async () => {
    const { purchase, priceCart } = await purchaseWith({});
    await priceCart.clear();
    expect(failedWith(await purchase.submit(form))).toEqual({
      tag: "ORDER_CREATION_FAILED",
      message: "Unexpected javascript error",
    });
  });

  it("a declined card is PAYMENT_DECLINED and the cart is kept", async () => {
    const { purchase, priceCart } = await purchaseWith({
      confirmPurchase: () => TE.left(refusal(402, "Declined")),
    });
    expect(failedWith(await purchase.submit(form))).toEqual({ tag: "PAYMENT_DECLINED" });
    expect(priceCart.current()).toMatchObject({ products: [tower, garden] });
  });

  it("too many declined cards is TOO_MANY_DECLINES: the cart is kept and the next submit holds it on a new pending order", async () => {
    const answers = [TE.left(refusal(4290, "Too many declines.")), TE.right(confirmation)];
    const { purchase, priceCart, webSales } = await purchaseWith({
      confirmPurchase: () => answers.shift() ?? TE.right(confirmation),
    });
    expect(failedWith(await purchase.submit(form))).toEqual({ tag: "TOO_MANY_DECLINES" });
    expect(priceCart.current()).toMatchObject({ products: [tower, garden] });
    expect((await purchase.submit(form)).status).toBe("confirmed");
    expect(webSales.calls.map((call) => call.args[0])).toEqual([1, 2]);
  });

  it("successfulYN false is PURCHASE_NOT_COMPLETED, and the cart and pending order are kept", async () => {
    const { purchase, webSales, priceCart } = await purchaseWith({
      confirmPurchase: () => TE.left({ tag: "NOT_SUCCESSFUL", message: null }),
    });
    expect(failedWith(await purchase.submit(form))).toEqual({ tag: "PURCHASE_NOT_COMPLETED" });
    expect(priceCart.current()).toMatchObject({ products: [tower, garden] });
    await purchase.submit(form);
    expect(webSales.calls.map((call) => call.args[0])).toEqual([1, 1]);
  });

  it("isSuccess false on create-pending-order keeps the API's message as the order error", async () => {
    const { purchase } = await purchaseWith(
      {},
      { create: () => TE.left({ tag: "NOT_SUCCESSFUL", message: "Venue closed." }) },
    );
    expect(failedWith(await purchase.submit(form))).toEqual({
      tag: "ORDER_CREATION_FAILED",
      message: "Venue closed.",
    });
  });

  it("on Code 5007 the purchase is retried once with a new pending order", async () => {
    const answers = [TE.left(refusal(5007, "expired")), TE.right(confirmation)];
    const { purchase, webSales } = await purchaseWith({
      confirmPurchase: () => answers.shift() ?? TE.right(confirmation),
    });
    expect((await purchase.submit(form)).status).toBe("confirmed");
    expect(webSales.calls.map((call) => call.args[0])).toEqual([1, 2]);
  });

  it("a second submit while one is on its way sends nothing", async () => {
    const answer = pendingAnswer<PurchaseConfirmation>();
    const { purchase, webSales } = await purchaseWith({ confirmPurchase: () => answer.task });
    const states = recorded(purchase.state$);
    const first = purchase.submit(form);
    expect(await purchase.submit(form)).toEqual({ status: "submitting" });
    await answer.succeed(confirmation);
    expect(await first).toMatchObject(confirmedAs(confirmation));
    expect(webSales.calls).toHaveLength(1);
    expect(states.map((s) => s.status)).toEqual(["idle", "submitting", "confirmed"]);
  });

  it("a late subscriber gets the current purchase state, and reset returns to idle", async () => {
    const { purchase } = await purchaseWith({ confirmPurchase: () => TE.right(confirmation) });
    await purchase.submit(form);
    expect(await firstValueFrom(purchase.state$)).toMatchObject(confirmedAs(confirmation));
    purchase.reset();
    expect(await firstValueFrom(purchase.state$)).toEqual({ status: "idle" });
  });
});

describe("confirm purchase: a Place order that got no answer", () => {
  const dropped: ApiFailure = { tag: "UNREACHABLE", message: "Failed to fetch" };
  const placed = anOrderSummary({
    orderId: 1,
    orderConfirmation: "CONF-1",
    totalPaid: 2160,
    totalTax: 160,
  });
  const placedConfirmation: PurchaseConfirmation = {
    orderId: 1,
    orderConfirmation: "CONF-1",
    totalPrice: 2160,
    totalTax: 160,
    ticketsEmailedTo: null,
  };
  const methods = (webSales: { calls: readonly { method: string }[] }) =>
    webSales.calls.map((call) => call.method);

  it("says the order may have been placed, not that it was not", async () => {
    const { purchase, priceCart } = await purchaseWith({ confirmPurchase: () => TE.left(dropped) });
    expect(failedWith(await purchase.submit(form))).toEqual({ tag: "PURCHASE_UNANSWERED" });
    expect(priceCart.current()).toMatchObject({ products: [tower, garden] });
  });

  it("trying again first looks the order up with the e-mail it was sent with: placed, it is the confirmation, and nothing is sent again", async () => {
    const { purchase, webSales, priceCart } = await purchaseWith({
      confirmPurchase: () => TE.left(dropped),
      searchOrder: () => TE.right(placed),
    });
    await purchase.submit(form);
    const retried = await purchase.submit(aPurchaseForm({ email: "typo-fixed@example.com" }));
    expect(retried).toMatchObject(confirmedAs(placedConfirmation));
    expect(webSales.calls).toEqual([
      { method: "confirmPurchase", args: [1, form] },
      { method: "searchOrder", args: [1, form.email] },
    ]);
    expect(priceCart.current()).toEqual({ kind: "empty" });
  });

  it("trying again when the lookup finds no such order (Code 17) sends the purchase again, once", async () => {
    const answers = [TE.left(dropped), TE.right(confirmation)];
    const { purchase, webSales } = await purchaseWith({
      confirmPurchase: () => answers.shift() ?? TE.left(dropped),
      searchOrder: () => TE.left(refusal(17, "Order not found")),
    });
    await purchase.submit(form);
    expect(await purchase.submit(form)).toMatchObject(confirmedAs(confirmation));
    expect(methods(webSales)).toEqual(["confirmPurchase", "searchOrder", "confirmPurchase"]);
  });

  it("trying again while the lookup gets no answer either sends nothing, and says so again", async () => {
    const { purchase, webSales } = await purchaseWith({
      confirmPurchase: () => TE.left(dropped),
      searchOrder: () => TE.left(dropped),
    });
    await purchase.submit(form);
    expect(failedWith(await purchase.submit(form))).toEqual({ tag: "PURCHASE_UNANSWERED" });
    expect(methods(webSales)).toEqual(["confirmPurchase", "searchOrder"]);
  });

  it("a hold that ended meanwhile is not made again before the order is looked up: a placed order is not bought twice", async () => {
    const { purchase, webSales, creations, clock } = await purchaseWith({
      confirmPurchase: () => TE.left(dropped),
      searchOrder: () => TE.right(placed),
    });
    await purchase.submit(form);
    purchase.reset();
    clock.advance(20 * 60_000);
    expect((await purchase.submit(form)).status).toBe("confirmed");
    expect(creations()).toHaveLength(1);
    expect(methods(webSales)).toEqual(["confirmPurchase", "searchOrder"]);
  });

  it("an order the API says is confirmed already (409) was placed by an earlier Place order: it is looked up and shown", async () => {
    const { purchase, webSales } = await purchaseWith({
      confirmPurchase: () => TE.left(refusal(409, "This order is already confirmed.")),
      searchOrder: () => TE.right(placed),
    });
    expect(await purchase.submit(form)).toMatchObject(confirmedAs(placedConfirmation));
    expect(webSales.calls[1]).toEqual({ method: "searchOrder", args: [1, form.email] });
  });

  it("an order confirmed already that the lookup does not find keeps the API's message", async () => {
    const { purchase } = await purchaseWith({
      confirmPurchase: () => TE.left(refusal(409, "This order is already confirmed.")),
      searchOrder: () => TE.left(refusal(17, "Order not found")),
    });
    expect(failedWith(await purchase.submit(form))).toEqual({
      tag: "ORDER_CREATION_FAILED",
      message: "This order is already confirmed.",
    });
  });

  it("holding the tickets got no answer: nothing was sent, and the guest is told the order was not placed", async () => {
    const { purchase, webSales } = await purchaseWith({}, { create: () => TE.left(dropped) });
    expect(failedWith(await purchase.submit(form))).toEqual({ tag: "HOLD_UNANSWERED" });
    expect(webSales.calls).toEqual([]);
  });

  it("no transport text reaches the guest: whatever the connection said, the words are the catalogue's", async () => {
    const transport = [
      "Failed to fetch",
      "NetworkError when attempting to fetch resource.",
      "TypeError: Load failed",
      "the API answered 503",
      "connect ECONNREFUSED 127.0.0.1:8080",
    ];
    for (const message of transport) {
      const failure: ApiFailure = { tag: "UNREACHABLE", message };
      for (const { purchase } of [
        await purchaseWith({ confirmPurchase: () => TE.left(failure) }),
        await purchaseWith({}, { create: () => TE.left(failure) }),
      ]) {
        const error = failedWith(await purchase.submit(form));
        if (error === null) throw new Error("the purchase did not fail");
        expect(messageOf(error, brandOf("sn"), guestWordsIn("en")).text).not.toContain(message);
      }
    }
  });
});
