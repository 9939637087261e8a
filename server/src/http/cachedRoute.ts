import * as E from "fp-ts/lib/Either.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type * as t from "io-ts";
import { routes, type RouteName } from "#contract/routes.js";
import type { Failure } from "./failure.js";
import { overloaded, whenAdmitted } from "./loadShedding.js";
import { cachedAnswer, type CachedAnswer } from "./readCache.js";
import {
  callerAndParts,
  callerOf,
  checkedAnswer,
  sendFailure,
  type CallerInput,
  type RouteDeps,
} from "./route.js";

type Routes = typeof routes;

/** An answer and the instant from which the time alone may change it (Infinity: never). */
export interface Fresh<A> {
  readonly answer: A;
  readonly validUntilMs: number;
}

type CachedHandler<N extends RouteName> = (
  input: CallerInput<Routes[N]>,
) => Promise<E.Either<Failure, Fresh<t.OutputOf<Routes[N]["answer"]>>>>;

/**
 * A browser that shows the ETag it holds is told 304 when nothing changed: no body sent. The
 * answer is revalidated on every use (no-cache), so a browser never shows one unasked.
 */
const sendAnswer = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
  reply.header("etag", answer.etag).header("cache-control", "no-cache");
  if (request.headers["if-none-match"] === answer.etag) return reply.status(304).send();
  return reply.type("application/json; charset=utf-8").send(answer.body);
};

/**
 * A GET whose answer is the same for every caller of a tenant and sale kind: kept in the
 * process's read cache (see readCache.ts) under the route, the caller's kind and the URL.
 * A refusal is not kept: it is cheap and tells the guest what is wrong now.
 */
export const cachedRoute = <N extends RouteName>(
  app: FastifyInstance,
  deps: RouteDeps,
  name: N,
  handler: CachedHandler<N>,
) => {
  const contract = routes[name];
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      // A GET says everything in its URL: the same URL decodes the same, so a kept answer is
      // found before decoding.
      const caller = callerOf(request);
      if (E.isLeft(caller)) return sendFailure(reply, caller.left);
      const key = `${name} ${caller.right.tenant.client} ${caller.right.saleKind} ${request.url}`;
      const now = deps.clock.now();
      const kept = deps.readCache?.get(key, now.getTime());
      if (kept !== undefined) return sendAnswer(request, reply, kept);
      const input = callerAndParts(contract, request);
      if (E.isLeft(input)) return sendFailure(reply, input.left);
      const readAt = deps.readCache?.generation() ?? 0;
      const outcome = await whenAdmitted(
        deps.admission,
        () => handler({ ...input.right, db: deps.storage, now, request }),
        () => E.left(overloaded),
      );
      if (E.isLeft(outcome)) return sendFailure(reply, outcome.left);
      const answer = cachedAnswer(
        JSON.stringify(checkedAnswer(contract, outcome.right.answer)),
        outcome.right.validUntilMs,
      );
      deps.readCache?.keep(key, answer, readAt);
      return sendAnswer(request, reply, answer);
    },
  });
};
