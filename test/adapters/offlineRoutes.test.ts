import { describe, expect, it } from "vitest";
import { routes, type RouteContract, type RouteName } from "#contract/routes.js";
import { offlineCacheOf, offlineCaches } from "../../src/adapters/browser/offlineRoutes.js";

/*
 * The offline worker keeps a route's answers as the route's contract says (its `offline`), and
 * nothing else of the API: its tests are made from the contract's table (vite.config.ts).
 */

const ORIGIN = "https://shop.example";
const names = Object.keys(routes) as RouteName[];
const contractOf = (name: RouteName): RouteContract => routes[name];

/** An address of a route as the storefront asks it: each path param filled in, a query. */
const addressOf = (name: RouteName, origin = ORIGIN) =>
  new URL(`${contractOf(name).path.replaceAll(/:\w+/g, "101")}?orderConfirmation=ABC`, origin);

/** The caches the worker keeps an answer of this address in. */
const keptIn = (url: URL, sameOrigin = true) =>
  offlineCaches()
    .filter((cache) => cache.keeps({ url, sameOrigin }))
    .map((cache) => cache.cacheName);

const declaredCaches = (name: RouteName): readonly string[] => {
  const { offline } = contractOf(name);
  return offline === "never" ? [] : [offlineCacheOf[offline]];
};

describe("what the offline worker keeps of the API's answers", () => {
  it("the worker keeps no guest's own answer offline unless its route says so: each route's answers only in the cache its contract names", () => {
    expect(names.map((name) => [name, keptIn(addressOf(name))])).toEqual(
      names.map((name) => [name, declaredCaches(name)]),
    );
    expect(names.filter((name) => contractOf(name).offline !== "never").length).toBeGreaterThan(0);
  });

  it("another origin's requests are never kept, at any route's path", () => {
    const kept = names.flatMap((name) => keptIn(addressOf(name, "https://other.example"), false));
    expect(kept).toEqual([]);
  });

  it("a path that only begins or ends like a kept route's is not kept", () => {
    for (const path of [
      "/config.json/more",
      "/api/memberVenue/html/",
      "/api/memberVenue/html/101/more",
      "/api/web-sales/view-tickets/pdf",
      "/shop/api/web-sales/view-tickets",
    ]) {
      expect(keptIn(new URL(path, ORIGIN)), path).toEqual([]);
    }
  });
});
