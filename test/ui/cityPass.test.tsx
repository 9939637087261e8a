// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import type { OrderDraft } from "../../src/ports/ticketingApi.js";
import { aProduct } from "../builders.js";
import { renderProductPage } from "./renderProductPage.js";

afterEach(cleanup);

const cityPass = aProduct({ productId: 107, name: "CityPass C3 Exchange", voucherId: 77 });
const VALID = "C3SN0001";
const THROTTLED = "SLOW0001";

const renderExchange = (flags: Record<string, boolean> = {}) =>
  renderProductPage(
    cityPass,
    {},
    {
      flags,
      webSales: {
        verifyCityPass: (code) =>
          code === VALID
            ? TE.right([
                {
                  productId: 107,
                  appliedPromotions: [
                    { promotionId: 5, discountId: 10, promotionType: 0, name: "Adult" },
                  ],
                },
              ])
            : code === THROTTLED
              ? TE.left({ tag: "THROTTLED", retryAfterSeconds: 30 })
              : TE.left(refusal(404, "Unknown barcode.")),
      },
    },
  );

const enter = async (field: string, value: string) => {
  await userEvent.type(await screen.findByLabelText(field), value);
};

const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;

describe("the city-pass exchange", () => {
  it("asks for barcodes instead of ticket counters, and no date before one is verified", async () => {
    await renderExchange();
    expect(await screen.findByLabelText("Barcode 1")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Add one/ })).toBeNull();
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("a barcode entered twice shows 'Ticket already entered' next to the field", async () => {
    await renderExchange();
    await enter("Barcode 1", VALID);
    await userEvent.click(screen.getByRole("button", { name: "Add another barcode" }));
    await enter("Barcode 2", VALID);
    const second = screen.getByLabelText("Barcode 2");
    expect(second.getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(second)).toBe("Ticket already entered");
  });

  it("a barcode that fails verification shows 'Invalid barcode'", async () => {
    await renderExchange();
    await enter("Barcode 1", "NOPE0001");
    await userEvent.click(screen.getByRole("button", { name: "Verify barcode 1" }));
    await waitFor(() => {
      expect(errorOf(screen.getByLabelText("Barcode 1"))).toBe("Invalid barcode");
    });
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("a throttled verification says how long to wait", async () => {
    await renderExchange();
    await enter("Barcode 1", THROTTLED);
    await userEvent.click(screen.getByRole("button", { name: "Verify barcode 1" }));
    await waitFor(() => {
      expect(errorOf(screen.getByLabelText("Barcode 1"))).toBe(
        "Too many attempts. Please try again in 30 seconds.",
      );
    });
  });

  it("a verified barcode moves to the visit date, and its ticket goes to the cart", async () => {
    const { fakes, location } = await renderExchange();
    await enter("Barcode 1", VALID);
    await userEvent.click(screen.getByRole("button", { name: "Verify barcode 1" }));
    expect(await screen.findByText("Verified")).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Tuesday, January 8, 2030" }));
    const addToCart = screen.getByRole("button", { name: "Add to cart" });
    await waitFor(() => {
      expect(addToCart.getAttribute("aria-disabled")).toBe("false");
    });
    fakes.ticketing.calls.length = 0;
    await userEvent.click(addToCart);
    await waitFor(() => {
      expect(location.history.at(-1)).toBe("/cart");
    });
    const priced = fakes.ticketing.calls.find((call) => call.method === "price")?.args[0] as
      OrderDraft | undefined;
    expect(priced?.products[0]?.selectedDiscounts).toEqual([
      { id: 10, promotionType: 0, ticketsCount: 1, code: VALID },
    ]);
  });

  it("removing the last barcode goes back to a single empty entry and hides the dates", async () => {
    await renderExchange();
    await enter("Barcode 1", VALID);
    await userEvent.click(screen.getByRole("button", { name: "Verify barcode 1" }));
    expect(await screen.findByRole("grid")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove barcode 1" }));
    expect(screen.getByLabelText<HTMLInputElement>("Barcode 1").value).toBe("");
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("with the cityPass flag off, the exchange is not available online", async () => {
    await renderExchange({ cityPass: false });
    expect(await screen.findByText("The city-pass exchange is not available online.")).toBeTruthy();
    expect(screen.queryByLabelText("Barcode 1")).toBeNull();
  });
});
