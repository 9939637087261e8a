import * as TE from "fp-ts/lib/TaskEither.js";
import { describe, expect, it } from "vitest";
import { createJoinWaitingList } from "../../src/application/waitingList/joinWaitingList.js";
import { createLeaveWaitingList } from "../../src/application/waitingList/leaveWaitingList.js";
import { createPayOffer } from "../../src/application/waitingList/payOffer.js";
import { createWaitingListOffer } from "../../src/application/waitingList/waitingListOffer.js";
import { memoryReceiptStorage } from "../../src/adapters/memory/local.js";
import { tenantOf } from "../../src/domain/tenant.js";
import {
  offerCart,
  type WaitingListEntry,
  type WaitingListOffer,
} from "../../src/domain/waitingList.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import type { OrderDraft } from "../../src/ports/ticketingApi.js";
import { pendingAnswer, recorded } from "../async.js";
import { aCartProduct, aPricedCart, aPurchaseConfirmation, aPurchaseForm } from "../builders.js";
import { manualClock } from "../support/manualClock.js";
import { refusal } from "../support/scripted.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";

const order: OrderDraft = {
  tenant: tenantOf("sn"),
  saleKind: "general",
  products: [aCartProduct()],
};

const entry: WaitingListEntry = {
  entryId: 7,
  partySize: 2,
  joinedAt: "2030-01-07T18:00:00.000Z",
  leaveToken: "leave-token",
};

const offer: WaitingListOffer = {
  entryId: 7,
  orderId: 100_010,
  cartToken: "waiting-list-cart",
  reservationExpirationDateTime: "2030-01-07T18:30:00.000Z",
  productId: 101,
  visitDate: "2030-01-08",
  inventoryId: 12,
  startTime: "2030-01-08T10:00:00",
  endTime: "2030-01-08T10:30:00",
  selectedDiscounts: [{ id: 1011, promotionType: 0, ticketsCount: 2 }],
  partySize: 2,
  priced: aPricedCart(7707),
};

describe("join the waiting list", () => {
  it("a party joins with its order and e-mail, trimmed, and is told its place and leave token", async () => {
    const webSales = scriptedWebSales({ joinWaitingList: () => TE.right(entry) });
    const join = createJoinWaitingList({ webSales });
    const states = recorded(join.state$);
    await join.join(order, "  party@example.com ");
    expect(webSales.calls).toEqual([
      { method: "joinWaitingList", args: [order, "party@example.com"] },
    ]);
    expect(states.map((state) => state.status)).toEqual(["idle", "joining", "joined"]);
    expect(join.current()).toEqual({ status: "joined", email: "party@example.com", entry });
  });

  it("an address that is not one is said before anything is asked", async () => {
    const webSales = scriptedWebSales();
    const join = createJoinWaitingList({ webSales });
    await join.join(order, "not an address");
    expect(webSales.calls).toEqual([]);
    expect(join.current()).toEqual({ status: "invalidEmail", email: "not an address" });
  });

  it("each refusal is told in the domain's words", async () => {
    const cases = [
      { failure: refusal(4096), error: { tag: "PLACES_FREE" } },
      { failure: refusal(4097), error: { tag: "ALREADY_WAITING" } },
      {
        failure: refusal(400, "inventoryId 3 is not an entry time of product 101."),
        error: {
          tag: "WAITING_LIST_FAILED",
          message: "inventoryId 3 is not an entry time of product 101.",
        },
      },
      {
        failure: { tag: "UNREACHABLE" as const, message: "down" },
        error: { tag: "WAITING_LIST_FAILED", message: null },
      },
      {
        failure: { tag: "THROTTLED" as const, retryAfterSeconds: 60 },
        error: { tag: "THROTTLED", retryAfterSeconds: 60 },
      },
    ];
    for (const { failure, error } of cases) {
      const join = createJoinWaitingList({
        webSales: scriptedWebSales({ joinWaitingList: () => TE.left(failure) }),
      });
      await join.join(order, "party@example.com");
      expect(join.current()).toEqual({ status: "refused", email: "party@example.com", error });
    }
  });

  it("a second join while the first is on its way asks once", async () => {
    const answer = pendingAnswer<WaitingListEntry>();
    const webSales = scriptedWebSales({ joinWaitingList: () => answer.task });
    const join = createJoinWaitingList({ webSales });
    const first = join.join(order, "party@example.com");
    await join.join(order, "party@example.com");
    await answer.succeed(entry);
    await first;
    expect(webSales.calls).toHaveLength(1);
    expect(join.current().status).toBe("joined");
  });
});

describe("leave the waiting list", () => {
  it("the link's token leaves the list, and says what the party became", async () => {
    const webSales = scriptedWebSales({ leaveWaitingList: () => TE.right("left") });
    const leave = createLeaveWaitingList({ webSales });
    await leave.leave("leave-token");
    expect(webSales.calls).toEqual([{ method: "leaveWaitingList", args: ["leave-token"] }]);
    expect(leave.current()).toEqual({ status: "left", became: "left" });
  });

  it("a link that names no entry is refused as such", async () => {
    const leave = createLeaveWaitingList({
      webSales: scriptedWebSales({ leaveWaitingList: () => TE.left(refusal(4040)) }),
    });
    await leave.leave("no-such-token");
    expect(leave.current()).toEqual({ status: "refused", error: { tag: "NO_SUCH_ENTRY" } });
  });
});

describe("a waiting-list offer", () => {
  const offerWith = (answer: TE.TaskEither<ApiFailure, WaitingListOffer> = TE.right(offer)) => {
    const clock = manualClock(new Date("2030-01-07T18:00:00Z"));
    const webSales = scriptedWebSales({ waitingListOffer: () => answer });
    return { offers: createWaitingListOffer({ webSales, clock }), clock, webSales };
  };

  it("the mail's link opens the pending order held for the party, live until its hold ends", async () => {
    const { offers, clock, webSales } = offerWith();
    await offers.open("offer-token");
    expect(webSales.calls).toEqual([{ method: "waitingListOffer", args: ["offer-token"] }]);
    expect(offers.live()).toEqual(offer);
    clock.advance(30 * 60_000);
    expect(offers.live()).toBeUndefined();
    expect(offers.current()).toEqual({ status: "refused", error: { tag: "OFFER_LAPSED" } });
  });

  it.each([
    [4098, "OFFER_LAPSED"],
    [4099, "OFFER_TAKEN"],
    [4040, "NO_SUCH_ENTRY"],
  ] as const)("an offer refused with Code %s is %s", async (code, tag) => {
    const { offers } = offerWith(TE.left(refusal(code)));
    await offers.open("offer-token");
    expect(offers.current()).toEqual({ status: "refused", error: { tag } });
    expect(offers.live()).toBeUndefined();
  });
});

describe("paying a waiting-list offer", () => {
  it("checkout's purchase confirms the offer's pending order as the offer's cart, and keeps its receipt", async () => {
    const webSales = scriptedWebSales({
      confirmPurchase: () => TE.right(aPurchaseConfirmation({ orderId: offer.orderId })),
    });
    const receipts = memoryReceiptStorage();
    const cart = offerCart(offer, { name: "General Admission", categoryName: "products" });
    const pay = createPayOffer({
      webSales,
      clock: manualClock(new Date("2030-01-07T18:00:00Z")),
      receipts,
    });
    const purchase = pay(offer, cart);
    const form = aPurchaseForm();

    const done = await purchase.submit(form);

    expect(done.status).toBe("confirmed");
    expect(webSales.calls).toEqual([
      { method: "asCart", args: ["waiting-list-cart"] },
      { method: "confirmPurchase", args: [offer.orderId, form] },
    ]);
    expect(receipts.stored()?.lines).toEqual(cart.kind === "priced" ? cart.products : []);
  });

  it("the offer is checkout's one line: its product on its entry time, with the party's tickets", () => {
    const cart = offerCart(offer, { name: "General Admission", categoryName: "products" });
    expect(cart).toMatchObject({
      kind: "priced",
      products: [
        {
          productId: 101,
          name: "General Admission",
          visitDate: "2030-01-08",
          inventory: { inventoryId: 12, startTime: "2030-01-08T10:00:00" },
          selectedDiscounts: offer.selectedDiscounts,
        },
      ],
      priced: offer.priced,
    });
  });
});
