import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as E from "fp-ts/lib/Either.js";
import { ConfigAnswer } from "../../src/adapters/http/contract/config.js";
import { ProductList } from "../../src/adapters/http/contract/catalog.js";
import { apiHeaders, startTestServer, type TestServer } from "./harness.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe("configuration", () => {
  it("the tenant comes from the host's first label: cgg.localhost serves cgg", async () => {
    const answer = await server.inject({
      url: "/config.json",
      headers: { host: "cgg.localhost:8080" },
    });
    expect(answer.statusCode).toBe(200);
    const config = answer.json<{ client: string; REACT_APP_TICKET_URL: string }>();
    expect(E.isRight(ConfigAnswer.decode(config))).toBe(true);
    expect(config.client).toBe("cgg");
    expect(config.REACT_APP_TICKET_URL).toBe("http://cgg.localhost:8080");
  });

  it("localhost falls back to the first brand, sn", async () => {
    const answer = await server.inject({
      url: "/config.json",
      headers: { host: "localhost:8080" },
    });
    expect(answer.json<{ client: string }>().client).toBe("sn");
  });
});

describe("product list", () => {
  it("lists each tenant's own products by category, without hidden ones", async () => {
    const answer = await server.inject({
      url: "/api/web-sales/products-with-upgrades",
      headers: apiHeaders("sn"),
    });
    expect(answer.statusCode).toBe(200);
    const list = ProductList.decode(answer.json());
    if (E.isLeft(list)) throw new Error("product list does not decode");
    expect(list.right.products.map((p) => p.productId)).toEqual([101, 102, 107]);
    expect(list.right.productsOtherAttractions.map((p) => p.productId)).toEqual([103, 104]);
    expect(list.right.productsEvents.map((p) => p.productId)).toEqual([105]);
    expect(list.right.productsGroups.map((p) => p.productId)).toEqual([106]);
  });

  it("a request without an appKey is refused with 401 and the contract's failure body", async () => {
    const answer = await server.inject({ url: "/api/web-sales/products-with-upgrades" });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ Code: 401, message: "The appKey header is required." });
  });
});
