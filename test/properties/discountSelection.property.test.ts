import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDiscount,
  removeDiscount,
  ticketsCountOf,
  totalTicketsCount,
  type DiscountChoice,
  type SelectedDiscount,
} from "../../src/domain/discountSelection.js";
import { discountOperationArb, type DiscountOperation } from "../arbitraries.js";

const runs = { numRuns: 1000 };

const apply = (
  selection: readonly SelectedDiscount[],
  op: DiscountOperation,
): readonly SelectedDiscount[] =>
  op.kind === "add" ? addDiscount(selection, op.choice) : removeDiscount(selection, op.choice);

const applyAll = (ops: readonly DiscountOperation[]): readonly SelectedDiscount[] =>
  ops.reduce<readonly SelectedDiscount[]>(apply, []);

/** A line's identity: its id and its code (an uncoded line has none). */
const keyOf = (choice: DiscountChoice): string => JSON.stringify([choice.id, choice.code ?? null]);

const countsByKey = (selection: readonly SelectedDiscount[]): ReadonlyMap<string, number> => {
  const counts = new Map<string, number>();
  for (const line of selection) {
    counts.set(keyOf(line), (counts.get(keyOf(line)) ?? 0) + line.ticketsCount);
  }
  return counts;
};

/** The model: per key, adds minus removes, where a remove at 0 does nothing. */
const modelCounts = (ops: readonly DiscountOperation[]): ReadonlyMap<string, number> => {
  const counts = new Map<string, number>();
  for (const op of ops) {
    const key = keyOf(op.choice);
    const current = counts.get(key) ?? 0;
    const next = op.kind === "add" ? current + 1 : Math.max(0, current - 1);
    if (next === 0) counts.delete(key);
    else counts.set(key, next);
  }
  return counts;
};

/**
 * Another interleaving of `ops`: operations on the same key keep their relative order, while
 * operations on different keys are shuffled by `picks`.
 */
const interleave = (
  ops: readonly DiscountOperation[],
  picks: readonly number[],
): readonly DiscountOperation[] => {
  const queues = new Map<string, DiscountOperation[]>();
  for (const op of ops) {
    const key = keyOf(op.choice);
    const queue = queues.get(key) ?? [];
    queue.push(op);
    queues.set(key, queue);
  }
  const result: DiscountOperation[] = [];
  for (const pick of picks) {
    const pending = [...queues.values()].filter((queue) => queue.length > 0);
    const queue = pending[pick % pending.length];
    const next = queue?.shift();
    if (next !== undefined) result.push(next);
  }
  return result;
};

const opsArb = fc.array(discountOperationArb, { maxLength: 40 });

const opsWithInterleavingArb = opsArb.chain((ops) =>
  fc
    .array(fc.nat(), { minLength: ops.length, maxLength: ops.length })
    .map((picks) => ({ ops, reordered: interleave(ops, picks) })),
);

describe("discount selection properties", () => {
  it("after any sequence of adds and removes, no line has a count of 0 or less", () => {
    fc.assert(
      fc.property(opsArb, (ops) => {
        let selection: readonly SelectedDiscount[] = [];
        for (const op of ops) {
          selection = apply(selection, op);
          for (const line of selection) expect(line.ticketsCount).toBeGreaterThan(0);
        }
      }),
      runs,
    );
  });

  it("after any sequence of adds and removes, every coded line has count 1", () => {
    fc.assert(
      fc.property(opsArb, (ops) => {
        let selection: readonly SelectedDiscount[] = [];
        for (const op of ops) {
          selection = apply(selection, op);
          for (const line of selection) {
            if (line.code !== undefined) expect(line.ticketsCount).toBe(1);
          }
        }
      }),
      runs,
    );
  });

  it("an uncoded discount id has at most one line", () => {
    fc.assert(
      fc.property(opsArb, (ops) => {
        const uncodedIds = applyAll(ops)
          .filter((line) => line.code === undefined)
          .map((line) => line.id);
        expect(new Set(uncodedIds).size).toBe(uncodedIds.length);
      }),
      runs,
    );
  });

  it("each (id, code) count equals its adds minus its removes, a remove at 0 doing nothing", () => {
    fc.assert(
      fc.property(opsArb, (ops) => {
        expect(countsByKey(applyAll(ops))).toEqual(modelCounts(ops));
      }),
      runs,
    );
  });

  it("ticketsCountOf and totalTicketsCount agree with the model's counts", () => {
    fc.assert(
      fc.property(opsArb, (ops) => {
        const selection = applyAll(ops);
        const model = modelCounts(ops);
        let total = 0;
        const byId = new Map<number, number>();
        for (const op of ops) byId.set(op.choice.id, 0);
        for (const [key, count] of model) {
          const [id] = JSON.parse(key) as [number, string | null];
          byId.set(id, (byId.get(id) ?? 0) + count);
          total += count;
        }
        for (const [id, count] of byId) expect(ticketsCountOf(selection, id)).toBe(count);
        expect(totalTicketsCount(selection)).toBe(total);
      }),
      runs,
    );
  });

  it("the order of operations on different (id, code) keys does not change any count", () => {
    fc.assert(
      fc.property(opsWithInterleavingArb, ({ ops, reordered }) => {
        expect(reordered).toHaveLength(ops.length);
        const original = applyAll(ops);
        const shuffled = applyAll(reordered);
        expect(countsByKey(shuffled)).toEqual(countsByKey(original));
        expect(totalTicketsCount(shuffled)).toBe(totalTicketsCount(original));
      }),
      runs,
    );
  });

  it("removing what was just added restores the previous counts", () => {
    fc.assert(
      fc.property(opsArb, discountOperationArb, (ops, op) => {
        const before = applyAll(ops);
        const after = removeDiscount(addDiscount(before, op.choice), op.choice);
        expect(countsByKey(after)).toEqual(countsByKey(before));
      }),
      runs,
    );
  });
});
