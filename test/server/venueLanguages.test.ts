import { describe, expect, it, vi } from "vitest";
import type { BrandKey } from "../../src/domain/brand.js";
import { apiHeaders, storageKinds, useTestServer, type TestServer } from "./harness.js";
import { confirmPurchase, reserve, twoAdults, venueDay } from "./purchaseFlow.js";
import { priceBody } from "./saleRequests.js";

/*
 * The venue's own words in the guest's language (issue 28): not in the spec, whose API has no
 * language. The reference API answers a request's Accept-Language with the words its seed has
 * in that language (Spanish and Japanese), and English otherwise, word by word.
 */

interface WireProduct {
  readonly productId: number;
  readonly name: string;
  readonly shortDescription: string;
  readonly maxTicketsAllowedPerOrderMsg: string | null;
  readonly productAttributes: readonly { attributeName: string; attributeValue: string }[];
  readonly productUpgrades: readonly { headline: string }[];
}

interface WireList {
  readonly products: readonly WireProduct[];
  readonly checkOutMessage: string;
  readonly pricingNotice: string;
}

const inLanguage = (language: string | undefined) =>
  language === undefined ? {} : { "accept-language": language };

describe.each(storageKinds())("the venue's words in the guest's language, on %s", (kind) => {
  const server = useTestServer(kind, { start: new Date("2026-11-22T20:00:00Z") });

  const productList = async (language: string | undefined, client: BrandKey = "sn") => {
    const answer = await server().inject({
      url: "/api/web-sales/products-with-upgrades",
      headers: { ...apiHeaders(client), ...inLanguage(language) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  };

  const productOf = async (id: number, language: string | undefined, client: BrandKey = "sn") => {
    const list = (await productList(language, client)).json<WireList>();
    const product = list.products.find((candidate) => candidate.productId === id);
    if (product === undefined) throw new Error(`product ${String(id)} is not listed`);
    return product;
  };

  it.each([
    ["es", "Entrada general"],
    ["es-MX", "Entrada general"],
    ["ja", "一般入場券"],
    ["ja-JP,ja;q=0.9,en;q=0.8", "一般入場券"],
    ["en", "General Admission"],
    [undefined, "General Admission"],
    // A language the storefront has but the seed does not, and one the storefront lacks.
    ["fr", "General Admission"],
    ["xx-YY", "General Admission"],
  ])("Accept-Language %s: a product's name is %s", async (language, name) => {
    expect((await productOf(101, language)).name).toBe(name);
  });

  it("a product's every word is the venue's in the language, and what it has not written is English", async () => {
    const ja = await productOf(101, "ja");
    expect(ja).toMatchObject({
      shortDescription: "展望デッキと回転するガラスの床への時間指定入場です。",
      maxTicketsAllowedPerOrderMsg:
        "1回のご注文で購入できるチケットは10枚までです。11名以上の場合は団体入場券をご予約ください。",
    });
    expect(ja.productUpgrades.map((upgrade) => upgrade.headline)).toEqual([
      "サミットカフェ券を追加",
    ]);
    expect(ja.productAttributes).toContainEqual({
      attributeName: "TermsAndConditionsLabel",
      attributeValue: "利用規約",
    });
    // The terms page's address is no word: it stays as it is.
    expect(ja.productAttributes).toContainEqual({
      attributeName: "TermsAndConditionsUrl",
      attributeValue: "/terms",
    });
    expect((await productOf(201, "es", "cgg")).name).toBe("Entrada al jardín");
    expect((await productOf(201, "ja", "cgg")).name).toBe("ガーデン入場券");
  });

  it("the venue's messages are in the language too", async () => {
    const es = (await productList("es")).json<WireList>();
    expect(es.checkOutMessage).toBe(
      "Las entradas solo son válidas para la fecha y la hora indicadas.",
    );
    const en = (await productList(undefined)).json<WireList>();
    expect(en.checkOutMessage).toBe("Tickets are valid only for the date and time shown.");
  });

  it("each language's list is kept apart, with its own ETag, and says it varies with Accept-Language", async () => {
    const es = await productList("es");
    const ja = await productList("ja");
    const esAgain = await productList("es");
    expect(es.headers.vary).toBe("accept-language");
    expect(es.headers.etag).not.toBe(ja.headers.etag);
    expect(esAgain.headers.etag).toBe(es.headers.etag);
    expect(esAgain.json<WireList>().products[0]?.name).toBe("Entrada general");
    const notModified = await server().inject({
      url: "/api/web-sales/products-with-upgrades",
      headers: {
        ...apiHeaders("sn"),
        ...inLanguage("ja"),
        "if-none-match": String(es.headers.etag),
      },
    });
    expect(notModified.statusCode).toBe(200);
  });

  it("a translation an operator changes in SQL is answered at once, in its language only", async () => {
    expect((await productOf(102, "es")).name).toBe("Entrada al atardecer");
    await server().storage.query(
      `update product_translations set details = details || '{"name": "Atardecer"}'
       where product_id = 102 and locale = 'es'`,
    );
    // PostgreSQL's news of the write comes a moment after it: PGlite's before it is done.
    await vi.waitFor(async () => {
      expect((await productOf(102, "es")).name).toBe("Atardecer");
    });
    expect((await productOf(102, "ja")).name).toBe("サンセット入場券");
  });

  it("ticket types are named in the language: the discounts and the priced lines", async () => {
    const date = venueDay(server(), 1);
    const discounts = async (language: string | undefined) =>
      (
        await server().inject({
          url: `/api/ticketing/Web/NonGroupSale/product/101/discounts?requestedDate=${date}`,
          headers: { ...apiHeaders("sn"), ...inLanguage(language) },
        })
      ).json<{ discounts: { name: string }[] }>().discounts;
    expect((await discounts("es")).map((discount) => discount.name)).toEqual([
      "Adulto",
      "Niño (5-12)",
      "Mayor (65+)",
    ]);
    expect((await discounts("ja")).map((discount) => discount.name)).toEqual([
      "大人",
      "子ども（5～12歳）",
      "シニア（65歳以上）",
    ]);
    expect((await discounts(undefined)).map((discount) => discount.name)).toEqual([
      "Adult",
      "Child (5-12)",
      "Senior (65+)",
    ]);
    const priced = await server().inject({
      method: "POST",
      url: "/api/ticketing/Web/NonGroupSale/order/price",
      headers: { ...apiHeaders("sn"), ...inLanguage("ja") },
      payload: priceBody([
        {
          productId: 103,
          visitDate: date,
          inventoryId: null,
          selectedDiscounts: [{ id: 1031, promotionType: 1, ticketsCount: 1 }],
        },
      ]),
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json<{ lines: { discountName: string }[] }>().lines[0]?.discountName).toBe(
      "大人",
    );
  });

  it("promo-code products are in the language", async () => {
    const answer = await server().inject({
      url: "/api/web-sales/products-with-upgrades-by-promocode/SUMMIT20/1",
      headers: { ...apiHeaders("sn"), ...inLanguage("ja") },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ name: string }[]>().map((product) => product.name)).toEqual([
      "会員先行入場券",
    ]);
  });

  const boughtInSpanish = async (app: TestServer) => {
    const { orderId } = await reserve(app, twoAdults(app), { language: "es" });
    const confirmed = await confirmPurchase(app, orderId, { language: "es" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return confirmed.json<{ orderConfirmation: string }>().orderConfirmation;
  };

  it("an order's tickets and look-up are in the language asked, whatever it was bought in", async () => {
    const confirmation = await boughtInSpanish(server());
    const tickets = async (language: string | undefined) =>
      (
        await server().inject({
          url: `/api/web-sales/view-tickets?orderConfirmation=${confirmation}`,
          headers: { ...apiHeaders("sn"), ...inLanguage(language) },
        })
      ).json<{ name: string; discountName: string; orderId: number }[]>();
    expect((await tickets("ja"))[0]).toMatchObject({ name: "一般入場券", discountName: "大人" });
    expect((await tickets(undefined))[0]).toMatchObject({
      name: "General Admission",
      discountName: "Adult",
    });
    const orderId = (await tickets(undefined))[0]?.orderId ?? 0;
    const search = await server().inject({
      url: `/api/web-sales/order/search/${String(orderId)}/guest.name@example.com`,
      headers: { ...apiHeaders("sn"), ...inLanguage("ja") },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<{ orderProducts: unknown[] }>().orderProducts).toEqual([
      { productName: "一般入場券", qty: 2 },
    ]);
  });

  it("the order keeps the language it was bought in; the pending order the one it was held in", async () => {
    const { orderId } = await reserve(server(), twoAdults(server()), { language: "ja-JP" });
    const [held] = await server().storage.query<{ language: string }>(
      "select language from pending_orders where order_id = $1",
      [orderId],
    );
    expect(held?.language).toBe("ja");
    expect((await confirmPurchase(server(), orderId, { language: "ja" })).statusCode).toBe(200);
    const [order] = await server().storage.query<{ language: string }>(
      "select language from orders where order_id = $1",
      [orderId],
    );
    expect(order?.language).toBe("ja");
    const english = await reserve(server(), twoAdults(server()));
    expect((await confirmPurchase(server(), english.orderId)).statusCode).toBe(200);
    const [englishOrder] = await server().storage.query<{ language: string }>(
      "select o.language, p.language as held from orders o join pending_orders p using (order_id) where o.order_id = $1",
      [english.orderId],
    );
    expect(englishOrder).toEqual({ language: "en", held: "en" });
  });
});
