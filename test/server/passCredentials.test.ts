import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import forge from "node-forge";
import { afterEach, describe, expect, it } from "vitest";
import { readEnv } from "../../server/env.js";
import {
  developmentCredentials,
  developmentPassFiles,
  loadPassCredentials,
} from "../../server/shared/documents/wallet/passCredentials.js";

const NOW = new Date("2030-01-07T18:00:00Z");
const dirs: string[] = [];
const aDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "pass-credentials-"));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the pass certificate", () => {
  it("without PASS_CERTIFICATE a development certificate is made in DATA_DIR on first start and reused after", () => {
    const dataDir = aDataDir();
    const settings = readEnv({ DATA_DIR: dataDir }, "/srv").pass;
    const first = loadPassCredentials(settings, dataDir, NOW);
    const again = loadPassCredentials(settings, dataDir, NOW);
    expect(again.certificate.serialNumber).toBe(first.certificate.serialNumber);
    expect(statSync(developmentPassFiles(dataDir).key).mode & 0o077).toBe(0);
    expect((first.certificate.subject.getField("OU") as { value: string }).value).toBe(
      settings.teamId,
    );
  });

  it("PASS_CERTIFICATE, PASS_KEY with PASS_KEY_PASSPHRASE and PASS_WWDR_CERTIFICATE are read from their PEM files", () => {
    const dir = aDataDir();
    const made = developmentCredentials({ typeId: "pass.example.real", teamId: "TEAM123456" }, NOW);
    const wwdr = developmentCredentials({ typeId: "wwdr", teamId: "APPLE" }, NOW);
    const file = (name: string, content: string) => {
      writeFileSync(join(dir, name), content);
      return join(dir, name);
    };
    const env = readEnv(
      {
        PASS_TYPE_ID: "pass.example.real",
        PASS_TEAM_ID: "TEAM123456",
        PASS_CERTIFICATE: file("cert.pem", forge.pki.certificateToPem(made.certificate)),
        PASS_KEY: file("key.pem", forge.pki.encryptRsaPrivateKey(made.key, "s3cret")),
        PASS_KEY_PASSPHRASE: "s3cret",
        PASS_WWDR_CERTIFICATE: file("wwdr.pem", forge.pki.certificateToPem(wwdr.certificate)),
      },
      "/srv",
    );
    const read = loadPassCredentials(env.pass, aDataDir(), NOW);
    expect(env.pass).toMatchObject({ typeId: "pass.example.real", teamId: "TEAM123456" });
    expect(read.certificate.serialNumber).toBe(made.certificate.serialNumber);
    expect(read.intermediate?.serialNumber).toBe(wwdr.certificate.serialNumber);
    expect(forge.pki.privateKeyToPem(read.key)).toBe(forge.pki.privateKeyToPem(made.key));
    expect(readFileSync(join(dir, "key.pem"), "utf8")).toContain("ENCRYPTED");
  });

  it("a wrong PASS_KEY_PASSPHRASE stops the start", () => {
    const dir = aDataDir();
    const made = developmentCredentials({ typeId: "pass.example.real", teamId: "TEAM123456" }, NOW);
    writeFileSync(join(dir, "cert.pem"), forge.pki.certificateToPem(made.certificate));
    writeFileSync(join(dir, "key.pem"), forge.pki.encryptRsaPrivateKey(made.key, "right"));
    const env = readEnv(
      {
        PASS_CERTIFICATE: join(dir, "cert.pem"),
        PASS_KEY: join(dir, "key.pem"),
        PASS_KEY_PASSPHRASE: "wrong",
      },
      "/srv",
    );
    expect(() => loadPassCredentials(env.pass, dir, NOW)).toThrow(/PASS_KEY_PASSPHRASE/);
  });

  it("PASS_CERTIFICATE without PASS_KEY stops the start", () => {
    expect(() => readEnv({ PASS_CERTIFICATE: "/etc/pass.pem" }, "/srv")).toThrow(/PASS_KEY/);
  });
});
