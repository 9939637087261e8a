import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import forge from "node-forge";

/** PASS_*: who signs the Apple Wallet passes, as the environment gives it (server/env.ts). */
export interface PassSettings {
  /** PASS_TYPE_ID: the Pass Type ID the certificate was issued for. */
  readonly typeId: string;
  /** PASS_TEAM_ID: the Apple developer team that owns it. */
  readonly teamId: string;
  /** PEM file paths; without them a development certificate is made in DATA_DIR. */
  readonly files: PassFiles | undefined;
}

export interface PassFiles {
  readonly certificate: string;
  readonly key: string;
  readonly keyPassphrase: string | undefined;
  /** PASS_WWDR_CERTIFICATE: Apple's intermediate, put in the signature when given. */
  readonly wwdrCertificate: string | undefined;
}

/** What signs a pass: the Pass Type ID certificate, its key, and Apple's intermediate if given. */
export interface PassCredentials {
  readonly certificate: forge.pki.Certificate;
  readonly key: forge.pki.rsa.PrivateKey;
  readonly intermediate: forge.pki.Certificate | undefined;
}

/** Where the development certificate lives in DATA_DIR, kept across restarts. */
export const developmentPassFiles = (dataDir: string) => ({
  certificate: join(dataDir, "pass-development-certificate.pem"),
  key: join(dataDir, "pass-development-key.pem"),
});

const privateKeyOf = (pem: string, passphrase: string | undefined): forge.pki.rsa.PrivateKey => {
  if (passphrase === undefined) return forge.pki.privateKeyFromPem(pem);
  // A wrong passphrase mostly makes forge answer null (its typings do not say so), but now and
  // then the garbage it decrypts passes the padding check and fails as unparsable DER instead.
  const decrypted = (): forge.pki.rsa.PrivateKey | null => {
    try {
      return forge.pki.decryptRsaPrivateKey(pem, passphrase);
    } catch {
      return null;
    }
  };
  const key = decrypted();
  if (key === null) throw new Error("PASS_KEY cannot be read: is PASS_KEY_PASSPHRASE right?");
  return key;
};

const readCredentials = (files: PassFiles): PassCredentials => ({
  certificate: forge.pki.certificateFromPem(readFileSync(files.certificate, "utf8")),
  key: privateKeyOf(readFileSync(files.key, "utf8"), files.keyPassphrase),
  intermediate:
    files.wwdrCertificate === undefined
      ? undefined
      : forge.pki.certificateFromPem(readFileSync(files.wwdrCertificate, "utf8")),
});

const TEN_YEARS_MS = 10 * 365 * 24 * 3600 * 1000;

/**
 * A self-signed certificate in the shape of Apple's (the Pass Type ID as UID and CN, the team
 * as OU). Devices refuse passes it signs; it exists so that development and the tests sign and
 * verify passes with no Apple account.
 */
export const developmentCredentials = (
  settings: Pick<PassSettings, "typeId" | "teamId">,
  now: Date,
): PassCredentials => {
  const pair = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  const key = forge.pki.privateKeyFromPem(pair.privateKey);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  certificate.serialNumber = `01${randomBytes(8).toString("hex")}`;
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now.getTime() + TEN_YEARS_MS);
  // UID (0.9.2342.19200300.100.1.1), which forge has no name for, holds the Pass Type ID.
  const subject = [
    { type: "0.9.2342.19200300.100.1.1", value: settings.typeId },
    { name: "commonName", value: `Pass Type ID: ${settings.typeId} (development)` },
    { name: "organizationalUnitName", value: settings.teamId },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(key, forge.md.sha256.create());
  return { certificate, key, intermediate: undefined };
};

/**
 * The configured certificate, or the development one in DATA_DIR, made there on first start.
 * The key file is readable by its owner only.
 */
export const loadPassCredentials = (
  settings: PassSettings,
  dataDir: string,
  now: Date,
): PassCredentials => {
  if (settings.files !== undefined) return readCredentials(settings.files);
  const files = developmentPassFiles(dataDir);
  if (!existsSync(files.certificate) || !existsSync(files.key)) {
    const made = developmentCredentials(settings, now);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(files.key, forge.pki.privateKeyToPem(made.key), { mode: 0o600 });
    writeFileSync(files.certificate, forge.pki.certificateToPem(made.certificate));
    return made;
  }
  return readCredentials({ ...files, keyPassphrase: undefined, wwdrCertificate: undefined });
};
