import * as E from "fp-ts/lib/Either.js";
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

/** Why a terminal context names no sale of ours. */
export type UnknownTerminal = "unknown member venue" | "unknown sales terminal for this venue";

/** Which tenant and sale kind a terminal context stands for; unknown venues or terminals are refused. */
export const saleAtTerminal = (
  context: SalesTerminalContext,
): E.Either<UnknownTerminal, { readonly tenant: Tenant; readonly saleKind: SaleKind }> => {
  const tenant = Object.values(tenants).find((t) => t.memberVenueId === context.MemberVenueId);
  if (tenant === undefined) return E.left("unknown member venue");
  if (context.SalesTerminalTypeId === tenant.salesTerminalTypeId) {
    return E.right({ tenant, saleKind: "general" });
  }
  if (context.SalesTerminalTypeId === tenant.groupSaleTerminalTypeId) {
    return E.right({ tenant, saleKind: "group" });
  }
  return E.left("unknown sales terminal for this venue");
};
