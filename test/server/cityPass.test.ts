import { describe, expect, it } from "vitest";
import * as E from "fp-ts/lib/Either.js";
import { VoucherMatches } from "#contract/orders.js";
import type { BrandKey } from "../../src/domain/brand.js";
import { apiHeaders, useTestServer } from "./harness.js";
import {
  aCardlessPurchaseForm,
  cityPassExchange,
  confirmOrderPromo,
  reserve,
} from "./purchaseFlow.js";

const server = useTestServer("pglite");

const checkVoucher = (body: unknown, client: BrandKey = "sn") =>
  server().inject({
    method: "POST",
    url: "/api/web-sales/cityPassVoucher",
    headers: apiHeaders(client),
    payload: body as Record<string, unknown>,
  });

const invalidBarcode = async (body: unknown, client: BrandKey = "sn") => {
  const answer = await checkVoucher(body, client);
  expect(answer.statusCode).toBe(404);
  expect(answer.json<{ Code: number; message: string }>()).toMatchObject({ Code: 404 });
  return answer.json<{ message: string }>().message;
};

describe("city-pass voucher", () => {
  it("a known barcode of its provider answers its product and applied promotions", async () => {
    const answer = await checkVoucher({ voucherCode: "C3SN0001", barcodeProvider: "CityPassC3" });
    expect(answer.statusCode).toBe(200);
    expect(E.isRight(VoucherMatches.decode(answer.json()))).toBe(true);
    expect(answer.json()).toEqual([
      {
        productId: 107,
        appliedPromotions: [
          { promotionId: 9101, discountId: 1071, promotionType: 4, name: "CityPass C3 Adult" },
        ],
      },
    ]);
  });

  it("the code is trimmed and upper-cased before it is looked up", async () => {
    const answer = await checkVoucher({
      voucherCode: "  c3sn0004 ",
      barcodeProvider: "CityPassC3",
    });
    expect(answer.statusCode).toBe(200);
    expect(
      answer.json<{ appliedPromotions: { name: string }[] }[]>()[0]?.appliedPromotions,
    ).toEqual([expect.objectContaining({ promotionId: 9102, name: "CityPass C3 Child" })]);
  });

  it("each tenant checks its own barcodes and provider: cgg's CityPass barcode", async () => {
    const answer = await checkVoucher(
      { voucherCode: "CPGG0001", barcodeProvider: "CityPass" },
      "cgg",
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ productId: number }[]>().map((match) => match.productId)).toEqual([207]);
  });

  it("an unknown barcode answers 404 with a clear message", async () => {
    const message = await invalidBarcode({
      voucherCode: "C3SN9999",
      barcodeProvider: "CityPassC3",
    });
    expect(message).toMatch(/barcode is not valid/);
  });

  it("a barcode checked against the other provider answers 404", async () => {
    await invalidBarcode({ voucherCode: "C3SN0001", barcodeProvider: "CityPass" });
  });

  it("another tenant's barcode answers 404", async () => {
    await invalidBarcode({ voucherCode: "CPGG0001", barcodeProvider: "CityPass" }, "sn");
  });

  it("an exchanged barcode answers 404: a barcode is exchanged once", async () => {
    const reservation = await reserve(server(), cityPassExchange(server(), "C3SN0019"));
    const confirmed = await confirmOrderPromo(
      server(),
      reservation.orderId,
      aCardlessPurchaseForm(),
    );
    expect(confirmed.statusCode).toBe(200);
    await invalidBarcode({ voucherCode: "C3SN0019", barcodeProvider: "CityPassC3" });
  });

  it("a provider outside the contract is refused with 400", async () => {
    const answer = await checkVoucher({ voucherCode: "C3SN0001", barcodeProvider: "Other" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ Code: number }>().Code).toBe(400);
  });

  it("a blank code is refused with 400", async () => {
    const answer = await checkVoucher({ voucherCode: "   ", barcodeProvider: "CityPassC3" });
    expect(answer.statusCode).toBe(400);
  });
});
