// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "../../src/domain/locale.js";
import type { OrderSummary, OrderTicket } from "../../src/domain/order.js";
import { anOrderSummary, anOrderTicket } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const order = anOrderSummary({
  orderId: 5001,
  guestFirstName: "Ada",
  guestLastName: "Guest",
  orderDate: "2026-11-20T09:30:00",
  visitDate: "2026-11-22T14:00:00",
  orderConfirmation: "CONF-5001",
  numberOfTickets: 3,
  orderProducts: [{ productName: "General Admission", qty: 3 }],
  totalPaid: 7560,
  totalTax: 560,
});

/** Finds the order through the lookup form, its fields and button named in the language. */
const findOrder = async (
  locale: Locale,
  form: { readonly orderNumber: string; readonly email: string; readonly find: string },
  found: OrderSummary = order,
) => {
  await renderStorefront("/self-service", {
    locale,
    webSales: {
      searchOrder: () => TE.right(found),
      refund: () => TE.right(undefined),
      resendTickets: () => TE.right(undefined),
      quoteCancelTickets: () => TE.right({ refund: 2520, ticketsKept: 2, keptWorth: 5040 }),
      cancelTickets: () => TE.right({ refunded: 2520, ticketsKept: 2 }),
    },
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(form.orderNumber), "5001");
  await user.type(screen.getByLabelText(form.email), "guest@example.com");
  await user.click(screen.getByRole("button", { name: form.find }));
  return user;
};

/** A table's rows as their headers and values. */
const rowsOf = (table: HTMLElement) =>
  Object.fromEntries(
    within(table)
      .getAllByRole("rowheader")
      .map((header) => [header.textContent, header.nextSibling?.textContent]),
  );

const spanish = {
  orderNumber: "Número de pedido",
  email: "Correo electrónico",
  find: "Buscar pedido",
};
const german = { orderNumber: "Bestellnummer", email: "E-Mail", find: "Bestellung suchen" };
const japanese = { orderNumber: "注文番号", email: "メールアドレス", find: "注文を検索" };

describe("Manage my order in the guest's language", () => {
  it("in Spanish: the lookup's own words, and a number typed wrong is said in Spanish", async () => {
    await renderStorefront("/self-service", { locale: "es" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Gestionar mi pedido" }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Introduce el número de pedido de tu confirmación y el correo electrónico con el que hiciste el pedido.",
      ),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Número de pedido"), "50O1");
    await user.click(screen.getByRole("button", { name: "Buscar pedido" }));
    expect(screen.getByText("Introduce el número de pedido solo con dígitos.")).toBeTruthy();
  });

  it("in Spanish: the order's standing, details in Spanish dates and payment in dollars by their code", async () => {
    await findOrder("es", spanish);
    expect(
      await screen.findByRole("heading", { level: 2, name: "DETALLES DEL PEDIDO" }),
    ).toBeTruthy();
    expect(screen.getByText("Estado:").textContent).toBe("Estado: Confirmado");
    expect(screen.getByRole("link", { name: "Ver entradas" })).toBeTruthy();
    const [details] = screen.getAllByRole("table");
    if (details === undefined) throw new Error("no order details");
    expect(rowsOf(details)).toEqual({
      "N.º de pedido": "5001",
      "Nombre del cliente": "Ada Guest",
      "Fecha del pedido": "20 nov 2026, 9:30",
      "N.º de confirmación": "CONF-5001",
      "Fecha de visita": "22 nov 2026, 14:00",
      "Número de entradas": "3",
    });
    const tickets = screen.getByRole("table", { name: "Entradas" });
    expect(within(tickets).getByRole("columnheader", { name: "Cant." })).toBeTruthy();
    expect(within(tickets).getByRole("columnheader", { name: "Tipo" })).toBeTruthy();
    expect(rowsOf(screen.getByRole("table", { name: "Pago" }))).toEqual({
      "Importe pagado": "75,60 USD",
      "Impuestos incluidos": "5,60 USD",
    });
  });

  it("in Spanish: resending says where the tickets went; cancelling asks consent and says it is done", async () => {
    const user = await findOrder("es", spanish);
    await user.click(await screen.findByRole("button", { name: "Reenviar entradas" }));
    expect(await screen.findByText("Hemos enviado tus entradas a g•••@example.com.")).toBeTruthy();
    const cancel = screen.getByRole("button", { name: "CANCELAR ENTRADAS" });
    expect(cancel.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "VOLVER" })).toBeTruthy();
    await user.click(
      screen.getByRole("checkbox", {
        name: "Solicito la cancelación y el reembolso de mi pedido de entradas. Recibiré el reembolso en un plazo de 5 a 10 días hábiles.",
      }),
    );
    await user.click(cancel);
    expect(await screen.findByText("El pedido 5001 se ha cancelado.")).toBeTruthy();
    expect(
      screen.getByText("Deberías recibir tu reembolso en un plazo de 5 a 10 días hábiles."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "LISTO" }));
    expect(screen.getByLabelText<HTMLInputElement>("Número de pedido").value).toBe("");
  });

  it("in German: cancelling some tickets, with the tickets' dates, the refund and what stays in German words and formats", async () => {
    const adult = (ticketId: number): OrderTicket =>
      anOrderTicket({ ticketId, discountName: "Erwachsene", endTime: "2026-11-22T10:30:00" });
    const user = await findOrder("de", german, {
      ...order,
      tickets: [adult(11), adult(12), adult(13)],
    });
    await user.click(await screen.findByRole("button", { name: "Einige Tickets stornieren" }));
    const choice = screen.getByRole("group", {
      name: "Wähle die Tickets, die du stornieren möchtest",
    });
    const [first] = within(choice).getAllByRole("checkbox");
    if (first === undefined) throw new Error("no ticket to choose");
    expect(first.closest("label")?.textContent).toBe(
      "General Admission Erwachsene Sonntag, 22. November 2026 10:00–10:30",
    );
    await user.click(first);
    await user.click(screen.getByRole("button", { name: "Erstattung ansehen" }));
    expect(
      (await screen.findByText("Du erhältst 25,20 USD zurück.")).closest("[role=status]")
        ?.textContent,
    ).toBe(
      "Du erhältst 25,20 USD zurück. 2 Tickets bleiben auf dieser Bestellung, im Wert von 50,40 USD.",
    );
    await user.click(screen.getByRole("button", { name: "1 Ticket verbindlich stornieren" }));
    const done = await screen.findByRole("heading", { name: "Tickets storniert" });
    expect(done.closest("[role=status]")?.textContent).toBe(
      "Tickets storniert" +
        "Du erhältst 25,20 USD innerhalb von 5–10 Werktagen erstattet." +
        "Die anderen 2 Tickets dieser Bestellung bleiben gültig.",
    );
  });

  it("in Japanese: the guest's name family name first, dates and amounts in Japanese formats", async () => {
    await findOrder("ja", japanese);
    expect(await screen.findByRole("heading", { level: 2, name: "ご注文の詳細" })).toBeTruthy();
    expect(document.title).toContain("ご注文の確認・変更");
    const [details] = screen.getAllByRole("table");
    if (details === undefined) throw new Error("no order details");
    expect(rowsOf(details)).toMatchObject({
      お客様名: "Guest Ada",
      注文日時: "2026/11/20 9:30",
      来場日: "2026/11/22 14:00",
    });
    expect(rowsOf(screen.getByRole("table", { name: "お支払い" }))).toEqual({
      お支払い金額: "USD 75.60",
      うち税額: "USD 5.60",
    });
  });

  it("in Japanese: a cancelled order says when, in Japanese, and offers no cancelling", async () => {
    await findOrder("ja", japanese, {
      ...order,
      status: { tag: "CANCELLED", cancelledDate: "2026-11-21T10:05:00" },
    });
    expect((await screen.findByText("ステータス：")).textContent).toBe(
      "ステータス： キャンセル済み",
    );
    expect(
      screen.getByText(
        "このご注文は 2026/11/21 10:05 にキャンセルされ、返金されました。このご注文のチケットはご利用いただけません。",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "チケットをキャンセル" })).toBeNull();
    expect(screen.getByRole("button", { name: "戻る" })).toBeTruthy();
  });

  it("in Japanese: where online cancellation is off, the page says so in Japanese", async () => {
    await renderStorefront("/self-service", {
      locale: "ja",
      flags: { selfServiceCancellation: false },
    });
    expect(
      await screen.findByText("オンラインでのキャンセルはご利用いただけません。"),
    ).toBeTruthy();
  });
});
