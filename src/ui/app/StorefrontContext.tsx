import { createContext, use, useContext, type ReactNode } from "react";
import type { LaterUseCases, StorefrontUseCases } from "../../application/storefront.js";

const StorefrontContext = createContext<StorefrontUseCases | null>(null);

/** Gives every screen the use cases: the browser's container in the app, a test one in tests. */
export const StorefrontProvider = ({
  useCases,
  children,
}: {
  readonly useCases: StorefrontUseCases;
  readonly children: ReactNode;
}) => <StorefrontContext.Provider value={useCases}>{children}</StorefrontContext.Provider>;

export const useStorefront = (): StorefrontUseCases => {
  const useCases = useContext(StorefrontContext);
  if (useCases === null) throw new Error("useStorefront is used outside a StorefrontProvider");
  return useCases;
};

/**
 * The later screens' use cases: the screen suspends (its Suspense shows the spinner) until
 * their code has loaded; `later` answers the same promise every time, as `use` needs.
 */
export const useLaterUseCases = (): LaterUseCases => use(useStorefront().later());
