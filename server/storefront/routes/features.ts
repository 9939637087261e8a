import type { FastifyInstance } from "fastify";
import { routes } from "#contract/routes.js";
import type { Extension } from "../../../src/domain/extensions.js";
import { askApi, forwardedFor, passedOn, unreachable } from "../ticketingApi.js";

/** The API's flags are the page's second call (spec §4): it waits as long as any call may. */
const FEATURES_TIMEOUT_MS = 10_000;

/** What this server offers whatever the API does: it makes the tickets' documents itself. */
const storefrontExtensions: readonly Extension[] = ["ticketDocuments"];

const isFlagMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * GET /api/web-sales/features: the API's feature flags with this server's own extensions on,
 * so the page offers what the storefront makes even where the API knows nothing of it. A
 * failed answer is passed on as it came: the page handles it as the API's.
 */
export const registerStorefrontFeatures = (app: FastifyInstance, api: string) => {
  app.get(routes.features.path, async (request, reply) => {
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    const { appkey: appKey, "accept-language": language } = request.headers;
    const answer = await askApi(
      api,
      `${routes.features.path}${query}`,
      {
        ...forwardedFor(request),
        ...(typeof appKey === "string" ? { appKey } : {}),
        // Passed on as every other call of the page is (apiProxy.ts).
        ...(language === undefined ? {} : { "accept-language": language }),
      },
      FEATURES_TIMEOUT_MS,
    );
    if (answer === undefined) return unreachable(reply);
    if (answer.status !== 200) return passedOn(reply, answer);
    let flags: unknown;
    try {
      flags = JSON.parse(answer.body);
    } catch {
      return passedOn(reply, answer);
    }
    if (!isFlagMap(flags)) return passedOn(reply, answer);
    reply.header("cache-control", "no-cache");
    return {
      ...flags,
      ...Object.fromEntries(storefrontExtensions.map((extension) => [extension, true])),
    };
  });
};
