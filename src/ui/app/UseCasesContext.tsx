import { createContext, use, useContext, type ReactNode } from "react";
import type { LaterUseCases, UseCases } from "../../application/useCases.js";

const UseCasesContext = createContext<UseCases | null>(null);

/** Gives every screen the use cases: the browser's container in the app, a test one in tests. */
export const UseCasesProvider = ({
  useCases,
  children,
}: {
  readonly useCases: UseCases;
  readonly children: ReactNode;
}) => <UseCasesContext.Provider value={useCases}>{children}</UseCasesContext.Provider>;

export const useUseCases = (): UseCases => {
  const useCases = useContext(UseCasesContext);
  if (useCases === null) throw new Error("useUseCases is used outside a UseCasesProvider");
  return useCases;
};

/**
 * The later screens' use cases: the screen suspends (its Suspense shows the spinner) until
 * their code has loaded; `later` answers the same promise every time, as `use` needs.
 */
export const useLaterUseCases = (): LaterUseCases => use(useUseCases().later());
