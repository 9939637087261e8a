import type { FastifyInstance } from "fastify";
import type { LogSettings } from "../shared/http/logging.js";
import { noSuchRoute, serverApp } from "../shared/http/serverApp.js";
import { registerReferenceApi, type ReferenceApiOptions } from "./referenceApi.js";

/**
 * The reference ticketing API alone (`npm run api`): its routes and nothing of the storefront,
 * for a storefront started elsewhere with TICKETING_API_URL pointing here.
 */
export const buildReferenceApiApp = async (
  options: ReferenceApiOptions & { readonly log?: LogSettings },
): Promise<FastifyInstance> => {
  const app = serverApp(options);
  await registerReferenceApi(app, options);
  app.setNotFoundHandler(noSuchRoute);
  return app;
};
