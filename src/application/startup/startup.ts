import * as E from "fp-ts/lib/Either.js";
import type { Observable } from "rxjs";
import { resolveBrand, type Brand } from "../../domain/brand.js";
import type { Configuration } from "../../domain/configuration.js";
import type { FeatureFlags } from "../../domain/featureFlags.js";
import { tenantOf, type Tenant } from "../../domain/tenant.js";
import type { ApiFailure } from "../../ports/apiFailure.js";
import type { ConfigurationSource } from "../../ports/configurationSource.js";
import type { ErrorReporter } from "../../ports/errorReporter.js";
import type { FeatureFlagsSource } from "../../ports/featureFlagsSource.js";
import type { ScriptLoader } from "../../ports/scriptLoader.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { createState } from "../shared/state.js";

/** What startup loaded and every screen reads: the configuration, feature flags, brand and tenant. */
export interface StorefrontSetup {
  readonly configuration: Configuration;
  readonly flags: FeatureFlags;
  readonly brand: Brand;
  readonly tenant: Tenant;
}

/** Spec §4 Startup: configuration first, then the feature flags, and only then the routes. */
export type StartupState =
  | { readonly status: "loading-config" }
  | {
      readonly status: "loading-flags";
      readonly configuration: Configuration;
      readonly brand: Brand;
    }
  | ({ readonly status: "ready" } & StorefrontSetup)
  | { readonly status: "failed"; readonly failure: ApiFailure };

export interface StartupDeps {
  readonly configurationSource: ConfigurationSource;
  readonly featureFlags: FeatureFlagsSource;
  readonly webSales: Pick<WebSalesApi, "trackingScript">;
  readonly scriptLoader: ScriptLoader;
  readonly errorReporter: ErrorReporter;
  /** The page's host name: it picks the brand (spec §1). */
  readonly host: string;
}

export interface Startup {
  readonly state$: Observable<StartupState>;
  readonly start: () => Promise<StartupState>;
}

const describe = (failure: ApiFailure): Record<string, string> => {
  switch (failure.tag) {
    case "API_REFUSED":
      return { tag: failure.tag, code: String(failure.code), message: failure.message };
    case "UNREACHABLE":
    case "NOT_SUCCESSFUL":
      return { tag: failure.tag, message: failure.message ?? "" };
    case "THROTTLED":
      return { tag: failure.tag, retryAfterSeconds: String(failure.retryAfterSeconds) };
    case "UNEXPECTED_ANSWER":
      return { tag: failure.tag, field: failure.field };
  }
};

export const createStartup = (deps: StartupDeps): Startup => {
  const state = createState<StartupState>({ status: "loading-config" });

  // The tracking script is third-party behaviour: its failure is reported, never shown (spec §8).
  const loadTrackingScript = async (brand: Brand) => {
    const script = await deps.webSales.trackingScript(brand.trackingScriptId)();
    if (E.isRight(script)) deps.scriptLoader.run(script.right);
    else deps.errorReporter.report("tracking script failed to load", describe(script.left));
  };

  // Flags that fail to load leave every feature as built: guests are not locked out because a
  // flag service is down. The failure is reported.
  const loadFlags = async (): Promise<FeatureFlags> => {
    const flags = await deps.featureFlags.load()();
    if (E.isRight(flags)) return flags.right;
    deps.errorReporter.report("feature flags failed to load", describe(flags.left));
    return {};
  };

  const start = async (): Promise<StartupState> => {
    state.set({ status: "loading-config" });
    const configuration = await deps.configurationSource.load()();
    if (E.isLeft(configuration)) {
      deps.errorReporter.report("configuration failed to load", describe(configuration.left));
      state.set({ status: "failed", failure: configuration.left });
      return state.get();
    }
    const brand = resolveBrand(deps.host);
    state.set({ status: "loading-flags", configuration: configuration.right, brand });
    // The tracking script loads beside the flags; the routes wait for the flags only.
    void loadTrackingScript(brand);
    const flags = await loadFlags();
    state.set({
      status: "ready",
      configuration: configuration.right,
      flags,
      brand,
      tenant: tenantOf(configuration.right.client),
    });
    return state.get();
  };

  return { state$: state.state$, start };
};
