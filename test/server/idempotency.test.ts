import { describe, expect, it } from "vitest";
import { purchasedOrder, send } from "./contractRequests.js";
import { apiHeaders, storageKinds, useTestServer } from "./harness.js";

describe.each(storageKinds())("Idempotency-Key, on %s", (kind) => {
  const server = useTestServer(kind);

  it("a refused request keeps nothing under its key: the key still serves a later request", async () => {
    const order = await purchasedOrder(server());
    const headers = { ...apiHeaders("sn"), "idempotency-key": "refund-after-a-typo" };
    const typo = await send(server(), "refund", {
      body: { orderId: order.orderId, email: "gest@example.com" },
      headers,
    });
    expect(typo.statusCode).toBeGreaterThanOrEqual(400);
    expect(typo.statusCode).toBeLessThan(500);
    const kept = await server().storage.query("select 1 from idempotency_keys where key = $1", [
      "refund-after-a-typo",
    ]);
    expect(kept).toEqual([]);
    const corrected = await send(server(), "refund", {
      body: { orderId: order.orderId, email: order.email },
      headers,
    });
    expect(corrected.statusCode).toBe(200);
  });
});
