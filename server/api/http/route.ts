import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import { routes, type RouteContract, type RouteName } from "#contract/routes.js";
import type { Clock } from "../core/clock.js";
import type { MailLimits } from "../sales/mailOutbox.js";
import type { Queryable, Storage } from "../storage/storage.js";
import { identifyCaller, type Caller } from "../core/caller.js";
import { describeDecodeErrors } from "../../shared/decodeFailure.js";
import {
  claimKey,
  releaseKey,
  requestHash,
  storeAnswer,
  type KeyClaim,
  type StoredAnswer,
} from "../core/idempotency.js";
import { failureBody, invalidRequestFailure, overloaded, type Failure } from "../core/failure.js";
import { whenAdmitted, type Admission } from "../../shared/http/loadShedding.js";
import type { ReadCache } from "./readCache.js";

export interface RouteDeps {
  readonly storage: Storage;
  readonly clock: Clock;
  /** How long a pending order holds its capacity; the sales default when not given. */
  readonly holdMinutes?: number;
  /** How many times one pending order's hold may be extended; the sales default when not given. */
  readonly holdExtensions?: number;
  /** Whether order changes queue their e-mails (SMTP_URL is not "off"). */
  readonly sendsMail?: boolean;
  /** MAILS_PER_RECIPIENT and MAILS_PER_CLIENT; the mail defaults when not given. */
  readonly mailLimits?: MailLimits;
  /** BARCODE_EXCHANGES: how many times one city-pass barcode may be exchanged. */
  readonly barcodeExchanges?: number;
  /** Answers of the reads that change rarely (product list, dates, discounts). */
  readonly readCache?: ReadCache;
  /** How many requests may work on the database at once; past it, a 503 at once. */
  readonly admission?: Admission;
}

export interface RouteInput<C extends RouteContract> {
  readonly params: t.TypeOf<C["params"]>;
  readonly query: t.TypeOf<C["query"]>;
  readonly body: t.TypeOf<C["body"]>;
  readonly now: Date;
  readonly request: FastifyRequest;
}

export interface CallerInput<C extends RouteContract> extends RouteInput<C> {
  readonly caller: Caller;
  /** The request's transaction for state-changing routes, else the storage itself. */
  readonly db: Queryable;
}

/** Handlers answer the wire shape; the route checks it against the contract before sending. */
type Handler<C extends RouteContract, Input> = (
  input: Input,
) => Promise<E.Either<Failure, t.OutputOf<C["answer"]>>>;

type DecodedParts<C extends RouteContract> = Pick<RouteInput<C>, "params" | "query" | "body">;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

const decodePart = (part: string, codec: t.Mixed, value: unknown): E.Either<Failure, unknown> =>
  E.mapLeft((errors: t.Errors) => invalidRequestFailure(describeDecodeErrors(part, errors)))(
    codec.decode(value ?? {}),
  );

const decodeParts = <C extends RouteContract>(
  contract: C,
  request: FastifyRequest,
): E.Either<Failure, DecodedParts<C>> => {
  const params = decodePart("path", contract.params, request.params);
  if (E.isLeft(params)) return params;
  const query = decodePart("query", contract.query, request.query);
  if (E.isLeft(query)) return query;
  const body = decodePart("body", contract.body, request.body);
  if (E.isLeft(body)) return body;
  return E.right({ params: params.right, query: query.right, body: body.right });
};

/** The caller its appKey (and group-sale flag) names, in the language it asks in. */
export const callerOf = (request: FastifyRequest): E.Either<Failure, Caller> => {
  const query = request.query as Record<string, unknown> | undefined;
  return identifyCaller(
    request.headers.appkey,
    query?.FE_isGroupSale,
    request.headers["accept-language"],
  );
};

/** Identifies the caller (appKey) and decodes the request, in that order. */
export const callerAndParts = <C extends RouteContract>(contract: C, request: FastifyRequest) => {
  const caller = callerOf(request);
  if (E.isLeft(caller)) return caller;
  return E.map((parts: DecodedParts<C>) => ({ ...parts, caller: caller.right }))(
    decodeParts(contract, request),
  );
};

const send = (reply: FastifyReply, stored: StoredAnswer) => {
  if (stored.retryAfterSeconds !== undefined) {
    reply.header("retry-after", String(stored.retryAfterSeconds));
  }
  return reply.status(stored.statusCode).send(stored.answer);
};

/** A failure as sent: its status, its body, and when to ask again if it says. */
const storedFailure = (failure: Failure): StoredAnswer => ({
  statusCode: failure.status,
  answer: failureBody(failure),
  ...(failure.retryAfterSeconds === undefined
    ? {}
    : { retryAfterSeconds: failure.retryAfterSeconds }),
  ...(failure.keepsWrites === true ? { keepsWrites: true } : {}),
});

/**
 * An answer that does not decode with its own contract codec is a server bug: it throws
 * (a 500) rather than send the storefront something it would refuse.
 */
export const checkedAnswer = (contract: RouteContract, value: unknown): unknown => {
  const decoded = contract.answer.decode(value);
  if (E.isLeft(decoded)) {
    throw new Error(`answer breaks the contract: ${describeDecodeErrors("answer", decoded.left)}`);
  }
  return contract.answer.encode(decoded.right);
};

const toStored = <C extends RouteContract>(
  contract: C,
  outcome: E.Either<Failure, t.OutputOf<C["answer"]>>,
): StoredAnswer =>
  E.isRight(outcome)
    ? { statusCode: 200, answer: checkedAnswer(contract, outcome.right) }
    : storedFailure(outcome.left);

export const sendFailure = (reply: FastifyReply, failure: Failure) =>
  send(reply, storedFailure(failure));

/** Registers a route that answers without a transaction, once its input is prepared. */
const answeringRoute = <C extends RouteContract, Input>(
  app: FastifyInstance,
  contract: C,
  prepare: (request: FastifyRequest) => E.Either<Failure, Input>,
  handler: Handler<C, Input>,
  options: { headers?: Readonly<Record<string, string>>; admission?: Admission } = {},
) => {
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      const input = prepare(request);
      if (E.isLeft(input)) return sendFailure(reply, input.left);
      const stored = await whenAdmitted(
        options.admission,
        async () => toStored(contract, await handler(input.right)),
        () => storedFailure(overloaded),
      );
      return send(reply.headers(options.headers ?? {}), stored);
    },
  });
};

type Routes = typeof routes;

/**
 * A route that needs no caller identity (the configuration the page loads first), answered
 * with `headers` besides.
 */
export const publicRoute = <N extends RouteName>(
  app: FastifyInstance,
  deps: RouteDeps,
  name: N,
  headers: Readonly<Record<string, string>>,
  handler: Handler<Routes[N], RouteInput<Routes[N]>>,
) => {
  const contract = routes[name];
  answeringRoute(
    app,
    contract,
    (request) =>
      E.map((parts: DecodedParts<Routes[N]>) => ({ ...parts, now: deps.clock.now(), request }))(
        decodeParts(contract, request),
      ),
    handler,
    { headers },
  );
};

/** A file answered for download: its bytes and the name the browser saves it under. */
export interface DocumentAnswer {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/**
 * A document route: the target of a plain link, which carries no appKey, so no caller is
 * identified. Its bytes are checked with the contract's answer codec like any answer; a
 * refusal is the usual `{ Code, message }` JSON. It works only when `admission` lets it, as
 * any request at work does, and is answered 503 with Retry-After past it.
 */
export const documentRoute = <N extends RouteName>(
  app: FastifyInstance,
  deps: RouteDeps,
  name: N,
  handler: (input: RouteInput<Routes[N]>) => Promise<E.Either<Failure, DocumentAnswer>>,
  admission?: Admission,
) => {
  const contract: RouteContract = routes[name];
  const { document } = contract;
  if (document === undefined) throw new Error(`${name} is not a document route`);
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      const parts = decodeParts(contract, request);
      if (E.isLeft(parts)) return sendFailure(reply, parts.left);
      const outcome = await whenAdmitted(
        admission,
        () => handler({ ...parts.right, now: deps.clock.now(), request }),
        () => E.left(overloaded),
      );
      if (E.isLeft(outcome)) return sendFailure(reply, outcome.left);
      return (
        reply
          .type(document.contentType)
          .header("content-disposition", `attachment; filename="${outcome.right.fileName}"`)
          // A guest's tickets, on a computer others may use after them: no cache keeps a copy.
          .header("cache-control", "no-store")
          .send(checkedAnswer(contract, outcome.right.bytes))
      );
    },
  });
};

/**
 * What a route's answers tell caches: a guest's own order (their tickets, their details) is
 * kept by none, on a computer others may use after them; anything else goes by the defaults.
 */
const cachingOf = (contract: RouteContract): Readonly<Record<string, string>> =>
  contract.guestsOwn === true ? { "cache-control": "no-store" } : {};

/** A read, or a query-like POST such as pricing: an identified caller, no transaction. */
const queryRoute = <C extends RouteContract>(
  app: FastifyInstance,
  deps: RouteDeps,
  contract: C,
  handler: Handler<C, CallerInput<C>>,
) => {
  answeringRoute(
    app,
    contract,
    (request) =>
      E.map((input: DecodedParts<C> & { caller: Caller }) => ({
        ...input,
        db: deps.storage,
        now: deps.clock.now(),
        request,
      }))(callerAndParts(contract, request)),
    handler,
    {
      headers: cachingOf(contract),
      ...(deps.admission === undefined ? {} : { admission: deps.admission }),
    },
  );
};

/**
 * A command that can do all its work, its key's claim and kept answer included, in one
 * database call: its outcome (a success, a replay, a refusal), or undefined for a request it
 * leaves to the command's transaction.
 */
export type OneCallCommand<C extends RouteContract> = (
  input: CallerInput<C> & {
    readonly claim: KeyClaim | undefined;
    /** The answer as the route sends it: checked against the contract, then encoded. */
    readonly checked: (answer: t.OutputOf<C["answer"]>) => unknown;
  },
) => Promise<E.Either<Failure, StoredAnswer> | undefined>;

/**
 * A state-changing POST. It runs in one transaction; a failure rolls back what it did; and an
 * `Idempotency-Key` makes a retry with the same body replay the first answer, because the
 * client retries every call (spec §7) and a purchase must never be charged twice.
 *
 * Only a success is kept under its key. A failure changed nothing, so it leaves no trace
 * either (bad input changes nothing, not even the key table): a retry runs again and gets
 * the same refusal, or succeeds once what stood in its way (sold out, a decline) is gone. The
 * one exception is a refusal marked `keepsWrites` (a declined card): what its handler left in
 * place is committed, so its count survives, but its key is let go all the same.
 */
const commandRoute = <C extends RouteContract>(
  app: FastifyInstance,
  deps: RouteDeps,
  name: RouteName,
  contract: C,
  handler: Handler<C, CallerInput<C>>,
  oneCall?: OneCallCommand<C>,
) => {
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      const input = callerAndParts(contract, request);
      if (E.isLeft(input)) return sendFailure(reply, input.left);
      const key = request.headers["idempotency-key"];
      if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))) {
        return sendFailure(
          reply,
          invalidRequestFailure("The Idempotency-Key header must be 1 to 200 visible characters."),
        );
      }
      const now = deps.clock.now();
      const tenant = input.right.caller.tenant.client;
      const hash = requestHash(name, input.right.params, input.right.body);
      const claim =
        key === undefined ? undefined : { tenant, key, route: name, hash, nowMs: now.getTime() };
      // Only a success is kept: a refusal rolls back everything, the key's claim included,
      // unless it keeps its writes, and then the claim is let go in the transaction.
      const transaction = () =>
        deps.storage.transaction(
          async (tx): Promise<StoredAnswer> => {
            if (claim !== undefined) {
              const claimed = await claimKey(tx, claim);
              if (claimed.kind === "replay") return claimed.stored;
              if (claimed.kind === "conflict") return storedFailure(claimed.failure);
            }
            const stored = toStored(
              contract,
              await handler({ ...input.right, db: tx, now, request }),
            );
            if (stored.statusCode === 200 && key !== undefined) {
              await storeAnswer(tx, { tenant, key }, stored);
            } else if (stored.keepsWrites === true && claim !== undefined) {
              await releaseKey(tx, claim);
            }
            return stored;
          },
          (stored) => stored.statusCode === 200 || stored.keepsWrites === true,
        );
      const inOneCall = async (): Promise<StoredAnswer | undefined> => {
        const outcome = await oneCall?.({
          ...input.right,
          db: deps.storage,
          now,
          request,
          claim,
          checked: (answer) => checkedAnswer(contract, answer),
        });
        if (outcome === undefined) return undefined;
        return E.isRight(outcome) ? outcome.right : storedFailure(outcome.left);
      };
      const answered = await whenAdmitted(
        deps.admission,
        async () => (await inOneCall()) ?? (await transaction()),
        () => storedFailure(overloaded),
      );
      // Every process hears of the writes through the database's NOTIFY; the one that wrote
      // answers only once it has, so that the guest's next read shows them.
      if (answered.statusCode === 200) await deps.readCache?.heardOwnWrites();
      return send(reply.headers(cachingOf(contract)), answered);
    },
  });
};

/**
 * Registers the contract's route `name` for an identified caller: as a command when the route
 * changes state, else as a query, so the client and the server read that from one place. A
 * command may also say how it does its work in one database call (`oneCall`).
 */
export const route = <N extends RouteName>(
  app: FastifyInstance,
  deps: RouteDeps,
  name: N,
  handler: Handler<Routes[N], CallerInput<Routes[N]>>,
  oneCall?: OneCallCommand<Routes[N]>,
) => {
  const contract = routes[name];
  if (contract.changesState) commandRoute(app, deps, name, contract, handler, oneCall);
  else queryRoute(app, deps, contract, handler);
};
