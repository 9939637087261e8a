import * as O from "fp-ts/lib/Option.js";
import { useObservableEagerState } from "observable-hooks";
import { useEffect } from "react";
import { Link, useSearchParams } from "wouter";
import { useStorefront } from "../../app/StorefrontContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { Spinner } from "../../components/Spinner.js";
import { ProductPage } from "./ProductPage.js";

const NotAvailable = () => (
  <section>
    <h1>This product is not available.</h1>
    <Link href="/">Back to tickets</Link>
  </section>
);

/**
 * /product?productId&type (spec §2): the product comes from the loaded list, or from a promo
 * code found earlier; a guest landing here directly gets the list loaded first.
 */
export const ProductScreen = () => {
  const { catalog } = useStorefront();
  const [query] = useSearchParams();
  const list = useObservableEagerState(catalog.productList$);
  useEffect(() => {
    void catalog.ensureProductList();
  }, [catalog]);

  const product = catalog.product(Number(query.get("productId")));
  if (O.isSome(product)) {
    return (
      <ProductPage product={product.value} groupSale={query.get("type") === "productsGroups"} />
    );
  }
  if (list.status === "failed") {
    return (
      <section>
        <h1>Tickets</h1>
        <ErrorMessage error={{ tag: "GENERIC" }} />
        <button type="button" onClick={() => void catalog.loadProductList()}>
          Try again
        </button>
      </section>
    );
  }
  return list.status === "ready" ? <NotAvailable /> : <Spinner />;
};
