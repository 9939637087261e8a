import * as TE from "fp-ts/lib/TaskEither.js";
import { createCatalog } from "../../src/application/catalog/catalog.js";
import type { Product } from "../../src/domain/product.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { aProduct, aProductList } from "../builders.js";
import { scriptedWebSales } from "./scriptedWebSales.js";

export const admission = aProduct({ productId: 101, name: "General Admission" });
export const hiddenAdmission = aProduct({
  productId: 102,
  name: "Staff Admission",
  isHidden: true,
});
export const groupVisit = aProduct({
  productId: 201,
  name: "School Group",
  categoryName: "productsGroups",
});
export const list = aProductList({
  products: [admission, hiddenAdmission],
  productsGroups: [groupVisit],
});

/** A product of the promo-code category, as a promo code or a hyperlink unlocks it. */
export const promoProduct = (overrides: Partial<Product> = {}) =>
  aProduct({
    productId: 901,
    name: "Winter Promo",
    categoryName: "promoCodeProducts",
    ...overrides,
  });

/** A catalog over scripted web-sales answers, with the list above loaded unless told not to. */
export const catalogWith = async (answers: Partial<WebSalesApi>, loadList = true) => {
  const webSales = scriptedWebSales({ productList: () => TE.right(list), ...answers });
  const catalog = createCatalog({ webSales });
  if (loadList) await catalog.loadProductList();
  return { catalog, webSales };
};
