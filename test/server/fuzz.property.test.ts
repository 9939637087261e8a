import type { InjectOptions } from "fastify";
import fc from "fast-check";
import * as E from "fp-ts/lib/Either.js";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiFailure } from "#contract/failure.js";
import { routes, type RouteName } from "#contract/routes.js";
import { encodeBase64 } from "#contract/base64.js";
import { pathFor, validRequests, type RouteRequest } from "./contractRequests.js";
import { apiHeaders, storageKinds, type TestServer, useTestServer } from "./harness.js";
import { keepingTransport } from "./mailSupport.js";

/*
 * Bad input gets a 4xx and changes nothing; only a bug answers 5xx. Every route of the
 * contract gets arbitrary path values, queries, JSON bodies and appKeys, and mutations of a
 * valid request (one field replaced or dropped), which reach deeper than random JSON does.
 * The classes field use has brought as 500s are there on purpose: control characters (NUL
 * above all) in every text, path and query value, bodies nested thousands of levels deep,
 * and huge strings.
 */

const routeNames = Object.keys(routes) as RouteName[];

// 1,200 requests in all, however many routes there are: about 25 s on two cores.
const RUNS_PER_ROUTE = Math.ceil(1_200 / routeNames.length);

const DROP = Symbol("drop");

type JsonPath = readonly (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const pathsOf = (value: unknown, prefix: JsonPath = []): JsonPath[] => {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((child, index) => [index, child])
    : isRecord(value)
      ? Object.entries(value)
      : [];
  return [prefix, ...children.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
};

/** `value` with the node at `path` replaced by `replacement`, which may be DROP. */
const setAt = (value: unknown, path: JsonPath, replacement: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    const child = setAt(items[Number(head)], rest, replacement);
    return child === DROP
      ? items.filter((_item, index) => index !== head)
      : items.map((item, index) => (index === head ? child : item));
  }
  if (!isRecord(value)) return value;
  const child = setAt(value[head], rest, replacement);
  return child === DROP
    ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== head))
    : { ...value, [head]: child };
};

const text = fc.string({ maxLength: 40, unit: "grapheme" });

/** Control characters, NUL first: PostgreSQL refuses NUL in text, so it must never get there. */
const CONTROLS = ["\u0000", "\t", "\n", "\r", "\u001b", "\u007f", "\u0085"];

/** Text with a control character somewhere in it. */
const controlText = fc
  .tuple(text, fc.constantFrom(...CONTROLS), text)
  .map(([before, control, after]) => `${before}${control}${after}`);

const HUGE = "x".repeat(100_000);

/** Stands for a deeply nested array, spliced into the JSON text (building it as a value and
 * stringifying it would overflow the test's own stack). */
const DEEP = "@@deep@@";
const deepDepth = fc.constantFrom(33, 1_000, 20_000);
const nestedArray = (depth: number): string => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const spliceDeep = (json: string, depth: number): string =>
  json.replaceAll(`"${DEEP}"`, nestedArray(depth));

/** Values near the edges of what the codecs accept. */
const edgeValue = fc.constantFrom<unknown>(
  0,
  -1,
  1.5,
  0.001,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  "",
  " ",
  "0",
  "x".repeat(5_000),
  HUGE,
  DEEP,
  "\u0000",
  "2024-02-30",
  "9999-12-31",
  null,
  true,
  [],
  {},
);

const replacement = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 3, arbitrary: edgeValue },
  { weight: 2, arbitrary: controlText },
  { weight: 2, arbitrary: fc.constant<unknown>(DROP) },
);

/** The valid value with one node (or the whole) replaced by something arbitrary, or dropped. */
const mutated = (
  valid: unknown,
  replacing: fc.Arbitrary<unknown> = replacement,
): fc.Arbitrary<unknown> =>
  fc.tuple(fc.constantFrom(...pathsOf(valid)), replacing).map(([path, value]) => {
    const result = setAt(valid, path, value);
    return result === DROP ? undefined : result;
  });

/** Mostly the valid part, so most requests get past the first check to the next ones. */
const validOr = <T>(valid: T, broken: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ weight: 7, arbitrary: fc.constant(valid) }, { weight: 3, arbitrary: broken });

const pathValue = (valid: string | undefined): fc.Arbitrary<string> =>
  validOr(
    valid ?? "1",
    fc.oneof(
      text,
      fc.nat().map(String),
      controlText,
      fc.constantFrom("0", "-1", "1.5", "1e3", "99999999999999999999", " ", "%", "..", HUGE),
    ),
  );

const queryText = fc.oneof(text, controlText, fc.constant(HUGE));
const queryValue = fc.oneof(queryText, fc.array(queryText, { maxLength: 3 }));
// A query string carries only texts (repeated keys make a list): an object such as
// { toString: false } cannot be sent at all, and the test client throws before any request.
const queryReplacement = fc.oneof(queryValue, fc.constant<unknown>(DROP));

const query = (valid: Readonly<Record<string, string>> = {}): fc.Arbitrary<unknown> =>
  validOr<unknown>(
    valid,
    fc.oneof(
      { weight: 2, arbitrary: mutated(valid, queryReplacement) },
      { weight: 1, arbitrary: fc.dictionary(text, queryValue, { maxKeys: 4 }) },
    ),
  );

type Payload =
  { readonly json: unknown; readonly depth: number } | { readonly raw: string } | undefined;

/** The valid body with one extra field: so a request gets past every check to the hash. */
const withExtraField = (valid: unknown, extra: unknown): unknown =>
  isRecord(valid) ? { ...valid, extra } : { extra };

const payload = (valid: unknown): fc.Arbitrary<Payload> =>
  validOr<Payload>(
    valid === undefined ? undefined : { json: valid, depth: 0 },
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .tuple(mutated(valid), deepDepth)
          .map(([json, depth]) => (json === undefined ? undefined : { json, depth })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.oneof(controlText, fc.constant(DEEP), fc.constant(HUGE)), deepDepth)
          .map(([extra, depth]) => ({ json: withExtraField(valid, extra), depth })),
      },
      { weight: 1, arbitrary: fc.jsonValue().map((json) => ({ json, depth: 0 })) },
      { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((raw) => ({ raw })) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  );

interface CallerParts {
  readonly headers: Readonly<Record<string, string>>;
  readonly groupSaleFlag?: string;
}

/** Who calls: the valid general key mostly; the group-sale key with and without its flag,
 * the other tenant, no key, garbage, and base64 of arbitrary JSON. */
const caller = validOr<CallerParts>(
  { headers: apiHeaders("sn") },
  fc.oneof(
    fc.constant({ headers: apiHeaders("cgg") }),
    fc.constant({ headers: apiHeaders("sn", "group"), groupSaleFlag: "true" }),
    fc.constant({ headers: apiHeaders("sn", "group") }),
    fc
      .constantFrom("true", "false", "TRUE", "")
      .map((flag) => ({ headers: apiHeaders("sn"), groupSaleFlag: flag })),
    fc.constant({ headers: {} }),
    fc.string({ maxLength: 60 }).map((key) => ({ headers: { appkey: key } })),
    fc
      .jsonValue({ maxDepth: 2 })
      .map((json) => ({ headers: { appkey: encodeBase64(JSON.stringify(json)) } })),
  ),
);

const optionalHeader = (name: string, valid: string | undefined) =>
  validOr(
    valid,
    fc.oneof(
      fc.constant(undefined),
      fc.uuid(),
      fc.constantFrom("fuzz-reused-key", "fuzz-other-key"),
      fc.string({ maxLength: 220 }),
    ),
  ).map((value): Record<string, string> => (value === undefined ? {} : { [name]: value }));

const paramNames = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");

/** Any request to `name`'s path: valid parts, mutated parts and arbitrary ones, mixed. */
const fuzzedRequest = (name: RouteName, valid: RouteRequest): fc.Arbitrary<InjectOptions> => {
  const contract = routes[name];
  const params = fc.record(
    Object.fromEntries(
      paramNames(contract.path).map((param) => [param, pathValue(valid.params?.[param])]),
    ),
  );
  const { host } = valid.headers ?? {};
  return fc
    .record({
      params,
      query: query(valid.query),
      payload: payload(valid.body),
      caller,
      idempotencyKey: optionalHeader("idempotency-key", valid.headers?.["idempotency-key"]),
      cartToken: optionalHeader("carttoken", valid.headers?.carttoken),
    })
    .map(({ params: values, query: queryValues, payload: body, caller: who, ...headers }) => ({
      method: contract.method,
      url: pathFor(contract.path, values),
      query: {
        ...(isRecord(queryValues) ? queryValues : {}),
        ...(who.groupSaleFlag === undefined ? {} : { FE_isGroupSale: who.groupSaleFlag }),
      },
      headers: {
        ...(host === undefined ? {} : { host }),
        ...who.headers,
        ...headers.idempotencyKey,
        ...headers.cartToken,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined
        ? {}
        : {
            payload: "raw" in body ? body.raw : spliceDeep(JSON.stringify(body.json), body.depth),
          }),
    }));
};

/**
 * One digest per table of everything a request could change. Slots count only their sales:
 * the rows themselves are the sale schedule, not state a request changes. Mail counts only
 * what was queued: the background sender, not a request, records each send.
 */
const digestQuery = async (server: TestServer): Promise<string> => {
  const tables = await server.storage.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'schema_migrations'
     order by table_name`,
  );
  const columns = tables.map(({ name }) =>
    name === "slots"
      ? `(select md5(coalesce(string_agg(slot_id || ':' || sold, ',' order by slot_id), ''))
          from slots where sold <> 0) as slots`
      : name === "mail_outbox"
        ? `(select md5(coalesce(string_agg(mail_id || ':' || kind || ':' || order_id, ',' order by mail_id), ''))
            from mail_outbox) as mail_outbox`
        : `(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${name} t) as ${name}`,
  );
  return `select ${columns.join(", ")}`;
};

describe.each(storageKinds())(
  "any request answers 2xx or 4xx, and a 4xx changes nothing, on %s",
  (kind) => {
    // Mail on, as a shop runs by default: resend tickets then answers as it would for a guest.
    const server = useTestServer(kind, { mail: { transport: keepingTransport() } });
    let digestSql: string;
    const valid = new Map<RouteName, RouteRequest>();

    const digest = async () => (await server().storage.query(digestSql))[0];

    beforeAll(async () => {
      digestSql = await digestQuery(server());
      for (const name of routeNames) valid.set(name, await validRequests[name](server()));
    });

    it.each(routeNames)(
      "%s: arbitrary path, query, body and appKey never get a 5xx, and a 4xx changes no table",
      async (name) => {
        await fc.assert(
          fc.asyncProperty(fuzzedRequest(name, valid.get(name) ?? {}), async (request) => {
            const before = await digest();
            const answer = await server().inject(request);
            expect(answer.statusCode, answer.body).toBeLessThan(500);
            if (answer.statusCode < 400) return;
            expect(E.isRight(ApiFailure.decode(answer.json())), answer.body).toBe(true);
            expect(await digest()).toEqual(before);
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      },
      60_000,
    );

    it("the fraud beacon: arbitrary shop, sid and path never get a 5xx", async () => {
      const param = fc.oneof(text, controlText, fc.constant(HUGE), fc.constant(undefined));
      await fc.assert(
        fc.asyncProperty(
          fc.record({ shop: param, sid: param, path: param }),
          fc.boolean(),
          async (params, hits) => {
            const query = Object.fromEntries(
              Object.entries(params).filter(([, value]) => value !== undefined),
            ) as Record<string, string>;
            const answer = await server().inject({
              url: hits ? "/api/fraud-beacon/hits" : "/api/fraud-beacon",
              query,
            });
            expect(answer.statusCode, answer.body).toBeLessThan(500);
          },
        ),
        { numRuns: 100 },
      );
    });
  },
);
