import * as E from "fp-ts/lib/Either.js";
import * as O from "fp-ts/lib/Option.js";
import type * as t from "io-ts";
import {
  isListed,
  listedCategoryNames,
  type ListedCategoryName,
} from "../../../src/domain/category.js";
import { homeTabOf, pagePaths } from "../../../src/domain/pagePaths.js";
import { FIRST_VIEW_CARDS } from "../../../src/domain/firstView.js";
import { ProductList } from "#contract/catalog.js";
import type { FirstAnswers } from "#contract/firstAnswers.js";
import { routes } from "#contract/routes.js";

type WireProductList = t.TypeOf<typeof ProductList>;
type WireProduct = WireProductList["products"][number];

/** The listed tab a home page opens on (PROMO CODE's products are not in the list). */
const homeCategoryOf = (path: string): O.Option<ListedCategoryName> =>
  O.flatMap(homeTabOf(path), (category) => (isListed(category) ? O.some(category.name) : O.none));

const listedProducts = (list: WireProductList): readonly WireProduct[] =>
  listedCategoryNames.flatMap((category) => list[category]);

/** The products whose pictures the page's first view shows, as its screen picks them. */
const firstViewProducts = (page: URL, list: WireProductList): readonly WireProduct[] => {
  // A hyperlink's code may open the PROMO CODE tab instead: its pictures are not known yet.
  if (page.searchParams.has("directAccess")) return [];
  if (page.pathname === pagePaths.product) {
    const productId = Number(page.searchParams.get("productId"));
    return listedProducts(list).filter((product) => product.productId === productId);
  }
  return O.match(
    () => [],
    (category: ListedCategoryName) =>
      list[category].filter((product) => !product.isHidden).slice(0, FIRST_VIEW_CARDS),
  )(homeCategoryOf(page.pathname));
};

/**
 * The pictures a page's first view shows (Lighthouse's largest paint on the home and product
 * pages), known from the product list the page comes with: preloaded at once instead of after
 * the entry script has run and rendered the screen. None without that list.
 */
export const firstViewPicturesOf = (page: URL, answers: FirstAnswers): readonly string[] => {
  const answer = answers[routes.productList.path];
  const list = ProductList.decode(answer?.body);
  if (E.isLeft(list)) return [];
  return firstViewProducts(page, list.right)
    .map((product) => product.imageUrl)
    .filter((url) => url !== "");
};
