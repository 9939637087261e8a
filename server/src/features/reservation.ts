import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../http/route.js";

export const registerReservation = (_app: FastifyInstance, _deps: RouteDeps) => {};
