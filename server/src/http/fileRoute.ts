import type { FastifyInstance, FastifyRequest } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import { routes, type RouteName } from "#contract/routes.js";
import type { RouteDeps } from "./route.js";
import { identifyCaller, type Caller } from "./caller.js";
import { describeDecodeErrors } from "./decodeFailure.js";
import { failureBody, invalidRequestFailure, type Failure } from "./failure.js";

/** A file the guest keeps, and the name the browser saves it under. */
export interface FileAnswer {
  readonly content: Buffer | string;
  readonly fileName: string;
}

type FileRouteName = {
  [N in RouteName]: (typeof routes)[N] extends { file: string } ? N : never;
}[RouteName];

export interface FileInput<N extends FileRouteName> {
  readonly query: t.TypeOf<(typeof routes)[N]["query"]>;
  readonly caller: Caller;
  readonly now: Date;
}

const queryOf = (request: FastifyRequest): Record<string, unknown> =>
  (request.query ?? {}) as Record<string, unknown>;

/** A link carries no header: its appKey may come in the query instead (contract, orders.ts). */
const callerOf = (request: FastifyRequest) => {
  const query = queryOf(request);
  const appKey = request.headers.appkey ?? query.appKey;
  return identifyCaller(typeof appKey === "string" ? appKey : undefined, query.FE_isGroupSale);
};

/**
 * A read answered with a file rather than JSON: opened as a link, saved as an attachment and
 * never cached, since it carries a guest's tickets. A refusal is JSON like any other route's.
 */
export const fileRoute = <N extends FileRouteName>(
  app: FastifyInstance,
  deps: RouteDeps,
  name: N,
  handler: (input: FileInput<N>) => Promise<E.Either<Failure, FileAnswer>>,
) => {
  const contract = routes[name];
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const query = contract.query.decode(queryOf(request));
      const input = E.isLeft(caller)
        ? caller
        : E.isLeft(query)
          ? E.left(invalidRequestFailure(describeDecodeErrors("query", query.left)))
          : E.right({ query: query.right, caller: caller.right, now: deps.clock.now() });
      const answer = E.isLeft(input) ? input : await handler(input.right);
      if (E.isLeft(answer)) return reply.status(answer.left.status).send(failureBody(answer.left));
      return reply
        .header("content-type", contract.file)
        .header("content-disposition", `attachment; filename="${answer.right.fileName}"`)
        .header("cache-control", "no-store")
        .send(answer.right.content);
    },
  });
};
