import * as TE from "fp-ts/lib/TaskEither.js";
import fc from "fast-check";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { manualClock } from "../support/manualClock.js";
import { scriptedTicketing } from "../support/scriptedTicketing.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";
import { createTicketing } from "../../src/application/ticketing/ticketing.js";
import { totalTicketsCount } from "../../src/domain/discountSelection.js";
import { groupProblems } from "../../src/domain/orderLimits.js";
import {
  discountIdArb,
  groupRulesArb,
  isoDateArb,
  perOrderMaximumArb,
  selectedDiscountArb,
} from "../arbitraries.js";
import { saleDatesOf, aDiscount, aProduct } from "../builders.js";

const runs = { numRuns: 1000 };

const ticketOperationArb = fc.record({
  kind: fc.constantFrom("add" as const, "remove" as const),
  id: discountIdArb,
});

describe("ticketing properties", () => {
  it("no sequence of adds and removes on the product page exceeds the per-order maximum", async () => {
    await fc.assert(
      fc.asyncProperty(
        perOrderMaximumArb,
        fc.array(ticketOperationArb, { maxLength: 20 }),
        async (maximum, operations) => {
          const product = aProduct({ maxTicketsAllowedPerOrder: maximum });
          const ticketing = createTicketing({
            ticketingApi: scriptedTicketing({
              dates: () => TE.right(saleDatesOf(["2030-01-08"])),
              discounts: () => TE.right([1, 2, 3, 4].map((id) => aDiscount({ id }))),
              inventory: () => TE.right([]),
            }),
            webSales: scriptedWebSales(),
            clock: manualClock(new Date("2030-01-07T18:00:00Z")),
          });
          await ticketing.open(product, "general");
          await ticketing.chooseDate("2030-01-08");
          for (const { kind, id } of operations) {
            const discount = { id, promotionType: 0 };
            const before = totalTicketsCount(
              (await firstValueFrom(ticketing.state$)).selectedDiscounts,
            );
            if (kind === "add") await ticketing.addTicket(discount);
            else await ticketing.removeTicket(discount);
            const view = await firstValueFrom(ticketing.state$);
            const count = totalTicketsCount(view.selectedDiscounts);
            if (maximum !== null) expect(count).toBeLessThanOrEqual(maximum);
            // An add is refused, with the limit named, only when the maximum is reached.
            if (kind === "add") {
              const refused = maximum !== null && before >= maximum;
              expect(count).toBe(refused ? before : before + 1);
              expect(view.limitError?.tag).toBe(refused ? "MAX_TICKETS_PER_ORDER" : undefined);
            }
          }
        },
      ),
      runs,
    );
  });

  it("group minimums hold: a group order is held back by its minimum iff it has fewer tickets", () => {
    fc.assert(
      fc.property(
        groupRulesArb,
        fc.array(selectedDiscountArb, { maxLength: 5 }),
        isoDateArb,
        (rules, selection, today) => {
          const product = aProduct({ categoryName: "productsGroups", ...rules });
          const problems = groupProblems(product, selection, today, today);
          const belowMinimum =
            rules.groupSalesMinQty !== null &&
            totalTicketsCount(selection) < rules.groupSalesMinQty;
          expect(problems.some((problem) => problem.tag === "GROUP_MINIMUM_NOT_MET")).toBe(
            belowMinimum,
          );
        },
      ),
      runs,
    );
  });
});
