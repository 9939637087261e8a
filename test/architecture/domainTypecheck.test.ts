import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * Imports are checked by dependency-cruiser; globals are not imports. The domain is therefore
 * also typechecked without DOM or Node typings (tsconfig.domain.json). These cases prove that
 * configuration rejects `window`, `fetch`, `process` and `Buffer` and accepts plain TypeScript.
 */

const root = resolve(import.meta.dirname, "../..");
let fixtures: string;

beforeAll(() => {
  mkdirSync(join(root, ".depcheck-fixtures"), { recursive: true });
  fixtures = mkdtempSync(join(root, ".depcheck-fixtures", "globals-"));
});

afterAll(() => {
  rmSync(fixtures, { recursive: true, force: true });
});

const domainCompilerOptions = (): ts.CompilerOptions => {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, "tsconfig.domain.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (parsed === undefined) throw new Error("tsconfig.domain.json could not be read");
  return parsed.options;
};

const typeErrors = (name: string, source: string): string[] => {
  const file = join(fixtures, name);
  writeFileSync(file, source);
  const program = ts.createProgram([file], domainCompilerOptions());
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
};

describe("the domain typechecks without DOM or Node APIs", () => {
  it("plain TypeScript with ES2023 built-ins passes", () => {
    expect(typeErrors("plain.ts", "export const x = [3, 1, 2].toSorted().at(0);\n")).toEqual([]);
  });

  it.each([
    ["window", "export const x = window.location.host;\n"],
    ["document", "export const x = document.title;\n"],
    ["fetch", "export const x = fetch;\n"],
    ["localStorage", "export const x = localStorage;\n"],
    ["process", "export const x = process.env;\n"],
    ["Buffer", 'export const x = Buffer.from("a");\n'],
  ])("using %s fails", (global, source) => {
    expect(typeErrors(`${global}.ts`, source).join("\n")).toMatch(`Cannot find name '${global}'`);
  });
});
