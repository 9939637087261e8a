import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import {
  saleAtTerminal,
  salesTerminalContext,
  type SaleKind,
  type SalesTerminalContext,
  type Tenant,
} from "../domain/tenant.js";
import { decodeBase64, encodeBase64 } from "./base64.js";

/** The `appKey` header: base64 of the terminal context's JSON (spec §3, §6). */
export const encodeAppKey = (context: SalesTerminalContext): string =>
  encodeBase64(JSON.stringify(context));

/** The key a request carries: per tenant, and the group-sale key while group-sale mode is on. */
export const appKeyFor = (tenant: Tenant, saleKind: SaleKind): string =>
  encodeAppKey(salesTerminalContext(tenant, saleKind));

export type AppKeyError = { readonly tag: "APP_KEY_INVALID"; readonly reason: string };

const invalid = (reason: string): AppKeyError => ({ tag: "APP_KEY_INVALID", reason });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const parseJson = (text: string): E.Either<AppKeyError, unknown> =>
  E.tryCatch(
    () => JSON.parse(text) as unknown,
    () => invalid("not JSON"),
  );

// Not a number, or a number with a fraction: either way not an id.
const isInteger = (value: unknown): value is number => Number.isInteger(value);

const toContext = (value: unknown): E.Either<AppKeyError, SalesTerminalContext> => {
  if (!isRecord(value)) return E.left(invalid("not an object"));
  const { SalesTerminalTypeId, MemberVenueId, LocalTimeZone } = value;
  if (!isInteger(SalesTerminalTypeId)) {
    return E.left(invalid("SalesTerminalTypeId must be an integer"));
  }
  if (!isInteger(MemberVenueId)) {
    return E.left(invalid("MemberVenueId must be an integer"));
  }
  if (typeof LocalTimeZone !== "string") return E.left(invalid("LocalTimeZone must be a string"));
  return E.right({ SalesTerminalTypeId, MemberVenueId, LocalTimeZone });
};

export const decodeAppKey = (appKey: string): E.Either<AppKeyError, SalesTerminalContext> =>
  pipe(
    decodeBase64(appKey),
    E.mapLeft(() => invalid("not base64 of UTF-8")),
    E.chain(parseJson),
    E.chain(toContext),
  );

/** Which tenant and sale kind an appKey stands for; unknown venues or terminals are refused. */
export const tenantForAppKey = (
  appKey: string,
): E.Either<AppKeyError, { readonly tenant: Tenant; readonly saleKind: SaleKind }> =>
  pipe(
    decodeAppKey(appKey),
    E.chain((context) => pipe(saleAtTerminal(context), E.mapLeft(invalid))),
  );
