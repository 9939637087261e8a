import proxy from "@fastify/http-proxy";
import type { FastifyInstance } from "fastify";
import { forwardedFor } from "../ticketingApi.js";

/** A call of the API that takes longer than this is answered 504: the guest is not left waiting. */
const API_TIMEOUT_MS = 30_000;

/**
 * Every other /api/ call of the page passed on to the ticketing API at `api` as it came (method,
 * path, query, body, the appKey, cart token, Idempotency-Key and the guest's Accept-Language,
 * which the API answers the venue's words in), so the browser talks to this
 * origin alone: no CORS preflight for the appKey header on every call, and the page's CSP keeps
 * `connect-src 'self'`. The guest's address goes with it (forwardedFor), which the API reads
 * only from a proxy it trusts.
 */
export const registerApiProxy = async (app: FastifyInstance, api: string) => {
  const upstream = new URL(api);
  await app.register(proxy, {
    upstream: upstream.origin,
    prefix: "/api",
    rewritePrefix: `${upstream.pathname.replace(/\/$/, "")}/api`,
    http: { requestOptions: { timeout: API_TIMEOUT_MS } },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        host: upstream.host,
        ...forwardedFor(request),
      }),
    },
  });
};
