// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import { aProduct, aProductList } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const unlocked = aProduct({ productId: 701, name: "Sunset Special", categoryName: "products" });

const renderPromoTab = () =>
  renderStorefront("/tickets/promo-code", {
    webSales: {
      productList: () => TE.right(aProductList()),
      promoCodeProducts: (code) => TE.right(code === "SUNSET" ? [unlocked] : []),
    },
  });

const applyCode = async (code: string) => {
  const field = await screen.findByRole("textbox", { name: "Promo code" });
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole("button", { name: "Apply" }));
  return field;
};

describe("the promo code tab", () => {
  it("a valid promo code lists the products it unlocks, linked as promo-code products", async () => {
    const { fakes } = await renderPromoTab();
    await applyCode("SUNSET");
    const card = await screen.findByRole("article", { name: "Sunset Special" });
    expect(
      within(card)
        .getByRole("link", { name: "Get tickets for Sunset Special" })
        .getAttribute("href"),
    ).toBe("/product?productId=701&type=promoCodeProducts");
    expect(fakes.webSales.calls.find((call) => call.method === "promoCodeProducts")?.args).toEqual([
      "SUNSET",
      1,
    ]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a promo code with no results marks the code invalid, next to the field", async () => {
    await renderPromoTab();
    const field = await applyCode("NOPE");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("This promo code is not valid.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(alert.id);
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("a code that was invalid is cleared once a valid one is applied", async () => {
    await renderPromoTab();
    await applyCode("NOPE");
    await screen.findByRole("alert");
    const field = await applyCode("SUNSET");
    await screen.findByRole("article", { name: "Sunset Special" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBe("false");
  });

  it("a promo code lookup that fails says so in words", async () => {
    await renderStorefront("/tickets/promo-code", {
      webSales: {
        productList: () => TE.right(aProductList()),
        promoCodeProducts: () => TE.left(refusal(500)),
      },
    });
    await applyCode("SUNSET");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Something went wrong while doing your request. Please try again later.",
    );
  });

  it("a throttled promo code says how long to wait", async () => {
    await renderStorefront("/tickets/promo-code", {
      webSales: {
        productList: () => TE.right(aProductList()),
        promoCodeProducts: () => TE.left({ tag: "THROTTLED", retryAfterSeconds: 45 }),
      },
    });
    await applyCode("SUNSET");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many attempts. Please try again in 45 seconds.",
    );
  });
});
