// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import type { Locale } from "../../src/domain/locale.js";
import type { Product } from "../../src/domain/product.js";
import { FEW_PLACES_LEFT, timeOfDayLabels } from "../../src/domain/ticketingState.js";
import type { TestContainerOptions } from "../support/testContainer.js";
import { aDiscount, anInventory, aProduct, aProductList, saleDatesOf } from "../builders.js";
import { renderProductPage } from "./renderProductPage.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

/**
 * A listed product's page in a language, over renderProductPage's answers, with the Adult
 * discount a city pass's barcode is verified for.
 */
const renderIn = (
  locale: Locale,
  product: Product,
  options: Omit<TestContainerOptions, "webSales"> = {},
) =>
  renderProductPage(
    product,
    {
      discounts: () => TE.right([aDiscount({ id: 10, name: "Adult", price: 3500 })]),
      ...options.ticketing,
    },
    {
      ...options,
      locale,
      webSales: {
        verifyCityPass: () =>
          TE.right([
            {
              productId: product.productId,
              appliedPromotions: [
                { promotionId: 5, discountId: 10, promotionType: 0, name: "Adult" },
              ],
            },
          ]),
      },
    },
  );

const summaryIn = (name: string) => screen.getByRole("complementary", { name });

describe("the product page in Spanish", () => {
  it("the calendar names its month, weekdays and days in Spanish", async () => {
    await renderIn("es", aProduct({ isTimed: false }), {
      ticketing: {
        dates: () =>
          TE.right(
            saleDatesOf(["2030-01-08"], {
              soldOutDates: ["2030-01-09"],
              closedDates: ["2030-01-10"],
            }),
          ),
      },
    });
    expect(await screen.findByRole("heading", { name: "Fecha de visita" })).toBeTruthy();
    const grid = await screen.findByRole("grid", { name: "enero de 2030" });
    const weekdays = within(grid).getAllByRole("columnheader");
    expect(weekdays.map((day) => day.textContent)).toEqual([
      "dom",
      "lun",
      "mar",
      "mié",
      "jue",
      "vie",
      "sáb",
    ]);
    expect(weekdays[0]?.getAttribute("abbr")).toBe("domingo");
    expect(within(grid).getByRole("button", { name: "martes, 8 de enero de 2030" })).toBeTruthy();
    expect(
      within(grid).getByRole("button", { name: "miércoles, 9 de enero de 2030, agotado" }),
    ).toBeTruthy();
    expect(
      within(grid).getByRole("button", { name: "jueves, 10 de enero de 2030, cerrado" }),
    ).toBeTruthy();
    expect(
      screen.getByText("Los días con borde discontinuo están agotados o cerrados."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mes anterior" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mes siguiente" })).toBeTruthy();
  });

  it("the counters, the booking summary and Add to cart speak Spanish, with prices in USD", async () => {
    await renderIn("es", aProduct({ isTimed: false }), {
      ticketing: {
        discounts: () =>
          TE.right([
            aDiscount({ id: 10, name: "Adult", price: 3500 }),
            aDiscount({ id: 11, name: "Child", price: 2600 }),
          ]),
      },
    });
    const summary = () => summaryIn("Tu reserva");
    await screen.findByRole("grid", { name: "enero de 2030" });
    expect(within(summary()).getByText("Sin elegir todavía")).toBeTruthy();
    expect(within(summary()).getByText("Aún no has elegido entradas.")).toBeTruthy();
    await userEvent.click(within(summary()).getByRole("button", { name: "Añadir al carrito" }));
    expect(within(summary()).getByText("Primero elige una fecha de visita.")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "martes, 8 de enero de 2030" }));
    expect(await screen.findByRole("heading", { name: "Entradas" })).toBeTruthy();
    expect(within(summary()).getByText("Primero elige tus entradas.")).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Añadir una entrada Adult" }));
    await userEvent.click(screen.getByRole("button", { name: "Añadir una entrada Adult" }));
    await userEvent.click(screen.getByRole("button", { name: "Añadir una entrada Child" }));
    expect(screen.getByRole("status", { name: "Entradas Adult" }).textContent).toBe("2");
    expect(screen.getByRole("button", { name: "Quitar una entrada Child" })).toBeTruthy();
    expect(screen.getByText("35,00 USD")).toBeTruthy();

    const box = summary();
    expect(within(box).getByText("martes, 8 de enero de 2030")).toBeTruthy();
    expect(within(box).getByText("2 × Adult 35,00 USD")).toBeTruthy();
    expect(within(box).getByText("1 × Child 26,00 USD")).toBeTruthy();
    expect(within(box).getByText("Total: 96,00 USD")).toBeTruthy();
    expect(within(box).getByText("Los impuestos se añaden en el pago.")).toBeTruthy();
    expect(within(box).queryByText(/^Primero/)).toBeNull();
  });

  it("the city-pass exchange's form speaks Spanish", async () => {
    await renderIn("es", aProduct({ productId: 107, name: "CityPass C3 Exchange", voucherId: 77 }));
    expect(
      await screen.findByRole("heading", { name: "Tus códigos de barras de city pass" }),
    ).toBeTruthy();
    await userEvent.type(await screen.findByLabelText("Código de barras 1"), "C3SN0001");
    await userEvent.click(screen.getByRole("button", { name: "Añadir otro código de barras" }));
    expect(screen.getByLabelText("Código de barras 2")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Quitar el código de barras 2" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Verificar el código de barras 1" }));
    expect(await screen.findByText("Verificado")).toBeTruthy();
  });

  it("a group's typed quantity and free tickets are said in Spanish, one and many", async () => {
    const group = aProduct({
      productId: 106,
      name: "Group Admission",
      categoryName: "productsGroups",
      groupSalesMinQty: 10,
      groupSalesMinRuleQty: 10,
      groupSalesRewardQty: 1,
      maxTicketsAllowedPerOrder: 40,
    });
    await renderIn("es", group, { now: new Date("2030-01-03T18:00:00Z") });
    await userEvent.click(
      await screen.findByRole("button", { name: "martes, 8 de enero de 2030" }),
    );
    const typed = await screen.findByRole("spinbutton", {
      name: "O escribe cuántas entradas Adult quieres",
    });
    await userEvent.clear(typed);
    await userEvent.type(typed, "10{Enter}");
    expect(
      await within(summaryIn("Tu reserva")).findByText(
        "1 entrada gratis para el grupo, descontada en el carrito.",
      ),
    ).toBeTruthy();
    await userEvent.clear(typed);
    await userEvent.type(typed, "21{Enter}");
    expect(
      await within(summaryIn("Tu reserva")).findByText(
        "2 entradas gratis para el grupo, descontadas en el carrito.",
      ),
    ).toBeTruthy();
  });
});

describe("the product page in English", () => {
  it("names the times of day as the domain labels them", () => {
    const words = guestWordsIn("en");
    expect({
      morning: words("product.entryTimes.morning"),
      afternoon: words("product.entryTimes.afternoon"),
      evening: words("product.entryTimes.evening"),
    }).toEqual(timeOfDayLabels);
  });
});

describe("the product page in Japanese", () => {
  const varying = aDiscount({
    id: 10,
    name: "Adult",
    price: 3500,
    hasPriceRange: true,
    priceRange: { minRetailPrice: 3500, maxRetailPrice: 4500 },
  });
  const slots = [
    anInventory({
      inventoryId: 1,
      startTime: "2030-01-08T10:00:00",
      endTime: "2030-01-08T10:30:00",
      remaining: FEW_PLACES_LEFT,
    }),
    anInventory({
      inventoryId: 2,
      startTime: "2030-01-08T11:00:00",
      endTime: "2030-01-08T11:30:00",
      remaining: 0,
    }),
  ];

  it("times of day, entry times, places left and a price still in range are said in Japanese", async () => {
    await renderIn("ja", aProduct({ isTimed: true }), {
      ticketing: { discounts: () => TE.right([varying]), inventory: () => TE.right(slots) },
    });
    await userEvent.click(await screen.findByRole("button", { name: "2030年1月8日火曜日" }));
    await userEvent.click(await screen.findByRole("button", { name: "Adultを1枚追加" }));
    const tickets = screen.getByRole("region", { name: "チケット" });
    expect(within(tickets).getByText("USD 35.00 ～ USD 45.00")).toBeTruthy();
    const box = summaryIn("ご予約内容");
    expect(await within(box).findByText("1 × Adult USD 35.00 ～ USD 45.00")).toBeTruthy();
    expect(within(box).getByText("合計 USD 35.00 ～ USD 45.00")).toBeTruthy();
    expect(screen.getByRole("status", { name: "選択した入場時間" }).textContent).toBe("--:--");

    expect(await screen.findByRole("heading", { name: "来場時間帯" })).toBeTruthy();
    await userEvent.click(await screen.findByRole("radio", { name: "午前" }));
    const soldOut = screen.getByRole<HTMLInputElement>("radio", {
      name: /^11:00～11:30 ?, 売り切れ$/,
    });
    expect(soldOut.disabled).toBe(true);
    await userEvent.click(
      screen.getByRole("radio", {
        name: new RegExp(`^10:00～10:30 ?, 残り${String(FEW_PLACES_LEFT)}$`),
      }),
    );
    await waitFor(() => {
      expect(screen.getByRole("status", { name: "選択した入場時間" }).textContent).toBe(
        "10:00～10:30",
      );
    });
    expect(await within(box).findByText("合計 USD 35.00")).toBeTruthy();
    expect(within(box).getByRole("button", { name: "カートに追加" })).toBeTruthy();
  });

  it("a product no longer on sale is said so in Japanese", async () => {
    await renderStorefront("/product?productId=999&type=products", {
      locale: "ja",
      webSales: { productList: () => TE.right(aProductList({ products: [aProduct()] })) },
    });
    expect(
      await screen.findByRole("heading", { name: "この商品はご利用いただけません。" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "チケット一覧に戻る" })).toBeTruthy();
    await waitFor(() => {
      expect(document.title.startsWith("ご利用いただけない商品 · ")).toBe(true);
    });
  });
});
