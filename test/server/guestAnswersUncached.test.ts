import { describe, expect, it } from "vitest";
import { routes } from "#contract/routes.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";
import { confirmPurchase, reserve, twoAdults } from "./purchaseFlow.js";

/*
 * A guest's own order as JSON (their tickets, their order's details, the purchase's answer) is
 * kept by no cache: on a computer others use after them, the next person finds nothing of it.
 */

describe.each(storageKinds())("a guest's order answers no cache keeps, on %s", (kind) => {
  const server = useTestServer(kind);

  const bought = async () => {
    const reservation = await reserve(server(), twoAdults(server()));
    const answer = await confirmPurchase(server(), reservation.orderId);
    expect(answer.statusCode, answer.body).toBe(200);
    return {
      answer,
      orderId: reservation.orderId,
      ...answer.json<{ orderConfirmation: string }>(),
    };
  };

  const viewTickets = (orderConfirmation: string) =>
    server().inject({
      url: routes.viewTickets.path,
      query: { orderConfirmation },
      headers: apiHeaders("sn"),
    });

  it("the tickets' JSON answer is Cache-Control no-store: standing, and refused once the order is refunded", async () => {
    const { orderId, orderConfirmation } = await bought();
    const standing = await viewTickets(orderConfirmation);
    expect(standing.statusCode).toBe(200);
    expect(standing.headers["cache-control"]).toBe("no-store");

    const refunded = await server().inject({
      method: "POST",
      url: routes.refund.path,
      headers: apiHeaders("sn"),
      payload: { orderId, email: "guest.name@example.com" },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const cancelled = await viewTickets(orderConfirmation);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.headers["cache-control"]).toBe("no-store");
  });

  it("the purchase's answer and the order search's are Cache-Control no-store too", async () => {
    const { answer, orderId } = await bought();
    expect(answer.headers["cache-control"]).toBe("no-store");
    const found = await server().inject({
      url: `/api/web-sales/order/search/${String(orderId)}/${encodeURIComponent("guest.name@example.com")}`,
      headers: apiHeaders("sn"),
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.headers["cache-control"]).toBe("no-store");
  });

  it("answers of no guest's own (the product list) keep their caching", async () => {
    const products = await server().inject({
      url: routes.productList.path,
      headers: apiHeaders("sn"),
    });
    expect(products.statusCode).toBe(200);
    expect(products.headers["cache-control"]).not.toContain("no-store");
  });
});
