import * as E from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { appKeyFor, decodeAppKey, encodeAppKey, tenantForAppKey } from "#contract/appKey.js";
import { tenantOf } from "../../src/domain/tenant.js";

const base64Json = (value: unknown): string =>
  Buffer.from(JSON.stringify(value), "utf8").toString("base64");

const jsonOfBase64 = (appKey: string): unknown =>
  JSON.parse(Buffer.from(appKey, "base64").toString("utf8"));

const refused = {
  _tag: "Left",
  left: { tag: "APP_KEY_INVALID", reason: expect.any(String) as string },
};

describe("appKey", () => {
  it("the appKey is base64 of the terminal context's JSON", () => {
    const context = { SalesTerminalTypeId: 35, MemberVenueId: 41, LocalTimeZone: "Zone/Ünïcode" };
    expect(jsonOfBase64(encodeAppKey(context))).toEqual(context);
  });

  it("the fields are written in the order the spec lists them", () => {
    expect(encodeAppKey({ SalesTerminalTypeId: 35, MemberVenueId: 41, LocalTimeZone: "X" })).toBe(
      base64Json({ SalesTerminalTypeId: 35, MemberVenueId: 41, LocalTimeZone: "X" }),
    );
  });

  it("the sn key carries terminal 35, venue 41 and Pacific Standard Time", () => {
    const appKey = appKeyFor(tenantOf("sn"), "general");
    expect(jsonOfBase64(appKey)).toEqual({
      SalesTerminalTypeId: 35,
      MemberVenueId: 41,
      LocalTimeZone: "Pacific Standard Time",
    });
    expect(appKey).toBe(
      "eyJTYWxlc1Rlcm1pbmFsVHlwZUlkIjozNSwiTWVtYmVyVmVudWVJZCI6NDEsIkxvY2FsVGltZVpvbmUiOiJQYWNpZmljIFN0YW5kYXJkIFRpbWUifQ==",
    );
  });

  it("the cgg key carries terminal 40, venue 44 and Pacific Standard Time", () => {
    expect(jsonOfBase64(appKeyFor(tenantOf("cgg"), "general"))).toEqual({
      SalesTerminalTypeId: 40,
      MemberVenueId: 44,
      LocalTimeZone: "Pacific Standard Time",
    });
  });

  it("the sn group-sale key carries terminal 67 at venue 41", () => {
    expect(jsonOfBase64(appKeyFor(tenantOf("sn"), "group"))).toEqual({
      SalesTerminalTypeId: 67,
      MemberVenueId: 41,
      LocalTimeZone: "Pacific Standard Time",
    });
  });

  it("the cgg group-sale key carries terminal 69 at venue 44", () => {
    expect(jsonOfBase64(appKeyFor(tenantOf("cgg"), "group"))).toEqual({
      SalesTerminalTypeId: 69,
      MemberVenueId: 44,
      LocalTimeZone: "Pacific Standard Time",
    });
  });

  it("the key is chosen per tenant and the group-sale key differs from the general one", () => {
    const keys = [
      appKeyFor(tenantOf("sn"), "general"),
      appKeyFor(tenantOf("sn"), "group"),
      appKeyFor(tenantOf("cgg"), "general"),
      appKeyFor(tenantOf("cgg"), "group"),
    ];
    expect(new Set(keys).size).toBe(4);
  });
});

describe("decodeAppKey", () => {
  it("reads back the context from a key encoded by Node", () => {
    const context = { SalesTerminalTypeId: 40, MemberVenueId: 44, LocalTimeZone: "東京 🗼" };
    expect(decodeAppKey(base64Json(context))).toEqual(E.right(context));
  });

  it("keeps only the three context fields when the JSON carries more", () => {
    expect(
      decodeAppKey(
        base64Json({ SalesTerminalTypeId: 35, MemberVenueId: 41, LocalTimeZone: "Z", Extra: 1 }),
      ),
    ).toEqual(E.right({ SalesTerminalTypeId: 35, MemberVenueId: 41, LocalTimeZone: "Z" }));
  });

  it("refuses a key that is not base64", () => {
    expect(decodeAppKey("not base64!")).toEqual(refused);
    expect(decodeAppKey("abc")).toEqual(refused);
  });

  it("refuses base64 of bytes that are not UTF-8", () => {
    expect(decodeAppKey(Buffer.from([0x7b, 0xff, 0x7d]).toString("base64"))).toEqual(refused);
  });

  it("refuses base64 of text that is not JSON", () => {
    expect(decodeAppKey(Buffer.from("hello", "utf8").toString("base64"))).toEqual(refused);
    expect(decodeAppKey("")).toEqual(refused);
  });

  it("refuses JSON that is not an object", () => {
    expect(decodeAppKey(base64Json([35, 41, "Pacific Standard Time"]))).toEqual(refused);
    expect(decodeAppKey(base64Json(null))).toEqual(refused);
    expect(decodeAppKey(base64Json("Pacific Standard Time"))).toEqual(refused);
  });

  it("refuses a context whose ids are missing, not numbers or not integers", () => {
    expect(decodeAppKey(base64Json({ MemberVenueId: 41, LocalTimeZone: "Z" }))).toEqual(refused);
    expect(
      decodeAppKey(
        base64Json({ SalesTerminalTypeId: "35", MemberVenueId: 41, LocalTimeZone: "Z" }),
      ),
    ).toEqual(refused);
    expect(
      decodeAppKey(
        base64Json({ SalesTerminalTypeId: 35, MemberVenueId: 41.5, LocalTimeZone: "Z" }),
      ),
    ).toEqual(refused);
  });

  it("refuses a context whose LocalTimeZone is missing or not a string", () => {
    expect(decodeAppKey(base64Json({ SalesTerminalTypeId: 35, MemberVenueId: 41 }))).toEqual(
      refused,
    );
    expect(
      decodeAppKey(base64Json({ SalesTerminalTypeId: 35, MemberVenueId: 41, LocalTimeZone: 8 })),
    ).toEqual(refused);
  });
});

describe("what a refused key says is wrong (the 401's message)", () => {
  const reasonOf = (appKey: string) => {
    const decoded = decodeAppKey(appKey);
    return E.isLeft(decoded) ? decoded.left.reason : "accepted";
  };

  it.each([
    ["not base64 of UTF-8", "abc"],
    ["not JSON", Buffer.from("hello", "utf8").toString("base64")],
    ["not an object", base64Json([35, 41, "Z"])],
    [
      "SalesTerminalTypeId must be an integer",
      base64Json({ MemberVenueId: 41, LocalTimeZone: "Z" }),
    ],
    [
      "SalesTerminalTypeId must be an integer",
      base64Json({ SalesTerminalTypeId: 35.5, MemberVenueId: 41, LocalTimeZone: "Z" }),
    ],
    [
      "MemberVenueId must be an integer",
      base64Json({ SalesTerminalTypeId: 35, MemberVenueId: "41", LocalTimeZone: "Z" }),
    ],
    [
      "LocalTimeZone must be a string",
      base64Json({ SalesTerminalTypeId: 35, MemberVenueId: 41, LocalTimeZone: null }),
    ],
  ])("a key refused as %s says so", (reason, appKey) => {
    expect(reasonOf(appKey)).toBe(reason);
  });
});

describe("tenantForAppKey", () => {
  it("the sn key stands for the sn tenant's general sale", () => {
    expect(tenantForAppKey(appKeyFor(tenantOf("sn"), "general"))).toEqual(
      E.right({ tenant: tenantOf("sn"), saleKind: "general" }),
    );
  });

  it("the sn group-sale key stands for the sn tenant's group sale", () => {
    expect(tenantForAppKey(appKeyFor(tenantOf("sn"), "group"))).toEqual(
      E.right({ tenant: tenantOf("sn"), saleKind: "group" }),
    );
  });

  it("the cgg key stands for the cgg tenant's general sale", () => {
    expect(tenantForAppKey(appKeyFor(tenantOf("cgg"), "general"))).toEqual(
      E.right({ tenant: tenantOf("cgg"), saleKind: "general" }),
    );
  });

  it("the cgg group-sale key stands for the cgg tenant's group sale", () => {
    expect(tenantForAppKey(appKeyFor(tenantOf("cgg"), "group"))).toEqual(
      E.right({ tenant: tenantOf("cgg"), saleKind: "group" }),
    );
  });

  it("a key written by hand with Node's base64 is understood the same way", () => {
    const appKey = base64Json({
      SalesTerminalTypeId: 40,
      MemberVenueId: 44,
      LocalTimeZone: "Pacific Standard Time",
    });
    expect(tenantForAppKey(appKey)).toEqual(
      E.right({ tenant: tenantOf("cgg"), saleKind: "general" }),
    );
  });

  it("refuses an unknown member venue", () => {
    const appKey = base64Json({
      SalesTerminalTypeId: 35,
      MemberVenueId: 42,
      LocalTimeZone: "Pacific Standard Time",
    });
    expect(tenantForAppKey(appKey)).toEqual(
      E.left({ tag: "APP_KEY_INVALID", reason: "unknown member venue" }),
    );
  });

  it("refuses an unknown sales terminal for the venue", () => {
    const appKey = base64Json({
      SalesTerminalTypeId: 99,
      MemberVenueId: 41,
      LocalTimeZone: "Pacific Standard Time",
    });
    expect(tenantForAppKey(appKey)).toEqual(
      E.left({ tag: "APP_KEY_INVALID", reason: "unknown sales terminal for this venue" }),
    );
  });

  it("refuses another tenant's terminal at this venue (cgg's terminal 40 at sn's venue 41)", () => {
    const general = base64Json({ SalesTerminalTypeId: 40, MemberVenueId: 41, LocalTimeZone: "Z" });
    const group = base64Json({ SalesTerminalTypeId: 67, MemberVenueId: 44, LocalTimeZone: "Z" });
    expect(tenantForAppKey(general)).toEqual(refused);
    expect(tenantForAppKey(group)).toEqual(refused);
  });

  it("refuses a key that is not base64", () => {
    expect(tenantForAppKey("%%%%")).toEqual(refused);
    expect(tenantForAppKey("eyJ")).toEqual(refused);
  });

  it("refuses base64 of text that is not JSON", () => {
    expect(tenantForAppKey(Buffer.from("{SalesTerminalTypeId:35}").toString("base64"))).toEqual(
      refused,
    );
  });
});
