import {
  constants,
  createHash,
  createPrivateKey,
  privateEncrypt,
  type KeyObject,
} from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import forge from "node-forge";
import type { Brand, BrandKey } from "../../../../src/domain/brand.js";
import type { Locale } from "../../../../src/domain/locale.js";
import type { PassCredentials } from "./passCredentials.js";
import { passJson, type PassIdentity, type PassTicket } from "./passJson.js";

const IMAGES = ["icon.png", "icon@2x.png", "logo.png", "logo@2x.png"] as const;

const imagesDir = (brand: BrandKey) =>
  fileURLToPath(new URL(`../../../assets/wallet/${brand}/`, import.meta.url));

// The images never change while the server runs: read once per brand.
const imageCache = new Map<BrandKey, Record<string, Uint8Array>>();

const brandImages = (brand: BrandKey): Record<string, Uint8Array> => {
  const cached = imageCache.get(brand);
  if (cached !== undefined) return cached;
  const images = Object.fromEntries(
    IMAGES.map((name) => [name, new Uint8Array(readFileSync(`${imagesDir(brand)}${name}`))]),
  );
  imageCache.set(brand, images);
  return images;
};

const sha1 = (content: Uint8Array) => createHash("sha1").update(content).digest("hex");

/** manifest.json: every other file of the pass by name, with the SHA-1 of its bytes. */
export const manifestOf = (files: Readonly<Record<string, Uint8Array>>): string =>
  JSON.stringify(
    Object.fromEntries(Object.entries(files).map(([name, content]) => [name, sha1(content)])),
  );

// DigestInfo's DER for SHA-256 (RFC 8017, 9.2): what an RSA PKCS#1 v1.5 signature signs,
// ahead of the digest itself.
const SHA256_DIGEST_INFO = Buffer.from("3031300d060960864801650304020105000420", "hex");

const nativeKeys = new WeakMap<forge.pki.rsa.PrivateKey, KeyObject>();

/**
 * The key as forge's signer calls it, signing with Node's OpenSSL: forge's own RSA, in
 * JavaScript, held the event loop 30 to 90 ms a pass; this takes about one. The signature is
 * the same bytes (PKCS#1 v1.5 is deterministic).
 */
const opensslSigner = (key: forge.pki.rsa.PrivateKey) => {
  const native = nativeKeys.get(key) ?? createPrivateKey(forge.pki.privateKeyToPem(key));
  nativeKeys.set(key, native);
  return {
    sign: (digest: forge.md.MessageDigest): string =>
      privateEncrypt(
        { key: native, padding: constants.RSA_PKCS1_PADDING },
        Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(digest.digest().getBytes(), "binary")]),
      ).toString("binary"),
  };
};

/**
 * The detached PKCS#7 signature (DER) of the manifest that Wallet checks: signed by the Pass
 * Type ID certificate, with Apple's intermediate beside it when configured, and a signing time.
 */
export const signManifest = (manifest: string, credentials: PassCredentials, now: Date) => {
  const signed = forge.pkcs7.createSignedData();
  signed.content = forge.util.createBuffer(manifest, "utf8");
  signed.addCertificate(credentials.certificate);
  if (credentials.intermediate !== undefined) signed.addCertificate(credentials.intermediate);
  signed.addSigner({
    // forge calls only its `sign`; its typings want the whole of forge's key.
    key: opensslSigner(credentials.key) as never,
    certificate: credentials.certificate,
    digestAlgorithm: forge.pki.oids.sha256 ?? "2.16.840.1.101.3.4.2.1",
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType ?? "1.2.840.113549.1.9.3", value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest ?? "1.2.840.113549.1.9.4" },
      // forge's typings say string; it writes a Date as the UTCTime the attribute needs.
      { type: forge.pki.oids.signingTime ?? "1.2.840.113549.1.9.5", value: now as never },
    ],
  });
  signed.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(signed.toAsn1()).getBytes(), "binary");
};

/**
 * One ticket's .pkpass in `locale`: pass.json, the brand's images, manifest.json and its
 * signature.
 */
export const buildPkpass = (
  ticket: PassTicket,
  brand: Brand,
  identity: PassIdentity,
  credentials: PassCredentials,
  now: Date,
  locale: Locale,
): Buffer => {
  const files: Record<string, Uint8Array> = {
    "pass.json": new TextEncoder().encode(
      JSON.stringify(passJson(ticket, brand, identity, locale)),
    ),
    ...brandImages(brand.key),
  };
  const manifest = manifestOf(files);
  return Buffer.from(
    zipSync({
      ...files,
      "manifest.json": new TextEncoder().encode(manifest),
      signature: new Uint8Array(signManifest(manifest, credentials, now)),
    }),
  );
};
