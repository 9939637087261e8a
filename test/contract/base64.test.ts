import * as E from "fp-ts/lib/Either.js";
import { describe, expect, it } from "vitest";
import { decodeBase64, encodeBase64 } from "#contract/base64.js";

const base64OfBytes = (bytes: readonly number[]): string => Buffer.from(bytes).toString("base64");

/** The RFC 4648 §10 test vectors. */
const rfc4648Vectors: readonly (readonly [string, string])[] = [
  ["", ""],
  ["f", "Zg=="],
  ["fo", "Zm8="],
  ["foo", "Zm9v"],
  ["foob", "Zm9vYg=="],
  ["fooba", "Zm9vYmE="],
  ["foobar", "Zm9vYmFy"],
];

/** One character of each UTF-8 length: 1, 2, 3 and 4 bytes. */
const utf8Vectors: readonly (readonly [string, string])[] = [
  ["A", "QQ=="],
  ["é", "w6k="],
  ["€", "4oKs"],
  ["😀", "8J+YgA=="],
  ["Pacific Standard Time", "UGFjaWZpYyBTdGFuZGFyZCBUaW1l"],
];

describe("encodeBase64", () => {
  it.each(rfc4648Vectors)("encodes %j as the RFC 4648 vector %j", (text, encoded) => {
    expect(encodeBase64(text)).toBe(encoded);
  });

  it.each(utf8Vectors)("encodes %j over its UTF-8 bytes as %j", (text, encoded) => {
    expect(encodeBase64(text)).toBe(encoded);
  });

  it("encodes a mixed-script string the same way as Node's Buffer", () => {
    const text = "Grüße, 東京 🗼 — ¡olé!";
    expect(encodeBase64(text)).toBe(Buffer.from(text, "utf8").toString("base64"));
  });

  it("uses the standard alphabet with + and / rather than the URL-safe one", () => {
    expect(encodeBase64("\u{fbff}")).toBe("76+/");
    expect(encodeBase64("\u{3ffff}")).toBe("8L+/vw==");
  });
});

describe("decodeBase64", () => {
  it.each(rfc4648Vectors)("decodes the RFC 4648 vector %j back from %j", (text, encoded) => {
    expect(decodeBase64(encoded)).toEqual(E.right(text));
  });

  it.each(utf8Vectors)("decodes %j back from the UTF-8 base64 %j", (text, encoded) => {
    expect(decodeBase64(encoded)).toEqual(E.right(text));
  });

  it("refuses a length that is not a multiple of four", () => {
    expect(decodeBase64("Zg=")).toEqual(E.left("invalid-base64"));
    expect(decodeBase64("Zm9vY")).toEqual(E.left("invalid-base64"));
  });

  it("refuses characters outside the base64 alphabet", () => {
    expect(decodeBase64("Zm9v!A==")).toEqual(E.left("invalid-base64"));
    expect(decodeBase64("Zm 9")).toEqual(E.left("invalid-base64"));
  });

  it("refuses the URL-safe alphabet's - and _", () => {
    expect(decodeBase64("-_-_")).toEqual(E.left("invalid-base64"));
  });

  it("refuses padding anywhere but at the end", () => {
    expect(decodeBase64("Zg==Zm9v")).toEqual(E.left("invalid-base64"));
    expect(decodeBase64("Z=g=")).toEqual(E.left("invalid-base64"));
  });

  it("refuses more than two padding characters", () => {
    expect(decodeBase64("Z===")).toEqual(E.left("invalid-base64"));
    expect(decodeBase64("====")).toEqual(E.left("invalid-base64"));
  });

  it("refuses bytes that are not UTF-8: a byte that never occurs in UTF-8", () => {
    expect(decodeBase64(base64OfBytes([0xff]))).toEqual(E.left("invalid-utf8"));
    expect(decodeBase64(base64OfBytes([0x41, 0xfe, 0x41]))).toEqual(E.left("invalid-utf8"));
  });

  it("refuses bytes that are not UTF-8: a lead byte above f4 even when followed by continuations", () => {
    expect(decodeBase64(base64OfBytes([0xf8, 0x80, 0x80]))).toEqual(E.left("invalid-utf8"));
    expect(decodeBase64(base64OfBytes([0xfc, 0x80, 0x80, 0x80]))).toEqual(E.left("invalid-utf8"));
    expect(decodeBase64(base64OfBytes([0xff, 0xbf, 0xbf]))).toEqual(E.left("invalid-utf8"));
  });

  it("refuses bytes that are not UTF-8: a continuation byte without a lead", () => {
    expect(decodeBase64(base64OfBytes([0x80]))).toEqual(E.left("invalid-utf8"));
  });

  it("refuses bytes that are not UTF-8: a sequence cut short", () => {
    expect(decodeBase64(base64OfBytes([0xc3]))).toEqual(E.left("invalid-utf8"));
    expect(decodeBase64(base64OfBytes([0xe2, 0x82]))).toEqual(E.left("invalid-utf8"));
    expect(decodeBase64(base64OfBytes([0xf0, 0x9f, 0x98, 0x41]))).toEqual(E.left("invalid-utf8"));
  });

  it("refuses bytes that are not UTF-8: an encoded surrogate half", () => {
    expect(decodeBase64(base64OfBytes([0xed, 0xa0, 0x80]))).toEqual(E.left("invalid-utf8"));
  });

  it("refuses bytes that are not UTF-8: a code point above U+10FFFF", () => {
    expect(decodeBase64(base64OfBytes([0xf4, 0x90, 0x80, 0x80]))).toEqual(E.left("invalid-utf8"));
  });

  it("refuses bytes that are not UTF-8: overlong encodings", () => {
    expect(decodeBase64(base64OfBytes([0xc0, 0x80]))).toEqual(E.left("invalid-utf8"));
    expect(decodeBase64(base64OfBytes([0xe0, 0x80, 0x80]))).toEqual(E.left("invalid-utf8"));
    expect(decodeBase64(base64OfBytes([0xe0, 0x81, 0x81]))).toEqual(E.left("invalid-utf8"));
    expect(decodeBase64(base64OfBytes([0xf0, 0x80, 0x80, 0x80]))).toEqual(E.left("invalid-utf8"));
    expect(decodeBase64(base64OfBytes([0xf0, 0x8f, 0xbf, 0xbf]))).toEqual(E.left("invalid-utf8"));
  });

  it("accepts the smallest and largest code point of each UTF-8 length", () => {
    const text = "\u{0}\u{7f}\u{80}\u{7ff}\u{800}\u{ffff}\u{10000}\u{10ffff}";
    expect(decodeBase64(Buffer.from(text, "utf8").toString("base64"))).toEqual(E.right(text));
  });
});

describe("a leading byte-order mark", () => {
  it("a leading byte-order mark is kept as text, as Node's Buffer keeps it", () => {
    const withMark = base64OfBytes([0xef, 0xbb, 0xbf, 0x41]);
    expect(decodeBase64(withMark)).toEqual(E.right("\uFEFFA"));
    expect(decodeBase64(withMark)).toEqual(
      E.right(Buffer.from(withMark, "base64").toString("utf8")),
    );
  });
});
