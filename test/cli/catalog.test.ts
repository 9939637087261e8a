import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, json, startListening, type ListeningServer } from "./run.js";

let target: ListeningServer;

beforeAll(async () => {
  target = await startListening();
}, 60_000);

afterAll(async () => {
  await target.server.close();
});

const run = (...argv: string[]) => cli(...argv, "--api", target.api);

describe("startup and the catalogue", () => {
  it("config prints the tenant, the API and the feature flags startup loaded", async () => {
    const config = await run("config", "--client", "cgg");
    expect(config.code).toBe(0);
    expect(config.output).toEqual([
      "client cgg (Crystal Glass Garden)",
      `API ${target.api}`,
      expect.stringMatching(/^feature flags \{.*\}$/),
    ]);
  });

  it("products lists the visible products tab by tab; --category keeps one tab", async () => {
    const all = await run("products");
    expect(all.code).toBe(0);
    expect(all.output[0]).toMatch(/^ {2}101 {2}General Admission — /);
    expect(all.output.some((line) => line.includes("108"))).toBe(false);
    const events = await run("products", "--category", "events");
    expect(events.output).toEqual([expect.stringMatching(/^ {2}105 {2}Friday Night Stargazing/)]);
  });

  it("promo with a valid code lists the products it unlocks", async () => {
    const sn = await run("promo", "--code", "SUMMIT20");
    expect(sn.code).toBe(0);
    expect(sn.output).toEqual([expect.stringMatching(/^ {2}108 {2}Member Preview Admission/)]);
    const cgg = await run("promo", "--code", "GLASS15", "--client", "cgg");
    expect(cgg.output).toEqual([expect.stringMatching(/^ {2}208 {2}Member Preview Garden/)]);
  });

  it("promo with a code that unlocks nothing prints 'This promo code is not valid.' and exits 1", async () => {
    const invalid = await run("promo", "--code", "NOT-A-CODE");
    expect(invalid.code).toBe(1);
    expect(invalid.errors).toEqual(["This promo code is not valid."]);
  });

  it.each([
    ["SUMMIT-SUNSET", "/product?productId=102&type=products"],
    ["SUMMIT-FRIENDS", "/product?productId=109&type=products&directAccess=SUMMIT-FRIENDS"],
    ["SUMMIT-EXPIRED", "/"],
    ["NO-SUCH-LINK", "/?directAccess=NO-SUCH-LINK"],
  ])("resolve-link %s prints the path it leads to: %s", async (code, path) => {
    const resolved = await run("resolve-link", "--code", code, "--json");
    expect(resolved.code).toBe(0);
    expect(json(resolved)).toEqual({ ok: true, code, path });
  });
});

describe("the product page", () => {
  it("dates lists the dates on sale, from the server's today", async () => {
    const dates = await run("dates", "--product", "101");
    expect(dates.code).toBe(0);
    expect(dates.output.slice(0, 2)).toEqual(["2030-01-07", "2030-01-08"]);
  });

  it("discounts lists the ticket types on sale on a date, at that date's price (a weekend's is higher)", async () => {
    const tuesday = await run("discounts", "--product", "101", "--date", "2030-01-08");
    expect(tuesday.code).toBe(0);
    expect(tuesday.output[0]).toBe("On 2030-01-08:");
    expect(tuesday.output[1]).toMatch(/^ +1011 {2}Adult +\$35\.00$/);
    const saturday = await run("discounts", "--product", "101", "--date", "2030-01-12");
    expect(saturday.output[1]).toMatch(/^ +1011 {2}Adult +\$45\.00$/);
  });

  it("inventory lists the entry times with room for the tickets", async () => {
    const slots = await run(
      "inventory",
      "--product",
      "101",
      "--date",
      "2030-01-08",
      "--tickets",
      "1011:2",
    );
    expect(slots.code).toBe(0);
    expect(slots.output[0]).toBe("On 2030-01-08, for 2 × 1011:");
    expect(slots.output[1]).toMatch(/^ +\d+ {2}1\/8\/2030 9:00 AM to 9:30 AM +\d+ left$/);
  });

  it("a date the product is not on sale is one line and exit 1", async () => {
    const discounts = await run("discounts", "--product", "101", "--date", "2029-12-31");
    expect(discounts.code).toBe(1);
    expect(discounts.errors).toEqual(["General Admission is not on sale on 2029-12-31."]);
  });

  it("an unknown product is one line and exit 1", async () => {
    const dates = await run("dates", "--product", "999");
    expect(dates.code).toBe(1);
    expect(dates.errors).toEqual(["No product 999 is listed here."]);
  });
});

describe("verify-barcode", () => {
  it("verifies with the provider the product name decides: CityPassC3 for a C3 product", async () => {
    const verified = await run("verify-barcode", "--product", "107", "--barcode", "C3SN0001");
    expect(verified.code).toBe(0);
    expect(verified.output[0]).toBe("C3SN0001 is a valid CityPassC3 barcode for:");
  });

  it("verifies with CityPass for any other city-pass product", async () => {
    const verified = await run(
      "verify-barcode",
      "--product",
      "207",
      "--barcode",
      "CPGG0002",
      "--client",
      "cgg",
    );
    expect(verified.code).toBe(0);
    expect(verified.output[0]).toBe("CPGG0002 is a valid CityPass barcode for:");
  });

  it("a barcode that fails verification prints 'Invalid barcode' and exits 1", async () => {
    const invalid = await run("verify-barcode", "--product", "107", "--barcode", "CPGG0003");
    expect(invalid.code).toBe(1);
    expect(invalid.errors).toEqual(["Invalid barcode"]);
  });
});
