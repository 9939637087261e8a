import * as t from "io-ts";

/**
 * One call of spec §7 as data: method, path (Fastify syntax), whether it changes state, the
 * codecs of its path params, query and body, and of its answer. The server registers exactly
 * these routes and the storefront's HTTP adapter calls them; the contract test walks them all
 * (routes.ts).
 */
export interface RouteContract {
  readonly method: "GET" | "POST";
  readonly path: string;
  /**
   * A state-changing call carries an `Idempotency-Key` that the server honours, so a retry
   * (spec §7) replays the first answer instead of charging or reserving twice.
   */
  readonly changesState: boolean;
  /**
   * The call makes or names a pending order, which answers only to the cart that made it: it
   * carries the cart's token as the `carttoken` header (spec §6), from the hold to its payment.
   */
  readonly cartBound?: true;
  readonly params: t.Mixed;
  readonly query: t.Mixed;
  readonly body: t.Mixed;
  readonly answer: t.Mixed;
  /**
   * The storefront's reading of the answer, when it asks less than the reference server sends:
   * the fields the spec lists are required and the server's extensions optional, so an API that
   * answers as the spec says is understood (docs/api-fields.md). The server still encodes and
   * checks `answer` in full.
   */
  readonly reading?: t.Mixed;
  /** A file the browser downloads (a link's target) instead of JSON: its media type. */
  readonly document?: { readonly contentType: string };
  /**
   * The answer is one guest's order (their tickets, their details): no cache may keep it
   * (Cache-Control no-store), since on a computer others use after them it would show them.
   */
  readonly guestsOwn?: true;
}

/** What the storefront takes from a route's answer: its reading, or the answer itself. */
export type ReadingOf<C extends RouteContract> = C extends {
  readonly reading: infer R extends t.Mixed;
}
  ? t.TypeOf<R>
  : t.TypeOf<C["answer"]>;

/** No params, no query or no body. */
export const none = t.type({});
