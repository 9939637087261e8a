import * as t from "io-ts";

/**
 * One call of spec §7 as data: method, path (Fastify syntax), whether it changes state, the
 * codecs of its path params, query and body, and of its answer, and its policies: the secret it
 * guesses, what the offline worker keeps of it, the pages written with its answer. The server
 * registers exactly these routes and the storefront's HTTP adapter calls them; the throttle,
 * the worker and the pages read each route's policies here, so a call is added in one place;
 * the contract test walks them all (routes.ts).
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
  /**
   * The secret a guest types that this route tells right or wrong, so that a guesser's refused
   * tries are limited (GuessGroup); null when it tells none. Required: a route left out would be
   * an unthrottled oracle of order numbers or codes.
   */
  readonly guesses: GuessGroup | null;
  /**
   * What the offline worker keeps of this GET's answers (vite.config.ts), network first, so a
   * copy answers only when the network fails:
   * - "startup": one copy per address, of what the storefront needs to start at all;
   * - "tickets": one copy per address in the tickets' own cache, which the storefront empties
   *   of an order's copies itself (its visit over, refunded, removed by the guest);
   * - "never": nothing, as of any POST. A stale price or availability would be wrong, and a
   *   guest's answer kept for no one to remove would outlast them on a shared device.
   */
  readonly offline: "startup" | "tickets" | "never";
  /**
   * The server writes this GET's answer into the pages that open needing it (their first
   * answers, server/storefront/pages/firstAnswers.ts), so the storefront does not wait a round
   * trip for it: the query the storefront asks it with on `page`, or undefined on a page that
   * opens without it.
   */
  readonly firstAnswer?: (page: URL) => Readonly<Record<string, string>> | undefined;
}

/**
 * The kinds of secret whose refused guesses are counted per client address
 * (server/api/http/guessThrottle.ts): an order's number and e-mail, confirmation number or a
 * ticket's barcode; a promo or hyperlink code; a city-pass barcode. Routes guessing one kind
 * share one count, so switching route does not buy more guesses.
 */
export type GuessGroup = "orders" | "codes" | "cityPass";

/** What the storefront takes from a route's answer: its reading, or the answer itself. */
export type ReadingOf<C extends RouteContract> = C extends {
  readonly reading: infer R extends t.Mixed;
}
  ? t.TypeOf<R>
  : t.TypeOf<C["answer"]>;

/** No params, no query or no body. */
export const none = t.type({});
