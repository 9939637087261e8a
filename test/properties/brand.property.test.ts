import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brandOf, brands, type BrandKey, resolveBrand } from "../../src/domain/brand.js";

const numRuns = 1000;

const brandKey: fc.Arbitrary<BrandKey> = fc.constantFrom("sn", "cgg");

/** A DNS label: letters, digits and inner hyphens. */
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,14}[a-z0-9])?$/);

const port = fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined });

const withPort = (host: string, maybePort: number | undefined): string =>
  maybePort === undefined ? host : `${host}:${maybePort}`;

/** UTF-16 code units, lone surrogate halves included. */
const utf16String = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
});

const anyHostLike = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  utf16String,
  fc.domain(),
  fc.webAuthority({ withPort: true, withIPv4: true, withIPv6: true, withUserInfo: true }),
  fc.tuple(brandKey, fc.string({ unit: "binary" })).map(([key, rest]) => key + rest),
);

const isBrandKeyInAnyCase = (text: string): boolean => {
  const lower = text.toLowerCase();
  return lower === "sn" || lower === "cgg";
};

describe("resolveBrand properties", () => {
  it("brand resolution is total: any string gives one of the brands without throwing", () => {
    fc.assert(
      fc.property(anyHostLike, (host) => {
        const brand = resolveBrand(host);
        expect(brands).toContain(brand);
      }),
      { numRuns },
    );
  });

  it("a host whose first label is a brand key, in any case, with further labels and an optional port, resolves to that brand", () => {
    fc.assert(
      fc.property(
        brandKey,
        fc.boolean(),
        fc.array(label, { maxLength: 4 }),
        port,
        (key, uppercaseMix, furtherLabels, maybePort) => {
          const casedKey = uppercaseMix ? key.toUpperCase() : key;
          const host = withPort([casedKey, ...furtherLabels].join("."), maybePort);
          expect(resolveBrand(host)).toBe(brandOf(key));
        },
      ),
      { numRuns },
    );
  });

  it("a brand key in mixed case as the first label of a real-looking domain resolves to that brand", () => {
    fc.assert(
      fc.property(
        brandKey.chain((key) => fc.tuple(fc.constant(key), fc.mixedCase(fc.constant(key)))),
        fc.domain(),
        port,
        ([key, casedKey], domain, maybePort) => {
          expect(resolveBrand(withPort(`${casedKey}.${domain}`, maybePort))).toBe(brandOf(key));
        },
      ),
      { numRuns },
    );
  });

  it("a host whose first label is not a brand key falls back to the first brand, sn", () => {
    fc.assert(
      fc.property(
        fc.mixedCase(label).filter((first) => !isBrandKeyInAnyCase(first)),
        fc.array(label, { maxLength: 4 }),
        port,
        (first, furtherLabels, maybePort) => {
          const host = withPort([first, ...furtherLabels].join("."), maybePort);
          expect(resolveBrand(host)).toBe(brands[0]);
        },
      ),
      { numRuns },
    );
  });

  it("a first label that only starts with a brand key is not that brand", () => {
    fc.assert(
      fc.property(
        brandKey,
        fc.stringMatching(/^[a-z0-9-]{1,10}$/),
        fc.array(label, { maxLength: 3 }),
        (key, suffix, furtherLabels) => {
          const host = [key + suffix, ...furtherLabels].join(".");
          expect(resolveBrand(host).key).toBe("sn");
        },
      ),
      { numRuns },
    );
  });
});
