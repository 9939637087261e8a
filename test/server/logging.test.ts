import { describe, expect, it } from "vitest";
import { maskUrl } from "../../server/shared/http/logging.js";
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

    /** Every character percent-encoded: what a name or value looks like to a naive filter. */
    const encodedAll = (text: string) =>
      Array.from(
        { length: text.length },
        (_, at) => `%${text.charCodeAt(at).toString(16).toUpperCase()}`,
      ).join("");

    /** The query of view tickets, its name and value spelt in the ways a URL may spell them. */
    const spellings = (number: string): Record<string, string> => ({
      plain: `?orderConfirmation=${number}`,
      "a percent-encoded letter in the name": `?order%43onfirmation=${number}`,
      "the name wholly percent-encoded": `?${encodedAll("orderConfirmation")}=${number}`,
      "the value percent-encoded": `?orderConfirmation=${encodedAll(number)}`,
      "the name in upper case": `?ORDERCONFIRMATION=${number}`,
      "the name in mixed case": `?OrderConfirmation=${number}`,
      "a plus in the name": `?order+Confirmation=${number}`,
      "an underscore in the name": `?order_confirmation=${number}`,
      "after another parameter": `?x=1&order%43onfirmation=${number}`,
      "said twice": `?orderConfirmation=${number}&orderConfirmation=${number}`,
      "after a # rather than a ?": `#orderConfirmation=${number}`,
    });

    it("a confirmation number is masked in the log under every spelling of its parameter, which means what the plain spelling means or is refused", async () => {
      const { orderId } = await reserve(server(), twoAdults(server()));
      const purchase = await confirmPurchase(server(), orderId);
      const number = purchase.json<{ orderConfirmation: string }>().orderConfirmation;
      const viewTickets = (query: string) =>
        server().inject({
          url: `/api/web-sales/view-tickets${query}`,
          headers: apiHeaders("sn"),
        });
      const plain = await viewTickets(`?orderConfirmation=${number}`);
      expect(plain.statusCode).toBe(200);
      const before = server().logLines().length;
      for (const [spelling, query] of Object.entries(spellings(number))) {
        const answer = await viewTickets(query);
        if (answer.statusCode === 200) expect(answer.body, spelling).toBe(plain.body);
        else expect(answer.statusCode, spelling).toBe(400);
      }
      const lines = server().logLines().slice(before);
      expect(lines.filter((line) => line.includes("/view-tickets"))).toHaveLength(
        Object.keys(spellings(number)).length,
      );
      for (const line of lines) {
        expect(line).not.toContain(number);
        expect(line).not.toContain(encodedAll(number));
      }
    });

    it("a secret parameter is masked however its name is spelt: percent-encoded, in any case, with a space or an underscore, after a #", () => {
      for (const [spelling, query] of Object.entries(spellings("SN-8Q2X"))) {
        expect(maskUrl(`/view-tickets${query}`), spelling).not.toMatch(/SN-8Q2X|%53%4E/);
      }
      expect(maskUrl("/api/x?card%4Eumber=4242424242424242&CardCVV=737&e%6Dail=a%40b.c")).toBe(
        "/api/x?card%4Eumber=***&CardCVV=***&e%6Dail=***",
      );
      expect(maskUrl("/api/x?barcode=C3SN0001&barcodes=C3SN0002")).toBe(
        "/api/x?barcode=***&barcodes=C3SN0002",
      );
    });

    it("a URL is logged with its e-mail addresses and confirmation numbers masked", () => {
      expect(maskUrl("/api/web-sales/order/search/7/guest.name%40example.com")).toBe(
        "/api/web-sales/order/search/7/g***%40example.com",
      );
      expect(
        maskUrl("/api/web-sales/view-tickets?orderConfirmation=SN-8Q2X&x=guest@example.com"),
      ).toBe("/api/web-sales/view-tickets?orderConfirmation=***&x=g***@example.com");
    });

    it("a waiting-list link's token is masked: whoever has it buys the offer or leaves the list", () => {
      expect(maskUrl("/waiting-list/offer?token=Zm9vYmFyYmF6cXV4&lang=es")).toBe(
        "/waiting-list/offer?token=***&lang=es",
      );
      expect(maskUrl("/waiting-list/leave?To%6Ben=Zm9vYmFy")).toBe(
        "/waiting-list/leave?To%6Ben=***",
      );
    });
  });
});
