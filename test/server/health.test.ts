import { describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.js";
import type { Storage } from "../../server/api/storage/storage.js";
import { MONDAY_10AM, storageKinds, useTestServer } from "./harness.js";
import { manualClock } from "../support/manualClock.js";

describe.each(storageKinds())("on %s", (kind) => {
  const server = useTestServer(kind);

  describe("health endpoints", () => {
    it("/healthz answers JSON status ok while the process is alive", async () => {
      const answer = await server().inject({ method: "GET", url: "/healthz" });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({ status: "ok" });
    });

    it("/readyz answers ok when the database answers select 1", async () => {
      const answer = await server().inject({ method: "GET", url: "/readyz" });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: "ok", storage: kind });
    });

    it("/readyz is a 503 with JSON when the database cannot be reached", async () => {
      const unreachable: Storage = {
        ...server().storage,
        query: () => Promise.reject(new Error("connection refused")),
      };
      const app = await buildApp({ storage: unreachable, clock: manualClock(MONDAY_10AM) });
      const answer = await app.inject({ method: "GET", url: "/readyz" });
      await app.close();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        status: "unavailable",
        message: "The database cannot be reached.",
      });
    });
  });
});
