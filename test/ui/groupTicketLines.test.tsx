// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import type { PricedCart } from "../../src/domain/cart.js";
import type { OrderDraft } from "../../src/ports/ticketingApi.js";
import { aCartProduct, aDiscount, aPendingOrder, aProduct, aProductList } from "../builders.js";
import { renderProductPage } from "./renderProductPage.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const GROUP_ADULT = 2900;

const group = aProduct({
  productId: 106,
  name: "Group Admission",
  categoryName: "productsGroups",
  groupSalesMinQty: 10,
  groupSalesMinRuleQty: 10,
  groupSalesRewardQty: 1,
});

/** Prices as the reference API does: one Group Adult free for every ten, off the line's amount. */
const withReward = (draft: OrderDraft): PricedCart => {
  const lines = draft.products.flatMap((product) =>
    product.selectedDiscounts.map((selected) => ({
      entityId: product.productId,
      discountId: selected.id,
      discountName: "Group Adult",
      priceBeforeTaxes:
        GROUP_ADULT * (selected.ticketsCount - Math.floor(selected.ticketsCount / 10)),
    })),
  );
  const subtotal = lines.reduce((sum, line) => sum + line.priceBeforeTaxes, 0);
  return { lines, subtotal, tax: 0, total: subtotal };
};

const ticketLines = (container: HTMLElement) =>
  within(container)
    .getAllByRole("listitem")
    .map((line) => line.textContent);

describe("a group line reads its tickets at their price and its free tickets, not an average", () => {
  it("12 group adults with one free read 12 × Group Adult $29.00, $319.00, and 1 free ticket −$29.00, in the cart and at checkout", async () => {
    const { location } = await renderProductPage(group, {
      discounts: () => TE.right([aDiscount({ id: 1061, name: "Group Adult", price: GROUP_ADULT })]),
      price: (draft) => TE.right(withReward(draft)),
      createPendingOrder: (draft) =>
        TE.right(
          aPendingOrder({
            reservationExpirationDateTime: "2030-01-07T18:15:00Z",
            priced: withReward(draft),
          }),
        ),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Tuesday, January 8, 2030" }));
    const add = await screen.findByRole("button", { name: "Add one Group Adult" });
    for (let ticket = 0; ticket < 12; ticket++) await userEvent.click(add);
    await userEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    await expect.poll(() => location.history.at(-1)).toBe("/cart");

    const reading = ["12 × Group Adult $29.00$319.001 free ticket −$29.00"];
    const inCart = await screen.findByRole("list", { name: "Tickets for Group Admission" });
    expect(ticketLines(inCart)).toEqual(reading);

    await userEvent.click(screen.getByRole("button", { name: "Checkout" }));
    const summary = await screen.findByRole("complementary", { name: "Order summary" });
    expect(ticketLines(within(summary).getByRole("region", { name: "Group Admission" }))).toEqual(
      reading,
    );
  });

  it("a line of a cart saved before its prices were kept reads as its average ticket, with no free line", async () => {
    const view = await renderStorefront("/cart", {
      ticketing: { price: (draft) => TE.right(withReward(draft)) },
      webSales: { productList: () => TE.right(aProductList({ productsGroups: [group] })) },
    });
    const saved = aCartProduct({
      key: "group",
      productId: 106,
      name: "Group Admission",
      categoryName: "productsGroups",
      selectedDiscounts: [{ id: 1061, promotionType: 0, ticketsCount: 12 }],
    });
    await act(async () => {
      await view.useCases.priceCart.add(saved);
    });
    const lines = await screen.findByRole("list", { name: "Tickets for Group Admission" });
    expect(ticketLines(lines)).toEqual(["12 × Group Adult $26.58$319.00"]);
  });
});
