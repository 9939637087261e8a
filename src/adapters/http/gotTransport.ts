import got from "got";
import { parseJson, type Transport } from "./transport.js";

/**
 * Node's transport (got is Node-only). got's own retries are off: the shared API policy
 * retries, so both transports behave the same.
 */
export const createGotTransport =
  (timeoutMs = 10_000): Transport =>
  async (request) => {
    const response = await got(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { json: request.body }),
      throwHttpErrors: false,
      retry: { limit: 0 },
      timeout: { request: timeoutMs },
      responseType: "text",
    });
    const retryAfter = response.headers["retry-after"];
    return {
      status: response.statusCode,
      body: parseJson(response.body),
      ...(retryAfter === undefined ? {} : { retryAfter }),
    };
  };
