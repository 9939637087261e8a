import type { FastifyInstance, FastifyRequest } from "fastify";
import { resolveBrand } from "../../../src/domain/brand.js";
import { firstScreenOf, listsProducts } from "../../../src/domain/pageScreens.js";
import { tenantOf } from "../../../src/domain/tenant.js";
import { appKeyFor } from "#contract/appKey.js";
import type { FirstAnswers } from "#contract/firstAnswers.js";
import { routes } from "#contract/routes.js";

/** A route's address with its query, encoded as the storefront's HTTP adapter encodes it. */
const addressOf = (
  contract: (typeof routes)[keyof typeof routes],
  query: Readonly<Record<string, string>> = {},
): string => {
  const pairs = Object.entries(query).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return pairs.length === 0 ? contract.path : `${contract.path}?${pairs.join("&")}`;
};

/**
 * What the storefront asks first on a page, in spec §4's order: the configuration, the
 * feature flags, then its first screen's data. Each is written as the storefront's HTTP
 * adapter writes it (the same path and query), so it finds its answer by its own address.
 */
export const firstRequestsOf = (page: URL): readonly string[] => {
  const orderConfirmation = page.searchParams.get("orderConfirmation");
  return [
    addressOf(routes.config),
    addressOf(routes.features, { salesChannel: "Web" }),
    ...(listsProducts(page.pathname) ? [addressOf(routes.productList)] : []),
    ...(firstScreenOf(page.pathname) === "viewTickets" && orderConfirmation !== null
      ? [addressOf(routes.viewTickets, { orderConfirmation })]
      : []),
  ];
};

/**
 * The answers to a page's first requests, asked of this same server as the page's guest
 * would ask them (their host, the tenant's appKey, their address for the throttles): the
 * same routes, checks and data, with no round trip. Only successful answers are written in;
 * the storefront asks for anything else itself.
 */
export const firstAnswersFor = async (
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<FirstAnswers> => {
  const host = request.headers.host ?? "";
  const appKey = appKeyFor(tenantOf(resolveBrand(host).key), "general");
  const page = new URL(request.url, "http://page.invalid");
  const answered = await Promise.all(
    firstRequestsOf(page).map(async (address) => {
      const response = await app.inject({
        method: "GET",
        url: address,
        headers: { host, appKey, "cache-control": "no-cache" },
        remoteAddress: request.ip,
      });
      return [address, response] as const;
    }),
  );
  return Object.fromEntries(
    answered
      .filter(([, response]) => response.statusCode === 200)
      .map(([address, response]) => [address, { status: 200, body: response.json<unknown>() }]),
  );
};
