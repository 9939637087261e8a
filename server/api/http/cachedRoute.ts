import * as E from "fp-ts/lib/Either.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as t from "io-ts";
import { routes, type RouteName } from "#contract/routes.js";
import { overloaded, type Failure } from "../core/failure.js";
import { whenAdmitted } from "../../shared/http/loadShedding.js";
import { cachedAnswer, type CachedAnswer, type MadeOf } from "./readCache.js";
import {
  callerAndParts,
  checkedAnswer,
  sendFailure,
  type CallerInput,
  type RouteDeps,
} from "./route.js";

type Routes = typeof routes;

/**
 * An answer, the instant from which the time alone may change it (Infinity: never), and what
 * besides the catalogue it is made of (readCache.ts).
 */
export interface Fresh<A> extends MadeOf {
  readonly answer: A;
  readonly validUntilMs: number;
}

type CachedHandler<N extends RouteName> = (
  input: CallerInput<Routes[N]>,
) => Promise<E.Either<Failure, Fresh<t.OutputOf<Routes[N]["answer"]>>>>;

/**
 * A browser that shows the ETag it holds is told 304 when nothing changed: no body sent. The
 * answer is revalidated on every use (no-cache), so a browser never shows one unasked. An
 * answer in the caller's language says it varies with Accept-Language, so no cache between
 * gives one guest's language to another.
 */
const sendAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  inLanguage: boolean,
) => {
  if (inLanguage) reply.header("vary", "accept-language");
  reply.header("etag", answer.etag).header("cache-control", "no-cache");
  if (request.headers["if-none-match"] === answer.etag) return reply.status(304).send();
  return reply.type("application/json; charset=utf-8").send(answer.body);
};

/** What a route declares of a decoded part, in its order: a parameter it does not read is left out. */
const declared = (codec: t.Mixed, value: unknown): unknown =>
  codec instanceof t.InterfaceType && typeof value === "object" && value !== null
    ? Object.fromEntries(
        Object.keys(codec.props as t.Props).map((name) => [
          name,
          (value as Record<string, unknown>)[name],
        ]),
      )
    : value;

/** A read under way: the generation it began at, and the answer it will give. */
interface Read {
  readonly readAt: number | undefined;
  readonly outcome: Promise<E.Either<Failure, CachedAnswer>>;
}

/**
 * One read for the requests that miss one answer at once, when nothing has changed since it
 * began: a rush of guests after a hold, or on a cold start, costs the database one read, not
 * one each (and none is refused busy for want of a place among requests at work). A request
 * after a change reads for itself: the read under way may have seen the database before it.
 */
const readOnce = (
  reads: Map<string, Read>,
  key: string,
  readAt: number | undefined,
  read: () => Promise<E.Either<Failure, CachedAnswer>>,
): Promise<E.Either<Failure, CachedAnswer>> => {
  if (readAt === undefined) return read();
  const underWay = reads.get(key);
  if (underWay?.readAt === readAt) return underWay.outcome;
  const outcome = read();
  reads.set(key, { readAt, outcome });
  const done = () => {
    if (reads.get(key)?.outcome === outcome) reads.delete(key);
  };
  outcome.then(done, done);
  return outcome;
};

/** What a cached route's answer is made of besides the request. */
export interface CachedRouteOptions {
  /**
   * It carries the venue's words, in the caller's language (migration 014): kept per
   * language, and said to vary with Accept-Language.
   */
  readonly inLanguage?: boolean;
}

/**
 * A GET whose answer is the same for every caller of a tenant and sale kind (and language,
 * when `inLanguage`): kept in the process's read cache (see readCache.ts) under the route, the
 * caller's kind and the request as decoded. So two spellings of one request share one answer,
 * and made-up parameters, which the route does not read, cannot fill the cache and push the
 * answers guests need out of it. Nor can a made-up language: it is read as one of the
 * storefront's or English. A refusal is not kept: it is cheap and tells the guest what is
 * wrong now.
 */
export const cachedRoute = <N extends RouteName>(
  app: FastifyInstance,
  deps: RouteDeps,
  name: N,
  handler: CachedHandler<N>,
  { inLanguage = false }: CachedRouteOptions = {},
) => {
  const contract = routes[name];
  const reads = new Map<string, Read>();
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      const input = callerAndParts(contract, request);
      if (E.isLeft(input)) return sendFailure(reply, input.left);
      const { caller, params, query } = input.right;
      const key = [
        name,
        caller.tenant.client,
        caller.saleKind,
        inLanguage ? caller.language : "",
        JSON.stringify(declared(contract.params, params)),
        JSON.stringify(declared(contract.query, query)),
      ].join(" ");
      const now = deps.clock.now();
      const kept = deps.readCache?.get(key, now.getTime());
      if (kept !== undefined) return sendAnswer(request, reply, kept, inLanguage);
      const { readCache } = deps;
      const readAt = readCache?.generation();
      const read = async (): Promise<E.Either<Failure, CachedAnswer>> => {
        const outcome = await whenAdmitted(
          deps.admission,
          () => handler({ ...input.right, db: deps.storage, now, request }),
          () => E.left(overloaded),
        );
        if (E.isLeft(outcome)) return outcome;
        const answer = cachedAnswer(
          JSON.stringify(checkedAnswer(contract, outcome.right.answer)),
          outcome.right.validUntilMs,
        );
        readCache?.keep(key, answer, outcome.right, readAt);
        return E.right(answer);
      };
      const outcome = await (readCache === undefined ? read() : readOnce(reads, key, readAt, read));
      return E.isLeft(outcome)
        ? sendFailure(reply, outcome.left)
        : sendAnswer(request, reply, outcome.right, inLanguage);
    },
  });
};
