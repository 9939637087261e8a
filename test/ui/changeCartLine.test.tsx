// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import type { CartProduct } from "../../src/domain/cart.js";
import { cartProducts } from "../../src/domain/cart.js";
import { productPath } from "../../src/domain/productPage.js";
import { modelPricing } from "../models.js";
import { aCartProduct, aDiscount, aProduct, aProductList, saleDatesOf } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const tower = aProduct({ productId: 101, name: "General Admission" });
const group = aProduct({ productId: 106, name: "Group Admission", categoryName: "productsGroups" });

const price = modelPricing({ maximumOf: () => null, taxBasisPoints: 1000 });

/** The page at `path`, opened with these lines already in the cart (kept from before). */
const renderWithCart = async (path: string, lines: readonly CartProduct[]) => {
  const view = await renderStorefront(path, {
    start: false,
    webSales: {
      productList: () => TE.right(aProductList({ products: [tower], productsGroups: [group] })),
    },
    ticketing: {
      dates: () => TE.right(saleDatesOf(["2030-01-08", "2030-01-10"])),
      discounts: () => TE.right([aDiscount({ id: 10, name: "Adult" })]),
      inventory: () => TE.right([]),
      price: (order) => TE.fromEither(price(order.products)),
    },
  });
  for (const line of lines) {
    await act(async () => {
      await view.useCases.priceCart.add(line);
    });
  }
  await act(async () => {
    await view.useCases.startup.start();
  });
  return view;
};

const twoAdults = aCartProduct({
  key: "line-1",
  productId: 101,
  visitDate: "2030-01-10",
  selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: 2 }],
});

const changePath = (line: CartProduct) =>
  productPath({ productId: line.productId, type: line.categoryName, change: line.key });

describe("Change on a cart line edits that line", () => {
  it("the product page opens with the line's date and tickets chosen and says Update cart", async () => {
    await renderWithCart(changePath(twoAdults), [twoAdults]);
    const summary = await screen.findByRole("complementary", { name: "Your booking" });
    await waitFor(() => {
      expect(within(summary).getByText("Thursday, January 10, 2030")).toBeTruthy();
    });
    expect(within(summary).getByText(/^2 × Adult/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Update cart" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add to cart" })).toBeNull();
  });

  it("updating replaces the line where it stands: 2 adults changed to 3 are 3 tickets, not 5", async () => {
    const other = aCartProduct({ key: "line-2", productId: 101, visitDate: "2030-01-08" });
    const { useCases, location } = await renderWithCart(changePath(twoAdults), [twoAdults, other]);
    await userEvent.click(await screen.findByRole("button", { name: "Add one Adult" }));
    const update = screen.getByRole("button", { name: "Update cart" });
    await waitFor(() => {
      expect(update.getAttribute("aria-disabled")).toBe("false");
    });
    await userEvent.click(update);
    await waitFor(() => {
      expect(location.history.at(-1)).toBe("/cart");
    });
    const lines = cartProducts(useCases.priceCart.current());
    expect(lines.map((line) => [line.key, line.selectedDiscounts[0]?.ticketsCount])).toEqual([
      ["line-1", 3],
      ["line-2", 1],
    ]);
    expect(screen.getByRole("link", { name: "Cart (4)" })).toBeTruthy();
  });

  it("a line that has left the cart since is added again rather than lost", async () => {
    const { useCases, location } = await renderWithCart(changePath(twoAdults), [twoAdults]);
    await screen.findByRole("button", { name: "Update cart" });
    await act(async () => {
      await useCases.priceCart.remove("line-1");
    });
    const update = screen.getByRole("button", { name: "Update cart" });
    await waitFor(() => {
      expect(update.getAttribute("aria-disabled")).toBe("false");
    });
    await userEvent.click(update);
    await waitFor(() => {
      expect(location.history.at(-1)).toBe("/cart");
    });
    expect(cartProducts(useCases.priceCart.current()).map((line) => line.key)).toEqual(["line-1"]);
  });
});

describe("a group order has a cart of its own", () => {
  const groupLine = aCartProduct({
    key: "group-1",
    productId: 106,
    name: "Group Admission",
    categoryName: "productsGroups",
    selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: 12 }],
  });

  it("a regular product opened beside a group cart says so before anything is chosen, and Add to cart stays off", async () => {
    await renderWithCart(productPath({ productId: 101, type: "products" }), [groupLine]);
    expect(
      await screen.findByText(
        "Your cart holds a group order, which is booked on its own. Check out or remove it first to add these tickets.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add to cart" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });

  it("a group product opened beside other tickets says so", async () => {
    await renderWithCart(productPath({ productId: 106, type: "productsGroups" }), [twoAdults]);
    expect(
      await screen.findByText(
        "A group visit is booked as an order of its own. Check out or remove the tickets in your cart first.",
      ),
    ).toBeTruthy();
  });
});
