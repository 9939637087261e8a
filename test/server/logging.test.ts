import { describe, expect, it } from "vitest";
import { maskUrl } from "../../server/src/http/logging.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";
import {
  aPurchaseForm,
  confirmPurchase,
  DECLINED_CARD,
  reserve,
  twoAdults,
} from "./purchaseFlow.js";

describe.each(storageKinds())("on %s", (kind) => {
  const server = useTestServer(kind);

  const CARD = "4242 4242 4242 4242";
  const CVV = "737";
  const EMAIL = "guest.name@example.com";

  describe("logs", () => {
    it("no log line holds a card number, a CVV or a full e-mail address", async () => {
      const form = aPurchaseForm({ cardNumber: CARD, cardCVV: CVV, email: EMAIL });
      const { orderId } = await reserve(server(), twoAdults(server()));
      expect((await confirmPurchase(server(), orderId, { form })).statusCode).toBe(200);
      const search = await server().inject({
        url: `/api/web-sales/order/search/${orderId}/${EMAIL}`,
        headers: apiHeaders("sn"),
      });
      expect(search.statusCode).toBe(200);
      const refused = await confirmPurchase(server(), orderId, {
        form: aPurchaseForm({ cardNumber: CARD, cardCVV: CVV, email: EMAIL, cardMonthExp: "99" }),
      });
      expect(refused.statusCode).toBe(400);
      const undecodable = await confirmPurchase(server(), orderId, {
        form: aPurchaseForm({ cardNumber: `${CARD} ${CARD}`, cardCVV: CVV, email: EMAIL }),
      });
      expect(undecodable.statusCode).toBe(400);

      const lines = server().logLines();
      expect(lines.some((line) => line.includes("/order/search/"))).toBe(true);
      for (const line of lines) {
        expect(line).not.toContain(CARD);
        expect(line).not.toContain(CARD.replaceAll(" ", ""));
        expect(line).not.toMatch(new RegExp(`"${CVV}"|[:=]\\s*${CVV}\\b`));
        expect(line).not.toContain(EMAIL);
        expect(line).not.toContain(encodeURIComponent(EMAIL));
      }
    });

    it("a purchase, a decline, a view-tickets and a refund log their events and levels by name, and no secret", async () => {
      const before = server().logLines().length;
      const declined = await reserve(server(), twoAdults(server()));
      const decline = await confirmPurchase(server(), declined.orderId, {
        form: aPurchaseForm({ cardNumber: DECLINED_CARD, cardCVV: CVV, email: EMAIL }),
      });
      expect(decline.statusCode).toBe(402);
      const { orderId } = await reserve(server(), twoAdults(server()));
      const form = aPurchaseForm({ cardNumber: CARD, cardCVV: CVV, email: EMAIL });
      const purchase = await confirmPurchase(server(), orderId, { form });
      expect(purchase.statusCode).toBe(200);
      const confirmation = purchase.json<{ orderConfirmation: string }>().orderConfirmation;
      const tickets = await server().inject({
        url: `/api/web-sales/view-tickets?orderConfirmation=${confirmation}`,
        headers: apiHeaders("sn"),
      });
      expect(tickets.statusCode).toBe(200);
      const refund = await server().inject({
        method: "POST",
        url: "/api/web-sales/order/refund",
        headers: apiHeaders("sn"),
        payload: { orderId, email: EMAIL },
      });
      expect(refund.statusCode).toBe(200);

      const lines = server().logLines().slice(before);
      expect(lines.some((line) => line.includes("/view-tickets"))).toBe(true);
      for (const line of lines) {
        for (const secret of [CARD, CARD.replaceAll(" ", ""), DECLINED_CARD, confirmation]) {
          expect(line).not.toContain(secret);
        }
        expect(line).not.toContain(DECLINED_CARD.replaceAll(" ", ""));
        expect(line).not.toMatch(new RegExp(`"${CVV}"|[:=]\\s*${CVV}\\b`));
        expect(line).not.toContain(EMAIL);
        expect(line).not.toContain(encodeURIComponent(EMAIL));
        const { level } = JSON.parse(line) as { level?: unknown };
        expect(["trace", "debug", "info", "warn", "error", "fatal"]).toContain(level);
      }
      const events = lines.map((line) => JSON.parse(line) as { event?: string; orderId?: number });
      expect(events).toContainEqual(
        expect.objectContaining({ event: "payment.declined", orderId: declined.orderId }),
      );
      expect(events).toContainEqual(expect.objectContaining({ event: "order.confirmed", orderId }));
      expect(events).toContainEqual(expect.objectContaining({ event: "order.refunded", orderId }));
    });

    it("a URL is logged with its e-mail addresses and confirmation numbers masked", () => {
      expect(maskUrl("/api/web-sales/order/search/7/guest.name%40example.com")).toBe(
        "/api/web-sales/order/search/7/g***%40example.com",
      );
      expect(
        maskUrl("/api/web-sales/view-tickets?orderConfirmation=SN-8Q2X&x=guest@example.com"),
      ).toBe("/api/web-sales/view-tickets?orderConfirmation=***&x=g***@example.com");
    });
  });
});
