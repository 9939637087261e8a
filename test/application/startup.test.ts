import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { recordingErrorReporter, recordingScriptLoader } from "../../src/adapters/memory/local.js";
import { refusal } from "../support/scripted.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";
import { createStartup, type StartupState } from "../../src/application/startup/startup.js";
import { brandOf } from "../../src/domain/brand.js";
import type { Configuration } from "../../src/domain/configuration.js";
import type { FeatureFlags } from "../../src/domain/featureFlags.js";
import { tenantOf } from "../../src/domain/tenant.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import { pendingAnswer, recorded } from "../async.js";
import { aConfiguration } from "../builders.js";

const configuration = aConfiguration({ client: "cgg" });
const flags: FeatureFlags = { promoCode: true, groupSales: false };

/** A startup whose ports log, in one list, the order in which they are asked. */
const startupWith = (
  options: {
    config?: TE.TaskEither<ApiFailure, Configuration>;
    flags?: TE.TaskEither<ApiFailure, FeatureFlags>;
    script?: TE.TaskEither<ApiFailure, string>;
    host?: string;
  } = {},
) => {
  const asked: string[] = [];
  const errorReporter = recordingErrorReporter();
  const scriptLoader = recordingScriptLoader();
  const webSales = scriptedWebSales({
    trackingScript: (id) => {
      asked.push(`tracking script ${String(id)}`);
      return options.script ?? TE.right("<script>track()</script>");
    },
  });
  const startup = createStartup({
    configurationSource: {
      load: () => {
        asked.push("configuration");
        return options.config ?? TE.right(configuration);
      },
    },
    featureFlags: {
      load: () => {
        asked.push("feature flags");
        return options.flags ?? TE.right(flags);
      },
    },
    webSales,
    scriptLoader,
    errorReporter,
    host: options.host ?? "cgg.example.com",
  });
  return { startup, asked, errorReporter, scriptLoader, webSales };
};

/** The statuses a view went through; `start` re-announcing the initial status is not a step. */
const statuses = (states: readonly StartupState[]) =>
  states
    .map((state) => state.status)
    .filter((status, index, all) => index === 0 || all[index - 1] !== status);

describe("startup", () => {
  it("startup loads the configuration, then the feature flags, and only then is ready", async () => {
    const config = pendingAnswer<Configuration>();
    const featureFlags = pendingAnswer<FeatureFlags>();
    const { startup, asked } = startupWith({ config: config.task, flags: featureFlags.task });
    const states = recorded(startup.state$);

    const started = startup.start();
    expect(asked).toEqual(["configuration"]);
    expect(statuses(states)).toEqual(["loading-config"]);

    await config.succeed(configuration);
    expect(asked[0]).toBe("configuration");
    expect(asked.slice(1).sort()).toEqual(["feature flags", "tracking script 44"]);
    expect(statuses(states)).toEqual(["loading-config", "loading-flags"]);

    await featureFlags.succeed(flags);
    expect(statuses(states)).toEqual(["loading-config", "loading-flags", "ready"]);
    expect(await started).toEqual({
      status: "ready",
      configuration,
      flags,
      brand: brandOf("cgg"),
      tenant: tenantOf("cgg"),
    });
  });

  it("the brand comes from the page host and the tenant from the configuration's client", async () => {
    const { startup, asked } = startupWith({
      config: TE.right(aConfiguration({ client: "sn" })),
      host: "cgg.tickets.example.com:443",
    });
    const ready = await startup.start();
    expect(ready).toMatchObject({ status: "ready", brand: brandOf("cgg"), tenant: tenantOf("sn") });
    expect(asked).toContain("tracking script 44");
  });

  it("an unknown host or localhost falls back to the first brand", async () => {
    const { startup, asked } = startupWith({ host: "localhost:5173" });
    expect(await startup.start()).toMatchObject({ status: "ready", brand: brandOf("sn") });
    expect(asked).toContain("tracking script 41");
  });

  it("the brand's tracking script runs once the configuration is there", async () => {
    const { startup, scriptLoader } = startupWith({ script: TE.right("<script>sn()</script>") });
    await startup.start();
    expect(scriptLoader.scripts).toEqual(["<script>sn()</script>"]);
  });

  it("the routes do not wait for a slow tracking script; it runs when it arrives", async () => {
    const script = pendingAnswer<string>();
    const { startup, scriptLoader } = startupWith({ script: script.task });
    expect((await startup.start()).status).toBe("ready");
    expect(scriptLoader.scripts).toEqual([]);
    await script.succeed("<script>late()</script>");
    expect(scriptLoader.scripts).toEqual(["<script>late()</script>"]);
  });

  it("a tracking-script failure is reported and startup still completes", async () => {
    const { startup, errorReporter, scriptLoader } = startupWith({
      script: TE.left({ tag: "UNREACHABLE", message: "connection refused" }),
    });
    const state = await startup.start();
    expect(state.status).toBe("ready");
    expect(scriptLoader.scripts).toEqual([]);
    expect(errorReporter.reports).toEqual([
      {
        message: "tracking script failed to load",
        detail: { tag: "UNREACHABLE", message: "connection refused" },
      },
    ]);
  });

  it("a configuration failure is reported, fails startup and fetches nothing else", async () => {
    const failure = refusal(500, "config store down");
    const { startup, asked, errorReporter, scriptLoader } = startupWith({
      config: TE.left(failure),
    });
    const states = recorded(startup.state$);
    expect(await startup.start()).toEqual({ status: "failed", failure });
    expect(statuses(states)).toEqual(["loading-config", "failed"]);
    expect(asked).toEqual(["configuration"]);
    expect(scriptLoader.scripts).toEqual([]);
    expect(errorReporter.reports).toEqual([
      {
        message: "configuration failed to load",
        detail: { tag: "API_REFUSED", code: "500", message: "config store down" },
      },
    ]);
  });

  it("each kind of configuration failure is reported with what it carries, as text", async () => {
    const cases: { failure: ApiFailure; detail: Record<string, string> }[] = [
      {
        failure: { tag: "UNREACHABLE", message: "connection refused" },
        detail: { tag: "UNREACHABLE", message: "connection refused" },
      },
      {
        failure: { tag: "NOT_SUCCESSFUL", message: "HTTP 502" },
        detail: { tag: "NOT_SUCCESSFUL", message: "HTTP 502" },
      },
      {
        failure: { tag: "NOT_SUCCESSFUL", message: null },
        detail: { tag: "NOT_SUCCESSFUL", message: "" },
      },
      {
        failure: { tag: "THROTTLED", retryAfterSeconds: 30 },
        detail: { tag: "THROTTLED", retryAfterSeconds: "30" },
      },
      {
        failure: { tag: "UNEXPECTED_ANSWER", field: "ticketUrl" },
        detail: { tag: "UNEXPECTED_ANSWER", field: "ticketUrl" },
      },
    ];
    for (const { failure, detail } of cases) {
      const { startup, errorReporter } = startupWith({ config: TE.left(failure) });
      await startup.start();
      expect(errorReporter.reports).toEqual([{ message: "configuration failed to load", detail }]);
    }
  });

  it("feature flags that fail to load are reported and leave every feature as built", async () => {
    const { startup, errorReporter } = startupWith({
      flags: TE.left({ tag: "UNEXPECTED_ANSWER", field: "features.0.enabled" }),
    });
    const state = await startup.start();
    expect(state).toMatchObject({ status: "ready", flags: {} });
    expect(errorReporter.reports).toEqual([
      {
        message: "feature flags failed to load",
        detail: { tag: "UNEXPECTED_ANSWER", field: "features.0.enabled" },
      },
    ]);
  });

  it("a late subscriber gets the current startup state", async () => {
    const { startup } = startupWith();
    expect(await firstValueFrom(startup.state$)).toEqual({ status: "loading-config" });
    await startup.start();
    expect(await firstValueFrom(startup.state$)).toMatchObject({ status: "ready", flags });
  });
});
