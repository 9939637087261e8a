import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  barcodeProviderFor,
  cityPassSelection,
  enterBarcode,
  needsVerification,
  removeBarcodeEntry,
  startCityPassFlow,
  addBarcodeEntry,
  type CityPassFlow,
} from "../../src/domain/cityPass.js";
import { ProductPageStep } from "../../src/domain/productPage.js";
import { barcodeArb, voucherMatchArb } from "../arbitraries.js";
import { verify } from "../cityPassSteps.js";

const runs = { numRuns: 1000 };

/** A word in a random mix of upper and lower case. */
const anyCase = (word: string): fc.Arbitrary<string> =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((uppers) =>
      uppers.map((upper, i) => (upper ? word.charAt(i).toUpperCase() : word.charAt(i))).join(""),
    );

const fillerArb = fc.string({ maxLength: 8 });

const flowOf = (values: readonly string[]): CityPassFlow => {
  let flow = startCityPassFlow("e0");
  values.forEach((_, i) => {
    if (i > 0) flow = addBarcodeEntry(flow, `e${i}`);
  });
  values.forEach((value, i) => {
    flow = enterBarcode(flow, `e${i}`, value);
  });
  return flow;
};

describe("city-pass properties", () => {
  it("a name holding 'citypass' and 'c3' in any case and order gives CityPassC3", () => {
    fc.assert(
      fc.property(
        anyCase("citypass"),
        anyCase("c3"),
        fillerArb,
        fillerArb,
        fillerArb,
        fc.boolean(),
        (cityPass, c3, x, y, z, c3First) => {
          const name = c3First ? `${x}${c3}${y}${cityPass}${z}` : `${x}${cityPass}${y}${c3}${z}`;
          expect(barcodeProviderFor(name)).toBe("CityPassC3");
        },
      ),
      runs,
    );
  });

  it("a name without 'c3' gives CityPass", () => {
    fc.assert(
      fc.property(anyCase("citypass"), fillerArb, fillerArb, (cityPass, x, y) => {
        const name = `${x}${cityPass}${y}`;
        fc.pre(!name.toLowerCase().includes("c3"));
        expect(barcodeProviderFor(name)).toBe("CityPass");
      }),
      runs,
    );
  });

  it("a name without 'citypass' gives CityPass", () => {
    fc.assert(
      fc.property(anyCase("c3"), fillerArb, fillerArb, (c3, x, y) => {
        const name = `${x}${c3}${y}`;
        fc.pre(!name.toLowerCase().includes("citypass"));
        expect(barcodeProviderFor(name)).toBe("CityPass");
      }),
      runs,
    );
  });

  it("an entry is a duplicate iff another entry holds the same barcode, any case or spacing", () => {
    fc.assert(
      fc.property(
        fc.array(barcodeArb, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (values, from, to, lower) => {
          const flow = flowOf(values);
          const source = values[from % values.length] ?? "";
          const targetIndex = to % values.length;
          const typed = ` ${lower ? source.toLowerCase() : source} `;
          const after = enterBarcode(flow, `e${targetIndex}`, typed);
          const others = values.filter((_, i) => i !== targetIndex);
          const target = after.entries[targetIndex];
          expect(target?.value).toBe(typed);
          expect(target?.error).toEqual(
            others.includes(source) ? { tag: "DUPLICATE_BARCODE" } : null,
          );
          expect(target === undefined ? null : needsVerification(target)).toBe(
            !others.includes(source),
          );
        },
      ),
      runs,
    );
  });

  it("every verified barcode gives exactly one coded line of one ticket", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(barcodeArb, { minLength: 1, maxLength: 5 }),
        fc.array(fc.option(voucherMatchArb, { nil: "failed" as const }), {
          minLength: 5,
          maxLength: 5,
        }),
        (values, answers) => {
          let flow = flowOf(values);
          values.forEach((_, i) => {
            const answer = answers[i] ?? "failed";
            flow = verify(flow, `e${i}`, answer === "failed" ? answer : [answer]);
          });
          const verified = values.filter((_, i) => (answers[i] ?? "failed") !== "failed");
          const selection = cityPassSelection(flow);
          expect(selection.map((line) => line.code)).toEqual(verified);
          for (const line of selection) expect(line.ticketsCount).toBe(1);
          expect(flow.step).toBe(
            verified.length > 0 ? ProductPageStep.VisitDate : ProductPageStep.Default,
          );
        },
      ),
      runs,
    );
  });

  it("removing every entry, in any order, ends on a single empty entry at step 1", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(barcodeArb, { minLength: 1, maxLength: 5 }),
        voucherMatchArb,
        (values, match) => {
          let flow = verify(flowOf(values), "e0", [match]);
          const ids = values.map((_, i) => `e${i}`).reverse();
          ids.forEach((id, n) => {
            flow = removeBarcodeEntry(flow, id, "fresh");
            const left = ids.length - n - 1;
            if (left > 0) {
              expect(flow.entries).toHaveLength(left);
              expect(flow.step).toBe(ProductPageStep.VisitDate);
            }
          });
          expect(flow).toEqual(startCityPassFlow("fresh"));
        },
      ),
      runs,
    );
  });
});
