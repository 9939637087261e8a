import { describe, expect, it } from "vitest";
import { createFetchTransport } from "../../src/adapters/http/fetchTransport.js";

/*
 * Spec §7 turns caching off: the browser may keep an answer only to revalidate it (its ETag
 * turns an unchanged product list, dates or discounts into a 304), never to use it unasked.
 */

const cacheModeOf = async (method: "GET" | "POST"): Promise<RequestCache | undefined> => {
  let mode: RequestCache | undefined;
  const transport = createFetchTransport((_url, init) => {
    mode = init?.cache;
    return Promise.resolve(new Response("{}", { status: 200 }));
  });
  await transport({ method, url: "https://api.example.test/x", headers: {} });
  return mode;
};

describe("the browser's transport and its HTTP cache", () => {
  it("a GET is revalidated on every call, never answered from the cache unasked", async () => {
    expect(await cacheModeOf("GET")).toBe("no-cache");
  });

  it("a POST is never stored", async () => {
    expect(await cacheModeOf("POST")).toBe("no-store");
  });
});
