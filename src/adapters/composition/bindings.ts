import type { Container } from "inversify";
import type { BrandKey } from "../../domain/brand.js";
import { createHttpPorts } from "./httpPorts.js";
import { createSession } from "./session.js";
import { createStorefront } from "./storefront.js";
import { TOKENS } from "./tokens.js";

/*
 * What every runtime shares: the session, the storefront's use cases and, for runtimes that
 * talk to a real API, the HTTP ports. Each runtime's own module (browser, node, test) binds
 * its adapters first; these bindings resolve from them by factory, with no decorators.
 */

export const bindHttpPorts = (
  container: Container,
  options: { client?: BrandKey; retryDelayMs?: number } = {},
) => {
  const ports = Symbol.for("storefront.httpPorts");
  container
    .bind<ReturnType<typeof createHttpPorts>>(ports)
    .toResolvedValue(
      (transport, origin, host, ids, session) =>
        createHttpPorts({ transport, origin, host, ids, session, ...options }),
      [TOKENS.transport, TOKENS.origin, TOKENS.host, TOKENS.ids, TOKENS.session],
    )
    .inSingletonScope();
  const from =
    <K extends keyof ReturnType<typeof createHttpPorts>>(key: K) =>
    (all: ReturnType<typeof createHttpPorts>) =>
      all[key];
  container.bind(TOKENS.configurationSource).toResolvedValue(from("configurationSource"), [ports]);
  container.bind(TOKENS.featureFlags).toResolvedValue(from("featureFlags"), [ports]);
  container.bind(TOKENS.webSales).toResolvedValue(from("webSales"), [ports]);
  container.bind(TOKENS.ticketing).toResolvedValue(from("ticketing"), [ports]);
};

export const bindStorefront = (container: Container) => {
  container.bind(TOKENS.session).toResolvedValue(createSession).inSingletonScope();
  container
    .bind(TOKENS.storefront)
    .toDynamicValue((context) => {
      const get = context.get.bind(context);
      return createStorefront({
        session: get(TOKENS.session),
        host: get(TOKENS.host),
        configurationSource: get(TOKENS.configurationSource),
        featureFlags: get(TOKENS.featureFlags),
        webSales: get(TOKENS.webSales),
        ticketing: get(TOKENS.ticketing),
        clock: get(TOKENS.clock),
        ids: get(TOKENS.ids),
        analytics: get(TOKENS.analytics),
        fraudBeacon: get(TOKENS.fraudBeacon),
        errorReporter: get(TOKENS.errorReporter),
        cartStorage: get(TOKENS.cartStorage),
        scriptLoader: get(TOKENS.scriptLoader),
      });
    })
    .inSingletonScope();
};
