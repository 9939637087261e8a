import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { WireCode } from "#contract/failure.js";
import { loggerOptions, type LogSettings } from "./logging.js";
import { registerSecurityHeaders } from "./securityHeaders.js";
import { refuseBadUrl } from "./urlLimits.js";

export interface ServerAppOptions {
  /** Structured logs (pino); tests pass a stream to read what was logged. */
  readonly log?: LogSettings;
  /** Proxies trusted to name the client in X-Forwarded-For (Fastify's `trustProxy`); none by default. */
  readonly trustedProxy?: string;
}

/**
 * A Fastify app as both servers start one: request ids, the body and URL limits, Helmet's
 * headers on every answer, and the contract's failure body for Fastify's own 4xx (malformed
 * JSON, wrong content type, body too large); anything else is a bug, logged and hidden.
 */
export const serverApp = (options: ServerAppOptions): FastifyInstance => {
  const app = Fastify({
    logger: options.log === undefined ? false : loggerOptions(options.log),
    genReqId: () => randomUUID(),
    requestIdHeader: "x-request-id",
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: options.trustedProxy ?? false,
    frameworkErrors: refuseBadUrl,
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ Code: status, message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ Code: 500, message: "The server could not complete this request." });
  });
  // First, so that every answer has the headers, a 429 of a throttle too; a page is drawn
  // after, with the nonces they made.
  registerSecurityHeaders(app);
  return app;
};

/** The contract's 404 for a path no route answers. */
export const noSuchRoute = (request: FastifyRequest, reply: FastifyReply) => {
  const path = request.url.split("?")[0] ?? "";
  return reply
    .status(404)
    .send({ Code: WireCode.NotFound, message: `No such route: ${request.method} ${path}` });
};
