// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import type { CartProduct, PricedCart } from "../../src/domain/cart.js";
import type { PendingOrder } from "../../src/domain/pendingOrder.js";
import type { TicketingApi } from "../../src/ports/ticketingApi.js";
import { aCartProduct, aPendingOrder, aProductList, anInventory } from "../builders.js";
import { pendingAnswer } from "../async.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const tower = aCartProduct({
  key: "tower",
  productId: 101,
  name: "General Admission",
  visitDate: "2030-01-08",
  inventory: anInventory({ startTime: "2030-01-08T10:00:00", endTime: "2030-01-08T10:30:00" }),
  selectedDiscounts: [
    { id: 10, promotionType: 0, ticketsCount: 2 },
    { id: 11, promotionType: 0, ticketsCount: 1 },
  ],
});

const adults = (ticketsCount: number) => ({ id: 10, promotionType: 0, ticketsCount });

const garden = aCartProduct({
  key: "garden",
  productId: 202,
  name: "Glass Garden",
  categoryName: "productsOtherAttractions",
  visitDate: "2030-01-09",
  inventory: null,
});

/** Prices whatever the cart holds: $25 an Adult, $15 a Child, and 10% tax. */
const priceOf = (products: readonly CartProduct[]): PricedCart => {
  const lines = products.flatMap((product) =>
    product.selectedDiscounts.map((selected) => ({
      entityId: product.productId,
      discountId: selected.id,
      discountName: selected.id === 11 ? "Child" : "Adult",
      priceBeforeTaxes: (selected.id === 11 ? 1500 : 2500) * selected.ticketsCount,
    })),
  );
  const subtotal = lines.reduce((sum, line) => sum + line.priceBeforeTaxes, 0);
  return { lines, subtotal, tax: subtotal / 10, total: subtotal + subtotal / 10 };
};

const pricing: Partial<TicketingApi> = {
  price: (request) => TE.right(priceOf(request.products)),
};

const renderCart = async (
  products: readonly CartProduct[],
  ticketing: Partial<TicketingApi> = {},
) => {
  const view = await renderStorefront("/cart", {
    ticketing: { ...pricing, ...ticketing },
    webSales: { productList: () => TE.right(aProductList()) },
  });
  for (const product of products) {
    await act(async () => {
      await view.useCases.priceCart.add(product);
    });
  }
  await screen.findByRole("heading", { name: "Your cart", level: 1 });
  return view;
};

const heldUntil = (iso: string) => ({
  createPendingOrder: () => TE.right(aPendingOrder({ reservationExpirationDateTime: iso })),
});

describe("the cart", () => {
  it("lists each product with its visit date, entry time and priced ticket lines", async () => {
    await renderCart([tower, garden]);
    const item = screen.getByRole("article", { name: "General Admission" });
    expect(within(item).getByRole("heading", { level: 2 }).textContent).toBe("General Admission");
    expect(within(item).getByText("Tuesday, January 8, 2030")).toBeTruthy();
    expect(within(item).getByText("10:00 AM to 10:30 AM")).toBeTruthy();
    const lines = within(item).getByRole("list", { name: "Tickets for General Admission" });
    expect(
      within(lines)
        .getAllByRole("listitem")
        .map((line) => line.textContent),
    ).toEqual(["2 × Adult $25.00$50.00", "1 × Child $15.00$15.00"]);
  });

  it("an untimed product shows no entry time", async () => {
    await renderCart([garden]);
    const item = screen.getByRole("article", { name: "Glass Garden" });
    expect(within(item).getByText("Wednesday, January 9, 2030")).toBeTruthy();
    expect(within(item).queryByText("Entry time")).toBeNull();
  });

  it("shows the subtotal, tax and total in dollars", async () => {
    await renderCart([tower, garden]);
    const totals = screen.getByRole("region", { name: "Order total" });
    expect(
      within(totals)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Subtotal", "Sales tax", "Total"]);
    expect(
      within(totals)
        .getAllByRole("definition")
        .map((amount) => amount.textContent),
    ).toEqual(["$90.00", "$9.00", "$99.00"]);
  });

  it("each product's Change link goes back to its product page, to change that line", async () => {
    await renderCart([tower, garden]);
    expect(screen.getByRole("link", { name: "Change Glass Garden" }).getAttribute("href")).toBe(
      "/product?productId=202&type=productsOtherAttractions&change=garden",
    );
  });

  it("a line of city-pass barcodes has no Change: its tickets are exchanged barcode by barcode", async () => {
    const exchanged = aCartProduct({
      key: "pass",
      name: "CityPass Exchange",
      selectedDiscounts: [{ id: 10, promotionType: 4, ticketsCount: 1, code: "C3SN0001" }],
    });
    await renderCart([exchanged]);
    expect(screen.queryByRole("link", { name: "Change CityPass Exchange" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove CityPass Exchange" })).toBeTruthy();
  });

  it("one product on two lines shows each line with its own amount, and the lines add up to the subtotal", async () => {
    const friday = { ...tower, key: "friday", selectedDiscounts: [adults(2)] };
    const saturday = {
      ...tower,
      key: "saturday",
      visitDate: "2030-01-12",
      selectedDiscounts: [adults(1)],
    };
    await renderCart([friday, saturday]);
    const amounts = screen
      .getAllByRole("list", { name: "Tickets for General Admission" })
      .map((lines) => within(lines).getByRole("listitem").textContent);
    expect(amounts).toEqual(["2 × Adult $25.00$50.00", "1 × Adult $25.00$25.00"]);
    const totals = screen.getByRole("region", { name: "Order total" });
    expect(within(totals).getAllByRole("definition")[0]?.textContent).toBe("$75.00");
  });

  it("Remove takes the product out and reprices the rest", async () => {
    await renderCart([tower, garden]);
    await userEvent.click(screen.getByRole("button", { name: "Remove General Admission" }));
    await expect
      .poll(() => screen.queryByRole("article", { name: "General Admission" }))
      .toBeNull();
    expect(screen.getByRole("article", { name: "Glass Garden" })).toBeTruthy();
    expect(screen.getByText("$27.50")).toBeTruthy();
  });

  it("removing the last product leaves an empty cart with a way to the tickets", async () => {
    await renderCart([garden]);
    await userEvent.click(screen.getByRole("button", { name: "Remove Glass Garden" }));
    expect(await screen.findByText("Your cart is empty.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse tickets" }).getAttribute("href")).toBe(
      "/tickets",
    );
  });

  it("an empty cart says so", async () => {
    await renderCart([]);
    expect(screen.getByText("Your cart is empty.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Checkout" })).toBeNull();
  });

  it("a group-sale cart says it is a group order", async () => {
    await renderCart([aCartProduct({ key: "group", categoryName: "productsGroups" })]);
    expect(screen.getByText("This is a group order.")).toBeTruthy();
  });

  it("a cart that is not a group sale does not say it is one", async () => {
    await renderCart([garden]);
    expect(screen.queryByText("This is a group order.")).toBeNull();
  });

  it("the reservation hold's countdown appears once a pending order exists", async () => {
    const { useCases } = await renderCart([garden], heldUntil("2030-01-07T18:10:00Z"));
    expect(screen.queryByRole("timer")).toBeNull();
    await act(async () => {
      await (await useCases.later()).reserveOrder.reserve();
    });
    expect((await screen.findByRole("timer")).textContent).toBe("Your tickets are held for 10:00");
    // Plenty of time left: nothing is announced until two minutes remain.
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("Checkout reserves the cart and goes to checkout", async () => {
    const { location, fakes } = await renderCart([garden], heldUntil("2030-01-07T18:10:00Z"));
    await userEvent.click(screen.getByRole("button", { name: "Checkout" }));
    await expect.poll(() => location.history.at(-1)).toBe("/checkout");
    expect(
      fakes.ticketing.calls.filter((call) => call.method === "createPendingOrder"),
    ).toHaveLength(1);
  });

  it("Checkout says Reserving… while the cart is reserved, and keeps focus", async () => {
    const answer = pendingAnswer<PendingOrder>();
    await renderCart([garden], { createPendingOrder: () => answer.task });
    const checkout = screen.getByRole("button", { name: "Checkout" });
    checkout.focus();
    await userEvent.keyboard("{Enter}");
    expect(checkout.textContent).toBe("Reserving…");
    expect(checkout.getAttribute("aria-busy")).toBe("true");
    expect(document.activeElement).toBe(checkout);
    await act(() => answer.succeed(aPendingOrder()));
  });

  it("a reservation refused with Code 21 names the line and why, with the way to choose another date", async () => {
    const { location } = await renderCart([tower, garden], {
      createPendingOrder: () => TE.left(refusal(21, "Sold out.", [202])),
    });
    await userEvent.click(screen.getByRole("button", { name: "Checkout" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Some products are unavailable.");
    expect(
      await screen.findByText("Glass Garden, Wednesday, January 9, 2030: no longer available."),
    ).toBeTruthy();
    expect(
      screen
        .getByRole("link", { name: "Choose another date for Glass Garden" })
        .getAttribute("href"),
    ).toBe("/product?productId=202&type=productsOtherAttractions&change=garden");
    expect(location.history.at(-1)).toBe("/cart");
  });

  it("an entry time with too few places left names the line, its date and time and the places left, and leads to its Change", async () => {
    await renderCart([tower], {
      createPendingOrder: () => TE.left(refusal(21, "Some products are unavailable.", [101])),
      inventory: () =>
        TE.right([
          anInventory({
            startTime: "2030-01-08T10:00:00",
            endTime: "2030-01-08T10:30:00",
            remaining: 2,
          }),
        ]),
    });
    await userEvent.click(screen.getByRole("button", { name: "Checkout" }));
    expect(
      await screen.findByText(
        "General Admission, Tuesday, January 8, 2030, 10:00 AM to 10:30 AM: only 2 places left for your 3 tickets.",
      ),
    ).toBeTruthy();
    expect(
      screen
        .getByRole("link", { name: "Choose another time for General Admission" })
        .getAttribute("href"),
    ).toBe("/product?productId=101&type=products&change=tower");
  });

  it("a reservation refused with the API's message shows that message (spec §8)", async () => {
    await renderCart([garden], {
      createPendingOrder: () => TE.left(refusal(400, "The garden is closed for a private event.")),
    });
    await userEvent.click(screen.getByRole("button", { name: "Checkout" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The garden is closed for a private event.",
    );
  });

  it("a reservation refused for too many holds from the guest's address says so plainly, in no words about addresses", async () => {
    await renderCart([garden], {
      createPendingOrder: () =>
        TE.left(refusal(4291, "Too many reservations are held from this address.")),
    });
    await userEvent.click(screen.getByRole("button", { name: "Checkout" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many tickets are on hold from your connection. Please try again in a few minutes.",
    );
  });

  it("a reservation that got no answer shows the generic text", async () => {
    await renderCart([garden], {
      createPendingOrder: () => TE.left({ tag: "UNREACHABLE", message: "Failed to fetch" }),
    });
    await userEvent.click(screen.getByRole("button", { name: "Checkout" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Something went wrong while doing your request. Please try again later.",
    );
  });
});
