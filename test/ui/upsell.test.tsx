// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as O from "fp-ts/lib/Option.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import type { CartProduct } from "../../src/domain/cart.js";
import type { ProductList, ProductUpgrade } from "../../src/domain/product.js";
import { aCartProduct, aPendingOrder, aPricedCart, aProduct, aProductList } from "../builders.js";
import { renderProductPage } from "./renderProductPage.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const cafeUpgrade: ProductUpgrade = {
  upgradeProductId: 104,
  headline: "Add a Summit Café voucher",
  promotionalMessage: "Coffee and a pastry at the top.",
  longDescription: "Redeem at the café counter.",
  imageUrl: "/images/products/104.svg",
};

const tower = aProduct({
  productId: 101,
  name: "General Admission",
  productUpgrades: [cafeUpgrade],
});
const cafe = aProduct({
  productId: 104,
  name: "Summit Café Voucher",
  categoryName: "productsOtherAttractions",
});

/** The venue's list: the tower with its café upgrade, and the café voucher on sale beside it. */
const listWithCafe = (overrides: Partial<ProductList> = {}) =>
  aProductList({ products: [tower], productsOtherAttractions: [cafe], ...overrides });

const inCart = (product: { readonly productId: number; readonly name: string }) =>
  aCartProduct({ key: String(product.productId), ...product });

/** What a screen shows of the list is decided once it is loaded: an absence means nothing before. */
const listLoaded = (view: Awaited<ReturnType<typeof renderStorefront>>) =>
  waitFor(() => {
    expect(O.isSome(view.useCases.catalog.currentProductList())).toBe(true);
  });

/** /cart holding `products`, over `list`. */
const renderCart = async (products: readonly CartProduct[], list: ProductList) => {
  const view = await renderStorefront("/cart", {
    webSales: { productList: () => TE.right(list) },
    ticketing: { price: () => TE.right(aPricedCart()) },
  });
  await act(async () => {
    for (const product of products) await view.useCases.priceCart.add(product);
  });
  await screen.findByRole("heading", { name: "Your cart", level: 1 });
  await listLoaded(view);
  return view;
};

describe("the product page's upgrades", () => {
  it("an upgrade is a link to the upgrade product's page, with its headline, promotional message and picture", async () => {
    const { location } = await renderProductPage(
      tower,
      {},
      {
        webSales: { productList: () => TE.right(listWithCafe()) },
      },
    );
    const upgrades = await screen.findByRole("region", { name: "Upgrades" });
    const link = within(upgrades).getByRole("link", { name: "Add a Summit Café voucher" });
    expect(link.getAttribute("href")).toBe("/product?productId=104&type=productsOtherAttractions");
    const offer = link.closest("li");
    expect(offer?.textContent).toContain("Coffee and a pastry at the top.");
    expect(offer?.querySelector("img")?.getAttribute("src")).toBe("/images/products/104.svg");

    await userEvent.click(link);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Summit Café Voucher" }),
    ).toBeTruthy();
    expect(location.history.at(-1)).toBe("/product?productId=104&type=productsOtherAttractions");
  });

  it("an upgrade whose product is not in the list shows its words without a link", async () => {
    await renderProductPage(tower);
    const upgrades = await screen.findByRole("region", { name: "Upgrades" });
    expect(within(upgrades).getByText("Add a Summit Café voucher")).toBeTruthy();
    expect(within(upgrades).getByText("Coffee and a pastry at the top.")).toBeTruthy();
    expect(within(upgrades).queryByRole("link")).toBeNull();
  });
});

describe("the cart's upgrades", () => {
  it("the cart suggests, under the venue's upgrade message, an upgrade of its products that it does not hold, as a link to that product's page", async () => {
    await renderCart(
      [inCart(tower)],
      listWithCafe({ checkOutUpgradeMessage: "Make a day of it: add these to your visit." }),
    );
    const upgrades = await screen.findByRole("region", { name: "Add to your visit" });
    expect(within(upgrades).getByText("Make a day of it: add these to your visit.")).toBeTruthy();
    expect(
      within(upgrades)
        .getByRole("link", { name: "Add a Summit Café voucher" })
        .getAttribute("href"),
    ).toBe("/product?productId=104&type=productsOtherAttractions");
  });

  it("the cart does not suggest an upgrade it already holds", async () => {
    await renderCart([inCart(tower), inCart(cafe)], listWithCafe());
    expect(screen.queryByRole("region", { name: "Add to your visit" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Add a Summit Café voucher" })).toBeNull();
  });

  it("the cart does not suggest an upgrade whose product is not in the list", async () => {
    await renderCart([inCart(tower)], aProductList({ products: [tower] }));
    expect(screen.queryByRole("region", { name: "Add to your visit" })).toBeNull();
  });
});

describe("the checkout's message", () => {
  const openCheckout = async (checkOutMessage: string) => {
    const view = await renderStorefront("/checkout", {
      webSales: { productList: () => TE.right(aProductList({ checkOutMessage })) },
      ticketing: {
        price: () => TE.right(aPricedCart()),
        createPendingOrder: () => TE.right(aPendingOrder()),
      },
    });
    await act(async () => {
      await view.useCases.priceCart.add(aCartProduct());
    });
    await listLoaded(view);
    return screen.findByRole("button", { name: "Place order" });
  };

  it("the checkout shows the venue's checkout message before Place order", async () => {
    const placeOrder = await openCheckout("Tickets are valid only for the date and time shown.");
    const message = await screen.findByText("Tickets are valid only for the date and time shown.");
    expect(
      message.compareDocumentPosition(placeOrder) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it.each(["", "   "])("an empty or blank checkout message shows nothing: %j", async (blank) => {
    const placeOrder = await openCheckout(blank);
    const form = placeOrder.closest("form");
    const paragraphs = [...(form?.querySelectorAll("p") ?? [])];
    expect(paragraphs.length).toBeGreaterThan(0);
    expect(paragraphs.filter((p) => p.textContent.trim() === "")).toEqual([]);
  });
});
