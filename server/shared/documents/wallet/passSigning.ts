import { developmentCredentials, type PassCredentials } from "./passCredentials.js";
import type { PassIdentity } from "./passJson.js";

/** Who signs the passes; the credentials are read or made once, when first needed. */
export interface WalletPassSigning {
  readonly identity: PassIdentity;
  readonly credentials: () => PassCredentials;
}

/** Who development passes claim to be from, when no Pass Type ID is configured. */
export const developmentPassIdentity = {
  typeId: "pass.example.storefront.tickets",
  teamId: "DEVTEAM000",
} as const;

/** Suites and tools that sign no real pass: a development certificate, made on first use. */
export const developmentSigning = (clock: { readonly now: () => Date }): WalletPassSigning => {
  const identity = developmentPassIdentity;
  let made: PassCredentials | undefined;
  return {
    identity,
    credentials: () => (made ??= developmentCredentials(identity, clock.now())),
  };
};
