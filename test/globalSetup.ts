import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { newClusterFiles } from "../server/api/storage/pglite.js";
import { postgresSkippedNote, storageKinds } from "./server/harness.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A new PGlite cluster's files (test/support/pglite.ts), made once for the run. */
    pgliteNewCluster: string;
  }
}

/**
 * Runs once per Vitest run, before any file: says once (not once per storage suite) that the
 * PostgreSQL run was skipped, and fails the whole run at once when CI would skip it; and makes
 * the new PGlite cluster every in-memory test database starts from.
 */
export default async function prepareStorage(project: TestProject): Promise<() => Promise<void>> {
  if (!storageKinds().includes("postgres")) console.log(postgresSkippedNote);
  const dir = await mkdtemp(join(tmpdir(), "storefront-pglite-"));
  const file = join(dir, "new-cluster.tar");
  await writeFile(file, Buffer.from(await (await newClusterFiles()).arrayBuffer()));
  project.provide("pgliteNewCluster", file);
  return () => rm(dir, { recursive: true, force: true });
}
