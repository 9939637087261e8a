import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openPgliteThread } from "../../server/api/storage/pgliteThread.js";
import { openTestPgliteThread } from "../support/pglite.js";

/*
 * The server runs PGlite on a thread of its own (pgliteThread.ts), so that its statements do
 * not hold up the event loop that takes guests' connections. What the Storage port promises is
 * in storageContract.test.ts; these are the thread's own rules.
 */

describe("PGlite on a thread of its own", () => {
  it("the server's event loop keeps turning while a statement runs", async () => {
    const storage = await openTestPgliteThread();
    try {
      let ticks = 0;
      const ticking = setInterval(() => (ticks += 1), 5);
      const [row] = await storage.query<{ n: number }>(
        "select count(*) as n from generate_series(1, 3000000)",
      );
      clearInterval(ticking);
      expect(row?.n).toBe(3_000_000);
      expect(ticks).toBeGreaterThanOrEqual(3);
    } finally {
      await storage.close();
    }
  });

  it("a closed database refuses its calls with a clear error", async () => {
    const storage = await openTestPgliteThread();
    await storage.close();
    await expect(storage.query("select 1")).rejects.toThrow("the database is closed");
  });

  it("a database that cannot open says where and why", async () => {
    const folder = await mkdtemp(join(tmpdir(), "pglite-thread-"));
    try {
      const notAFolder = join(folder, "a-file");
      await writeFile(notAFolder, "not a database");
      await expect(openPgliteThread({ dataDir: notAFolder })).rejects.toThrow(
        `PGlite could not open ${notAFolder}: {"name":"ErrnoError","errno":54}`,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
