import { describe, expect, it } from "vitest";
import {
  brandOf,
  brands,
  defaultBrand,
  guestServicesPhoneHref,
  isBrandKey,
  resolveBrand,
} from "../../src/domain/brand.js";

describe("brands", () => {
  it("there are exactly the two client ids of the spec, sn first and cgg second", () => {
    expect(brands.map((brand) => brand.key)).toEqual(["sn", "cgg"]);
  });

  it("the first brand, sn, is the default brand", () => {
    expect(defaultBrand.key).toBe("sn");
    expect(defaultBrand).toBe(brands[0]);
  });

  it("the first brand uses the default theme and the second the dark theme", () => {
    expect(brandOf("sn").themeId).toBe("default");
    expect(brandOf("cgg").themeId).toBe("dark");
  });

  it("each brand has its own company name, venue name, tracking-script id, analytics id and fraud-scoring shop id", () => {
    const sn = brandOf("sn");
    const cgg = brandOf("cgg");
    expect(sn.companyName).not.toBe(cgg.companyName);
    expect(sn.venueName).not.toBe(cgg.venueName);
    expect(sn.trackingScriptId).not.toBe(cgg.trackingScriptId);
    expect(sn.gaMeasurementId).not.toBe(cgg.gaMeasurementId);
    expect(sn.fraudScoringShopId).not.toBe(cgg.fraudScoringShopId);
    for (const brand of brands) {
      expect(brand.companyName).not.toBe("");
      expect(brand.venueName).not.toBe("");
      expect(brand.gaMeasurementId).not.toBe("");
      expect(brand.fraudScoringShopId).not.toBe("");
    }
  });

  it("the sn brand is the observation tower and the cgg brand the glass-art garden", () => {
    expect(brandOf("sn").venueName).toBe("Summit Needle Observation Tower");
    expect(brandOf("cgg").venueName).toBe("Crystal Glass Garden");
  });

  it("each brand has a guest-services phone number and mailbox for the contact line", () => {
    for (const brand of brands) {
      expect(brand.guestServices.phone).toMatch(/\d{3}.*\d{4}/);
      expect(brand.guestServices.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    }
  });

  it("guest services' number is a link a phone dials: tel: with the country code and digits only", () => {
    expect(guestServicesPhoneHref(brandOf("sn"))).toBe("tel:+12065550141");
    expect(guestServicesPhoneHref(brandOf("cgg"))).toBe("tel:+12065550144");
  });

  it("each brand has its own theme colour (a CSS hex colour) and an address", () => {
    for (const brand of brands) {
      expect(brand.themeColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(brand.address.length).toBeGreaterThan(0);
    }
    expect(brandOf("sn").themeColor).not.toBe(brandOf("cgg").themeColor);
  });

  it("each brand's address is a street line and a Seattle line, and its location is in Seattle, for the wallet pass", () => {
    for (const brand of brands) {
      const [street, city] = brand.address;
      expect(street).toMatch(/^\d+ \S.*\S$/);
      expect(city).toMatch(/^Seattle, WA 981\d\d$/);
      expect(brand.location.latitude).toBeGreaterThan(47.5);
      expect(brand.location.latitude).toBeLessThan(47.8);
      expect(brand.location.longitude).toBeGreaterThan(-122.45);
      expect(brand.location.longitude).toBeLessThan(-122.2);
    }
  });
});

describe("isBrandKey", () => {
  it("sn and cgg are brand keys", () => {
    expect(isBrandKey("sn")).toBe(true);
    expect(isBrandKey("cgg")).toBe(true);
  });

  it("anything else, including another case or an empty string, is not a brand key", () => {
    expect(isBrandKey("")).toBe(false);
    expect(isBrandKey("SN")).toBe(false);
    expect(isBrandKey("cg")).toBe(false);
    expect(isBrandKey("localhost")).toBe(false);
  });
});

describe("brandOf", () => {
  it("gives the brand with that key", () => {
    expect(brandOf("sn").key).toBe("sn");
    expect(brandOf("cgg").key).toBe("cgg");
  });
});

describe("resolveBrand", () => {
  it("the first label of the host names the brand", () => {
    expect(resolveBrand("sn.tickets.example.com").key).toBe("sn");
    expect(resolveBrand("cgg.tickets.example.com").key).toBe("cgg");
  });

  it("a host that is just a brand key resolves to that brand", () => {
    expect(resolveBrand("cgg").key).toBe("cgg");
    expect(resolveBrand("sn").key).toBe("sn");
  });

  it("the brand label is matched in any case", () => {
    expect(resolveBrand("CGG.Example.COM").key).toBe("cgg");
    expect(resolveBrand("Cgg.example.com").key).toBe("cgg");
  });

  it("spaces around a host do not change the brand", () => {
    expect(resolveBrand("  cgg.example.com ").key).toBe("cgg");
  });

  it("a port after the host does not change the brand", () => {
    expect(resolveBrand("cgg.example.com:8080").key).toBe("cgg");
    expect(resolveBrand("cgg:3000").key).toBe("cgg");
  });

  it("cgg.localhost resolves to cgg so both brands run locally", () => {
    expect(resolveBrand("cgg.localhost").key).toBe("cgg");
    expect(resolveBrand("cgg.localhost:5173").key).toBe("cgg");
    expect(resolveBrand("sn.localhost:5173").key).toBe("sn");
  });

  it("plain localhost falls back to the first brand, sn", () => {
    expect(resolveBrand("localhost")).toBe(defaultBrand);
    expect(resolveBrand("localhost:8080").key).toBe("sn");
  });

  it("an unknown host falls back to the first brand, sn", () => {
    expect(resolveBrand("tickets.example.com").key).toBe("sn");
    expect(resolveBrand("127.0.0.1:8080").key).toBe("sn");
  });

  it("an empty host falls back to the first brand, sn", () => {
    expect(resolveBrand("").key).toBe("sn");
  });

  it("only the first label counts: a brand key further along the host is ignored", () => {
    expect(resolveBrand("www.cgg.example.com").key).toBe("sn");
    expect(resolveBrand("example.com:cgg").key).toBe("sn");
  });

  it("a first label that merely starts or ends with a brand key is not that brand", () => {
    expect(resolveBrand("cggx.example.com").key).toBe("sn");
    expect(resolveBrand("xcgg.example.com").key).toBe("sn");
    expect(resolveBrand("cgg-staging.example.com").key).toBe("sn");
  });
});
