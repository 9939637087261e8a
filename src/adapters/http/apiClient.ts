import * as E from "fp-ts/lib/Either.js";
import type * as TE from "fp-ts/lib/TaskEither.js";
import type * as t from "io-ts";
import { ApiCode } from "../../domain/errors.js";
import type { SaleKind } from "../../domain/tenant.js";
import type { ApiFailure } from "../../ports/apiFailure.js";
import type { IdGenerator } from "../../ports/idGenerator.js";
import { ApiFailure as ApiFailureBody } from "#contract/failure.js";
import type { ReadingOf, RouteContract } from "#contract/routeContract.js";
import { describePath } from "#contract/decodePath.js";
import type { HttpRequest, HttpResponse, Transport } from "./transport.js";

/**
 * The one policy every API call goes through, whichever transport carries it (spec §7):
 * no caching, each request retried 2 times with 1 s between tries (but not a 429, and a busy
 * 503 after its Retry-After: see below), and a call whose route changes state carries an
 * Idempotency-Key that stays the same across its retries, so a retried purchase is never
 * charged twice. Answers are decoded with the contract; nothing untyped gets out.
 */
export interface ApiClientOptions {
  readonly transport: Transport;
  /** Base address of the API (the configuration's API_URI / REACT_APP_TICKET_URL). */
  readonly baseUrl: () => string;
  /** Headers every call of this kind of sale carries: the appKey (the group-sale key for one). */
  readonly headers: (saleKind: SaleKind) => Readonly<Record<string, string>>;
  /**
   * The configuration's cart token (spec §6), carried by every cart-bound call as `carttoken`:
   * a pending order answers only to the cart that made it.
   */
  readonly cartToken?: () => string;
  /**
   * Group-sale mode as it is now (spec §4): while it is on, a request carries
   * FE_isGroupSale=true and the group-sale key, unless the call names its own kind of sale.
   */
  readonly saleKind: () => SaleKind;
  readonly ids: IdGenerator;
  readonly retries?: number;
  readonly retryDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * Path or query values named as the route's codec names them, in their wire shape; a value the
 * codec reads as a number (an id) may also be given as that number.
 */
type WireFields<C extends t.Mixed> = {
  readonly [K in keyof t.OutputOf<C>]: t.OutputOf<C>[K] | NumberIfNumeric<t.TypeOf<C>[K]>;
};

type NumberIfNumeric<A> = A extends number ? number : never;

export interface CallInput<C extends RouteContract> {
  readonly params?: WireFields<C["params"]>;
  readonly query?: WireFields<C["query"]>;
  /** The body in its wire shape, checked against the route's body codec by the compiler. */
  readonly body?: t.OutputOf<C["body"]>;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * The kind of sale this call is for, when it is not the mode's: a cart is priced, held and
   * paid as the sale it holds, whatever product the guest has looked at since.
   */
  readonly saleKind?: SaleKind;
}

export type ApiCall = <C extends RouteContract>(
  contract: C,
  input?: CallInput<C>,
) => TE.TaskEither<ApiFailure, ReadingOf<C>>;

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export const buildPath = (path: string, params: Readonly<Record<string, string | number>>) =>
  path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });

export const queryString = (query: Readonly<Record<string, string | number>>): string => {
  const entries = Object.entries(query);
  return entries.length === 0
    ? ""
    : `?${entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`).join("&")}`;
};

/** A route's address with its path values and query: what a call sends, or a link opens. */
export const routeUrl = (
  baseUrl: string,
  contract: RouteContract,
  params: Readonly<Record<string, string | number>>,
  query: Readonly<Record<string, string | number>>,
): string => `${baseUrl}${buildPath(contract.path, params)}${queryString(query)}`;

// A 5xx may pass; a 4xx is the API's considered answer and is not asked again. A 429 is a 4xx
// too: the throttle says how long to wait, and asking again 1 s later would only be refused.
const isWorthRetrying = (response: HttpResponse): boolean => response.status >= 500;

// A 503 with Retry-After is the server shedding load: it refused the request before doing
// anything, and says when it will take it. The same request (the same Idempotency-Key) is sent
// again then, within the same number of tries; a wait longer than a guest would sit through is
// cut short.
const MAX_BUSY_WAIT_SECONDS = 10;

const waitAfter = (response: HttpResponse, retryDelayMs: number): number => {
  const seconds = Number(response.retryAfter);
  return response.status === 503 && Number.isFinite(seconds) && seconds > 0
    ? Math.min(seconds, MAX_BUSY_WAIT_SECONDS) * 1000
    : retryDelayMs;
};

// When a 429 names no wait (or not in seconds), the server's window of a minute is assumed.
const DEFAULT_WAIT_SECONDS = 60;

const throttled = (response: HttpResponse): ApiFailure => {
  const seconds = Number(response.retryAfter);
  return {
    tag: "THROTTLED",
    retryAfterSeconds: Number.isInteger(seconds) && seconds > 0 ? seconds : DEFAULT_WAIT_SECONDS,
  };
};

// Too many declined cards, or too many holds from one address, is a 429 too, but the guest
// must act (their bank, another order; a hold to complete or wait out), not only wait a
// throttle's seconds, so it is a refusal with its Code.
const refusalCodes429: readonly number[] = [ApiCode.TooManyDeclines, ApiCode.TooManyHolds];

const isRefusal429 = (response: HttpResponse): boolean => {
  const body = ApiFailureBody.decode(response.body);
  return E.isRight(body) && refusalCodes429.includes(body.right.Code);
};

const refusal = (response: HttpResponse): ApiFailure => {
  const body = ApiFailureBody.decode(response.body);
  return E.isRight(body)
    ? {
        tag: "API_REFUSED",
        status: response.status,
        code: body.right.Code,
        message: body.right.message,
        productIds: body.right.productIds ?? [],
      }
    : {
        tag: "API_REFUSED",
        status: response.status,
        code: response.status,
        message: `The request was refused (${String(response.status)}).`,
        productIds: [],
      };
};

export const createApiClient = (options: ApiClientOptions): ApiCall => {
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const sleep = options.sleep ?? defaultSleep;

  const send = async (request: HttpRequest): Promise<E.Either<ApiFailure, HttpResponse>> => {
    let lastProblem = "no answer";
    let wait = retryDelayMs;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(wait);
      try {
        const response = await options.transport(request);
        if (!isWorthRetrying(response)) return E.right(response);
        lastProblem = `the API answered ${String(response.status)}`;
        wait = waitAfter(response, retryDelayMs);
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : "the request failed";
        wait = retryDelayMs;
      }
    }
    return E.left({ tag: "UNREACHABLE", message: lastProblem });
  };

  return (contract, input = {}) =>
    async () => {
      const saleKind = input.saleKind ?? options.saleKind();
      const query = {
        ...input.query,
        ...(saleKind === "group" ? { FE_isGroupSale: "true" } : {}),
      };
      const request: HttpRequest = {
        method: contract.method,
        url: routeUrl(options.baseUrl(), contract, input.params ?? {}, query),
        headers: {
          "cache-control": "no-cache",
          ...options.headers(saleKind),
          ...(contract.cartBound === true && options.cartToken !== undefined
            ? { carttoken: options.cartToken() }
            : {}),
          ...input.headers,
          ...(contract.changesState ? { "idempotency-key": options.ids.next() } : {}),
        },
        ...(contract.method === "POST" ? { body: input.body ?? {} } : {}),
      };
      const answered = await send(request);
      if (E.isLeft(answered)) return answered;
      const response = answered.right;
      if (response.status === 429 && !isRefusal429(response)) {
        return E.left(throttled(response));
      }
      if (response.status < 200 || response.status >= 300) return E.left(refusal(response));
      const decoded = (contract.reading ?? contract.answer).decode(response.body);
      return E.isRight(decoded)
        ? E.right(decoded.right)
        : E.left({ tag: "UNEXPECTED_ANSWER", field: describePath(decoded.left) });
    };
};
