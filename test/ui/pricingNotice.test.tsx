// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { aCartProduct, aPendingOrder, aPricedCart, aProduct, aProductList } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const notice = "Prices include a $2 facility fee. Sales tax is added at checkout.";

const open = async (path: string) => {
  const view = await renderStorefront(path, {
    webSales: {
      productList: () => TE.right(aProductList({ products: [aProduct()], pricingNotice: notice })),
    },
    ticketing: {
      price: () => TE.right(aPricedCart(2500)),
      createPendingOrder: () => TE.right(aPendingOrder({ priced: aPricedCart(2500) })),
    },
  });
  await act(async () => {
    await view.useCases.priceCart.add(aCartProduct());
  });
  return view;
};

describe("the pricing notice beside the totals: the venue's words on fees, not on the tax they itemize", () => {
  it.each([
    ["/checkout", "Place order"],
    ["/cart", "Checkout"],
  ])(
    "%s, which shows the sales tax, keeps the venue's words on fees but not 'Sales tax is added at checkout.'",
    async (path, button) => {
      await open(path);
      await screen.findByRole("button", { name: button });
      expect(screen.getByText("Sales tax")).toBeTruthy();
      expect(await screen.findByText("Prices include a $2 facility fee.")).toBeTruthy();
      expect(screen.queryByText(/Sales tax is added at checkout/)).toBeNull();
    },
  );

  it("home, whose prices are before tax, shows the notice whole", async () => {
    await open("/");
    expect(await screen.findByText(notice)).toBeTruthy();
  });
});
