import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { WireCode } from "#contract/failure.js";
import { routes, type RouteName } from "#contract/routes.js";

/** How many refused guesses one client address may make per group and window. */
export interface GuessLimit {
  readonly maxFailures: number;
  readonly windowMs: number;
}

export const defaultGuessLimit: GuessLimit = { maxFailures: 10, windowMs: 60_000 };

/**
 * Routes that answer whether a secret someone typed is right: an order number and e-mail, a
 * confirmation number, a promo or hyperlink code, a city-pass barcode. Routes guessing the same
 * kind of secret share one count, so switching route does not buy more guesses.
 */
const groups: Readonly<Record<string, readonly RouteName[]>> = {
  orders: [
    "orderSearch",
    "viewTickets",
    "ticketsPdf",
    "walletPass",
    "calendar",
    "refund",
    "resendTickets",
  ],
  codes: ["promoCodeProducts", "productHyperlink"],
  cityPass: ["cityPassVoucher"],
};

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

/** A route's own hooks of one kind, as a list (Fastify takes one or several). */
const hooksOf = <H>(hooks: H | H[] | undefined): H[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

// A HEAD answers what its GET would, status and length included, so it is the same guess.
const routeKey = (method: string, url: string | undefined) =>
  `${method === "HEAD" ? "GET" : method} ${url ?? ""}`;

/**
 * A refused guess: a 4xx (not found, Code 17, invalid), or the empty list with which promo
 * codes and view tickets say "no such code" (spec §5).
 */
const isMiss = (status: number, payload: unknown): boolean =>
  (status >= 400 && status < 500) || (status === 200 && payload === "[]");

/**
 * Counts failures, not requests: a guest who looks up their own order a few times
 * never meets the limit, while a guesser, whose answers are nearly all "not found", does.
 * @fastify/rate-limit keeps the counts (in process, or in Redis for several instances); it has
 * no "count only failures" mode, so each request reads its count first and a refusal adds to it
 * once answered. Requests still on their way count as failures until answered, so a burst of
 * parallel guesses cannot slip past the read before any of them is counted.
 */
export const registerGuessThrottle = async (
  app: FastifyInstance,
  limit: GuessLimit,
): Promise<void> => {
  await app.register(rateLimit, { global: false });
  const limiters = new Map<string, { group: string; limiter: Limiter }>();
  for (const [group, names] of Object.entries(groups)) {
    const limiter = app.createRateLimit({
      max: limit.maxFailures,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${group}:${request.ip}`,
    });
    for (const name of names) {
      const contract = routes[name];
      limiters.set(routeKey(contract.method, contract.path), { group, limiter });
    }
  }
  const pending = new Map<string, number>();
  const admitted = new WeakMap<FastifyRequest, { key: string; limiter: Limiter }>();
  const settle = (key: string) => {
    const left = (pending.get(key) ?? 1) - 1;
    if (left === 0) pending.delete(key);
    else pending.set(key, left);
  };

  const admitGuess = (group: string, limiter: Limiter) =>
    async function admitGuess(request: FastifyRequest, reply: FastifyReply) {
      const key = `${group}:${request.ip}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
      const seen = await limiter(request, { increment: false });
      // `remaining` is what is left of the limit after the failures counted so far.
      if (!seen.isAllowed && (pending.get(key) ?? 0) > seen.remaining) {
        settle(key);
        const seconds = Math.max(1, seen.ttlInSeconds);
        return reply
          .status(429)
          .header("retry-after", String(seconds))
          .send({
            Code: WireCode.TooManyAttempts,
            message: `Too many attempts. Try again in ${String(seconds)} seconds.`,
          });
      }
      admitted.set(request, { key, limiter });
    };

  // Counted before the answer leaves, so the next guess already sees it.
  const countMiss = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const entry = admitted.get(request);
    if (entry === undefined) return payload;
    admitted.delete(request);
    if (isMiss(reply.statusCode, payload)) await entry.limiter(request);
    settle(entry.key);
    return payload;
  };

  // Only the guessing routes carry the hooks: every other request passes no throttle at all.
  // Hooks are the matched route's, so a path spelled otherwise (percent-encoded) is the same
  // route; and Fastify's own HEAD twin of a GET route gets them too.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const found = methods
      .map((method) => limiters.get(routeKey(String(method), route.url)))
      .find((limiter) => limiter !== undefined);
    if (found === undefined) return;
    route.onRequest = [...hooksOf(route.onRequest), admitGuess(found.group, found.limiter)];
    route.onSend = [...hooksOf(route.onSend), countMiss];
  });
};
