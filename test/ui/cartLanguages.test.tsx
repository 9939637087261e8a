// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import type { CartProduct, PricedCart } from "../../src/domain/cart.js";
import type { Locale } from "../../src/domain/locale.js";
import type { TicketingApi } from "../../src/ports/ticketingApi.js";
import { extensionConfirmation, holdAnnouncement } from "../../src/ui/components/holdTime.js";
import { refusal } from "../support/scripted.js";
import { aCartProduct, aPendingOrder, aProductList, anInventory } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const tower = aCartProduct({
  key: "tower",
  productId: 101,
  name: "General Admission",
  visitDate: "2030-01-08",
  inventory: anInventory({ startTime: "2030-01-08T10:00:00", endTime: "2030-01-08T10:30:00" }),
  selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: 2 }],
});

const garden = aCartProduct({
  key: "garden",
  productId: 202,
  name: "Glass Garden",
  categoryName: "productsOtherAttractions",
  visitDate: "2030-01-09",
  inventory: null,
});

/** $25 a ticket, and 10% tax. */
const priceOf = (products: readonly CartProduct[]): PricedCart => {
  const lines = products.flatMap((product) =>
    product.selectedDiscounts.map((selected) => ({
      entityId: product.productId,
      discountId: selected.id,
      discountName: "Adult",
      priceBeforeTaxes: 2500 * selected.ticketsCount,
    })),
  );
  const subtotal = lines.reduce((sum, line) => sum + line.priceBeforeTaxes, 0);
  return { lines, subtotal, tax: subtotal / 10, total: subtotal + subtotal / 10 };
};

const renderCart = async (
  locale: Locale,
  products: readonly CartProduct[],
  ticketing: Partial<TicketingApi> = {},
) => {
  const view = await renderStorefront("/cart", {
    locale,
    ticketing: { price: (request) => TE.right(priceOf(request.products)), ...ticketing },
    webSales: { productList: () => TE.right(aProductList()) },
  });
  for (const product of products) {
    await act(async () => {
      await view.useCases.priceCart.add(product);
    });
  }
  return view;
};

const heldFor10Minutes = {
  createPendingOrder: () =>
    TE.right(aPendingOrder({ reservationExpirationDateTime: "2030-01-07T18:10:00Z" })),
};

describe("the cart in Spanish", () => {
  it("says each product's visit, tickets and totals in Spanish, prices and dates as Spanish writes them", async () => {
    await renderCart("es", [tower]);
    expect(await screen.findByRole("heading", { level: 1, name: "Tu carrito" })).toBeTruthy();
    const item = screen.getByRole("article", { name: "General Admission" });
    expect(within(item).getByText("Fecha de visita").nextSibling?.textContent).toBe(
      "martes, 8 de enero de 2030",
    );
    expect(within(item).getByText("Hora de entrada").nextSibling?.textContent).toBe("10:00–10:30");
    const lines = within(item).getByRole("list", { name: "Entradas para General Admission" });
    expect(within(lines).getByRole("listitem").textContent).toBe("2 × Adult 25,00 USD50,00 USD");
    expect(
      within(item).getByRole("link", { name: "Cambiar las entradas de General Admission" }),
    ).toBeTruthy();
    expect(
      within(item).getByRole("button", { name: "Quitar las entradas de General Admission" }),
    ).toBeTruthy();
    const totals = screen.getByRole("region", { name: "Total del pedido" });
    expect(within(totals).getByText("Subtotal sin impuestos").nextSibling?.textContent).toBe(
      "50,00 USD",
    );
    expect(within(totals).getByText("Impuesto sobre las ventas").nextSibling?.textContent).toBe(
      "5,00 USD",
    );
    expect(within(totals).getByText("Importe total").nextSibling?.textContent).toBe("55,00 USD");
    expect(screen.getByRole("button", { name: "Ir al pago" })).toBeTruthy();
  });

  it("an empty cart says so, with the way to the tickets", async () => {
    await renderCart("es", []);
    expect(await screen.findByText("Tu carrito está vacío.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver entradas" })).toBeTruthy();
  });

  it("a line the API would not hold leads to another date, in Spanish", async () => {
    await renderCart("es", [tower, garden], {
      createPendingOrder: () => TE.left(refusal(21, "Sold out.", [202])),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Ir al pago" }));
    const link = await screen.findByRole("link", { name: "Elige otra fecha para Glass Garden" });
    expect(link.getAttribute("href")).toBe(
      "/product?productId=202&type=productsOtherAttractions&change=garden",
    );
  });
});

describe("the cart in Japanese", () => {
  it("says the totals and the hold in Japanese, prices with the currency's code first", async () => {
    const { useCases } = await renderCart("ja", [tower], heldFor10Minutes);
    expect(await screen.findByRole("heading", { level: 1, name: "カート" })).toBeTruthy();
    const item = screen.getByRole("article", { name: "General Admission" });
    expect(within(item).getByText("来場日").nextSibling?.textContent).toBe("2030年1月8日火曜日");
    const totals = screen.getByRole("region", { name: "ご注文合計" });
    expect(within(totals).getByText("合計").nextSibling?.textContent).toBe("USD 55.00");
    await act(async () => {
      await (await useCases.later()).reserveOrder.reserve();
    });
    expect((await screen.findByRole("timer")).textContent).toBe(
      "チケットの確保期間は残り 10:00 です",
    );
  });

  it("the hold's announcements and an extension's minutes are said in Japanese", () => {
    const japanese = guestWordsIn("ja");
    expect(holdAnnouncement(120, true, japanese)).toBe(
      "確保期間は残り 2 分です。チケットを確保し続けるには「時間を延長しますか？」を選んでください。",
    );
    expect(holdAnnouncement(30, false, japanese)).toBe("確保期間は残り 30 秒を切りました。");
    expect(holdAnnouncement(0, true, japanese)).toBe("確保期間が終了しました。");
    expect(extensionConfirmation(10, japanese)).toBe("確保期間を 10 分延長しました。");
  });
});
