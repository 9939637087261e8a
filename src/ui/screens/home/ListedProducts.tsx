import { useObservableEagerState } from "observable-hooks";
import { useMemo } from "react";
import type { ListedCategoryName } from "../../../domain/category.js";
import { useUseCases } from "../../app/UseCasesContext.js";
import { useWords } from "../../app/WordsContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { Spinner } from "../../components/Spinner.js";
import { ProductCards } from "./ProductCards.js";

/** One listed tab: its visible products once the list is in, or a way to ask again. */
export const ListedProducts = ({ category }: { readonly category: ListedCategoryName }) => {
  const { catalog } = useUseCases();
  const list = useObservableEagerState(catalog.productList$);
  const products$ = useMemo(() => catalog.productsIn(category), [catalog, category]);
  const products = useObservableEagerState(products$);
  const words = useWords();

  if (list.status === "failed") {
    return (
      <>
        <ErrorMessage error={{ tag: "GENERIC" }} />
        <button type="button" onClick={() => void catalog.loadProductList()}>
          {words("home.tryAgain")}
        </button>
      </>
    );
  }
  if (list.status !== "ready") return <Spinner />;
  return <ProductCards products={products} type={category} />;
};
