// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import { WordsProvider } from "../../src/ui/app/WordsContext.js";
import { ErrorBoundary } from "../../src/ui/components/ErrorBoundary.js";
import {
  aCartProduct,
  anInventory,
  aPendingOrder,
  aPricedCart,
  aProductList,
  aPurchaseForm,
} from "../builders.js";
import { expectCaughtRenderErrors } from "./caughtRenderErrors.js";
import { renderStorefront } from "./renderStorefront.js";

/*
 * The error catalogue through the UI in Spanish and Japanese: the spec's texts, the field
 * problems, the unavailable lines with their dates and times in the guest's formats, the
 * boundary and the generic modal. The screens' own labels are other areas' words, so the
 * errors are brought about by the use cases and the forms' own submit, not by button names.
 */

afterEach(cleanup);
expectCaughtRenderErrors();

const contactEs =
  "Ponte en contacto con Atención al Visitante en el (206) 555-0141 o en guestservices@summitneedle.example.";

const tower = aCartProduct({
  key: "tower",
  productId: 101,
  name: "General Admission",
  visitDate: "2030-01-08",
  inventory: anInventory({ startTime: "2030-01-08T10:00:00", endTime: "2030-01-08T10:30:00" }),
  selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: 3 }],
});

describe("errors in Spanish", () => {
  it("a failed order lookup says so with the brand's contact line", async () => {
    const { useCases } = await renderStorefront("/self-service", {
      locale: "es",
      webSales: { searchOrder: () => TE.left(refusal(500, "Down")) },
    });
    await act(async () => {
      await (await useCases.later()).cancellation.lookUp(5001, "guest@example.com");
    });
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByText("No podemos procesar tu solicitud en este momento."),
    ).toBeTruthy();
    expect(within(alert).getByText(contactEs)).toBeTruthy();
  });

  it("a line the API would not hold is named with its date and entry time in Spanish", async () => {
    const { useCases } = await renderStorefront("/cart", {
      locale: "es",
      webSales: { productList: () => TE.right(aProductList()) },
      ticketing: {
        price: () => TE.right(aPricedCart(7500)),
        createPendingOrder: () => TE.left(refusal(21, "Some products are unavailable.", [101])),
        inventory: () =>
          TE.right([
            anInventory({
              startTime: "2030-01-08T10:00:00",
              endTime: "2030-01-08T10:30:00",
              remaining: 2,
            }),
          ]),
      },
    });
    await act(async () => {
      await useCases.priceCart.add(tower);
      await (await useCases.later()).reserveOrder.reserve();
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Algunos productos no están disponibles.",
    );
    expect(
      await screen.findByText(
        "General Admission (martes, 8 de enero de 2030, 10:00–10:30): solo quedan 2 plazas para tus 3 entradas.",
      ),
    ).toBeTruthy();
  });

  it("a refused purchase form is headed and its field problems said in Spanish", async () => {
    const { useCases } = await renderStorefront("/checkout", {
      locale: "es",
      webSales: { productList: () => TE.right(aProductList()) },
      ticketing: {
        price: () => TE.right(aPricedCart(2500)),
        createPendingOrder: () => TE.right(aPendingOrder({ priced: aPricedCart(2500) })),
      },
    });
    await act(async () => {
      await useCases.priceCart.add(tower);
    });
    const { confirmPurchase } = await useCases.later();
    await act(async () => {
      await confirmPurchase.submit(aPurchaseForm({ firstName: "", email: "not an address" }));
    });
    const form = await screen.findByRole("group", { name: "Tu pedido no se realizó" });
    expect(within(form).getByText(/Este campo es obligatorio\./)).toBeTruthy();
    expect(
      within(form).getByText(/Introduce un correo electrónico como name@example\.com\./),
    ).toBeTruthy();
  });

  it("a render failure says so, with a way to try again", () => {
    const Broken = () => {
      throw new Error("a bug");
    };
    render(
      <WordsProvider locale="es" words={guestWordsIn("es")}>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </WordsProvider>,
    );
    expect(screen.getByRole("alert").textContent).toContain("¡Se produjo un problema inesperado!");
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeTruthy();
  });

  it("a link without a confirmation number says so", async () => {
    await renderStorefront("/view-tickets", { locale: "es" });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Este enlace no contiene un número de confirmación de pedido válido.",
    );
  });
});

describe("errors in Japanese", () => {
  it("a throttled call says how many seconds to wait", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-1", {
      locale: "ja",
      webSales: { viewTickets: () => TE.left({ tag: "THROTTLED", retryAfterSeconds: 42 }) },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "試行回数が多すぎます。42秒後にもう一度お試しください。",
    );
  });

  it("an empty confirmation number is refused beside its field", async () => {
    await renderStorefront("/view-tickets?orderConfirmation=CONF-1", {
      locale: "ja",
      webSales: { viewTickets: () => TE.right([]) },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "この確認番号のチケットは見つかりませんでした。",
    );
    const field = document.querySelector<HTMLInputElement>('input[name="orderConfirmation"]');
    if (field?.form == null) throw new Error("no confirmation number form");
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.submit(field.form);
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "ご注文確認に記載の確認番号を入力してください。",
    );
  });

  it("a price failure opens the generic modal, closed by its Close", async () => {
    const { useCases } = await renderStorefront("/nowhere", {
      locale: "ja",
      ticketing: { price: () => TE.left(refusal(500)) },
    });
    await act(async () => {
      await useCases.priceCart.add(tower);
    });
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(
      "リクエストの処理中に問題が発生しました。しばらくしてからもう一度お試しください。",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "閉じる" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("without online cancellation, the contact line names the brand's phone and mailbox", async () => {
    await renderStorefront("/self-service", {
      locale: "ja",
      flags: { selfServiceCancellation: false },
    });
    expect(
      await screen.findByText(
        "ゲストサービスまでお問い合わせください（電話：(206) 555-0141、メール：guestservices@summitneedle.example）。",
      ),
    ).toBeTruthy();
  });
});
