import * as E from "fp-ts/lib/Either.js";

/*
 * Base64 over UTF-8 written out here because the domain runs without DOM or Node typings
 * (no `btoa`, `TextEncoder` or `Buffer`), and the appKey header must encode the same way
 * in the browser, in Node and in the reference server.
 */

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

const utf8Bytes = (text: string): number[] => {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return bytes;
};

const continuation = (bytes: readonly number[], at: number): number | undefined => {
  const byte = bytes[at];
  return byte !== undefined && (byte & 0xc0) === 0x80 ? byte & 0x3f : undefined;
};

const sequenceLength = (lead: number): number =>
  lead < 0x80 ? 1 : lead >= 0xf8 ? 0 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 ? 2 : 0;

/** The smallest code point each sequence length may carry: anything less is overlong. */
const smallestCode = [0, 0, 0x80, 0x800, 0x10000] as const;

const utf8Text = (bytes: readonly number[]): E.Either<"invalid-utf8", string> => {
  let text = "";
  let at = 0;
  while (at < bytes.length) {
    const lead = bytes[at] ?? 0;
    const length = sequenceLength(lead);
    if (length === 0) return E.left("invalid-utf8");
    let code = length === 1 ? lead : lead & (0xff >> (length + 1));
    for (let i = 1; i < length; i++) {
      const bits = continuation(bytes, at + i);
      if (bits === undefined) return E.left("invalid-utf8");
      code = (code << 6) | bits;
    }
    if (code < (smallestCode[length] ?? 0)) return E.left("invalid-utf8");
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return E.left("invalid-utf8");
    text += String.fromCodePoint(code);
    at += length;
  }
  return E.right(text);
};

export const encodeBase64 = (text: string): string => {
  const bytes = utf8Bytes(text);
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const triple = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => alphabet[(triple >> shift) & 0x3f] ?? "");
    const kept = Math.min(bytes.length - i, 3) + 1;
    out += chars.slice(0, kept).join("") + "=".repeat(4 - kept);
  }
  return out;
};

export const decodeBase64 = (
  encoded: string,
): E.Either<"invalid-base64" | "invalid-utf8", string> => {
  if (encoded.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) {
    return E.left("invalid-base64");
  }
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i += 4) {
    const quad = encoded.slice(i, i + 4);
    const values = Array.from(quad, (char) => (char === "=" ? 0 : alphabet.indexOf(char)));
    const triple = values.reduce((acc, value) => (acc << 6) | value, 0);
    const padding = quad.length - quad.replace(/=/g, "").length;
    bytes.push(
      ...[(triple >> 16) & 0xff, (triple >> 8) & 0xff, triple & 0xff].slice(0, 3 - padding),
    );
  }
  return utf8Text(bytes);
};
