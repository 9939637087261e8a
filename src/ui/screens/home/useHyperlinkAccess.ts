import { useObservableEagerState } from "observable-hooks";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useUseCases } from "../../app/UseCasesContext.js";

/** Where a `?directAccess=` code stands: being resolved, or left on home because it failed. */
export type HyperlinkAccess =
  | { readonly status: "none" }
  | { readonly status: "resolving" }
  | { readonly status: "unresolved"; readonly code: string };

/**
 * Follows a hyperlink code once the product list has settled, since whether the product is
 * "in the list" decides where the link leads. An unresolved link leaves the guest here.
 */
export const useHyperlinkAccess = (code: string | null): HyperlinkAccess => {
  const { catalog, resolveHyperlink } = useUseCases();
  const list = useObservableEagerState(catalog.productList$);
  const listSettled = list.status === "ready" || list.status === "failed";
  const [, navigate] = useLocation();
  const [unresolved, setUnresolved] = useState<string | null>(null);

  useEffect(() => {
    if (code === null || !listSettled) return;
    let current = true;
    void resolveHyperlink(code).then((destination) => {
      if (!current) return;
      if (destination.kind === "unresolved") setUnresolved(destination.code);
      else navigate(destination.path, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [resolveHyperlink, code, listSettled, navigate]);

  if (code === null) return { status: "none" };
  return unresolved === code ? { status: "unresolved", code } : { status: "resolving" };
};
