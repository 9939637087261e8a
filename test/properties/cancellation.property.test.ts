import fc from "fast-check";
import * as TE from "fp-ts/lib/TaskEither.js";
import { describe, expect, it } from "vitest";
import { createCancellation } from "../../src/application/cancellation/cancellation.js";
import { memoryOfflineTickets } from "../../src/adapters/memory/offlineTickets.js";
import { anOrderSummary } from "../builders.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";

const runs = { numRuns: 1000 };

type GuestAction =
  | { readonly kind: "lookUp" }
  | { readonly kind: "cancel"; readonly consent: boolean }
  | { readonly kind: "reset" };

const guestActionArb: fc.Arbitrary<GuestAction> = fc.oneof(
  fc.constant({ kind: "lookUp" as const }),
  fc.boolean().map((consent) => ({ kind: "cancel" as const, consent })),
  fc.constant({ kind: "reset" as const }),
);

const cancelledDateArb = fc.option(
  fc
    .date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z") })
    .filter((date) => !Number.isNaN(date.getTime()))
    .map((date) => date.toISOString().slice(0, 19)),
);

describe("cancellation properties", () => {
  it("an order found already cancelled is never refunded, whatever the guest does", async () => {
    await fc.assert(
      fc.asyncProperty(
        cancelledDateArb,
        fc.array(guestActionArb, { maxLength: 12 }),
        async (cancelledDate, actions) => {
          const order = anOrderSummary({ status: { tag: "CANCELLED", cancelledDate } });
          const webSales = scriptedWebSales({ searchOrder: () => TE.right(order) });
          const cancellation = createCancellation({
            webSales,
            offlineTickets: memoryOfflineTickets(),
          });
          for (const action of actions) {
            if (action.kind === "lookUp") await cancellation.lookUp(order.orderId, order.email);
            else if (action.kind === "cancel") await cancellation.cancel(action.consent);
            else cancellation.reset();
          }
          expect(webSales.calls.filter((call) => call.method === "refund")).toEqual([]);
        },
      ),
      runs,
    );
  });
});
