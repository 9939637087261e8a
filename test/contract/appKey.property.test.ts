import * as E from "fp-ts/lib/Either.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase64, encodeBase64 } from "#contract/base64.js";
import { appKeyFor, decodeAppKey, encodeAppKey, tenantForAppKey } from "#contract/appKey.js";
import { type SaleKind, type SalesTerminalContext, tenants } from "../../src/domain/tenant.js";

const numRuns = 1000;

/** The last and first code points of each UTF-8 length (1 to 4 bytes), and the last of all. */
const utf8Boundaries = [
  "\u007f",
  "\u0080",
  "\u07ff",
  "\u0800",
  "\uffff",
  "\u{10000}",
  "\u{10ffff}",
];

/** The first and last lone surrogate halves, which UTF-8 cannot encode. */
const loneSurrogates = ["\ud800", "\udfff"];

/** Strings of whole code points (no lone surrogate halves), in several flavours. */
const unicodeText = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary-ascii" }),
  fc.string(),
  fc.string({ unit: fc.oneof(fc.constantFrom(...utf8Boundaries), fc.string({ maxLength: 1 })) }),
);

/** UTF-16 code units, lone surrogate halves included. */
const utf16String = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    fc.constantFrom(...utf8Boundaries, ...loneSurrogates),
  ),
});

/** Whether the strings drawn from `text` use every one of `characters`. */
const drawsEvery = (text: fc.Arbitrary<string>, characters: readonly string[]): boolean => {
  const drawn = fc.sample(text, { numRuns: 2000, seed: 14 }).join("");
  return characters.every((character) => drawn.includes(character));
};

const context = (timeZone: fc.Arbitrary<string>): fc.Arbitrary<SalesTerminalContext> =>
  fc.record({
    SalesTerminalTypeId: fc.oneof(fc.integer(), fc.maxSafeInteger()),
    MemberVenueId: fc.oneof(fc.integer(), fc.maxSafeInteger()),
    LocalTimeZone: timeZone,
  });

/** Bytes biased towards UTF-8 lead and continuation bytes, so malformed sequences are common. */
const utf8ishBytes = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0xff }),
      fc.integer({ min: 0x80, max: 0xbf }),
      fc.constantFrom(0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xf8, 0xff),
    ),
    { maxLength: 16 },
  )
  .map((bytes) => Uint8Array.from(bytes));

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

const nodeDecode = (bytes: Uint8Array): E.Either<"invalid-utf8", string> => {
  try {
    return E.right(strictUtf8.decode(bytes));
  } catch {
    return E.left("invalid-utf8");
  }
};

describe("the appKey's generators draw the UTF-8 boundaries", () => {
  it("unicode text draws U+007F, U+0080, U+07FF, U+0800, U+FFFF, U+10000 and U+10FFFF", () => {
    expect(drawsEvery(unicodeText, utf8Boundaries)).toBe(true);
  });

  it("UTF-16 strings draw the lone surrogate halves U+D800 and U+DFFF as well", () => {
    expect(drawsEvery(utf16String, [...utf8Boundaries, ...loneSurrogates])).toBe(true);
  });

  it.each(utf8Boundaries)("base64 of %j is Node's base64 of its UTF-8 bytes", (character) => {
    expect(encodeBase64(character)).toBe(Buffer.from(character, "utf8").toString("base64"));
    expect(decodeBase64(encodeBase64(character))).toEqual(E.right(character));
  });

  it("a LocalTimeZone with the lone surrogate U+DFFF round-trips through the appKey", () => {
    const ctx = { SalesTerminalTypeId: 1, MemberVenueId: 2, LocalTimeZone: "a\udfffb" };
    expect(decodeAppKey(encodeAppKey(ctx))).toEqual(E.right(ctx));
  });
});

describe("appKey properties", () => {
  it("appKey encoding round-trips: decodeAppKey(encodeAppKey(ctx)) is Right(ctx)", () => {
    fc.assert(
      fc.property(context(unicodeText), (ctx) => {
        expect(decodeAppKey(encodeAppKey(ctx))).toEqual(E.right(ctx));
      }),
      { numRuns },
    );
  });

  it("appKey encoding round-trips even for a LocalTimeZone with lone surrogate halves, which JSON escapes", () => {
    fc.assert(
      fc.property(context(utf16String), (ctx) => {
        expect(decodeAppKey(encodeAppKey(ctx))).toEqual(E.right(ctx));
      }),
      { numRuns },
    );
  });

  it("the appKey is Node's base64 of the context's JSON", () => {
    fc.assert(
      fc.property(context(unicodeText), (ctx) => {
        const appKey = encodeAppKey(ctx);
        expect(appKey).toBe(Buffer.from(JSON.stringify(ctx), "utf8").toString("base64"));
        expect(JSON.parse(Buffer.from(appKey, "base64").toString("utf8"))).toEqual(ctx);
      }),
      { numRuns },
    );
  });

  it("every tenant's key, general or group, stands for that tenant and sale kind", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(tenants)),
        fc.constantFrom<SaleKind>("general", "group"),
        (tenant, saleKind) => {
          expect(tenantForAppKey(appKeyFor(tenant, saleKind))).toEqual(
            E.right({ tenant, saleKind }),
          );
        },
      ),
      { numRuns },
    );
  });

  it("a context with a venue no tenant has is refused", () => {
    const venueIds = Object.values(tenants).map((tenant) => tenant.memberVenueId);
    fc.assert(
      fc.property(
        context(unicodeText).filter((ctx) => !venueIds.includes(ctx.MemberVenueId)),
        (ctx) => {
          expect(E.isLeft(tenantForAppKey(encodeAppKey(ctx)))).toBe(true);
        },
      ),
      { numRuns },
    );
  });

  it("decoding is total: an arbitrary string never throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String(), utf16String), (text) => {
        expect(() => decodeAppKey(text)).not.toThrow();
        expect(() => tenantForAppKey(text)).not.toThrow();
      }),
      { numRuns },
    );
  });

  it("a key with a character outside the base64 alphabet is refused", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }).filter((text) => /[^A-Za-z0-9+/=]/.test(text)),
        (text) => {
          expect(decodeAppKey(text)).toEqual(
            E.left({ tag: "APP_KEY_INVALID", reason: "not base64 of UTF-8" }),
          );
        },
      ),
      { numRuns },
    );
  });

  it("base64 of a JSON value that is not an object is refused", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer(),
          fc.string(),
          fc.boolean(),
          fc.constant(null),
          fc.array(fc.integer()),
        ),
        (value) => {
          const appKey = Buffer.from(JSON.stringify(value), "utf8").toString("base64");
          expect(decodeAppKey(appKey)).toEqual(
            E.left({ tag: "APP_KEY_INVALID", reason: "not an object" }),
          );
        },
      ),
      { numRuns },
    );
  });
});

describe("base64 properties", () => {
  it("base64 round-trips: decodeBase64(encodeBase64(s)) is Right(s) for any unicode string", () => {
    fc.assert(
      fc.property(unicodeText, (text) => {
        expect(decodeBase64(encodeBase64(text))).toEqual(E.right(text));
      }),
      { numRuns },
    );
  });

  it("encodeBase64 agrees with Node's Buffer over UTF-8", () => {
    fc.assert(
      fc.property(unicodeText, (text) => {
        expect(encodeBase64(text)).toBe(Buffer.from(text, "utf8").toString("base64"));
      }),
      { numRuns },
    );
  });

  it("decodeBase64 agrees with Node's Buffer and a strict UTF-8 decoder on arbitrary bytes", () => {
    fc.assert(
      fc.property(fc.oneof(utf8ishBytes, fc.uint8Array({ maxLength: 16 })), (bytes) => {
        const encoded = Buffer.from(bytes).toString("base64");
        expect(decodeBase64(encoded)).toEqual(nodeDecode(bytes));
      }),
      { numRuns: 5 * numRuns },
    );
  });

  it("decodeBase64 is total: an arbitrary string never throws", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.base64String()),
        (text) => {
          expect(() => decodeBase64(text)).not.toThrow();
        },
      ),
      { numRuns },
    );
  });

  it("a string whose length is not a multiple of four is not base64", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.length % 4 !== 0),
        (text) => {
          expect(decodeBase64(text)).toEqual(E.left("invalid-base64"));
        },
      ),
      { numRuns },
    );
  });
});
