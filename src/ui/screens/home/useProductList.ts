import { useObservableEagerState } from "observable-hooks";
import { useEffect } from "react";
import { useStorefront } from "../../app/StorefrontContext.js";

/** Fetches the catalog's product list the first time home is shown. */
export const useProductList = () => {
  const { catalog } = useStorefront();
  const list = useObservableEagerState(catalog.productList$);
  const isIdle = list.status === "idle";
  useEffect(() => {
    if (isIdle) void catalog.loadProductList();
  }, [catalog, isIdle]);
};
