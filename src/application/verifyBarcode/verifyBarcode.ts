import * as E from "fp-ts/lib/Either.js";
import { map, type Observable } from "rxjs";
import {
  addBarcodeEntry,
  applyVerification,
  barcodeProviderFor,
  cityPassSelection,
  enterBarcode,
  needsVerification,
  removeBarcodeEntry,
  startCityPassFlow,
  verificationCheckOf,
  type BarcodeProvider,
  type CityPassFlow,
} from "../../domain/cityPass.js";
import type { SelectedDiscount } from "../../domain/discountSelection.js";
import { throttledFor } from "../../ports/apiFailure.js";
import type { IdGenerator } from "../../ports/idGenerator.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { createState } from "../shared/state.js";

/** City-pass exchange (spec §4, §5): barcodes entered, verified or marked invalid. */
export interface VerifyBarcode {
  readonly flow$: Observable<CityPassFlow>;
  /** One coded ticket line per verified barcode: what the exchange puts in the cart. */
  readonly selection$: Observable<readonly SelectedDiscount[]>;
  /** A fresh flow for a product; its name decides the barcode provider. */
  readonly start: (productName: string) => void;
  readonly enter: (entryId: string, value: string) => void;
  readonly verify: (entryId: string) => Promise<void>;
  readonly addEntry: () => void;
  readonly removeEntry: (entryId: string) => void;
}

export const createVerifyBarcode = (deps: {
  readonly webSales: Pick<WebSalesApi, "verifyCityPass">;
  readonly ids: IdGenerator;
}): VerifyBarcode => {
  const flow = createState<CityPassFlow>(startCityPassFlow(deps.ids.next()));
  let provider: BarcodeProvider = "CityPass";

  const verify = async (entryId: string) => {
    const entry = flow.get().entries.find((candidate) => candidate.id === entryId);
    if (entry === undefined || !needsVerification(entry)) return;
    const check = verificationCheckOf(entry);
    const answer = await deps.webSales.verifyCityPass(entry.value.trim(), provider)();
    flow.update((current) =>
      applyVerification(
        current,
        check,
        E.isRight(answer) ? answer.right : (throttledFor(answer.left) ?? "failed"),
      ),
    );
  };

  return {
    flow$: flow.state$,
    selection$: flow.state$.pipe(map(cityPassSelection)),
    start: (productName) => {
      provider = barcodeProviderFor(productName);
      flow.set(startCityPassFlow(deps.ids.next()));
    },
    enter: (entryId, value) => {
      flow.update((current) => enterBarcode(current, entryId, value));
    },
    verify,
    addEntry: () => {
      flow.update((current) => addBarcodeEntry(current, deps.ids.next()));
    },
    removeEntry: (entryId) => {
      flow.update((current) => removeBarcodeEntry(current, entryId, deps.ids.next()));
    },
  };
};
