// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays, format } from "date-fns";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { formatFullDate } from "../../src/domain/formats.js";
import { venueDate } from "../../src/domain/venueTime.js";
import type { OrderDraft } from "../../src/ports/ticketingApi.js";
import { saleDatesOf, aProduct } from "../builders.js";
import { renderProductPage } from "./renderProductPage.js";

afterEach(cleanup);

const group = aProduct({
  productId: 106,
  name: "Group Admission",
  categoryName: "productsGroups",
  groupSalesMinQty: 3,
  groupSalesAdvPurchaseDayCount: 3,
});
const minimumText = "Group orders need at least 3 tickets.";
const advanceText = "Group visits must be booked at least 3 days ahead.";

/** The advance-purchase rule counts from today at the venue, by the storefront's clock. */
const now = new Date("2030-01-03T18:00:00Z");
const today = venueDate(now);
const inDays = (days: number) => format(addDays(new Date(`${today}T12:00:00`), days), "yyyy-MM-dd");

const addToCart = () => screen.getByRole<HTMLButtonElement>("button", { name: "Add to cart" });

const addAdults = async (count: number) => {
  const add = await screen.findByRole("button", { name: "Add one Adult" });
  for (let i = 0; i < count; i++) await userEvent.click(add);
};

describe("a group product", () => {
  it("shows the group minimum and keeps Add to cart off until it is met", async () => {
    await renderProductPage(group, {}, { now });
    await userEvent.click(await screen.findByRole("button", { name: "Tuesday, January 8, 2030" }));
    await addAdults(2);
    expect(await screen.findByText(minimumText)).toBeTruthy();
    expect(addToCart().getAttribute("aria-disabled")).toBe("true");
    await addAdults(1);
    await waitFor(() => {
      expect(screen.queryByText(minimumText)).toBeNull();
    });
    expect(addToCart().getAttribute("aria-disabled")).toBe("false");
  });

  it("shows the advance-purchase days before a date is chosen, and for a date too soon", async () => {
    await renderProductPage(
      group,
      { dates: () => TE.right(saleDatesOf([inDays(1), inDays(5)])) },
      { now },
    );
    expect(await screen.findByText(advanceText)).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: formatFullDate(inDays(1)) }));
    await addAdults(3);
    expect(screen.getByText(advanceText)).toBeTruthy();
    expect(addToCart().getAttribute("aria-disabled")).toBe("true");
    // Five days on may fall in the next month.
    if (screen.queryByRole("button", { name: formatFullDate(inDays(5)) }) === null) {
      await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    }
    await userEvent.click(screen.getByRole("button", { name: formatFullDate(inDays(5)) }));
    await waitFor(() => {
      expect(screen.queryByText(advanceText)).toBeNull();
    });
    await waitFor(() => {
      expect(addToCart().getAttribute("aria-disabled")).toBe("false");
    });
  });

  it("opens in group-sale mode, and the cart it fills is priced as a group sale", async () => {
    const { useCases, fakes, location } = await renderProductPage(group, {}, { now });
    await userEvent.click(await screen.findByRole("button", { name: "Tuesday, January 8, 2030" }));
    expect(useCases.groupSaleMode.current()).toBe("group");
    await addAdults(3);
    await userEvent.click(addToCart());
    await waitFor(() => {
      expect(location.history.at(-1)).toBe("/cart");
    });
    const priced = fakes.ticketing.calls.find((call) => call.method === "price")?.args[0] as
      OrderDraft | undefined;
    expect(priced?.saleKind).toBe("group");
  });

  it("with the groupSales flag off, group sales are not available online", async () => {
    await renderProductPage(group, {}, { now, flags: { groupSales: false } });
    expect(await screen.findByText("Group sales are not available online.")).toBeTruthy();
    expect(screen.queryByRole("grid")).toBeNull();
  });
});
