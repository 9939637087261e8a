import type { FastifyInstance } from "fastify";
import { appKeyFor } from "#contract/appKey.js";
import { routes } from "#contract/routes.js";
import { tenantOf } from "../../../src/domain/tenant.js";
import { askApi } from "../ticketingApi.js";

/** How long readiness waits for the API: a probe that hangs is a probe that failed. */
const READY_TIMEOUT_MS = 2000;

/**
 * For a load balancer or orchestrator, always JSON (never the page): /healthz says the process
 * answers; /readyz says the ticketing API answers it too (any answer but a 5xx: the feature
 * flags, a call of the spec every API has), and is 503 when it does not, naming no secret.
 */
export const registerStorefrontHealth = (app: FastifyInstance, api: string) => {
  app.get("/healthz", () => Promise.resolve({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    const answer = await askApi(
      api,
      `${routes.features.path}?salesChannel=Web`,
      { appKey: appKeyFor(tenantOf("sn"), "general") },
      READY_TIMEOUT_MS,
    );
    if (answer !== undefined && answer.status < 500) return { status: "ok", api: "answers" };
    request.log.warn(
      { apiStatus: answer?.status ?? null },
      "readiness check: the ticketing API does not answer",
    );
    return reply
      .status(503)
      .send({ status: "unavailable", message: "The ticketing API cannot be reached." });
  });
};
