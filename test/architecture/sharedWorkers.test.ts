import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../vite.config.js";

/*
 * The suites outside the screens' run file after file in one worker (vite.config.ts, project
 * "shared workers"): what one file changes of the process, the next file finds. So none may
 * mock a module or stub a global or the environment (Vitest undoes neither between them), and
 * one that fakes timers gives the real ones back.
 */

const root = resolve(import.meta.dirname, "../..");

const sharedWorkers = config.test?.projects
  ?.map((project) => (typeof project === "object" && "test" in project ? project.test : undefined))
  .find((test) => test?.name === "shared workers");

/** The folders the shared workers leave to a process per file: `test/ui/**` → `test/ui`. */
const ownProcessFolders = (sharedWorkers?.exclude ?? []).map((pattern) =>
  pattern.replace(/\/\*\*$/, ""),
);

const sharedFiles = readdirSync(join(root, "test"), { recursive: true, encoding: "utf8" })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .map((path) => `test/${path}`)
  .filter((file) => !ownProcessFolders.some((folder) => file.startsWith(`${folder}/`)));

/** Each shared file's source, read once for every rule below. */
const sharedSources = sharedFiles.map((file) => ({
  file,
  source: readFileSync(join(root, file), "utf8"),
}));

const mocksOrStubs = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

describe("test files that share a worker", () => {
  it("the shared workers' project leaves only whole folders to a process per file", () => {
    expect(sharedWorkers?.isolate).toBe(false);
    expect(ownProcessFolders).not.toEqual([]);
    for (const folder of ownProcessFolders) expect(folder).toMatch(/^test\/[\w/]+$/);
    expect(sharedFiles.length).toBeGreaterThan(100);
  });

  it("mock no module and stub no global or environment variable: the next file in the worker would inherit it", () => {
    const offenders = sharedSources.filter(({ source }) => mocksOrStubs.test(source));
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it("give the real timers back when they fake them", () => {
    const offenders = sharedSources.filter(
      ({ source }) => source.includes("vi.useFakeTimers(") && !source.includes("vi.useRealTimers("),
    );
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });
});
