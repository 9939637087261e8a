import * as E from "fp-ts/lib/Either.js";
import * as O from "fp-ts/lib/Option.js";
import { map, type Observable } from "rxjs";
import type { ListedCategoryName } from "../../domain/category.js";
import {
  findProduct,
  visibleProductsIn,
  type Product,
  type ProductList,
} from "../../domain/product.js";
import type { ApiFailure } from "../../ports/apiFailure.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { failed, idle, loading, ready, type Remote } from "../shared/remote.js";
import { latestOnly } from "../shared/latestOnly.js";
import { createState } from "../shared/state.js";

/** A promo code's result: the products it unlocks, or the code marked invalid (spec §5). */
export type PromoCodeResult =
  | { readonly kind: "valid"; readonly code: string; readonly products: readonly Product[] }
  | { readonly kind: "invalid"; readonly code: string };

export interface Catalog {
  readonly productList$: Observable<Remote<ApiFailure, ProductList>>;
  readonly promoCode$: Observable<Remote<ApiFailure, PromoCodeResult>>;
  /** The visible products of one tab, once the list is loaded. */
  readonly productsIn: (category: ListedCategoryName) => Observable<readonly Product[]>;
  /** Loads the list again, whatever its state: the guest's "Try again". */
  readonly loadProductList: () => Promise<void>;
  /** Loads the list unless it is loaded, on its way or failed: many callers, one request. */
  readonly ensureProductList: () => Promise<void>;
  readonly submitPromoCode: (code: string) => Promise<void>;
  /** The loaded list, or None while it is not loaded. */
  readonly currentProductList: () => O.Option<ProductList>;
  /** Keeps the list a hyperlink extended with the hidden products it unlocked (spec §2). */
  readonly keepUnlockedProducts: (extended: ProductList) => void;
  /** A product by id, from the list or from the products a promo code unlocked. */
  readonly product: (productId: number) => O.Option<Product>;
}

export const createCatalog = (deps: { readonly webSales: WebSalesApi }): Catalog => {
  const list = createState<Remote<ApiFailure, ProductList>>(idle);
  const promo = createState<Remote<ApiFailure, PromoCodeResult>>(idle);

  const currentList = (): O.Option<ProductList> => {
    const state = list.get();
    return state.status === "ready" ? O.some(state.value) : O.none;
  };

  const loadProductList = async () => {
    list.set(loading);
    const answer = await deps.webSales.productList()();
    list.set(E.isRight(answer) ? ready(answer.right) : failed(answer.left));
  };

  const ensureProductList = async () => {
    if (list.get().status === "idle") await loadProductList();
  };

  // Only the latest code's answer is kept: a slow answer for an earlier code is dropped.
  const latestPromo = latestOnly();

  const submitPromoCode = async (typed: string) => {
    const code = typed.trim();
    if (code === "") {
      latestPromo.supersede();
      promo.set(ready({ kind: "invalid", code }));
      return;
    }
    promo.set(loading);
    const latest = await latestPromo.run(deps.webSales.promoCodeProducts(code, 1));
    if (O.isNone(latest)) return;
    const answer = latest.value;
    if (E.isLeft(answer)) {
      promo.set(failed(answer.left));
      return;
    }
    promo.set(
      ready(
        answer.right.length === 0
          ? { kind: "invalid", code }
          : { kind: "valid", code, products: answer.right },
      ),
    );
  };

  const product = (productId: number): O.Option<Product> => {
    const fromList = O.chain((l: ProductList) => findProduct(l, productId))(currentList());
    if (O.isSome(fromList)) return fromList;
    const state = promo.get();
    return state.status === "ready" && state.value.kind === "valid"
      ? O.fromNullable(state.value.products.find((p) => p.productId === productId))
      : O.none;
  };

  return {
    productList$: list.state$,
    promoCode$: promo.state$,
    productsIn: (category) =>
      list.state$.pipe(
        map((state) => (state.status === "ready" ? visibleProductsIn(state.value, category) : [])),
      ),
    loadProductList,
    ensureProductList,
    submitPromoCode,
    currentProductList: currentList,
    keepUnlockedProducts: (extended) => {
      list.set(ready(extended));
    },
    product,
  };
};
