// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryOfflineTickets } from "../../src/adapters/memory/offlineTickets.js";
import type { Locale } from "../../src/domain/locale.js";
import { aTicket } from "../builders.js";
import { refusal } from "../support/scripted.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

const tickets = [
  aTicket({
    ticketId: 1,
    barcode: "TKT0000001",
    name: "General Admission",
    discountName: "Adult",
    guestName: "Ada Guest",
    orderId: 5001,
    visitDate: "2030-01-08",
    startTime: "2030-01-08T10:00:00",
    endTime: "2030-01-08T10:30:00",
  }),
  aTicket({ ticketId: 2, barcode: "TKT0000002", name: "General Admission", discountName: "Child" }),
];

/** The tickets of CONF-5001, kept on this device the day before the visit. */
const openTickets = async (locale: Locale, position: string) => {
  const view = await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
    locale,
    webSales: { viewTickets: () => TE.right(tickets) },
    offlineTickets: memoryOfflineTickets([{ orderConfirmation: "CONF-5001", tickets }]),
    now: new Date("2030-01-07T18:00:00Z"),
  });
  await screen.findByText(position);
  return view;
};

/** Each fact of a ticket as its label and text: what the gate reads beside the code. */
const factsIn = (place: HTMLElement) =>
  Object.fromEntries(
    within(place)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe("view tickets in the guest's language", () => {
  it("in Spanish: the page, the carousel, the ticket's facts in Spanish formats and the downloads", async () => {
    vi.spyOn(window.navigator, "userAgent", "get").mockReturnValue(IPHONE);
    await openTickets("es", "Entrada 1 de 2");
    expect(screen.getByRole("heading", { level: 1, name: "Tus entradas" })).toBeTruthy();
    const carousel = screen.getByRole("region", { name: "Entradas" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carrusel");
    const slide = within(carousel).getByRole("article", { name: "General Admission, Adult" });
    expect(slide.getAttribute("aria-roledescription")).toBe("diapositiva");
    expect(
      within(slide).getByRole("img", { name: "Código QR del código de barras TKT0000001" }),
    ).toBeTruthy();
    expect(factsIn(slide)).toEqual({
      Entrada: "Adult",
      Visitante: "Ada Guest",
      "Fecha de visita": "martes, 8 de enero de 2030",
      "Hora de entrada": "10:00–10:30",
      "N.º de pedido": "5001",
    });
    expect(within(carousel).getByRole("button", { name: "Entrada siguiente" })).toBeTruthy();
    expect(within(carousel).getByRole("button", { name: "Entrada anterior" })).toBeTruthy();
    expect(
      within(carousel).getByRole("link", { name: "Añadir a Apple Wallet, entrada TKT0000001" })
        .textContent,
    ).toBe("Añadir a Apple Wallet");
    expect(screen.getByRole("link", { name: "Descargar PDF" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Añadir al calendario" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Imprimir" })).toBeTruthy();
    const views = screen.getByRole("group", { name: "Mostrar entradas" });
    expect(within(views).getByRole("button", { name: "Una a una" })).toBeTruthy();
    expect(within(views).getByRole("button", { name: "Todas las entradas" })).toBeTruthy();
  });

  it("in Japanese: all tickets at once, each with its place among them, and its facts in Japanese formats", async () => {
    await openTickets("ja", "2枚中1枚目");
    expect(document.title).toContain("お客様のチケット");
    await userEvent.click(screen.getByRole("button", { name: "すべてのチケット" }));
    const list = screen.getByRole("region", { name: "すべてのチケット（2枚）" });
    const [first] = within(list).getAllByRole("listitem");
    if (first === undefined) throw new Error("the list shows no ticket");
    expect(within(first).getByRole("heading", { level: 3 }).textContent).toBe(
      "General Admission （2枚中1枚目）",
    );
    expect(
      within(first).getByRole("img", { name: "バーコード TKT0000001 の QR コード" }),
    ).toBeTruthy();
    expect(factsIn(first)).toEqual({
      券種: "Adult",
      お客様名: "Ada Guest",
      来場日: "2030年1月8日火曜日",
      入場時間: "10:00～10:30",
      注文番号: "5001",
    });
  });

  it("in Japanese: a shared device's tickets are removed after a question, and the page says how to see them again", async () => {
    const user = userEvent.setup();
    await openTickets("ja", "2枚中1枚目");
    const device = screen.getByRole("region", { name: "共有の端末をお使いですか？" });
    await user.click(within(device).getByRole("button", { name: "この端末からチケットを削除" }));
    const question = within(device).getByRole("group", {
      name: /^この端末からチケットを削除しますか？/,
    });
    expect(within(question).getByRole("button", { name: "削除しない" })).toBeTruthy();
    await user.click(within(question).getByRole("button", { name: "はい、削除します" }));
    expect(
      await screen.findByRole("heading", { name: "この端末からチケットを削除しました。" }),
    ).toBeTruthy();
    expect(screen.getByRole("form", { name: "チケットを探す" })).toBeTruthy();
    expect(screen.getByLabelText("確認番号")).toBeTruthy();
    expect(screen.getByRole("button", { name: "チケットを表示" })).toBeTruthy();
  });

  it("in Spanish: tickets that cannot be shown leave the number's form and the ways on", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-5001", {
      locale: "es",
      webSales: { viewTickets: () => TE.left(refusal(500, "Down")) },
    });
    const ways = await screen.findByRole("navigation", { name: "Qué hacer ahora" });
    expect(within(ways).getByRole("link", { name: "Gestionar mi pedido" })).toBeTruthy();
    expect(within(ways).getByRole("link", { name: "Volver a las entradas" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Buscar tus entradas" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Número de confirmación").value).toBe(
      "CONF-5001",
    );
  });
});
