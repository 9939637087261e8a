import { parseJson, type Transport } from "./transport.js";

/** The browser's transport. Caching is off for every call (spec §7). */
export const createFetchTransport =
  (fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): Transport =>
  async (request) => {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: {
        ...request.headers,
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      cache: "no-store",
    });
    return { status: response.status, body: parseJson(await response.text()) };
  };
