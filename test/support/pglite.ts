import { openAsBlob } from "node:fs";
import { inject } from "vitest";
import { openPglite } from "../../server/api/storage/pglite.js";
import type { Storage } from "../../server/api/storage/storage.js";

let newCluster: Promise<Blob> | undefined;

/**
 * An empty in-memory PGlite database, loaded from the new cluster's files the run's global
 * setup made once (test/globalSetup.ts): each test file is its own module graph, so without
 * them every file would run initdb again, seconds each on a busy machine.
 */
export const openTestPglite = async (): Promise<Storage> =>
  openPglite({ newCluster: await (newCluster ??= openAsBlob(inject("pgliteNewCluster"))) });
