import got from "got";
import type { FastifyReply, FastifyRequest } from "fastify";

/** An answer of the ticketing API, as the storefront passes it on or reads it. */
export interface ApiAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly retryAfter: string | undefined;
  readonly body: string;
}

/**
 * Who the guest is to the API: their address, for its per-client limits and guess throttle
 * (the API trusts it only from this server: its TRUSTED_PROXY), and the host and scheme they
 * asked for. The guest's own X-Forwarded-* never reach it: request.ip is what this server's
 * own TRUSTED_PROXY lets a header say.
 */
export const forwardedFor = (
  request: Pick<FastifyRequest, "ip" | "headers" | "protocol">,
): Record<string, string> => ({
  "x-forwarded-for": request.ip,
  "x-forwarded-host": request.headers.host ?? "",
  "x-forwarded-proto": request.protocol,
});

/**
 * The storefront's own questions to the ticketing API at `base` (TICKETING_API_URL): one GET
 * with the headers given, no retry (the guest is waiting), a failure to reach it or a late
 * answer being `undefined`.
 */
export const askApi = async (
  base: string,
  address: string,
  headers: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<ApiAnswer | undefined> => {
  try {
    const response = await got(`${base}${address}`, {
      headers,
      retry: { limit: 0 },
      throwHttpErrors: false,
      timeout: { request: timeoutMs },
    });
    const retryAfter = response.headers["retry-after"];
    return {
      status: response.statusCode,
      contentType: response.headers["content-type"],
      retryAfter: typeof retryAfter === "string" ? retryAfter : undefined,
      body: response.body,
    };
  } catch {
    return undefined;
  }
};

/** The API's answer as it came: its status, type and body, and when to ask again. */
export const passedOn = (reply: FastifyReply, answer: ApiAnswer) => {
  if (answer.retryAfter !== undefined) reply.header("retry-after", answer.retryAfter);
  return reply
    .status(answer.status)
    .type(answer.contentType ?? "application/json")
    .send(answer.body);
};

export const unreachable = (reply: FastifyReply) =>
  reply.status(502).send({ Code: 502, message: "The ticketing API did not answer." });
