import * as E from "fp-ts/lib/Either.js";

/*
 * Base64 over UTF-8 with the platform's `btoa`/`atob` and text codecs, which browsers and
 * Node 20 both have, so the storefront and the server encode the appKey the same way.
 */

export type Base64Failure = "invalid-base64" | "invalid-utf8";

// `atob` is forgiving (it drops whitespace and accepts missing padding); a key is not.
const canonical = /^[A-Za-z0-9+/]*={0,2}$/;

// Keeps a leading byte-order mark as text, as Node's Buffer does, instead of dropping it.
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

const binaryOf = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");

const bytesOf = (binary: string): Uint8Array =>
  Uint8Array.from(binary, (char) => char.charCodeAt(0));

export const encodeBase64 = (text: string): string =>
  btoa(binaryOf(new TextEncoder().encode(text)));

export const decodeBase64 = (encoded: string): E.Either<Base64Failure, string> => {
  if (encoded.length % 4 !== 0 || !canonical.test(encoded)) return E.left("invalid-base64");
  return E.tryCatch(
    () => strictUtf8.decode(bytesOf(atob(encoded))),
    () => "invalid-utf8",
  );
};
