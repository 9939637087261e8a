// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import { aCartProduct } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const generalAdmission = aCartProduct({
  key: "k",
  visitDate: "2030-01-08",
  selectedDiscounts: [{ id: 1, promotionType: 1, ticketsCount: 1 }],
});

describe("the storefront shell", () => {
  it("shows 'Please wait...' and no route until startup is ready", async () => {
    const { useCases } = await renderStorefront("/nowhere", { start: false });
    expect(screen.getByRole("status").textContent).toContain("Please wait...");
    expect(screen.queryByRole("heading")).toBeNull();
    await act(async () => {
      await useCases.startup.start();
    });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  it("once ready, the routes render in the brand's frame: venue and company names", async () => {
    const view = await renderStorefront("/not-a-page", { client: "cgg" });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Crystal Glass Garden" })).toBeTruthy();
    // The footer is a lazy chunk of its own: it may come after the page's heading.
    expect(await screen.findByText(/Crystal Glass Gardens Company/)).toBeTruthy();
    view.unmount();
  });

  it("an unknown path gets a friendly not-found page with a way home", async () => {
    await renderStorefront("/nowhere");
    expect(await screen.findByRole("link", { name: "Back to tickets" })).toBeTruthy();
  });

  it("every path change is reported to the fraud beacon once configured", async () => {
    const { fakes, location } = await renderStorefront("/nowhere");
    await screen.findByRole("heading", { name: "Page not found" });
    act(() => {
      location.navigate("/cart");
    });
    await screen.findByRole("heading", { name: "Your cart" });
    expect(fakes.fraudBeacon.paths).toEqual(["/nowhere", "/cart"]);
  });

  it("a price failure opens the generic modal; Escape closes it", async () => {
    const { useCases } = await renderStorefront("/nowhere", {
      ticketing: { price: () => TE.left(refusal(500)) },
    });
    await act(async () => {
      await useCases.priceCart.add(generalAdmission);
    });
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(
      "Something went wrong while doing your request. Please try again later.",
    );
    expect(document.activeElement?.textContent).toBe("Close");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("the generic modal keeps keyboard focus: Tab and Shift+Tab never reach the page behind it", async () => {
    const { useCases } = await renderStorefront("/nowhere", {
      ticketing: { price: () => TE.left(refusal(500)) },
    });
    await screen.findByRole("heading", { name: "Page not found" });
    await act(async () => {
      await useCases.priceCart.add(generalAdmission);
    });
    const close = within(await screen.findByRole("alertdialog")).getByRole("button", {
      name: "Close",
    });
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(close);
  });

  it("closing the generic modal returns focus to where the guest was", async () => {
    const { useCases } = await renderStorefront("/nowhere", {
      ticketing: { price: () => TE.left(refusal(500)) },
    });
    const backHome = await screen.findByRole("link", { name: "Back to tickets" });
    backHome.focus();
    await act(async () => {
      await useCases.priceCart.add(generalAdmission);
    });
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(backHome);
  });
});
