import { useEffect } from "react";
import { useStorefront } from "../../app/StorefrontContext.js";

/** Fetches the catalog's product list the first time home is shown. */
export const useProductList = () => {
  const { catalog } = useStorefront();
  useEffect(() => {
    void catalog.ensureProductList();
  }, [catalog]);
};
