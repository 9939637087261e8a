import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { sequentialIds } from "../support/sequentialIds.js";
import { refusal } from "../support/scripted.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";
import { createVerifyBarcode } from "../../src/application/verifyBarcode/verifyBarcode.js";
import type { VoucherMatch } from "../../src/domain/cityPass.js";
import { ProductPageStep } from "../../src/domain/productPage.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { pendingAnswer } from "../async.js";

const match: VoucherMatch = {
  productId: 101,
  appliedPromotions: [{ promotionId: 7, discountId: 10, promotionType: 3, name: "CityPass Adult" }],
};

const verifyWith = (verifyCityPass: WebSalesApi["verifyCityPass"] = () => TE.right([match])) => {
  const webSales = scriptedWebSales({ verifyCityPass });
  const barcodes = createVerifyBarcode({ webSales, ids: sequentialIds("entry") });
  const flow = () => firstValueFrom(barcodes.flow$);
  return { barcodes, webSales, flow };
};

describe("verify barcode", () => {
  it("a barcode is sent trimmed, with the provider its product's name decides", async () => {
    const { barcodes, webSales } = verifyWith();
    barcodes.start("Seattle CityPass C3");
    barcodes.enter("entry-2", "  CP123456 ");
    await barcodes.verify("entry-2");
    barcodes.start("Seattle CityPass");
    barcodes.enter("entry-3", "CP654321");
    await barcodes.verify("entry-3");
    expect(webSales.calls).toEqual([
      { method: "verifyCityPass", args: ["CP123456", "CityPassC3"] },
      { method: "verifyCityPass", args: ["CP654321", "CityPass"] },
    ]);
  });

  it("a barcode verified before any product names a provider is sent as CityPass", async () => {
    const { barcodes, webSales } = verifyWith();
    barcodes.enter("entry-1", "CP123456");
    await barcodes.verify("entry-1");
    expect(webSales.calls).toEqual([{ method: "verifyCityPass", args: ["CP123456", "CityPass"] }]);
  });

  it("a verified barcode moves the flow to the visit-date step", async () => {
    const { barcodes, flow } = verifyWith();
    barcodes.enter("entry-1", "CP123456");
    expect((await flow()).step).toBe(ProductPageStep.Default);
    await barcodes.verify("entry-1");
    expect(await flow()).toEqual({
      step: ProductPageStep.VisitDate,
      entries: [
        {
          id: "entry-1",
          value: "CP123456",
          verified: true,
          error: null,
          data: [match],
          appliedPromotions: match.appliedPromotions,
        },
      ],
    });
  });

  it("each verified barcode is one coded ticket of its promotion's discount", async () => {
    const { barcodes } = verifyWith();
    barcodes.enter("entry-1", "CP123456");
    barcodes.addEntry();
    barcodes.enter("entry-2", "CP654321");
    await barcodes.verify("entry-1");
    await barcodes.verify("entry-2");
    expect(await firstValueFrom(barcodes.selection$)).toEqual([
      { id: 10, promotionType: 3, ticketsCount: 1, code: "CP123456" },
      { id: 10, promotionType: 3, ticketsCount: 1, code: "CP654321" },
    ]);
  });

  it("a duplicate barcode is never sent for verification", async () => {
    const { barcodes, webSales, flow } = verifyWith();
    barcodes.enter("entry-1", "CP123456");
    barcodes.addEntry();
    barcodes.enter("entry-2", " cp123456 ");
    await barcodes.verify("entry-2");
    expect(webSales.calls).toEqual([]);
    expect((await flow()).entries[1]).toMatchObject({
      id: "entry-2",
      error: { tag: "DUPLICATE_BARCODE" },
      verified: false,
    });
  });

  it("a failed verification or an answer with no product marks the barcode invalid", async () => {
    for (const answer of [TE.left(refusal(404, "Unknown voucher")), TE.right([])]) {
      const { barcodes, flow } = verifyWith(() => answer);
      barcodes.enter("entry-1", "CP000000");
      await barcodes.verify("entry-1");
      expect(await flow()).toMatchObject({
        step: ProductPageStep.Default,
        entries: [{ id: "entry-1", verified: false, error: { tag: "INVALID_BARCODE" } }],
      });
      expect(await firstValueFrom(barcodes.selection$)).toEqual([]);
    }
  });

  it("a throttled verification marks the barcode THROTTLED with the wait", async () => {
    const throttled = { tag: "THROTTLED", retryAfterSeconds: 30 } as const;
    const { barcodes, flow } = verifyWith(() => TE.left(throttled));
    barcodes.enter("entry-1", "CP000000");
    await barcodes.verify("entry-1");
    expect(await flow()).toMatchObject({
      entries: [{ id: "entry-1", verified: false, error: throttled }],
    });
  });

  it("an empty or already verified barcode is not sent", async () => {
    const { barcodes, webSales } = verifyWith();
    await barcodes.verify("entry-1");
    barcodes.enter("entry-1", "   ");
    await barcodes.verify("entry-1");
    barcodes.enter("entry-1", "CP123456");
    await barcodes.verify("entry-1");
    await barcodes.verify("entry-1");
    await barcodes.verify("no-such-entry");
    expect(webSales.calls).toHaveLength(1);
  });

  it("an answer for a barcode retyped in the meantime is ignored", async () => {
    const answer = pendingAnswer<readonly VoucherMatch[]>();
    const { barcodes, flow } = verifyWith(() => answer.task);
    barcodes.enter("entry-1", "CP123456");
    const verifying = barcodes.verify("entry-1");
    barcodes.enter("entry-1", "CP999999");
    await answer.succeed([match]);
    await verifying;
    expect(await flow()).toMatchObject({
      step: ProductPageStep.Default,
      entries: [{ id: "entry-1", value: "CP999999", verified: false, error: null }],
    });
  });

  it("removing the last barcode resets to a single empty entry and step 1", async () => {
    const { barcodes, flow } = verifyWith();
    barcodes.enter("entry-1", "CP123456");
    await barcodes.verify("entry-1");
    barcodes.removeEntry("entry-1");
    expect(await flow()).toEqual({
      step: ProductPageStep.Default,
      entries: [
        { id: "entry-2", value: "", verified: false, error: null, data: [], appliedPromotions: [] },
      ],
    });
  });

  it("removing one of several barcodes keeps the others and the step", async () => {
    const { barcodes, flow } = verifyWith();
    barcodes.enter("entry-1", "CP123456");
    await barcodes.verify("entry-1");
    barcodes.addEntry();
    barcodes.removeEntry("entry-2");
    expect(await flow()).toMatchObject({
      step: ProductPageStep.VisitDate,
      entries: [{ id: "entry-1", verified: true }],
    });
  });

  it("a late subscriber gets the current flow", async () => {
    const { barcodes } = verifyWith();
    barcodes.enter("entry-1", "CP123456");
    await barcodes.verify("entry-1");
    expect((await firstValueFrom(barcodes.flow$)).step).toBe(ProductPageStep.VisitDate);
  });
});
