import { randomUUID } from "node:crypto";

/*
 * A pending order answers only to the cart that made it: the suites' helpers make each order
 * with a cart token of its own (as separate guests would) and confirm or extend it with that
 * token, unless a test names another.
 */

/** Per server (or instance) a test talks to, the cart token each of its orders was made with. */
const carts = new WeakMap<object, Map<number, string>>();

export const newCartToken = (): string => `cart-${randomUUID()}`;

export const rememberCart = (server: object, orderId: number, cartToken: string): void => {
  const known = carts.get(server) ?? new Map<number, string>();
  known.set(orderId, cartToken);
  carts.set(server, known);
};

/** The token the order was made with through the helpers; a made-up one for any other. */
export const cartOf = (server: object, orderId: number | string): string =>
  carts.get(server)?.get(Number(orderId)) ?? "cart-token-of-no-order";
