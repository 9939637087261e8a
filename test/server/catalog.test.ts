import { describe, expect, it } from "vitest";
import * as E from "fp-ts/lib/Either.js";
import { ConfigAnswer } from "#contract/config.js";
import {
  FeatureFlags,
  HyperlinkLookup,
  ProductList,
  PromoCodeProducts,
} from "#contract/catalog.js";
import { apiHeaders, useTestServer } from "./harness.js";

// Noon at the venue, so whole-day clock moves never land near a midnight or DST edge.
const server = useTestServer("pglite", { start: new Date("2026-11-22T20:00:00Z") });

describe("configuration", () => {
  it("the tenant comes from the host's first label: cgg.localhost serves cgg", async () => {
    const answer = await server().inject({
      url: "/config.json",
      headers: { host: "cgg.localhost:8080" },
    });
    expect(answer.statusCode).toBe(200);
    const config = answer.json<{ client: string }>();
    expect(E.isRight(ConfigAnswer.decode(config))).toBe(true);
    expect(config.client).toBe("cgg");
  });

  it("localhost falls back to the first brand, sn", async () => {
    const answer = await server().inject({
      url: "/config.json",
      headers: { host: "localhost:8080" },
    });
    expect(answer.json<{ client: string }>().client).toBe("sn");
  });
});

describe("product list", () => {
  it("lists each tenant's own products by category, without hidden ones", async () => {
    const answer = await server().inject({
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
    const answer = await server().inject({ url: "/api/web-sales/products-with-upgrades" });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ Code: 401, message: "The appKey header is required." });
  });
});

const get = (url: string, client: "sn" | "cgg" = "sn") =>
  server().inject({ url, headers: apiHeaders(client) });

describe("feature flags", () => {
  it("the Web channel's flags are a map of name to boolean", async () => {
    const answer = await get("/api/web-sales/features?salesChannel=Web");
    expect(answer.statusCode).toBe(200);
    expect(E.isRight(FeatureFlags.decode(answer.json()))).toBe(true);
    expect(answer.json()).toEqual({
      cityPass: true,
      groupSales: true,
      promoCode: true,
      selfServiceCancellation: true,
      holdExtension: true,
      resendTickets: true,
      ticketDocuments: true,
      cancelTickets: true,
      changeVisit: true,
      waitingList: true,
    });
  });

  it("a channel other than Web is refused with 400", async () => {
    const answer = await get("/api/web-sales/features?salesChannel=Kiosk");
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ Code: number }>().Code).toBe(400);
  });
});

describe("promo codes", () => {
  it("a promo code unlocks its hidden products with the promo-code field names", async () => {
    const answer = await get("/api/web-sales/products-with-upgrades-by-promocode/SUMMIT20/1");
    expect(answer.statusCode).toBe(200);
    const products = PromoCodeProducts.decode(answer.json());
    if (E.isLeft(products)) throw new Error("promo products do not decode");
    expect(
      products.right.map((p) => [p.productId, p.isHidden, p.maxNbTicketsAllowedPerOrder]),
    ).toEqual([[108, true, 4]]);
  });

  it("codes match whatever their case", async () => {
    const answer = await get("/api/web-sales/products-with-upgrades-by-promocode/summit20/1");
    expect(answer.json<unknown[]>()).toHaveLength(1);
  });

  it("an unknown code answers an empty list, which marks it invalid", async () => {
    const answer = await get("/api/web-sales/products-with-upgrades-by-promocode/NOPE/1");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([]);
  });

  it("a code belongs to its tenant: sn's code is unknown to cgg", async () => {
    const answer = await get(
      "/api/web-sales/products-with-upgrades-by-promocode/SUMMIT20/1",
      "cgg",
    );
    expect(answer.json()).toEqual([]);
  });

  it("type 2 answers a promo hyperlink's hidden products", async () => {
    const answer = await get("/api/web-sales/products-with-upgrades-by-promocode/SUMMIT-FRIENDS/2");
    expect(answer.json<{ productId: number }[]>().map((p) => p.productId)).toEqual([109]);
  });

  it("an expired hyperlink unlocks nothing", async () => {
    const answer = await get("/api/web-sales/products-with-upgrades-by-promocode/SUMMIT-EXPIRED/2");
    expect(answer.json()).toEqual([]);
  });

  it("a type other than 1 or 2 is refused with 400", async () => {
    const answer = await get("/api/web-sales/products-with-upgrades-by-promocode/SUMMIT20/3");
    expect(answer.statusCode).toBe(400);
  });
});

describe("product hyperlinks", () => {
  it("a valid link answers the product it opens", async () => {
    const answer = await get("/api/web-sales/product-hyperlink/SUMMIT-SUNSET");
    expect(answer.statusCode).toBe(200);
    expect(E.isRight(HyperlinkLookup.decode(answer.json()))).toBe(true);
    expect(answer.json()).toEqual({ id: 102, isExpiredLink: false });
  });

  it("an expired link says so", async () => {
    const answer = await get("/api/web-sales/product-hyperlink/SUMMIT-EXPIRED");
    expect(answer.json()).toEqual({ id: 109, isExpiredLink: true });
  });

  it("a link stays valid through its last day and expires the day after", async () => {
    const started = server().clock.now();
    const day = 24 * 3600 * 1000;
    try {
      server().clock.set(new Date(started.getTime() + 365 * day));
      expect((await get("/api/web-sales/product-hyperlink/SUMMIT-SUNSET")).json()).toEqual({
        id: 102,
        isExpiredLink: false,
      });
      server().clock.set(new Date(started.getTime() + 366 * day));
      expect((await get("/api/web-sales/product-hyperlink/SUMMIT-SUNSET")).json()).toEqual({
        id: 102,
        isExpiredLink: true,
      });
    } finally {
      server().clock.set(started);
    }
  });

  it("an unknown link answers 404 with the contract's failure body", async () => {
    const answer = await get("/api/web-sales/product-hyperlink/NO-SUCH-LINK");
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ Code: 404, message: "This link is not known." });
  });
});

describe("tracking script", () => {
  it("answers the brand's script text as data", async () => {
    const answer = await get("/api/memberVenue/html/44", "cgg");
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: string }>().data).toContain("venue: 'cgg'");
  });

  it("an unknown id answers 404", async () => {
    expect((await get("/api/memberVenue/html/999")).statusCode).toBe(404);
  });

  it("an id that is not a positive integer is refused with 400", async () => {
    expect((await get("/api/memberVenue/html/abc")).statusCode).toBe(400);
  });
});

describe("fraud-beacon sink", () => {
  it("records each path hit with its shop and session and answers an image", async () => {
    const hit = await server().inject({
      url: "/api/fraud-beacon?shop=sn-web-store&sid=s-1&path=%2Fcart",
    });
    expect(hit.statusCode).toBe(200);
    expect(hit.headers["content-type"]).toBe("image/gif");
    await server().inject({ url: "/api/fraud-beacon?shop=sn-web-store&sid=s-1&path=%2Fcheckout" });
    const hits = await server().inject({ url: "/api/fraud-beacon/hits?sid=s-1" });
    expect(hits.json<{ path: string; shop: string }[]>().map((h) => [h.shop, h.path])).toEqual([
      ["sn-web-store", "/cart"],
      ["sn-web-store", "/checkout"],
    ]);
  });

  it("a hit without a path is refused with 400 and recorded nowhere", async () => {
    const hit = await server().inject({ url: "/api/fraud-beacon?shop=sn-web-store&sid=s-2" });
    expect(hit.statusCode).toBe(400);
    const hits = await server().inject({ url: "/api/fraud-beacon/hits?sid=s-2" });
    expect(hits.json()).toEqual([]);
  });
});

describe("requests that match no route", () => {
  it("an unknown API path answers 404 with the contract's failure body", async () => {
    const answer = await get("/api/web-sales/nothing-here");
    expect(answer.statusCode).toBe(404);
    expect(answer.json<{ Code: number }>().Code).toBe(404);
  });

  it("malformed JSON is refused with 400, not a crash", async () => {
    const answer = await server().inject({
      method: "POST",
      url: "/api/web-sales/cityPassVoucher",
      headers: { ...apiHeaders("sn"), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ Code: number }>().Code).toBe(400);
  });
});
