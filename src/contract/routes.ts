import { orderRoutes } from "./orderRoutes.js";
import type { RouteContract } from "./routeContract.js";
import { shopRoutes } from "./shopRoutes.js";

export type { RouteContract } from "./routeContract.js";

/**
 * Every call of spec §7 as data (routeContract.ts): the server registers exactly these routes
 * and the storefront's HTTP adapters call them; the contract test walks this table. Two tables
 * joined, so a page's entry carries only what its first screens call (shopRoutes.ts).
 */
export const routes = { ...shopRoutes, ...orderRoutes } as const satisfies Record<
  string,
  RouteContract
>;

export type RouteName = keyof typeof routes;
