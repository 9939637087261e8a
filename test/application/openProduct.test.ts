import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { manualClock } from "../support/manualClock.js";
import { scriptedTicketing } from "../support/scriptedTicketing.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";
import { sequentialIds } from "../support/sequentialIds.js";
import { createGroupSaleMode } from "../../src/application/groupSaleMode/groupSaleMode.js";
import { openProduct } from "../../src/application/ticketing/openProduct.js";
import { createTicketing } from "../../src/application/ticketing/ticketing.js";
import { createVerifyBarcode } from "../../src/application/verifyBarcode/verifyBarcode.js";
import { aDiscount, aProduct, saleDatesOf } from "../builders.js";

const general = aProduct({ productId: 101, categoryName: "products" });
const group = aProduct({ productId: 106, name: "Group Admission", categoryName: "productsGroups" });
const cityPass = aProduct({
  productId: 107,
  name: "Seattle CityPass C3",
  voucherId: 9001,
  isVoucher: true,
});

const productPage = () => {
  const ticketingApi = scriptedTicketing({
    dates: () => TE.right(saleDatesOf(["2026-11-24"])),
    discounts: () => TE.right([aDiscount()]),
  });
  const webSales = scriptedWebSales({
    saleDates: () => TE.right(saleDatesOf(["2026-11-24"])),
    verifyCityPass: () => TE.right([]),
  });
  const useCases = {
    groupSaleMode: createGroupSaleMode(),
    verifyBarcode: createVerifyBarcode({ webSales, ids: sequentialIds("entry") }),
    ticketing: createTicketing({
      ticketingApi,
      webSales,
      clock: manualClock(new Date("2026-11-23T18:00:00Z")),
    }),
  };
  const view = () => firstValueFrom(useCases.ticketing.state$);
  const flow = () => firstValueFrom(useCases.verifyBarcode.flow$);
  return { useCases, ticketingApi, webSales, view, flow };
};

describe("opening a product page", () => {
  it("a groups category enters group-sale mode, and the ticketing opens as a group sale", async () => {
    const { useCases, ticketingApi, view } = productPage();
    await openProduct(useCases, group, "productsGroups");
    expect(useCases.groupSaleMode.current()).toBe("group");
    expect(await view()).toMatchObject({ product: group, saleKind: "group" });
    expect(ticketingApi.calls).toEqual([{ method: "dates", args: [106, "group"] }]);
  });

  it.each([["products"], ["productsEvents"], ["promoCodeProducts"], [null]])(
    "any other category (%s) leaves group-sale mode, and the ticketing opens as a general sale",
    async (type) => {
      const { useCases, view } = productPage();
      useCases.groupSaleMode.enter();
      await openProduct(useCases, general, type);
      expect(useCases.groupSaleMode.current()).toBe("general");
      expect(await view()).toMatchObject({ product: general, saleKind: "general" });
    },
  );

  it("a city pass starts a fresh barcode flow, with the provider its name decides", async () => {
    const { useCases, webSales, flow } = productPage();
    const before = await flow();
    await openProduct(useCases, cityPass, "products");
    const fresh = await flow();
    expect(fresh.entries.map((entry) => entry.id)).not.toEqual(
      before.entries.map((entry) => entry.id),
    );
    const [entry] = fresh.entries;
    useCases.verifyBarcode.enter(entry?.id ?? "", "C3SN0001");
    await useCases.verifyBarcode.verify(entry?.id ?? "");
    expect(webSales.calls).toContainEqual({
      method: "verifyCityPass",
      args: ["C3SN0001", "CityPassC3"],
    });
  });

  it("any other product leaves the barcode flow as it was", async () => {
    const { useCases, flow } = productPage();
    const before = await flow();
    await openProduct(useCases, general, "products");
    expect(await flow()).toBe(before);
  });

  it("the mode and the opened product change at once, before any answer comes", async () => {
    const { useCases, view } = productPage();
    const opening = openProduct(useCases, group, "productsGroups");
    expect(useCases.groupSaleMode.current()).toBe("group");
    expect(await view()).toMatchObject({ product: group, saleKind: "group", loading: "dates" });
    await opening;
  });
});
