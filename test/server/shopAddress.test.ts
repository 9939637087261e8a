import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localBase, shopAddress } from "../../server/api/mail/shopAddress.js";
import { brandOf, brands, resolveBrand } from "../../src/domain/brand.js";

const sn = brandOf("sn");
const cgg = brandOf("cgg");

describe("the shop's address in a brand's e-mails", () => {
  it("is the public address for the first brand, and cgg.<host> for cgg", () => {
    expect(shopAddress("https://tickets.example.com", sn)).toBe("https://tickets.example.com");
    expect(shopAddress("https://tickets.example.com", cgg)).toBe("https://cgg.tickets.example.com");
  });

  it("replaces a brand label the public address already starts with", () => {
    expect(shopAddress("https://sn.example.com", cgg)).toBe("https://cgg.example.com");
    expect(shopAddress("http://cgg.localhost:8121", sn)).toBe("http://sn.localhost:8121");
  });

  it("keeps the port and a path", () => {
    expect(shopAddress("http://localhost:8121/shop", cgg)).toBe("http://cgg.localhost:8121/shop");
  });

  it("is the local address the server listens on when no PUBLIC_URL is set", () => {
    expect(localBase({ port: 8121 })).toBe("http://localhost:8121");
    expect(localBase(null)).toBe("http://localhost");
  });

  it("always names a host whose brand is the e-mail's brand", () => {
    fc.assert(
      fc.property(
        fc.domain(),
        fc.constantFrom(...brands),
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        (host, brand, port) => {
          const base = `https://${host}${port === undefined ? "" : `:${String(port)}`}`;
          expect(resolveBrand(new URL(shopAddress(base, brand)).host).key).toBe(brand.key);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
