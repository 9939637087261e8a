import { describe, expect, it } from "vitest";
import { MAX_BODY_DEPTH } from "../../server/api/http/bodyLimits.js";
import { purchasedOrder } from "./contractRequests.js";
import { cartOf } from "./carts.js";
import { apiHeaders, storageKinds, type TestServer, useTestServer } from "./harness.js";
import { aPurchaseForm, confirmPurchase, reserve, twoAdults } from "./purchaseFlow.js";

/*
 * Bad input is refused at the contract's edge with a 400 and `{ Code, message }`, never a 500:
 * control characters (NUL above all, which PostgreSQL refuses in text), bodies nested deep
 * enough to overflow a recursive walk, and bodies too large to read.
 */

/** An array `depth` levels deep: `[[[…]]]`, built as text so building it cannot overflow. */
const nestedArray = (depth: number): string => `${"[".repeat(depth)}${"]".repeat(depth)}`;

const expectRefused = (answer: { statusCode: number; json: () => unknown }, status = 400) => {
  expect(answer.statusCode).toBe(status);
  const body = answer.json() as { Code: unknown; message: unknown };
  expect(body.Code).toBe(status);
  expect(typeof body.message).toBe("string");
};

const confirmWithRawBody = (server: TestServer, orderId: number, payload: string, key: string) =>
  server.inject({
    method: "POST",
    url: `/api/web-sales/confirm-purchase/${orderId}`,
    headers: {
      ...apiHeaders("sn"),
      carttoken: cartOf(server, orderId),
      "idempotency-key": key,
      "content-type": "application/json",
    },
    payload,
  });

const storedKeys = (server: TestServer, key: string) =>
  server.storage.query("select 1 from idempotency_keys where key = $1", [key]);

describe.each(storageKinds())("input limits, on %s", (kind) => {
  const server = useTestServer(kind);

  it("a NUL byte in a text field is refused with 400 and the order stays pending", async () => {
    const { orderId } = await reserve(server(), twoAdults(server()));
    const answer = await confirmPurchase(server(), orderId, {
      form: aPurchaseForm({ firstName: "A\u0000B" }),
    });
    expectRefused(answer);
    expect(answer.body).toContain("firstName");
    expect((await confirmPurchase(server(), orderId)).statusCode).toBe(200);
  });

  it.each([
    ["a tab", "A\tB"],
    ["a newline", "A\nB"],
    ["DEL", "A\u007fB"],
  ])("%s in a single-line field is refused with 400", async (_name, value) => {
    const { orderId } = await reserve(server(), twoAdults(server()));
    expectRefused(
      await confirmPurchase(server(), orderId, { form: aPurchaseForm({ city: value }) }),
    );
  });

  it("a control character in an unknown body field is refused with 400", async () => {
    const { orderId } = await reserve(server(), twoAdults(server()));
    const body = JSON.stringify({ ...aPurchaseForm(), note: "A\u0000B" });
    expectRefused(await confirmWithRawBody(server(), orderId, body, "unknown-field-nul"));
    expect(await storedKeys(server(), "unknown-field-nul")).toEqual([]);
  });

  it("a NUL byte in a query value is refused with 400 (view tickets)", async () => {
    expectRefused(
      await server().inject({
        url: "/api/web-sales/view-tickets?orderConfirmation=%00",
        headers: apiHeaders("sn"),
      }),
    );
  });

  it("a NUL byte in a path parameter is refused with 400 (order search)", async () => {
    expectRefused(
      await server().inject({
        url: "/api/web-sales/order/search/100001/a%00b%40example.com",
        headers: apiHeaders("sn"),
      }),
    );
  });

  it("a path segment over the router's length limit is refused with 414, the path not echoed", async () => {
    const email = `${"x".repeat(200)}%40example.com`;
    const answer = await server().inject({
      url: `/api/web-sales/order/search/100001/${email}`,
      headers: apiHeaders("sn"),
    });
    expectRefused(answer, 414);
    expect(answer.body).not.toContain("example.com");
  });

  it("a broken %-escape in the path is refused with 400", async () => {
    expectRefused(
      await server().inject({
        url: "/api/web-sales/product-hyperlink/%E0%A4%A",
        headers: apiHeaders("sn"),
      }),
    );
  });

  it("a NUL byte in a fraud-beacon parameter is refused with 400 and recorded nowhere", async () => {
    for (const query of ["shop=a%00b&sid=s1&path=%2F", "shop=a&sid=s%001&path=%2F", "sid=%00"]) {
      const url = query === "sid=%00" ? "/api/fraud-beacon/hits" : "/api/fraud-beacon";
      expectRefused(await server().inject({ url: `${url}?${query}` }));
    }
    expect(await server().storage.query("select 1 from beacon_hits")).toEqual([]);
  });

  it(`a body nested deeper than ${MAX_BODY_DEPTH} levels is refused with 400 before it is hashed`, async () => {
    const { orderId } = await reserve(server(), twoAdults(server()));
    const form = JSON.stringify(aPurchaseForm());
    const deep = `${form.slice(0, -1)},"extra":${nestedArray(20_000)}}`;
    expectRefused(await confirmWithRawBody(server(), orderId, deep, "deep-body"));
    expect(await storedKeys(server(), "deep-body")).toEqual([]);
    expect((await confirmPurchase(server(), orderId)).statusCode).toBe(200);
  });

  it(`a body ${MAX_BODY_DEPTH} levels deep is still read`, async () => {
    const { orderId } = await reserve(server(), twoAdults(server()));
    const form = JSON.stringify(aPurchaseForm());
    const deepest = `${form.slice(0, -1)},"extra":${nestedArray(MAX_BODY_DEPTH - 1)}}`;
    expect((await confirmWithRawBody(server(), orderId, deepest, "deepest-body")).statusCode).toBe(
      200,
    );
  });

  it("a body over 256 KB is refused with 413", async () => {
    const { orderId } = await reserve(server(), twoAdults(server()));
    const huge = JSON.stringify({ ...aPurchaseForm(), extra: "x".repeat(300_000) });
    expectRefused(await confirmWithRawBody(server(), orderId, huge, "huge-body"), 413);
  });

  it("a replay answers the first answer byte for byte", async () => {
    const { orderId } = await reserve(server(), twoAdults(server()));
    const first = await confirmPurchase(server(), orderId, { idempotencyKey: "replay-bytes" });
    const replay = await confirmPurchase(server(), orderId, { idempotencyKey: "replay-bytes" });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(replay.headers["content-type"]).toBe(first.headers["content-type"]);
  });

  it("the request fingerprint is of the decoded request: the same body laid out otherwise replays", async () => {
    const order = await purchasedOrder(server());
    const refund = (payload: string) =>
      server().inject({
        method: "POST",
        url: "/api/web-sales/order/refund",
        headers: {
          ...apiHeaders("sn"),
          "idempotency-key": "refund-layout",
          "content-type": "application/json",
        },
        payload,
      });
    const body = { orderId: order.orderId, email: order.email };
    const first = await refund(JSON.stringify(body));
    const again = await refund(JSON.stringify(body, null, 2));
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
  });
});
