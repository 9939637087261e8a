import { postgresSkippedNote, storageKinds } from "./server/harness.js";

/**
 * Runs once per Vitest run, before any file: says once (not once per storage suite) that the
 * PostgreSQL run was skipped, and fails the whole run at once when CI would skip it.
 */
export default function announceStorageKinds(): void {
  if (!storageKinds().includes("postgres")) console.log(postgresSkippedNote);
}
