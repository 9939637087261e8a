import { runInNewContext } from "node:vm";
import type { RouteContract } from "#contract/routeContract.js";
import { routes } from "#contract/routes.js";
import { OFFLINE_TICKETS_CACHE } from "./offlineTicketsCache.js";

/** What the offline worker keeps of an answer (a route's `offline`), other than nothing. */
type Kept = Exclude<RouteContract["offline"], "never">;

/** The worker's cache for each: the tickets' is the one the storefront removes copies from. */
export const offlineCacheOf: Readonly<Record<Kept, string>> = {
  startup: "startup",
  tickets: OFFLINE_TICKETS_CACHE,
};

/** A request as Workbox asks a route's test about it (its RouteMatchCallbackOptions). */
export interface Asked {
  readonly url: URL;
  readonly sameOrigin: boolean;
}

const escaped = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");

/** A route's path (Fastify syntax) as a pattern of URL paths: a `:param` is any one segment. */
const pathPattern = (path: string) =>
  path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : escaped(segment)))
    .join("/");

/**
 * The worker's test of the requests whose answers it keeps as `kept`: this origin's, at the
 * path of a route whose contract says so (the query is not looked at: each address is its own
 * copy). Workbox writes a test into the worker as its source text, where nothing of this module
 * is in scope, so the paths are written into that text; the test is made from the text in a
 * context of its own, as the worker makes it.
 */
const keptAs = (kept: string): ((asked: Asked) => boolean) => {
  const paths = Object.values<RouteContract>(routes)
    .filter((contract) => contract.offline === kept)
    .map((contract) => pathPattern(contract.path));
  const pattern = new RegExp(`^(?:${paths.join("|")})$`);
  return runInNewContext(
    `({ url, sameOrigin }) => sameOrigin && ${String(pattern)}.test(url.pathname)`,
  ) as (asked: Asked) => boolean;
};

/** One of the worker's caches of API answers, with its test of the requests it keeps. */
export interface OfflineCache {
  readonly cacheName: string;
  readonly keeps: (asked: Asked) => boolean;
}

/**
 * The worker's caches of API answers, network first: read as the worker is built
 * (vite.config.ts), never in the browser, which has no node:vm.
 */
export const offlineCaches = (): readonly OfflineCache[] =>
  Object.entries(offlineCacheOf).map(([kept, cacheName]) => ({ cacheName, keeps: keptAs(kept) }));
