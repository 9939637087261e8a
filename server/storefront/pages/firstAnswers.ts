import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { resolveBrand } from "../../../src/domain/brand.js";
import type { Locale } from "../../../src/domain/locale.js";
import { tenantOf } from "../../../src/domain/tenant.js";
import { appKeyFor } from "#contract/appKey.js";
import type { FirstAnswers } from "#contract/firstAnswers.js";
import { routes, type RouteContract } from "#contract/routes.js";

/** A route's address with its query, encoded as the storefront's HTTP adapter encodes it. */
const addressOf = (path: string, query: Readonly<Record<string, string>>): string => {
  const pairs = Object.entries(query).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return pairs.length === 0 ? path : `${path}?${pairs.join("&")}`;
};

/**
 * What the storefront asks first on a page: the GETs whose contract writes them into it
 * (`firstAnswer`), in the table's order, which is spec §4's: the configuration, the feature
 * flags, then its first screen's data. Each is written as the storefront's HTTP adapter
 * writes it (the same path and query), so it finds its answer by its own address.
 */
export const firstRequestsOf = (page: URL): readonly string[] =>
  Object.values<RouteContract>(routes).flatMap((contract) => {
    const query = contract.firstAnswer?.(page);
    return query === undefined ? [] : [addressOf(contract.path, query)];
  });

/**
 * Whether a page opens with one guest's own answer (an order's tickets, `guestsOwn`): asked by
 * what the page asks for, not how its address is spelled, so no spelling of it is kept.
 */
export const opensWithGuestsOwn = (page: URL): boolean =>
  Object.values<RouteContract>(routes).some(
    (contract) => contract.guestsOwn === true && contract.firstAnswer?.(page) !== undefined,
  );

/**
 * Where a page's first answers come from: this same server's routes (firstAnswersFor), with
 * or without a deadline, asked in the page's language.
 */
export type FirstAnswersSource = (request: FastifyRequest, locale: Locale) => Promise<FirstAnswers>;

/** How one first request is asked: its body when the answer is a 200, else undefined. */
type AskFirst = (
  address: string,
  headers: {
    readonly host: string;
    readonly appKey: string;
    readonly "accept-language": Locale;
  },
) => Promise<unknown>;

/**
 * The answers to a page's first requests, each asked as the page's guest's browser will ask
 * it (their host, so their brand, the tenant's appKey, and the page's language, which the
 * storefront sends with every call). Only successful answers are written in; the storefront
 * asks for anything else itself.
 */
const firstAnswersAsked = async (
  request: FastifyRequest,
  locale: Locale,
  ask: AskFirst,
): Promise<FirstAnswers> => {
  const host = request.headers.host ?? "";
  const appKey = appKeyFor(tenantOf(resolveBrand(host).key), "general");
  const page = new URL(request.url, "http://page.invalid");
  const answered = await Promise.all(
    firstRequestsOf(page).map(async (address) => {
      const body = await ask(address, { host, appKey, "accept-language": locale });
      return body === undefined ? [] : [[address, { status: 200, body }] as const];
    }),
  );
  return Object.fromEntries(answered.flat());
};

/** A promise's value, or undefined once `ms` have passed without it. */
const within = <T>(ms: number | undefined, promise: Promise<T>): Promise<T | undefined> => {
  if (ms === undefined) return promise;
  const stop = new AbortController();
  const late = delay(ms, undefined, { signal: stop.signal }).catch(() => undefined);
  return Promise.race([promise, late]).finally(() => {
    stop.abort();
  });
};

export interface FirstAnswerWait {
  /**
   * How long a page waits for each answer before it goes without it; its script then asks
   * again, so a slow API costs the guest a drawn first screen, never a stalled page. Unset,
   * as long as the answer takes (the API in this same process).
   */
  readonly deadlineMs?: number;
}

/**
 * The answers to a page's first requests, asked of this same server as its browser would ask
 * them (their address too, for the throttles): the same routes, checks and data, with no round
 * trip to this server. In front of another API, the routes that are the API's pass the question
 * on to it (apiProxy.ts), and a late answer is left out.
 */
export const firstAnswersFor = (
  app: FastifyInstance,
  request: FastifyRequest,
  locale: Locale,
  wait: FirstAnswerWait = {},
) =>
  firstAnswersAsked(request, locale, async (address, headers) => {
    const response = await within(
      wait.deadlineMs,
      app.inject({
        method: "GET",
        url: address,
        headers: { ...headers, "cache-control": "no-cache" },
        remoteAddress: request.ip,
      }),
    ).catch(() => undefined);
    if (response?.statusCode !== 200) return undefined;
    try {
      return response.json<unknown>();
    } catch {
      return undefined;
    }
  });
