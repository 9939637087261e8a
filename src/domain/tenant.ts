import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import { decodeBase64, encodeBase64 } from "./base64.js";
import type { BrandKey } from "./brand.js";

/** Every order is placed under this web account (spec §9). */
export const USER_ACCOUNT_ID = 1137;

/** The sales terminal's zone, fixed whatever the guest's own zone is (spec §3, §9). */
export const TERMINAL_TIME_ZONE = "Pacific Standard Time";

/** The IANA zone that TERMINAL_TIME_ZONE names, for date arithmetic. */
export const TERMINAL_IANA_TIME_ZONE = "America/Los_Angeles";

export interface Tenant {
  readonly client: BrandKey;
  readonly memberVenueId: number;
  readonly salesTerminalTypeId: number;
  /**
   * Spec §9 defines ids 67 (sn) and 69 (cgg) without saying what for. We read them as the
   * group-sale terminal type: the spec's separate group-sale appKey needs a second terminal
   * context per tenant, and these are the only other per-tenant terminal ids it has.
   */
  readonly groupSaleTerminalTypeId: number;
}

export const tenants: Readonly<Record<BrandKey, Tenant>> = {
  sn: { client: "sn", memberVenueId: 41, salesTerminalTypeId: 35, groupSaleTerminalTypeId: 67 },
  cgg: { client: "cgg", memberVenueId: 44, salesTerminalTypeId: 40, groupSaleTerminalTypeId: 69 },
};

export const tenantOf = (client: BrandKey): Tenant => tenants[client];

/** The sales-terminal context, field names as the ticketing API expects them (spec §3). */
export interface SalesTerminalContext {
  readonly SalesTerminalTypeId: number;
  readonly MemberVenueId: number;
  readonly LocalTimeZone: string;
}

export type SaleKind = "general" | "group";

export const salesTerminalContext = (tenant: Tenant, saleKind: SaleKind): SalesTerminalContext => ({
  SalesTerminalTypeId:
    saleKind === "group" ? tenant.groupSaleTerminalTypeId : tenant.salesTerminalTypeId,
  MemberVenueId: tenant.memberVenueId,
  LocalTimeZone: TERMINAL_TIME_ZONE,
});

/** The `appKey` header: base64 of the context's JSON (spec §3, §6). */
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

const toContext = (value: unknown): E.Either<AppKeyError, SalesTerminalContext> => {
  if (!isRecord(value)) return E.left(invalid("not an object"));
  const { SalesTerminalTypeId, MemberVenueId, LocalTimeZone } = value;
  if (typeof SalesTerminalTypeId !== "number" || !Number.isInteger(SalesTerminalTypeId)) {
    return E.left(invalid("SalesTerminalTypeId must be an integer"));
  }
  if (typeof MemberVenueId !== "number" || !Number.isInteger(MemberVenueId)) {
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
    E.chain((context) => {
      const tenant = Object.values(tenants).find((t) => t.memberVenueId === context.MemberVenueId);
      if (tenant === undefined) return E.left(invalid("unknown member venue"));
      if (context.SalesTerminalTypeId === tenant.salesTerminalTypeId) {
        return E.right({ tenant, saleKind: "general" as const });
      }
      if (context.SalesTerminalTypeId === tenant.groupSaleTerminalTypeId) {
        return E.right({ tenant, saleKind: "group" as const });
      }
      return E.left(invalid("unknown sales terminal for this venue"));
    }),
  );
