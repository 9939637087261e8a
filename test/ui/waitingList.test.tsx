// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import type { FeatureFlags } from "../../src/domain/featureFlags.js";
import type { WaitingListOffer } from "../../src/domain/waitingList.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { everyExtension } from "../support/testContainer.js";
import { refusal } from "../support/scripted.js";
import { aPricedCart, aProduct, aProductList, anInventory } from "../builders.js";
import { renderProductPage } from "./renderProductPage.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const roomy = anInventory({
  inventoryId: 1,
  startTime: "2030-01-08T10:00:00",
  endTime: "2030-01-08T10:30:00",
});
const full = anInventory({
  inventoryId: 2,
  startTime: "2030-01-08T10:30:00",
  endTime: "2030-01-08T11:00:00",
  remaining: 1,
});

/** The product page with two Adults chosen, on a morning where 10:30 has one place left. */
const withTwoAdults = async (
  webSales: Partial<WebSalesApi> = {},
  flags: FeatureFlags = everyExtension,
) => {
  const page = await renderProductPage(
    aProduct({ isTimed: true }),
    { inventory: () => TE.right([roomy, full]) },
    { webSales, flags },
  );
  await userEvent.click(await screen.findByRole("button", { name: "Tuesday, January 8, 2030" }));
  const add = await screen.findByRole("button", { name: "Add one Adult" });
  await userEvent.click(add);
  await userEvent.click(add);
  await userEvent.click(await screen.findByRole("radio", { name: "Morning" }));
  return page;
};

const joinWith = async (email: string) => {
  await userEvent.click(screen.getByRole("button", { name: "Notify me" }));
  await userEvent.type(screen.getByLabelText("Email"), email);
  await userEvent.click(screen.getByRole("button", { name: "Join the waiting list" }));
};

describe("waiting list: Notify me on the product page", () => {
  it("an entry time too full for the party joins its list with the party's tickets and says what happens next", async () => {
    const { fakes } = await withTwoAdults({
      joinWaitingList: () =>
        TE.right({ entryId: 7, partySize: 2, joinedAt: "2030-01-07T18:00:00Z", leaveToken: "t" }),
    });
    await joinWith("party@example.com");
    const status = await screen.findByText(/You're on the waiting list for 10:30 AM to 11:00 AM/);
    expect(status.textContent).toContain("2 tickets");
    expect(status.textContent).toContain("party@example.com");
    expect(status.textContent).toContain("link to leave the list");
    const joined = fakes.webSales.calls.find((call) => call.method === "joinWaitingList");
    expect(joined?.args[1]).toBe("party@example.com");
    expect(joined?.args[0]).toMatchObject({
      products: [{ inventory: full, selectedDiscounts: [{ ticketsCount: 2 }] }],
    });
  });

  it("an address that is not one is said beside the field, and nothing is asked", async () => {
    const { fakes } = await withTwoAdults();
    await joinWith("not-an-address");
    const field = screen.getByLabelText("Email");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const described = field.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).not.toBe("");
    expect(fakes.webSales.calls.some((call) => call.method === "joinWaitingList")).toBe(false);
  });

  it.each([
    [4096, "This entry time has places for your party: you can buy them now."],
    [4097, "This e-mail address is already on the waiting list for this entry time."],
  ])("a refusal with Code %s is said beside the button", async (code, text) => {
    await withTwoAdults({ joinWaitingList: () => TE.left(refusal(code)) });
    await joinWith("party@example.com");
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Join the waiting list" })).toBeTruthy();
  });

  it("an API without the waitingList flag offers no Notify me", async () => {
    await withTwoAdults({}, { ...everyExtension, waitingList: false });
    expect(screen.getByRole("radio", { name: /10:30 AM to 11:00 AM/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Notify me" })).toBeNull();
  });
});

const offer: WaitingListOffer = {
  entryId: 7,
  orderId: 100_010,
  cartToken: "offer-cart",
  reservationExpirationDateTime: "2030-01-07T18:30:00.000Z",
  productId: 101,
  visitDate: "2030-01-08",
  inventoryId: 2,
  startTime: "2030-01-08T10:30:00",
  endTime: "2030-01-08T11:00:00",
  selectedDiscounts: [{ id: 1, promotionType: 0, ticketsCount: 2 }],
  partySize: 2,
  priced: aPricedCart(5000),
};

const openOffer = (webSales: Partial<WebSalesApi>, path = "/waiting-list/offer?token=abc") =>
  renderStorefront(path, {
    now: new Date("2030-01-07T18:00:00Z"),
    webSales: {
      productList: () => TE.right(aProductList({ products: [aProduct({ isTimed: true })] })),
      ...webSales,
    },
  });

describe("waiting list: the offer's page", () => {
  it("the offer link shows what is held and until when, beside checkout's form to pay for it", async () => {
    const { fakes } = await openOffer({ waitingListOffer: () => TE.right(offer) });
    const summary = await screen.findByRole("complementary", { name: "Order summary" });
    expect(within(summary).getByRole("heading", { name: "General Admission" })).toBeTruthy();
    expect(summary.textContent).toContain("10:30 AM to 11:00 AM");
    // 18:30 UTC is 10:30 AM at the venue, as the offer mail says it.
    expect(screen.getByText(/held for you until/).textContent).toContain(
      "until 01/07/2030 10:30 AM",
    );
    expect(screen.getByRole("button", { name: "Place order" })).toBeTruthy();
    expect(fakes.webSales.calls.find((call) => call.method === "waitingListOffer")?.args).toEqual([
      "abc",
    ]);
  });

  it.each([
    [4098, /This offer has ended/],
    [4099, /This offer has already been bought/],
    [4040, /This waiting-list link is not valid/],
  ])("an offer refused with Code %s says so in the guest's words", async (code, text) => {
    await openOffer({ waitingListOffer: () => TE.left(refusal(code)) });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to tickets" })).toBeTruthy();
  });

  it("a link without its token names no offer, and the API is not asked", async () => {
    const { fakes } = await openOffer({}, "/waiting-list/offer");
    expect(await screen.findByText(/This waiting-list link is not valid/)).toBeTruthy();
    expect(fakes.webSales.calls.some((call) => call.method === "waitingListOffer")).toBe(false);
  });
});

describe("waiting list: the leave page", () => {
  it("opening the leave link leaves nothing; its one button leaves, and says it is done", async () => {
    const { fakes } = await renderStorefront("/waiting-list/leave?token=leave-me", {
      webSales: { leaveWaitingList: () => TE.right("left") },
    });
    const leave = await screen.findByRole("button", { name: "Leave the waiting list" });
    expect(fakes.webSales.calls.some((call) => call.method === "leaveWaitingList")).toBe(false);
    await userEvent.click(leave);
    expect(await screen.findByText(/You have left the waiting list/)).toBeTruthy();
    expect(fakes.webSales.calls.filter((call) => call.method === "leaveWaitingList")).toEqual([
      { method: "leaveWaitingList", args: ["leave-me"] },
    ]);
  });

  it("leaving a list already left is harmless: it says it is done", async () => {
    await renderStorefront("/waiting-list/leave?token=leave-me", {
      webSales: { leaveWaitingList: () => TE.right("lapsed") },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Leave the waiting list" }));
    expect(await screen.findByText(/You have left the waiting list/)).toBeTruthy();
  });
});
