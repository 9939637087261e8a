import { createContext, useContext } from "react";
import type { Storefront } from "../../application/startup/startup.js";

/** The started storefront: its configuration, feature flags, brand and tenant. */
export const StartedContext = createContext<Storefront | null>(null);

export const useStarted = (): Storefront => {
  const started = useContext(StartedContext);
  if (started === null) throw new Error("useStarted is used before startup completed");
  return started;
};
