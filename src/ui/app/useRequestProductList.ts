import { useEffect } from "react";
import { useUseCases } from "./UseCasesContext.js";

/**
 * For a screen that shows the catalog's product list: asks for it the first time any such
 * screen opens (the request is shared, and a preload may have started it already).
 */
export const useRequestProductList = () => {
  const { catalog } = useUseCases();
  useEffect(() => {
    void catalog.ensureProductList();
  }, [catalog]);
};
