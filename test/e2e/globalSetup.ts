import { openAsBlob } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { openPglite } from "../../server/api/storage/pglite.js";
import { runsInCi } from "../support/ci.js";
import { chromiumMissingInCi, chromiumMissingNote, findChromium } from "./browser.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The Chromium the browser tests drive, or null when they are skipped. */
    chromiumPath: string | null;
    /** A production build of the storefront for this run, or null when no browser test runs. */
    storefrontBuild: string | null;
    /**
     * A new cluster's data directory, which a split suite's API process starts on a copy of
     * (splitServers.ts), or null when no browser test runs.
     */
    apiDataTemplate: string | null;
  }
}

const e2eFolder = resolve(import.meta.dirname);

/** Whether this run includes a browser test: `vitest run test/ui` should not build or look. */
const runsBrowserTests = async (project: TestProject): Promise<boolean> => {
  // The command line's file filters (an internal field; without it, assume every file runs).
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  return testFiles.some((file) => !relative(e2eFolder, file).startsWith(".."));
};

/**
 * A data directory holding a new cluster, from the run's new cluster's files: an API process
 * started on a copy of it runs no initdb, seconds in WASM on a busy machine.
 */
const newClusterDataDir = async (newClusterFile: string): Promise<string> => {
  const dataDir = await mkdtemp(join(tmpdir(), "storefront-e2e-api-data-"));
  const storage = await openPglite({ dataDir, newCluster: await openAsBlob(newClusterFile) });
  await storage.close();
  return dataDir;
};

/**
 * Once per run, only when browser tests are part of it: finds Chromium (missing: one line and
 * the suite is skipped; in CI the run fails) and builds the storefront into a temp dir.
 */
export default async function buildStorefrontForBrowserTests(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  project.provide("chromiumPath", null);
  project.provide("storefrontBuild", null);
  project.provide("apiDataTemplate", null);
  if (!(await runsBrowserTests(project))) return undefined;
  const chromiumPath = findChromium();
  if (chromiumPath === null) {
    if (runsInCi()) throw new Error(chromiumMissingInCi);
    console.log(chromiumMissingNote);
    return undefined;
  }
  const outDir = await mkdtemp(join(tmpdir(), "storefront-e2e-build-"));
  const [apiData] = await Promise.all([
    newClusterDataDir(project.getProvidedContext().pgliteNewCluster),
    // The build guests get, source maps included (the bundle budget reads them): Vitest runs
    // under NODE_ENV=test, which Vite would otherwise build with (React's development build and
    // JSX, a third larger and several times slower).
    build({
      root: project.config.root,
      mode: "production",
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      oxc: { jsx: { development: false } },
      logLevel: "silent",
      build: { outDir, emptyOutDir: true },
    }),
  ]);
  project.provide("chromiumPath", chromiumPath);
  project.provide("storefrontBuild", outDir);
  project.provide("apiDataTemplate", apiData);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
    await rm(apiData, { recursive: true, force: true });
  };
}
