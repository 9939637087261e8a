import * as E from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import {
  saleAtTerminal,
  salesTerminalContext,
  TERMINAL_IANA_TIME_ZONE,
  TERMINAL_TIME_ZONE,
  tenantOf,
  tenants,
  USER_ACCOUNT_ID,
} from "../../src/domain/tenant.js";

describe("business constants", () => {
  it("every order is placed under userAccountId 1137", () => {
    expect(USER_ACCOUNT_ID).toBe(1137);
  });

  it('the terminal time zone is fixed to "Pacific Standard Time"', () => {
    expect(TERMINAL_TIME_ZONE).toBe("Pacific Standard Time");
  });

  it("the IANA zone used for date arithmetic is the Pacific zone", () => {
    expect(TERMINAL_IANA_TIME_ZONE).toBe("America/Los_Angeles");
  });
});

describe("tenants", () => {
  it("there is one tenant per client id, sn and cgg", () => {
    expect(Object.keys(tenants).sort()).toEqual(["cgg", "sn"]);
    expect(tenantOf("sn").client).toBe("sn");
    expect(tenantOf("cgg").client).toBe("cgg");
  });

  it("member venue ids are sn 41 and cgg 44", () => {
    expect(tenantOf("sn").memberVenueId).toBe(41);
    expect(tenantOf("cgg").memberVenueId).toBe(44);
  });

  it("sales terminal type ids are 35 for sn and 40 for cgg", () => {
    expect(tenantOf("sn").salesTerminalTypeId).toBe(35);
    expect(tenantOf("cgg").salesTerminalTypeId).toBe(40);
  });

  it("the group-sale terminal type ids are 67 for sn and 69 for cgg", () => {
    expect(tenantOf("sn").groupSaleTerminalTypeId).toBe(67);
    expect(tenantOf("cgg").groupSaleTerminalTypeId).toBe(69);
  });
});

describe("salesTerminalContext", () => {
  it("a general sale for sn uses terminal 35, venue 41 and the Pacific zone", () => {
    expect(salesTerminalContext(tenantOf("sn"), "general")).toEqual({
      SalesTerminalTypeId: 35,
      MemberVenueId: 41,
      LocalTimeZone: "Pacific Standard Time",
    });
  });

  it("a general sale for cgg uses terminal 40, venue 44 and the Pacific zone", () => {
    expect(salesTerminalContext(tenantOf("cgg"), "general")).toEqual({
      SalesTerminalTypeId: 40,
      MemberVenueId: 44,
      LocalTimeZone: "Pacific Standard Time",
    });
  });

  it("a group sale for sn uses terminal 67 at the same venue 41", () => {
    expect(salesTerminalContext(tenantOf("sn"), "group")).toEqual({
      SalesTerminalTypeId: 67,
      MemberVenueId: 41,
      LocalTimeZone: "Pacific Standard Time",
    });
  });

  it("a group sale for cgg uses terminal 69 at the same venue 44", () => {
    expect(salesTerminalContext(tenantOf("cgg"), "group")).toEqual({
      SalesTerminalTypeId: 69,
      MemberVenueId: 44,
      LocalTimeZone: "Pacific Standard Time",
    });
  });
});

describe("saleAtTerminal", () => {
  it.each([
    ["sn", "general"],
    ["sn", "group"],
    ["cgg", "general"],
    ["cgg", "group"],
  ] as const)("the %s %s terminal context stands for that tenant and sale kind", (client, kind) => {
    expect(saleAtTerminal(salesTerminalContext(tenantOf(client), kind))).toEqual(
      E.right({ tenant: tenantOf(client), saleKind: kind }),
    );
  });

  it("a context at a venue no tenant has is an unknown member venue", () => {
    expect(
      saleAtTerminal({ SalesTerminalTypeId: 35, MemberVenueId: 42, LocalTimeZone: "Z" }),
    ).toEqual(E.left("unknown member venue"));
  });

  it("another tenant's terminal at this venue is an unknown sales terminal for this venue", () => {
    expect(
      saleAtTerminal({ SalesTerminalTypeId: 40, MemberVenueId: 41, LocalTimeZone: "Z" }),
    ).toEqual(E.left("unknown sales terminal for this venue"));
  });
});
