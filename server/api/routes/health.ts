import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../http/route.js";

/**
 * For a load balancer or orchestrator, always JSON (never the page): /healthz says the process
 * answers; /readyz says it can also reach its database, and is 503 when it cannot.
 */
export const registerHealth = (app: FastifyInstance, deps: RouteDeps) => {
  app.get("/healthz", () => Promise.resolve({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    try {
      await deps.storage.query("select 1");
      return { status: "ok", storage: deps.storage.kind };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check: the database cannot be reached");
      return reply
        .status(503)
        .send({ status: "unavailable", message: "The database cannot be reached." });
    }
  });
};
