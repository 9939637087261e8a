import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { WireCode } from "#contract/failure.js";
import type { GuessGroup } from "#contract/routeContract.js";
import { routes, type RouteContract } from "#contract/routes.js";
import type { Queryable } from "../storage/storage.js";

/** How many refused guesses one client address may make per group and window. */
export interface GuessLimit {
  readonly maxFailures: number;
  readonly windowMs: number;
}

export const defaultGuessLimit: GuessLimit = { maxFailures: 10, windowMs: 60_000 };

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

/** Migration 011's admit_guess: the guess's id, or, past the limit, how long to wait. */
interface GuessAdmission {
  readonly guess_id: number | null;
  readonly wait_ms: number | null;
}

/**
 * Throttles the routes that answer whether a secret someone typed is right: those whose
 * contract names the secret they guess (`guesses`), each kind of secret with its own count.
 * Counts failures, not requests: a guest who looks up their own order a few times never meets
 * the limit, while a guesser, whose answers are nearly all "not found", does. The count is the
 * database's (migration 011), so every process and instance on one database shares it: a
 * client gets GUESS_LIMIT refused guesses in all, not that many per instance. Each guess is
 * counted as it is admitted, under a lock of its group and address, so a burst of parallel
 * guesses, at one instance or at several, cannot slip past a count none of them has joined
 * yet; once answered, a guess that was not refused is taken back.
 */
export const registerGuessThrottle = (
  app: FastifyInstance,
  db: Queryable,
  limit: GuessLimit,
): void => {
  const groupOfRoute = new Map<string, GuessGroup>();
  for (const contract of Object.values<RouteContract>(routes)) {
    if (contract.guesses !== null) {
      groupOfRoute.set(routeKey(contract.method, contract.path), contract.guesses);
    }
  }
  const admitted = new WeakMap<FastifyRequest, number>();

  const admitGuess = (group: GuessGroup) =>
    async function admitGuess(request: FastifyRequest, reply: FastifyReply) {
      const [admission] = await db.query<GuessAdmission>(
        "select guess_id, wait_ms from admit_guess($1, $2, $3)",
        [`${group}:${request.ip}`, limit.maxFailures, limit.windowMs],
      );
      const guessId = admission?.guess_id ?? null;
      if (guessId === null) {
        const seconds = Math.max(1, Math.ceil((admission?.wait_ms ?? limit.windowMs) / 1000));
        return reply
          .status(429)
          .header("retry-after", String(seconds))
          .send({
            Code: WireCode.TooManyAttempts,
            message: `Too many attempts. Try again in ${String(seconds)} seconds.`,
          });
      }
      admitted.set(request, guessId);
    };

  // Settled before the answer leaves, so the next guess already sees it.
  const settleGuess = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const guessId = admitted.get(request);
    if (guessId === undefined) return payload;
    admitted.delete(request);
    if (!isMiss(reply.statusCode, payload)) {
      await db.query("delete from guesses where guess_id = $1", [guessId]);
    }
    return payload;
  };

  // Only the guessing routes carry the hooks: every other request passes no throttle at all.
  // Hooks are the matched route's, so a path spelled otherwise (percent-encoded) is the same
  // route; and Fastify's own HEAD twin of a GET route gets them too.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const group = methods
      .map((method) => groupOfRoute.get(routeKey(String(method), route.url)))
      .find((found) => found !== undefined);
    if (group === undefined) return;
    route.onRequest = [...hooksOf(route.onRequest), admitGuess(group)];
    route.onSend = [...hooksOf(route.onSend), settleGuess];
  });
};
