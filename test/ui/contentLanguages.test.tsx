// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { brandOf } from "../../src/domain/brand.js";
import { contentPages } from "../../src/domain/contentPage.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const sn = brandOf("sn");

describe("the content pages, footer and not-found page in the guest's language", () => {
  it("in Spanish: the footer names the venue's pages in Spanish, at their usual paths", async () => {
    await renderStorefront("/", { locale: "es" });
    const footer = await screen.findByRole("contentinfo");
    const about = within(footer).getByRole("navigation", { name: "Acerca del lugar" });
    const links = within(about).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Términos y condiciones",
      "Privacidad",
      "Accesibilidad",
      "Contacto",
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      contentPages.map((page) => page.path),
    );
  });

  it("in Spanish: the terms, titled in Spanish, state the venue's own rules and its group sale", async () => {
    await renderStorefront("/terms", { locale: "es" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Términos y condiciones" }),
    ).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe(`Términos y condiciones · ${sn.venueName}`);
    });
    expect(
      screen.getByRole("heading", { level: 2, name: "Visitas en grupo" }).parentElement?.id,
    ).toBe("group-visits");
    expect(
      screen.getByText(
        `Una entrada da acceso a una persona al mirador y al suelo de cristal giratorio de ${sn.venueName} en la fecha indicada y, en las entradas con hora, dentro de la hora de entrada que figura en ella.`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Las entradas de grupo son para grupos de 10 personas o más, reservadas con al menos 3 días de antelación, con una entrada gratuita por cada 10 de pago.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(`Las entradas las vende ${sn.companyName}.`)).toBeTruthy();
  });

  it("in Japanese: the other venue's accessibility page, in its own words", async () => {
    await renderStorefront("/accessibility", { locale: "ja", client: "cgg" });
    expect(await screen.findByRole("heading", { level: 1, name: "アクセシビリティ" })).toBeTruthy();
    expect(
      screen.getByText(
        "ギャラリー、温室、庭園の小道はすべて段差がなく、各部屋にベンチがあります。補助犬も歓迎します。",
      ),
    ).toBeTruthy();
    const cgg = brandOf("cgg");
    expect(
      screen.getByText(
        `ご利用にお困りの点があれば、${cgg.guestServices.phone} または ${cgg.guestServices.email} までお知らせください。スタッフがご一緒にチケットをご予約します。`,
      ),
    ).toBeTruthy();
  });

  it("in Japanese: the contact page labels Guest Services' phone, e-mail and address", async () => {
    await renderStorefront("/contact", { locale: "ja" });
    expect(await screen.findByRole("heading", { level: 1, name: "お問い合わせ" })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(
      within(main)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["電話番号", "メールアドレス", "住所"]);
    expect(within(main).getByRole("heading", { level: 2, name: "ゲストサービス" })).toBeTruthy();
  });

  it("in Spanish and Japanese: a page that does not exist says so in the language, with the way back", async () => {
    await renderStorefront("/no-such-page", { locale: "es" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Página no encontrada" }),
    ).toBeTruthy();
    expect(screen.getByText("No hemos encontrado la página que buscabas.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver a las entradas" })).toBeTruthy();
    cleanup();
    await renderStorefront("/no-such-page", { locale: "ja" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "ページが見つかりません" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "チケット一覧に戻る" })).toBeTruthy();
  });
});
