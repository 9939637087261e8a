// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import type { Cents } from "../../src/domain/money.js";
import type { Locale } from "../../src/domain/locale.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { refusal } from "../support/scripted.js";
import {
  aCartProduct,
  anInventory,
  aPendingOrder,
  aPricedCart,
  aProductList,
  aPurchaseConfirmation,
  aPurchaseForm,
} from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const tower = aCartProduct({
  key: "a",
  productId: 101,
  name: "General Admission",
  inventory: anInventory({ startTime: "2026-11-22T10:00:00", endTime: "2026-11-22T10:30:00" }),
  selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: 2 }],
});
const cafe = aCartProduct({ key: "b", productId: 104, name: "Summit Café Voucher" });

/** /checkout in a language, with a priced cart. */
const openCheckout = async (
  locale: Locale,
  webSales: Partial<WebSalesApi> = {},
  { total = 2600, products = [tower] }: { total?: Cents; products?: (typeof tower)[] } = {},
) => {
  const view = await renderStorefront("/checkout", {
    locale,
    webSales: { productList: () => TE.right(aProductList()), ...webSales },
    ticketing: {
      price: () => TE.right(aPricedCart(total)),
      createPendingOrder: () => TE.right(aPendingOrder({ orderId: 5001 })),
    },
  });
  await act(async () => {
    for (const product of products) await view.useCases.priceCart.add(product);
  });
  return view;
};

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("checkout in Spanish", () => {
  it("labels every field of the form in Spanish", async () => {
    await openCheckout("es");
    expect(await screen.findByRole("heading", { level: 1, name: "Pago" })).toBeTruthy();
    for (const label of [
      "Correo electrónico",
      "Nombre",
      "Apellidos",
      "Teléfono",
      "Dirección",
      "Dirección (línea 2)",
      "Ciudad",
      "Código postal",
      "Nombre en la tarjeta",
      "Número de tarjeta",
      "Fecha de caducidad (MM/AA)",
      "Código de seguridad (CVV)",
    ]) {
      expect(screen.getByRole("textbox", { name: label })).toBeTruthy();
    }
    expect(screen.getByRole("group", { name: "Contacto" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Tarjeta" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: /^Quiero recibir novedades/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Realizar pedido" })).toBeTruthy();
  });

  it("names the countries in Spanish, the venues' first and the others in Spanish order", async () => {
    await openCheckout("es");
    const country = await screen.findByRole("combobox", { name: "País" });
    const [choose, ...names] = options(country);
    expect(choose).toBe("Elige…");
    expect(names.slice(0, 2)).toEqual(["Estados Unidos", "Canadá"]);
    const others = names.slice(2);
    expect(others).toContain("Alemania");
    expect(others).toEqual([...others].sort(new Intl.Collator("es").compare));
    expect(screen.getByRole("combobox", { name: "Estado" })).toBeTruthy();
    await userEvent.selectOptions(country, "CA");
    expect(screen.getByRole("combobox", { name: "Provincia" })).toBeTruthy();
  });

  it("the order summary's prices, dates and times are written as Spanish writes them", async () => {
    await openCheckout("es");
    const summary = await screen.findByRole("complementary", { name: "Resumen del pedido" });
    const product = within(summary).getByRole("region", { name: "General Admission" });
    expect(within(product).getByText("domingo, 22 de noviembre de 2026")).toBeTruthy();
    expect(within(product).getByText("10:00–10:30")).toBeTruthy();
    expect(within(summary).getByText("Importe total").nextSibling?.textContent).toBe("26,00 USD");
    expect(screen.getByText("Importe total: 26,00 USD")).toBeTruthy();
  });

  it("products taken out of the cart are listed as Spanish lists them", async () => {
    const { useCases } = await openCheckout(
      "es",
      { confirmPurchase: () => TE.left(refusal(21, "Some products are unavailable.", [101, 104])) },
      { products: [tower, cafe] },
    );
    await act(async () => {
      await (await useCases.later()).confirmPurchase.submit(aPurchaseForm());
    });
    expect(
      await screen.findByText(
        "Hemos quitado de tu carrito: General Admission y Summit Café Voucher.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver a las entradas" })).toBeTruthy();
  });
});

describe("the confirmation in Japanese", () => {
  it("says the order, what was charged and the way to the tickets in Japanese", async () => {
    const { useCases } = await openCheckout("ja", {
      confirmPurchase: () =>
        TE.right({
          ...aPurchaseConfirmation({ orderId: 5001, orderConfirmation: "CONF-5001" }),
          totalPrice: 2750,
          ticketsEmailedTo: "jane.guest@example.com",
        }),
    });
    await screen.findByRole("button", { name: "注文を確定する" });
    await act(async () => {
      await (
        await useCases.later()
      ).confirmPurchase.submit(aPurchaseForm({ cardNumber: "4242 4242 4242 4242" }));
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "ご注文が確定しました" }),
    ).toBeTruthy();
    expect(screen.getByText("ご注文番号 5001")).toBeTruthy();
    expect(screen.getByText("この番号を保管してください：")).toBeTruthy();
    expect(screen.getByText("チケットを j•••@example.com にお送りしています。")).toBeTruthy();
    const bought = screen.getByRole("region", { name: "ご購入内容" });
    expect(
      within(bought).getByText("末尾 4242 のカードに USD 27.50（税込）を請求しました。"),
    ).toBeTruthy();
    expect(screen.getByText("CONF-5001").parentElement?.textContent).toMatch(
      /^確認番号：CONF-5001。/,
    );
    expect(screen.getByRole("link", { name: "チケットを表示" }).getAttribute("href")).toBe(
      "/view-tickets?orderConfirmation=CONF-5001",
    );
  });
});
