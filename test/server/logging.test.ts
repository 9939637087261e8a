import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, startTestServer, type TestServer } from "./harness.js";
import { aPurchaseForm, confirmPurchase, reserve, twoAdults } from "./purchaseFlow.js";

let server: TestServer;

// A fresh migrated database takes a few seconds on a busy 2-core machine.
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server.close();
});

const CARD = "4242 4242 4242 4242";
const CVV = "737";
const EMAIL = "guest.name@example.com";

describe("logs", () => {
  it("no log line holds a card number, a CVV or a full e-mail address", async () => {
    const form = aPurchaseForm({ cardNumber: CARD, cardCVV: CVV, email: EMAIL });
    const { orderId } = await reserve(server, twoAdults(server));
    expect((await confirmPurchase(server, orderId, { form })).statusCode).toBe(200);
    const search = await server.inject({
      url: `/api/web-sales/order/search/${orderId}/${EMAIL}`,
      headers: apiHeaders("sn"),
    });
    expect(search.statusCode).toBe(200);
    const refused = await confirmPurchase(server, orderId, {
      form: aPurchaseForm({ cardNumber: CARD, cardCVV: CVV, email: EMAIL, cardMonthExp: "99" }),
    });
    expect(refused.statusCode).toBe(400);
    const undecodable = await confirmPurchase(server, orderId, {
      form: aPurchaseForm({ cardNumber: `${CARD} ${CARD}`, cardCVV: CVV, email: EMAIL }),
    });
    expect(undecodable.statusCode).toBe(400);

    const lines = server.logLines();
    expect(lines.some((line) => line.includes("/order/search/"))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(CARD);
      expect(line).not.toContain(CARD.replaceAll(" ", ""));
      expect(line).not.toMatch(new RegExp(`"${CVV}"|[:=]\\s*${CVV}\\b`));
      expect(line).not.toContain(EMAIL);
      expect(line).not.toContain(encodeURIComponent(EMAIL));
    }
  });
});
