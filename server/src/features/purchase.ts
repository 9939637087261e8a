import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../http/route.js";

export const registerPurchase = (_app: FastifyInstance, _deps: RouteDeps) => {};
