import * as O from "fp-ts/lib/Option.js";
import { useObservableEagerState } from "observable-hooks";
import { useEffect, useMemo } from "react";
import { Link, useLocation, useSearchParams } from "wouter";
import { cartProducts, type CartProduct } from "../../../domain/cart.js";
import { hyperlinkFallbackPath } from "../../../domain/hyperlink.js";
import { useUseCases } from "../../app/UseCasesContext.js";
import { useWords } from "../../app/WordsContext.js";
import { useRequestProductList } from "../../app/useRequestProductList.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { Spinner } from "../../components/Spinner.js";
import { useHyperlinkAccess } from "../home/useHyperlinkAccess.js";
import { ProductPage } from "./ProductPage.js";
import { PageTitle } from "../../components/PageTitle.js";
import { pagePaths } from "../../../domain/pagePaths.js";

const NotAvailable = () => {
  const words = useWords();
  return (
    <section>
      <PageTitle>{words("product.notAvailable.pageTitle")}</PageTitle>
      <h1>{words("product.notAvailable.heading")}</h1>
      <Link href={pagePaths.home}>{words("product.notAvailable.backToTickets")}</Link>
    </section>
  );
};

/**
 * A hidden product opened by a hyperlink is not in a freshly loaded list (after a reload, or
 * from a shared address): the link is followed again, as home would, to where it leads now.
 */
const ReopenHyperlink = ({ code }: { readonly code: string }) => {
  const [, navigate] = useLocation();
  const access = useHyperlinkAccess(code);
  useEffect(() => {
    if (access.status === "unresolved") navigate(hyperlinkFallbackPath(code), { replace: true });
  }, [access.status, code, navigate]);
  return <Spinner />;
};

/**
 * The cart line a Change link opened the page for (its `change` key), as the cart held it
 * then: the page edits that line; gone from the cart since, the page adds a new one.
 */
const useLineToChange = (key: string | null): CartProduct | null => {
  const { priceCart } = useUseCases();
  return useMemo(
    () => cartProducts(priceCart.current()).find((product) => product.key === key) ?? null,
    [priceCart, key],
  );
};

/**
 * /product?productId&type (spec §2): the product comes from the loaded list, or from a promo
 * code found earlier; a guest landing here directly gets the list loaded first.
 */
export const ProductScreen = () => {
  const { catalog } = useUseCases();
  const [query] = useSearchParams();
  const list = useObservableEagerState(catalog.productList$);
  useRequestProductList();

  const product = catalog.product(Number(query.get("productId")));
  const line = useLineToChange(query.get("change"));
  const hyperlink = query.get("directAccess");
  const words = useWords();
  if (O.isNone(product) && list.status === "ready" && hyperlink !== null) {
    return <ReopenHyperlink code={hyperlink} />;
  }
  if (O.isSome(product)) {
    return (
      <ProductPage
        product={product.value}
        type={query.get("type")}
        line={line?.productId === product.value.productId ? line : null}
      />
    );
  }
  if (list.status === "failed") {
    return (
      <section>
        {/* Titled as home is: the list that failed to load is home's. */}
        <PageTitle>{words("home.pageTitle")}</PageTitle>
        <h1>{words("home.pageTitle")}</h1>
        <ErrorMessage error={{ tag: "GENERIC" }} />
        <button type="button" onClick={() => void catalog.loadProductList()}>
          {words("product.tryAgain")}
        </button>
      </section>
    );
  }
  return list.status === "ready" ? <NotAvailable /> : <Spinner />;
};
