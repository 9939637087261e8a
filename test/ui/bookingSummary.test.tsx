// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { FEW_PLACES_LEFT } from "../../src/domain/ticketingState.js";
import { aDiscount, anInventory, aProduct } from "../builders.js";
import { renderProductPage } from "./renderProductPage.js";

afterEach(cleanup);

const adult = aDiscount({ id: 10, name: "Adult", price: 3500 });
const child = aDiscount({ id: 11, name: "Child", price: 2600 });
const chooseDay = async () => {
  await userEvent.click(await screen.findByRole("button", { name: "Tuesday, January 8, 2030" }));
};
const summary = () => screen.getByRole("complementary", { name: "Your booking" });

describe("the booking summary of the product page", () => {
  it("shows a line per ticket type picked and the total, before Add to cart, with tax to come", async () => {
    await renderProductPage(aProduct({ isTimed: false }), {
      discounts: () => TE.right([adult, child]),
    });
    await chooseDay();
    await userEvent.click(await screen.findByRole("button", { name: "Add one Adult" }));
    await userEvent.click(screen.getByRole("button", { name: "Add one Adult" }));
    await userEvent.click(screen.getByRole("button", { name: "Add one Child" }));
    const box = summary();
    expect(within(box).getByText("2 × Adult $35.00")).toBeTruthy();
    expect(within(box).getByText("1 × Child $26.00")).toBeTruthy();
    expect(within(box).getByText("Total $96.00")).toBeTruthy();
    expect(within(box).getByText("Tax is added at checkout.")).toBeTruthy();
    expect(within(box).getByText("Tuesday, January 8, 2030")).toBeTruthy();
    const total = within(box).getByText("Total $96.00");
    const addToCart = within(box).getByRole("button", { name: "Add to cart" });
    expect(
      total.compareDocumentPosition(addToCart) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("while the entry time still decides the price, the line and the total show their range, then the exact price", async () => {
    const varying = aDiscount({
      id: 10,
      name: "Adult",
      price: 3500,
      hasPriceRange: true,
      priceRange: { minRetailPrice: 3500, maxRetailPrice: 4500 },
    });
    const slot = anInventory({
      inventoryId: 1,
      startTime: "2030-01-08T10:00:00",
      endTime: "2030-01-08T10:30:00",
    });
    await renderProductPage(aProduct({ isTimed: true }), {
      discounts: () => TE.right([varying]),
      inventory: () => TE.right([slot]),
    });
    await chooseDay();
    await userEvent.click(await screen.findByRole("button", { name: "Add one Adult" }));
    await userEvent.click(screen.getByRole("button", { name: "Add one Adult" }));
    const box = summary();
    await within(box).findByText("2 × Adult from $35.00 to $45.00");
    expect(within(box).getByText("Total from $70.00 to $90.00")).toBeTruthy();
    await userEvent.click(await screen.findByRole("radio", { name: "Morning" }));
    await userEvent.click(screen.getByRole("radio", { name: "10:00 AM to 10:30 AM" }));
    await within(box).findByText("2 × Adult $35.00");
    expect(within(box).getByText("Total $70.00")).toBeTruthy();
  });

  it("ticket types an API sends without a price (the spec lists none) are picked by name; the cart gives the amounts, so no total is guessed", async () => {
    const unpriced = aDiscount({
      id: 10,
      name: "Adult",
      price: null,
      hasPriceRange: true,
      priceRange: { minRetailPrice: 3500, maxRetailPrice: null },
    });
    await renderProductPage(aProduct({ isTimed: false }), {
      discounts: () => TE.right([unpriced]),
    });
    await chooseDay();
    await userEvent.click(await screen.findByRole("button", { name: "Add one Adult" }));
    const box = summary();
    expect(within(box).getByText("1 × Adult")).toBeTruthy();
    expect(within(box).queryByText(/^Total/)).toBeNull();
    expect(within(box).getByRole("button", { name: "Add to cart" })).toBeTruthy();
  });

  it("a range whose top the API does not send is read from its lowest price, until the entry time is chosen", async () => {
    await renderProductPage(aProduct({ isTimed: true }), {
      discounts: () =>
        TE.right([
          aDiscount({
            id: 10,
            name: "Adult",
            price: 3500,
            hasPriceRange: true,
            priceRange: { minRetailPrice: 3500, maxRetailPrice: null },
          }),
        ]),
      inventory: () => TE.right([anInventory({ startTime: "2030-01-08T10:00:00" })]),
    });
    await chooseDay();
    expect(await screen.findByText("from $35.00")).toBeTruthy();
  });

  it("with nothing picked it says so and totals nothing", async () => {
    await renderProductPage(aProduct({ isTimed: false }));
    await chooseDay();
    expect(within(summary()).getByText("No tickets chosen yet.")).toBeTruthy();
    expect(within(summary()).getByText("Total $0.00")).toBeTruthy();
  });
});

describe("entry times say how many places are left", () => {
  const slots = [
    anInventory({
      inventoryId: 1,
      startTime: "2030-01-08T10:00:00",
      endTime: "2030-01-08T10:30:00",
      remaining: FEW_PLACES_LEFT + 1,
    }),
    anInventory({
      inventoryId: 2,
      startTime: "2030-01-08T10:30:00",
      endTime: "2030-01-08T11:00:00",
      remaining: FEW_PLACES_LEFT,
    }),
    anInventory({
      inventoryId: 3,
      startTime: "2030-01-08T11:00:00",
      endTime: "2030-01-08T11:30:00",
      remaining: 0,
    }),
  ];

  it("a slot with few places says how many; a full one is sold out and cannot be chosen", async () => {
    await renderProductPage(aProduct({ isTimed: true }), { inventory: () => TE.right(slots) });
    await chooseDay();
    await userEvent.click(await screen.findByRole("button", { name: "Add one Adult" }));
    await userEvent.click(await screen.findByRole("radio", { name: "Morning" }));
    const roomy = screen.getByRole<HTMLInputElement>("radio", { name: "10:00 AM to 10:30 AM" });
    const few = screen.getByRole<HTMLInputElement>("radio", {
      name: new RegExp(`^10:30 AM to 11:00 AM ?, ${String(FEW_PLACES_LEFT)} left$`),
    });
    const soldOut = screen.getByRole<HTMLInputElement>("radio", {
      name: /^11:00 AM to 11:30 AM ?, Sold out$/,
    });
    expect([roomy.disabled, few.disabled, soldOut.disabled]).toEqual([false, false, true]);
  });
});

describe("a group's typed quantity", () => {
  const group = aProduct({
    productId: 106,
    name: "Group Admission",
    categoryName: "productsGroups",
    groupSalesMinQty: 10,
    maxTicketsAllowedPerOrder: 40,
    maxTicketsAllowedPerOrderMsg: "At most 40 tickets.",
  });
  const now = new Date("2030-01-03T18:00:00Z");
  const typed = () => screen.getByRole<HTMLInputElement>("spinbutton", { name: /Adult tickets/ });
  const count = () => screen.getByRole("status", { name: "Adult tickets" }).textContent;

  const typeCount = async (value: string) => {
    await userEvent.clear(typed());
    await userEvent.type(typed(), `${value}{Enter}`);
  };

  it("a typed quantity at or above the group minimum sets the tickets", async () => {
    await renderProductPage(group, {}, { now });
    await chooseDay();
    await screen.findByRole("button", { name: "Add one Adult" });
    await typeCount("15");
    await waitFor(() => {
      expect(count()).toBe("15");
    });
    expect(within(summary()).getByText("15 × Adult $25.00")).toBeTruthy();
  });

  it("a group that earns free tickets is told they come off in the cart", async () => {
    await renderProductPage(
      { ...group, groupSalesMinRuleQty: 10, groupSalesRewardQty: 1 },
      {},
      { now },
    );
    await chooseDay();
    await screen.findByRole("button", { name: "Add one Adult" });
    await typeCount("21");
    expect(
      await within(summary()).findByText("2 free tickets for the group, taken off in the cart."),
    ).toBeTruthy();
  });

  it("below the group minimum or over the maximum, a message beside the field and nothing changes", async () => {
    await renderProductPage(group, {}, { now });
    await chooseDay();
    await screen.findByRole("button", { name: "Add one Adult" });
    await typeCount("12");
    await waitFor(() => {
      expect(count()).toBe("12");
    });
    await typeCount("4");
    const problem = await screen.findByText("Group orders need at least 10 tickets.");
    expect(typed().getAttribute("aria-invalid")).toBe("true");
    expect(typed().getAttribute("aria-describedby")).toBe(problem.parentElement?.id);
    expect(count()).toBe("12");
    await typeCount("41");
    expect(await screen.findByText("At most 40 tickets.")).toBeTruthy();
    expect(count()).toBe("12");
  });
});

describe("a dimmed Add to cart says what is missing when pressed", () => {
  const hint = (text: string) => screen.findByText(text);

  it("names the first missing choice: a visit date, then tickets, then an entry time, and goes once it is made", async () => {
    const slot = anInventory({
      inventoryId: 1,
      startTime: "2030-01-08T10:00:00",
      endTime: "2030-01-08T10:30:00",
    });
    await renderProductPage(aProduct({ isTimed: true }), {
      discounts: () => TE.right([adult]),
      inventory: () => TE.right([slot]),
    });
    const addToCart = await screen.findByRole("button", { name: "Add to cart" });
    expect(screen.queryByText("Choose a visit date first.")).toBeNull();
    await userEvent.click(addToCart);
    expect(await hint("Choose a visit date first.")).toBeTruthy();
    await chooseDay();
    await waitFor(() => {
      expect(screen.queryByText("Choose a visit date first.")).toBeNull();
    });
    await userEvent.click(addToCart);
    expect(await hint("Choose your tickets first.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add one Adult" }));
    await userEvent.click(addToCart);
    expect(await hint("Choose an entry time first.")).toBeTruthy();
  });

  it("says nothing before it is pressed, and nothing once it can be used", async () => {
    await renderProductPage(aProduct({ isTimed: false }), {
      discounts: () => TE.right([adult]),
    });
    await chooseDay();
    await userEvent.click(await screen.findByRole("button", { name: "Add one Adult" }));
    await waitFor(() => {
      expect(
        screen.getByRole("button", { name: "Add to cart" }).getAttribute("aria-disabled"),
      ).toBe("false");
    });
    expect(screen.queryByText(/first\.$/)).toBeNull();
  });
});
