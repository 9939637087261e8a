import { useObservableEagerState } from "observable-hooks";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { hyperlinkFallbackPath } from "../../../domain/hyperlink.js";
import { useStorefront } from "../../app/StorefrontContext.js";

/** Where a `?directAccess=` code stands: being resolved, or left on home because it failed. */
export type HyperlinkAccess =
  | { readonly status: "none" }
  | { readonly status: "resolving" }
  | { readonly status: "unresolved"; readonly code: string };

/**
 * Follows a hyperlink code (spec §2 "Hyperlink access") once the product list has settled,
 * since whether the product is "in the list" decides where the link leads. A code whose
 * answer is home with the same code again has failed: the guest stays here with it.
 */
export const useHyperlinkAccess = (code: string | null): HyperlinkAccess => {
  const { catalog } = useStorefront();
  const list = useObservableEagerState(catalog.productList$);
  const listSettled = list.status === "ready" || list.status === "failed";
  const [, navigate] = useLocation();
  const [unresolved, setUnresolved] = useState<string | null>(null);

  useEffect(() => {
    if (code === null || !listSettled) return;
    let current = true;
    void catalog.resolveHyperlink(code).then((path) => {
      if (!current) return;
      if (path === hyperlinkFallbackPath(code)) setUnresolved(code);
      else navigate(path, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [catalog, code, listSettled, navigate]);

  if (code === null) return { status: "none" };
  return unresolved === code ? { status: "unresolved", code } : { status: "resolving" };
};
