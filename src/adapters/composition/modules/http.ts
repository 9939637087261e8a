import { ContainerModule } from "inversify";
import type { BrandKey } from "../../../domain/brand.js";
import type { Locale } from "../../../domain/locale.js";
import type { IdGenerator } from "../../../ports/idGenerator.js";
import type { Transport } from "../../http/transport.js";
import { bindByName } from "../byName.js";
import { createHttpPorts } from "../httpPorts.js";
import { TOKENS } from "../tokens.js";

export interface HttpModuleOptions {
  /** fetch in the browser, got in Node: the one thing the runtimes' HTTP differs in. */
  readonly transport: () => Transport;
  /** Where /config.json is: the page's own origin, or the CLI's --api. */
  readonly origin: string;
  /** The language the API is asked in: the page's, or English for the CLI. */
  readonly locale: Locale;
  /** Where config.json is when not at origin + /config.json (the CLI's --config). */
  readonly configUrl?: string;
  readonly client?: BrandKey;
  /** Sent instead of the tenant's appKey (the CLI's --app-key). */
  readonly appKey?: string;
  readonly retryDelayMs?: number;
  /** How the policy waits between tries (a test's fake clock); a timer otherwise. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Where the configuration's cart token comes from, made of the ids; fresh ids by default. */
  readonly cartTokens?: (ids: IdGenerator) => IdGenerator;
}

type HttpPorts = ReturnType<typeof createHttpPorts>;
const HTTP_PORTS = Symbol.for("storefront.httpPorts");

/** The transport and the four API ports over it, all through one policy (retries, decoding). */
export const httpModule = ({ transport, origin, cartTokens, ...options }: HttpModuleOptions) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.transport).toResolvedValue(transport);
    bind(TOKENS.origin).toConstantValue(origin);
    bindByName(
      bind<HttpPorts>(HTTP_PORTS),
      {
        transport: TOKENS.transport,
        host: TOKENS.host,
        ids: TOKENS.ids,
        settings: TOKENS.liveSettings,
      },
      ({ transport, host, ids, settings }) =>
        createHttpPorts({
          transport,
          origin,
          host,
          ids,
          settings,
          ...(cartTokens === undefined ? {} : { cartTokens: cartTokens(ids) }),
          ...options,
        }),
    );
    const port =
      <K extends keyof HttpPorts>(key: K) =>
      (ports: HttpPorts) =>
        ports[key];
    bind(TOKENS.configurationSource).toResolvedValue(port("configurationSource"), [HTTP_PORTS]);
    bind(TOKENS.featureFlags).toResolvedValue(port("featureFlags"), [HTTP_PORTS]);
    bind(TOKENS.webSalesApi).toResolvedValue(port("webSales"), [HTTP_PORTS]);
    bind(TOKENS.ticketingApi).toResolvedValue(port("ticketing"), [HTTP_PORTS]);
    // Only an order's tickets link to their documents: their code loads with that screen,
    // transient like the later use cases, so a failed load is not kept.
    bind(TOKENS.ticketDocuments)
      .toDynamicValue(async (context) => {
        const { createTicketDocumentsHttp } = await import("../../http/ticketDocumentsHttp.js");
        const settings = context.get(TOKENS.liveSettings);
        return createTicketDocumentsHttp(() => settings.apiUri(origin));
      })
      .inTransientScope();
  });
