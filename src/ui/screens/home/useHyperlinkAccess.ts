import { useObservableEagerState } from "observable-hooks";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useUseCases } from "../../app/UseCasesContext.js";

/**
 * Where a `?directAccess=` code stands: being resolved, left on home because it failed, or
 * gone home because it has expired (which home then says, until the guest moves on).
 */
export type HyperlinkAccess =
  | { readonly status: "none" }
  | { readonly status: "resolving" }
  | { readonly status: "unresolved"; readonly code: string }
  | { readonly status: "expired" };

/**
 * Follows a hyperlink code once the product list has settled, since whether the product is
 * "in the list" decides where the link leads. An unresolved link leaves the guest here.
 */
export const useHyperlinkAccess = (code: string | null): HyperlinkAccess => {
  const { catalog, resolveHyperlink } = useUseCases();
  const list = useObservableEagerState(catalog.productList$);
  const listSettled = list.status === "ready" || list.status === "failed";
  const [path, navigate] = useLocation();
  const [unresolved, setUnresolved] = useState<string | null>(null);
  /** The page an expired link led to: the code has left the address by then. */
  const [expiredOn, setExpiredOn] = useState<string | null>(null);
  if (expiredOn !== null && code === null && path !== expiredOn) setExpiredOn(null);

  useEffect(() => {
    if (code === null || !listSettled) return;
    let current = true;
    void resolveHyperlink(code).then((destination) => {
      if (!current) return;
      if (destination.kind === "unresolved") {
        setUnresolved(destination.code);
        return;
      }
      if (destination.kind === "expired") setExpiredOn(destination.path);
      navigate(destination.path, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [resolveHyperlink, code, listSettled, navigate]);

  if (code === null) return expiredOn === path ? { status: "expired" } : { status: "none" };
  return unresolved === code ? { status: "unresolved", code } : { status: "resolving" };
};
