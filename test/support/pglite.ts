import { openAsBlob } from "node:fs";
import { inject } from "vitest";
import { openPglite } from "../../server/api/storage/pglite.js";
import { openPgliteThread } from "../../server/api/storage/pgliteThread.js";
import type { Storage } from "../../server/api/storage/storage.js";

let newCluster: Promise<Blob> | undefined;

/*
 * Empty in-memory PGlite databases, loaded from the new cluster's files the run's global setup
 * made once (test/globalSetup.ts): each test file is its own module graph, so without them
 * every file would run initdb again, seconds each on a busy machine.
 */
const testNewCluster = () => (newCluster ??= openAsBlob(inject("pgliteNewCluster")));

/** On the test's own thread, as most suites run it. */
export const openTestPglite = async (): Promise<Storage> =>
  openPglite({ newCluster: await testNewCluster() });

/** On a thread of its own, as the server runs it. */
export const openTestPgliteThread = async (): Promise<Storage> =>
  openPgliteThread({ newCluster: await testNewCluster() });
