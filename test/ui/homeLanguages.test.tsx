// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { categories } from "../../src/domain/category.js";
import { LOCALES } from "../../src/domain/locale.js";
import { refusal } from "../support/scripted.js";
import { aProduct, aProductList } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const list = aProductList({ products: [aProduct({ productId: 101, name: "Tower" })] });
const withList = { webSales: { productList: () => TE.right(list) } };

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

describe("home in the guest's language", () => {
  it("the tabs show the guest's words, while analytics still names the list by the table's label", async () => {
    const { fakes } = await renderStorefront("/", { ...withList, locale: "es" });
    await screen.findByRole("tablist", { name: "Categorías de productos" });
    expect(tabNames()).toEqual([
      "ENTRADAS",
      "OTRAS ATRACCIONES",
      "EVENTOS",
      "GRUPOS",
      "CÓDIGO PROMOCIONAL",
    ]);
    await screen.findByRole("heading", { name: "Tower" });
    const lists = fakes.analytics.events.filter((event) => event.name === "view_item_list");
    expect(lists.map((event) => event.item_list_name)).toEqual(["TICKETS"]);
  });

  it.each(LOCALES)(
    "every category's tab has its words in %s; English's are the table's",
    (locale) => {
      const words = guestWordsIn(locale);
      for (const category of categories) {
        const label = words("home.tab", { category: category.name });
        expect(label, category.name).not.toBe("");
        if (locale === "en") expect(label).toBe(category.tabLabel);
      }
    },
  );

  it("the promo-code tab asks for the code in Japanese", async () => {
    await renderStorefront("/tickets/promo-code", { ...withList, locale: "ja" });
    expect(await screen.findByRole("textbox", { name: "プロモーションコード" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "適用" })).toBeTruthy();
  });

  it("an empty tab, and a list that failed, are said in Spanish", async () => {
    let answers = 0;
    await renderStorefront("/tickets/other-attractions", {
      locale: "es",
      webSales: {
        productList: () => (++answers === 1 ? TE.left(refusal(500)) : TE.right(list)),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Volver a intentarlo" }));
    expect(await screen.findByText("Ahora mismo no hay nada a la venta aquí.")).toBeTruthy();
  });
});
