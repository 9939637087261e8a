// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import { saleDatesOf, aDiscount, anInventory, aProduct, aProductList } from "../builders.js";
import { pendingAnswer } from "../async.js";
import { renderStorefront } from "./renderStorefront.js";
import type { SaleDates } from "../../src/domain/ticketingState.js";
import { renderProductPage } from "./renderProductPage.js";

afterEach(cleanup);

const day = (name: string) => screen.findByRole("button", { name });
const chooseDay = async (name = "Tuesday, January 8, 2030") => {
  await userEvent.click(await day(name));
};
const focusedName = () => document.activeElement?.getAttribute("aria-label");

describe("the product page", () => {
  it("shows the product's name as the heading, its description and additional information", async () => {
    await renderProductPage(
      aProduct({ additionalInformation: "Allow 90 minutes.", disclosure: "Rain or shine." }),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "General Admission" }),
    ).toBeTruthy();
    expect(
      screen.getByText("Entry to the attraction for one guest on the chosen day."),
    ).toBeTruthy();
    expect(screen.getByText("Allow 90 minutes.")).toBeTruthy();
    expect(screen.getByText("Rain or shine.")).toBeTruthy();
  });

  it("an unknown product is not available, with a way home", async () => {
    await renderStorefront("/product?productId=999&type=products", {
      webSales: { productList: () => TE.right(aProductList({ products: [aProduct()] })) },
    });
    expect(
      await screen.findByRole("heading", { name: "This product is not available." }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to tickets" }).getAttribute("href")).toBe("/");
  });

  it("while the visit dates load, the calendar's place is kept and the page says to wait", async () => {
    const dates = pendingAnswer<SaleDates>();
    await renderProductPage(aProduct(), { dates: () => dates.task });
    const step = await screen.findByRole("region", { name: "Visit date" });
    expect(step.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Please wait...");
    await act(() => dates.succeed(saleDatesOf(["2030-01-08"])));
    expect(
      within(screen.getByRole("region", { name: "Visit date" })).getByRole("grid"),
    ).toBeTruthy();
    expect(screen.getAllByRole("region", { name: "Visit date" })).toHaveLength(1);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("calendar days are named by their full date and days not on sale are disabled", async () => {
    await renderProductPage(aProduct());
    const grid = await screen.findByRole("grid", { name: "January 2030" });
    const onSale = within(grid).getByRole("button", { name: "Tuesday, January 8, 2030" });
    const notOnSale = within(grid).getByRole("button", { name: "Wednesday, January 9, 2030" });
    expect(onSale.getAttribute("aria-disabled")).toBe("false");
    expect(notOnSale.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(notOnSale);
    expect(onSale.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(onSale);
    expect(onSale.getAttribute("aria-pressed")).toBe("true");
    expect(await screen.findByRole("heading", { name: "Tickets" })).toBeTruthy();
  });

  it("sold-out and closed days of the sale window are unavailable and say so, unlike days outside it", async () => {
    await renderProductPage(aProduct(), {
      dates: () =>
        TE.right(
          saleDatesOf(["2030-01-08"], {
            soldOutDates: ["2030-01-09"],
            closedDates: ["2030-01-10"],
          }),
        ),
    });
    const grid = await screen.findByRole("grid", { name: "January 2030" });
    const soldOut = within(grid).getByRole("button", {
      name: "Wednesday, January 9, 2030, sold out",
    });
    const closed = within(grid).getByRole("button", { name: "Thursday, January 10, 2030, closed" });
    const outside = within(grid).getByRole("button", { name: "Friday, January 11, 2030" });
    for (const unavailable of [soldOut, closed, outside]) {
      expect(unavailable.getAttribute("aria-disabled")).toBe("true");
    }
    expect(soldOut.dataset.status).toBe("soldOut");
    expect(outside.dataset.status).toBe("outside");
    await userEvent.click(soldOut);
    expect(soldOut.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByText("Days outlined in dashes are sold out or closed.")).toBeTruthy();
  });

  it("arrow keys, Home/End and PageUp/PageDown move the focus in the calendar grid", async () => {
    await renderProductPage(aProduct());
    const start = await day("Tuesday, January 8, 2030");
    expect(start.tabIndex).toBe(0);
    act(() => {
      start.focus();
    });
    const press = async (key: string, expected: string) => {
      await userEvent.keyboard(`{${key}}`);
      expect(focusedName()).toBe(expected);
    };
    await press("ArrowRight", "Wednesday, January 9, 2030");
    await press("ArrowDown", "Wednesday, January 16, 2030");
    await press("ArrowLeft", "Tuesday, January 15, 2030");
    await press("ArrowUp", "Tuesday, January 8, 2030");
    await press("Home", "Sunday, January 6, 2030");
    await press("End", "Saturday, January 12, 2030");
    await press("PageDown", "Tuesday, February 12, 2030");
    expect(screen.getByRole("grid", { name: "February 2030" })).toBeTruthy();
    await press("PageUp", "Saturday, January 12, 2030");
  });

  it("counters add and remove tickets, with a live count", async () => {
    await renderProductPage(aProduct());
    await chooseDay();
    const remove = await screen.findByRole("button", { name: "Remove one Adult" });
    const count = screen.getByRole("status", { name: "Adult tickets" });
    expect(count.getAttribute("aria-live")).toBe("polite");
    expect(count.textContent).toBe("0");
    expect(remove.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Add one Adult" }));
    await userEvent.click(screen.getByRole("button", { name: "Add one Adult" }));
    await waitFor(() => {
      expect(count.textContent).toBe("2");
    });
    await userEvent.click(remove);
    await waitFor(() => {
      expect(count.textContent).toBe("1");
    });
  });

  const varying = [
    aDiscount({ id: 10, name: "Adult", price: 2500 }),
    aDiscount({
      id: 11,
      name: "Child",
      price: 1500,
      hasPriceRange: true,
      priceRange: { minRetailPrice: 1500, maxRetailPrice: 2050 },
    }),
  ];

  it("once the date is chosen, each ticket type of an untimed product shows that date's price", async () => {
    await renderProductPage(aProduct({ isTimed: false }), {
      discounts: () => TE.right(varying),
    });
    await chooseDay();
    expect(await screen.findByText("$25.00")).toBeTruthy();
    expect(screen.getByText("$15.00")).toBeTruthy();
    expect(screen.queryByText("from $15.00 to $20.50")).toBeNull();
  });

  it("a timed product's varying price shows its range until the entry time is chosen, then one price", async () => {
    const slot = anInventory({
      inventoryId: 1,
      startTime: "2030-01-08T10:00:00",
      endTime: "2030-01-08T10:30:00",
    });
    await renderProductPage(aProduct({ isTimed: true }), {
      discounts: () => TE.right(varying),
      inventory: () => TE.right([slot]),
    });
    await chooseDay();
    await userEvent.click(await screen.findByRole("button", { name: "Add one Adult" }));
    expect(await screen.findByText("from $15.00 to $20.50")).toBeTruthy();
    await userEvent.click(await screen.findByRole("radio", { name: "Morning" }));
    await userEvent.click(screen.getByRole("radio", { name: "10:00 AM to 10:30 AM" }));
    expect(await screen.findByText("$15.00")).toBeTruthy();
    expect(screen.queryByText("from $15.00 to $20.50")).toBeNull();
  });

  it("reaching the per-order maximum shows the product's message", async () => {
    await renderProductPage(
      aProduct({
        maxTicketsAllowedPerOrder: 2,
        maxTicketsAllowedPerOrderMsg: "Two at most, please.",
      }),
    );
    await chooseDay();
    const add = await screen.findByRole("button", { name: "Add one Adult" });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(add);
    expect((await screen.findByRole("alert")).textContent).toBe("Two at most, please.");
    expect(screen.getByRole("status", { name: "Adult tickets" }).textContent).toBe("2");
  });

  it("a tap refused by the per-order maximum never shows a count it will not keep", async () => {
    await renderProductPage(aProduct({ maxTicketsAllowedPerOrder: 2 }));
    await chooseDay();
    const add = await screen.findByRole("button", { name: "Add one Adult" });
    await userEvent.click(add);
    await userEvent.click(add);
    const count = screen.getByRole("status", { name: "Adult tickets" });
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(count.textContent));
    observer.observe(count, { characterData: true, childList: true, subtree: true });
    await userEvent.click(add);
    await screen.findByRole("alert");
    observer.disconnect();
    expect(shown).not.toContain("3");
    expect(count.textContent).toBe("2");
  });

  describe("a timed product", () => {
    const slots = [
      anInventory({
        inventoryId: 1,
        startTime: "2030-01-08T10:00:00",
        endTime: "2030-01-08T10:30:00",
      }),
      anInventory({
        inventoryId: 2,
        startTime: "2030-01-08T10:30:00",
        endTime: "2030-01-08T11:00:00",
        remaining: 1,
      }),
      anInventory({
        inventoryId: 3,
        startTime: "2030-01-08T14:00:00",
        endTime: "2030-01-08T14:30:00",
      }),
    ];
    const withTwoAdults = async () => {
      await renderProductPage(aProduct({ isTimed: true }), { inventory: () => TE.right(slots) });
      await chooseDay();
      const add = await screen.findByRole("button", { name: "Add one Adult" });
      await userEvent.click(add);
      await userEvent.click(add);
    };

    it("offers the times of day, then entry times as radios named by the slot", async () => {
      await withTwoAdults();
      expect(await screen.findByRole("radio", { name: "Morning" })).toBeTruthy();
      expect(screen.getByRole("radio", { name: "Afternoon" })).toBeTruthy();
      expect(screen.queryByRole("radio", { name: "Evening" })).toBeNull();
      expect(screen.queryByRole("radio", { name: "10:00 AM to 10:30 AM" })).toBeNull();
      await userEvent.click(screen.getByRole("radio", { name: "Morning" }));
      const roomy = screen.getByRole("radio", { name: "10:00 AM to 10:30 AM" });
      const tooFull = screen.getByRole("radio", { name: /^10:30 AM to 11:00 AM ?, 1 left$/ });
      expect((roomy as HTMLInputElement).disabled).toBe(false);
      expect((tooFull as HTMLInputElement).disabled).toBe(true);
      expect(screen.queryByRole("radio", { name: "2:00 PM to 2:30 PM" })).toBeNull();
    });

    it("shows '--:--' as the entry time until a slot is chosen", async () => {
      await withTwoAdults();
      const display = await screen.findByRole("status", { name: "Your entry time" });
      expect(display.textContent).toBe("--:--");
      await userEvent.click(await screen.findByRole("radio", { name: "Morning" }));
      await userEvent.click(screen.getByRole("radio", { name: "10:00 AM to 10:30 AM" }));
      expect(display.textContent).toBe("10:00 AM to 10:30 AM");
    });

    it("Add to cart waits for the entry time", async () => {
      await withTwoAdults();
      const addToCart = screen.getByRole("button", { name: "Add to cart" });
      await screen.findByRole("radio", { name: "Morning" });
      expect(addToCart.getAttribute("aria-disabled")).toBe("true");
      await userEvent.click(screen.getByRole("radio", { name: "Morning" }));
      await userEvent.click(screen.getByRole("radio", { name: "10:00 AM to 10:30 AM" }));
      expect(addToCart.getAttribute("aria-disabled")).toBe("false");
    });
  });

  it("skipVisitDateSelection skips the calendar: tickets are for today at the venue", async () => {
    const { fakes } = await renderProductPage(aProduct({ skipVisitDateSelection: true }));
    expect(await screen.findByRole("button", { name: "Add one Adult" })).toBeTruthy();
    expect(screen.queryByRole("grid")).toBeNull();
    expect(fakes.ticketing.calls.map((call) => call.method)).not.toContain("dates");
    expect(fakes.ticketing.calls[0]?.args[1]).toBe("2030-01-07");
  });

  it("Add to cart is enabled only when complete, and goes to /cart once priced", async () => {
    const { fakes, location } = await renderProductPage(aProduct());
    const addToCart = await screen.findByRole("button", { name: "Add to cart" });
    expect(addToCart.getAttribute("aria-disabled")).toBe("true");
    await chooseDay();
    expect(addToCart.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(await screen.findByRole("button", { name: "Add one Adult" }));
    await waitFor(() => {
      expect(addToCart.getAttribute("aria-disabled")).toBe("false");
    });
    await userEvent.click(addToCart);
    await waitFor(() => {
      expect(location.history.at(-1)).toBe("/cart");
    });
    expect(fakes.ticketing.calls.map((call) => call.method)).toContain("price");
  });

  it("a failed pricing keeps the guest on the page", async () => {
    const { location } = await renderProductPage(aProduct(), {
      price: () => TE.left(refusal(500)),
    });
    await chooseDay();
    await userEvent.click(await screen.findByRole("button", { name: "Add one Adult" }));
    await userEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByRole("alertdialog")).toBeTruthy();
    expect(location.history.at(-1)).toContain("/product");
  });

  it("a ticketing failure shows a clear message with a retry", async () => {
    let attempts = 0;
    await renderProductPage(aProduct(), {
      dates: () => {
        attempts += 1;
        return attempts === 1 ? TE.left(refusal(500)) : TE.right(saleDatesOf(["2030-01-08"]));
      },
    });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Something went wrong while doing your request. Please try again later.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await day("Tuesday, January 8, 2030")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the upgrades, the instructions and the terms link", async () => {
    await renderProductPage(
      aProduct({
        productUpgrades: [
          {
            upgradeProductId: 104,
            headline: "Add a café voucher",
            promotionalMessage: "Coffee at the top.",
            longDescription: "",
            imageUrl: "",
          },
        ],
        productAttributes: [
          { attributeName: "visitInstruction1", attributeValue: "Arrive 10 minutes early." },
          { attributeName: "termsAndConditionsLabel", attributeValue: "Terms of sale" },
          { attributeName: "termsAndConditionsUrl", attributeValue: "https://example.com/terms" },
        ],
      }),
    );
    expect(await screen.findByText("Add a café voucher")).toBeTruthy();
    expect(screen.getByText("Coffee at the top.", { exact: false })).toBeTruthy();
    expect(screen.getByText("Arrive 10 minutes early.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Terms of sale" }).getAttribute("href")).toBe(
      "https://example.com/terms",
    );
  });
});
