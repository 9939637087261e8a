import { createContext, useContext } from "react";
import type { StorefrontSetup } from "../../application/startup/startup.js";

/** The storefront's setup, given to the screens once startup is ready. */
export const SetupContext = createContext<StorefrontSetup | null>(null);

export const useSetup = (): StorefrontSetup => {
  const setup = useContext(SetupContext);
  if (setup === null) throw new Error("useSetup is used before startup completed");
  return setup;
};
