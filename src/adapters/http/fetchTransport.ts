import { parseJson, type Transport } from "./transport.js";

/**
 * The browser's transport. No answer is ever used unasked (spec §7: caching is off): a GET is
 * revalidated on every call, so the browser shows the ETag it holds and an unchanged answer
 * comes back as a bodiless 304 that the browser fills in; a POST is never stored. A request
 * with no answer within `timeoutMs` is abandoned (as the got transport does), so the shared
 * policy can retry it rather than wait on a stalled connection for as long as the platform
 * lets it hang.
 */
export const createFetchTransport =
  (fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis), timeoutMs = 10_000): Transport =>
  async (request) => {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: {
        ...request.headers,
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      cache: request.method === "GET" ? "no-cache" : "no-store",
      // Covers reading the body too: an answer that stops half-way is no answer.
      signal: AbortSignal.timeout(timeoutMs),
    });
    const retryAfter = response.headers.get("retry-after");
    return {
      status: response.status,
      body: parseJson(await response.text()),
      ...(retryAfter === null ? {} : { retryAfter }),
    };
  };
