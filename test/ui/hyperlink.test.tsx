// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { aProduct, aProductList } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const list = aProductList({
  products: [aProduct({ productId: 101, name: "General Admission" })],
  productsEvents: [
    aProduct({ productId: 301, name: "Winter Lights", categoryName: "productsEvents" }),
  ],
});

const hidden = aProduct({ productId: 901, name: "Members Evening", isHidden: true });

const follow = (code: string, webSales: Partial<WebSalesApi>) =>
  renderStorefront(`/?directAccess=${code}`, {
    webSales: { productList: () => TE.right(list), ...webSales },
  });

const lastPath = (history: readonly string[] | undefined) => history?.at(-1);

describe("hyperlink access", () => {
  it("shows the spinner while the link is being resolved", async () => {
    await follow("WAIT", { productHyperlink: () => () => new Promise(() => undefined) });
    expect(await screen.findByText("Please wait...")).toBeTruthy();
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("a link to a product in the list opens its page, replacing the link", async () => {
    const { location } = await follow("EVENT", {
      productHyperlink: () => TE.right({ id: 301, isExpiredLink: false }),
    });
    await screen.findByRole("heading", { level: 1 });
    await expect
      .poll(() => lastPath(location.history))
      .toBe("/product?productId=301&type=productsEvents");
    expect(location.history).toHaveLength(1);
  });

  it("a link to a product not in the list fetches it and opens its page with directAccess", async () => {
    const { location, fakes } = await follow("MEMBERS", {
      productHyperlink: () => TE.right({ id: 901, isExpiredLink: false }),
      promoCodeProducts: () => TE.right([hidden]),
    });
    await expect
      .poll(() => lastPath(location.history))
      .toBe("/product?productId=901&type=products&directAccess=MEMBERS");
    expect(fakes.webSales.calls.find((call) => call.method === "promoCodeProducts")?.args).toEqual([
      "MEMBERS",
      2,
    ]);
  });

  it("an expired link goes home to the TICKETS tab and says the link has expired, until the guest moves on", async () => {
    const { location } = await follow("OLD", {
      productHyperlink: () => TE.right({ id: 101, isExpiredLink: true }),
    });
    await expect.poll(() => lastPath(location.history)).toBe("/");
    expect(await screen.findByRole("tab", { name: "TICKETS", selected: true })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("This invitation link has expired.");
    await userEvent.click(screen.getByRole("tab", { name: "EVENTS" }));
    expect(await screen.findByRole("tab", { name: "EVENTS", selected: true })).toBeTruthy();
    expect(screen.queryByText("This invitation link has expired.")).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: "TICKETS" }));
    expect(await screen.findByRole("tab", { name: "TICKETS", selected: true })).toBeTruthy();
    expect(screen.queryByText("This invitation link has expired.")).toBeNull();
  });

  it("a link with no product id goes home without a word about expiry (spec §2)", async () => {
    const { location } = await follow("NOID", {
      productHyperlink: () => TE.right({ id: null, isExpiredLink: false }),
    });
    await expect.poll(() => lastPath(location.history)).toBe("/");
    expect(await screen.findByRole("tab", { name: "TICKETS", selected: true })).toBeTruthy();
    expect(screen.queryByText("This invitation link has expired.")).toBeNull();
  });

  it("a failed link stays home on the PROMO CODE tab with its code in the promo-code field", async () => {
    const { location } = await follow("BROKEN", {
      productHyperlink: () => TE.left(refusal(500)),
    });
    expect(await screen.findByRole("tab", { name: "PROMO CODE", selected: true })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Promo code" }).value).toBe(
      "BROKEN",
    );
    expect(lastPath(location.history)).toBe("/?directAccess=BROKEN");
  });

  it("a link whose products cannot be fetched is a failed link too", async () => {
    await follow("GONE", {
      productHyperlink: () => TE.right({ id: 999, isExpiredLink: false }),
      promoCodeProducts: () => TE.right([]),
    });
    expect(await screen.findByRole("tab", { name: "PROMO CODE", selected: true })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Promo code" }).value).toBe(
      "GONE",
    );
  });

  it("a hidden product's page opened by a link opens again after a reload", async () => {
    const { location, fakes } = await renderStorefront(
      "/product?productId=901&type=products&directAccess=MEMBERS",
      {
        webSales: {
          productList: () => TE.right(list),
          productHyperlink: () => TE.right({ id: 901, isExpiredLink: false }),
          promoCodeProducts: () => TE.right([hidden]),
        },
      },
    );
    expect(await screen.findByRole("heading", { name: "Members Evening", level: 1 })).toBeTruthy();
    expect(lastPath(location.history)).toBe(
      "/product?productId=901&type=products&directAccess=MEMBERS",
    );
    expect(fakes.webSales.calls.filter((call) => call.method === "productHyperlink")).toHaveLength(
      1,
    );
  });

  it("a hidden product's page whose link has since failed goes to the promo-code tab with the code", async () => {
    const { location } = await renderStorefront(
      "/product?productId=901&type=products&directAccess=MEMBERS",
      {
        webSales: {
          productList: () => TE.right(list),
          productHyperlink: () => TE.left(refusal(500)),
        },
      },
    );
    expect(await screen.findByRole("tab", { name: "PROMO CODE", selected: true })).toBeTruthy();
    expect(lastPath(location.history)).toBe("/?directAccess=MEMBERS");
  });

  it("a product page without a link for a product not in the list says it is not available", async () => {
    const { fakes } = await renderStorefront("/product?productId=901&type=products", {
      webSales: { productList: () => TE.right(list) },
    });
    expect(
      await screen.findByRole("heading", { name: "This product is not available." }),
    ).toBeTruthy();
    expect(fakes.webSales.calls.some((call) => call.method === "productHyperlink")).toBe(false);
  });
});
