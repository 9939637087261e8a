// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { localeNames, LOCALES } from "../../src/domain/locale.js";
import { aProduct, aProductList } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const withList = {
  webSales: {
    productList: () =>
      TE.right(aProductList({ products: [aProduct({ productId: 101, name: "Tower" })] })),
  },
};

/** The picker: the disclosure whose summary names the page's language in itself. */
const picker = () =>
  screen.getAllByText(localeNames.de)[0]?.closest("details") ?? screen.getByRole("group");

describe("the storefront in the guest's language", () => {
  it("a page in Spanish says its frame and its home in Spanish", async () => {
    await renderStorefront("/", { ...withList, locale: "es" });
    const site = await screen.findByRole("navigation", { name: "Sitio" });
    expect(within(site).getByRole("link", { name: "Carrito" })).toBeTruthy();
    expect(within(site).getByRole("link", { name: "Gestionar mi pedido" })).toBeTruthy();
    expect(await screen.findByRole("tablist", { name: "Categorías de productos" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Comprar entradas para Tower" })).toBeTruthy();
  });

  it("the cart's count is said in the guest's language", async () => {
    await renderStorefront("/", { ...withList, locale: "ja" });
    expect(await screen.findByRole("link", { name: "カート" })).toBeTruthy();
  });

  it("the picker names each language in itself, each a link to this page in that language", async () => {
    await renderStorefront("/product?productId=101&type=products", { locale: "de" });
    await screen.findByRole("navigation", { name: "Website" });
    const summary = picker().querySelector("summary");
    if (summary === null) throw new Error("the picker has no summary");
    await userEvent.click(summary);
    expect(picker().hasAttribute("open")).toBe(true);
    const links = within(picker()).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(LOCALES.map((l) => localeNames[l]));
    expect(links.map((link) => link.getAttribute("lang"))).toEqual([...LOCALES]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      LOCALES.map((locale) => `/product?productId=101&type=products&lang=${locale}`),
    );
    expect(within(picker()).getByRole("link", { current: true }).textContent).toBe("Deutsch");
  });

  it("a page opened in a language by its address keeps it in the address of every link", async () => {
    await renderStorefront("/?lang=ja", { ...withList, locale: "ja" });
    const site = await screen.findByRole("navigation", { name: "サイト" });
    expect(within(site).getByRole("link", { name: "カート" }).getAttribute("href")).toBe(
      "/cart?lang=ja",
    );
    // jsdom has no layout, so its accessible name may part the hidden span with a space.
    const card = await screen.findByRole("link", { name: /^チケットを購入\s?（Tower）$/ });
    expect(card.getAttribute("href")).toBe("/product?productId=101&type=products&lang=ja");
  });

  it("a page whose language is the browser's keeps the spec's addresses", async () => {
    await renderStorefront("/", { ...withList, locale: "ja" });
    const site = await screen.findByRole("navigation", { name: "サイト" });
    expect(within(site).getByRole("link", { name: "カート" }).getAttribute("href")).toBe("/cart");
  });

  it("following a link keeps the address's language", async () => {
    const view = await renderStorefront("/?lang=es", { ...withList, locale: "es" });
    await userEvent.click(await screen.findByRole("link", { name: "Carrito" }));
    expect(view.location.history.at(-1)).toBe("/cart?lang=es");
  });

  it("a page in pseudo-localization (?lang=en-XA) keeps it in its links", async () => {
    await renderStorefront("/?lang=en-XA", withList);
    const site = await screen.findByRole("navigation", { name: "Site" });
    expect(within(site).getByRole("link", { name: "Cart" }).getAttribute("href")).toBe(
      "/cart?lang=en-XA",
    );
  });
});
