// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as TE from "fp-ts/lib/TaskEither.js";
import { afterEach, describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import { routes } from "#contract/routes.js";
import { testConfiguration } from "../support/testContainer.js";
import type { Cents } from "../../src/domain/money.js";
import type { PurchaseAnswer, PurchaseConfirmation } from "../../src/domain/order.js";
import type { PurchaseForm } from "../../src/domain/purchaseForm.js";
import type { FeatureFlags } from "../../src/domain/featureFlags.js";
import type { TicketingApi } from "../../src/ports/ticketingApi.js";
import type { WebSalesApi } from "../../src/ports/webSalesApi.js";
import { pendingAnswer } from "../async.js";
import {
  aCartProduct,
  anInventory,
  anOrderSummary,
  aPendingOrder,
  aPricedCart,
  aProductList,
  aPurchaseConfirmation,
  aPurchaseForm,
} from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

afterEach(cleanup);

const labels: readonly (readonly [string, keyof PurchaseForm])[] = [
  ["Email", "email"],
  ["First name", "firstName"],
  ["Last name", "lastName"],
  ["Phone", "phoneNumber"],
  ["Address", "address1"],
  ["Address line 2", "address2"],
  ["City", "city"],
  ["Postal code", "postalCode"],
  ["Name on card", "cardOwnerName"],
  ["Card number", "cardNumber"],
  ["CVV", "cardCVV"],
];
const EXPIRY = "Expiry date (MM/YY)";
const cardLabels = ["Name on card", "Card number", EXPIRY, "CVV"];

const tower = aCartProduct({ key: "a", productId: 101, name: "General Admission" });
const cafe = aCartProduct({ key: "b", productId: 104, name: "Summit Café Voucher" });
const confirmation = aPurchaseConfirmation({ orderId: 5001, orderConfirmation: "CONF-5001" });

/** /checkout with a priced cart (and a pending order held until 18:15 on the test clock). */
const openCheckout = async (
  webSales: Partial<WebSalesApi> = {},
  options: {
    readonly total?: Cents;
    readonly products?: (typeof tower)[];
    readonly extend?: TicketingApi["extendPendingOrder"];
    readonly flags?: FeatureFlags;
  } = {},
) => {
  const total = options.total ?? 2500;
  const view = await renderStorefront("/checkout", {
    ...(options.flags === undefined ? {} : { flags: options.flags }),
    webSales: { productList: () => TE.right(aProductList()), ...webSales },
    ticketing: {
      price: () => TE.right(aPricedCart(total)),
      createPendingOrder: () =>
        TE.right(
          aPendingOrder({
            orderId: 5001,
            reservationExpirationDateTime: "2030-01-07T18:15:00Z",
            priced: aPricedCart(total),
          }),
        ),
      ...(options.extend === undefined ? {} : { extendPendingOrder: options.extend }),
    },
  });
  await act(async () => {
    for (const product of options.products ?? [tower]) await view.useCases.priceCart.add(product);
  });
  await screen.findByRole("button", { name: "Place order" });
  return view;
};

const fill = async (user: ReturnType<typeof userEvent.setup>, form: PurchaseForm) => {
  for (const [label, key] of labels) {
    const input = screen.queryByRole("textbox", { name: label });
    const value = form[key];
    if (input !== null && typeof value === "string" && value !== "") await user.type(input, value);
  }
  await user.selectOptions(screen.getByRole("combobox", { name: "Country" }), form.country);
  const state = screen.queryByRole("combobox", { name: "State" });
  if (state !== null && form.state !== "") await user.selectOptions(state, form.state);
  const expiry = screen.queryByRole("textbox", { name: EXPIRY });
  if (expiry !== null && form.cardMonthExp !== "") {
    await user.type(expiry, `${form.cardMonthExp}/${form.cardYearExp}`);
  }
};

const field = (label: string) => screen.getByRole("textbox", { name: label });
const errorSummary = () => screen.getByRole("group", { name: "Your order was not placed" });

describe("checkout: the purchase form", () => {
  it("every field has its visible label", async () => {
    await openCheckout();
    for (const [label] of labels) expect(field(label)).toBeTruthy();
    expect(
      screen.getByRole("checkbox", { name: "Send me news and offers by e-mail" }),
    ).toBeTruthy();
  });

  it("fields carry autocomplete and inputmode hints", async () => {
    await openCheckout();
    expect(field("Email").getAttribute("autocomplete")).toBe("email");
    expect(field("Card number").getAttribute("autocomplete")).toBe("cc-number");
    expect(field("Card number").getAttribute("inputmode")).toBe("numeric");
    expect(field("CVV").getAttribute("autocomplete")).toBe("cc-csc");
  });

  it("field errors are shown next to their fields and focus moves to the error summary", async () => {
    const { fakes } = await openCheckout();
    const user = userEvent.setup();
    await fill(user, aPurchaseForm({ email: "not-an-email", city: "" }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const email = field("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const describedBy = email.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe(
      "Enter an e-mail address like name@example.com.",
    );
    const city = field("City");
    expect(city.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(city.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This field is required.",
    );
    expect(field("First name").getAttribute("aria-invalid")).toBe("false");
    expect(document.activeElement).toBe(errorSummary());
    expect(fakes.webSales.calls.some((call) => call.method === "confirmPurchase")).toBe(false);
  });

  it("Place order cannot double-submit: it says Placing order… and keeps focus while the order is sent", async () => {
    const answer = pendingAnswer<PurchaseConfirmation>();
    const { fakes } = await openCheckout({ confirmPurchase: () => answer.task });
    const user = userEvent.setup();
    await fill(user, aPurchaseForm());
    const placeOrder = screen.getByRole("button", { name: "Place order" });
    await user.click(placeOrder);
    expect(placeOrder.getAttribute("aria-disabled")).toBe("true");
    expect(placeOrder.getAttribute("aria-busy")).toBe("true");
    expect(placeOrder.textContent).toBe("Placing order…");
    expect(document.activeElement).toBe(placeOrder);
    await user.click(placeOrder);
    await act(() => answer.succeed(confirmation));
    expect(fakes.webSales.calls.filter((call) => call.method === "confirmPurchase")).toHaveLength(
      1,
    );
  });

  it("a declined card is explained in the error summary at the top of the form, which takes focus, and what the guest typed is kept", async () => {
    await openCheckout({ confirmPurchase: () => TE.left(refusal(402, "Declined")) });
    const user = userEvent.setup();
    const typed = aPurchaseForm({ cardNumber: "4000 0000 0000 0002" });
    await fill(user, typed);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your card was declined. Please check the card details or use another card.",
    );
    expect(document.activeElement).toBe(errorSummary());
    expect(errorSummary().closest("form")).toBeTruthy();
    expect(field("Email")).toHaveProperty("value", typed.email);
    expect(field("Card number")).toHaveProperty("value", "4000 0000 0000 0002");
    expect(field("CVV")).toHaveProperty("value", typed.cardCVV);
  });

  it("a guest who goes back to the cart and returns finds their details as they typed them, and the card to type again", async () => {
    const { location } = await openCheckout();
    const user = userEvent.setup();
    const typed = aPurchaseForm({ country: "CA", state: "" });
    await fill(user, typed);
    await user.selectOptions(screen.getByRole("combobox", { name: "Province" }), "ON");
    act(() => {
      location.navigate("/cart");
    });
    await screen.findByRole("heading", { name: "Your cart", level: 1 });
    act(() => {
      location.navigate("/checkout");
    });
    await screen.findByRole("button", { name: "Place order" });
    expect(field("Email")).toHaveProperty("value", typed.email);
    expect(field("Last name")).toHaveProperty("value", typed.lastName);
    expect(field("City")).toHaveProperty("value", typed.city);
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveProperty("value", "CA");
    expect(screen.getByRole("combobox", { name: "Province" })).toHaveProperty("value", "ON");
    for (const label of cardLabels) expect(field(label)).toHaveProperty("value", "");
  });

  it("Code 21 says some products are unavailable and names the ones removed", async () => {
    await openCheckout(
      { confirmPurchase: () => TE.left(refusal(21, "Some products are unavailable.", [104])) },
      { products: [tower, cafe] },
    );
    const user = userEvent.setup();
    await fill(user, aPurchaseForm());
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Some products are unavailable.");
    expect(screen.getByText("Removed from your cart: Summit Café Voucher.")).toBeTruthy();
    expect(field("Email")).toHaveProperty("value", aPurchaseForm().email);
  });

  it("Code 21 that takes out the last product still says why, focused, above the empty cart", async () => {
    await openCheckout({
      confirmPurchase: () => TE.left(refusal(21, "Some products are unavailable.", [101])),
    });
    const user = userEvent.setup();
    await fill(user, aPurchaseForm());
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Some products are unavailable.");
    expect(screen.getByText("Removed from your cart: General Admission.")).toBeTruthy();
    expect(screen.getByText(/Your cart is empty/)).toBeTruthy();
    expect(document.activeElement).toBe(errorSummary());
  });

  it("a cart priced at zero needs no card: the card fields are not shown", async () => {
    const { fakes } = await openCheckout(
      { confirmOrderPromo: () => TE.right(confirmation) },
      { total: 0 },
    );
    for (const label of cardLabels) expect(screen.queryByLabelText(label)).toBeNull();
    const user = userEvent.setup();
    await fill(user, aPurchaseForm());
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByText("Order #5001")).toBeTruthy();
    expect(fakes.webSales.calls.map((call) => call.method)).toContain("confirmOrderPromo");
  });

  it("an empty cart links back to tickets", async () => {
    await renderStorefront("/checkout");
    expect(await screen.findByText(/Your cart is empty/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to tickets" }).getAttribute("href")).toBe("/");
  });

  it("the reservation countdown is shown once a pending order holds the tickets", async () => {
    const { useCases } = await openCheckout();
    expect(screen.queryByRole("timer")).toBeNull();
    await act(async () => {
      await (await useCases.later()).reserveOrder.reserve();
    });
    expect(screen.getByRole("timer").textContent).toBe("Your tickets are held for 15:00");
  });
});

describe("checkout: the fields a guest picks or types once", () => {
  it("each entry of the error summary links to its field", async () => {
    await openCheckout();
    const user = userEvent.setup();
    await fill(user, aPurchaseForm({ city: "", cardMonthExp: "13", cardYearExp: "99" }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const links = within(errorSummary()).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "City: This field is required.",
      "Expiry date (MM/YY): Enter the expiry month as a number from 1 to 12.",
    ]);
    await user.click(links[1] as HTMLElement);
    expect(document.activeElement).toBe(field(EXPIRY));
  });

  it("one MM/YY expiry field sends the form's month and year", async () => {
    const { fakes } = await openCheckout({ confirmPurchase: () => TE.right(confirmation) });
    const user = userEvent.setup();
    await fill(user, aPurchaseForm({ cardMonthExp: "07", cardYearExp: "31" }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("Order #5001");
    const sent = fakes.webSales.calls.find((call) => call.method === "confirmPurchase");
    expect(sent?.args[1]).toMatchObject({ cardMonthExp: "07", cardYearExp: "31" });
  });

  it("an expiry in the past is refused against the expiry field", async () => {
    await openCheckout();
    const user = userEvent.setup();
    await fill(user, aPurchaseForm({ cardMonthExp: "01", cardYearExp: "20" }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const expiry = field(EXPIRY);
    expect(expiry.getAttribute("aria-invalid")).toBe("true");
    expect(within(errorSummary()).getByRole("link").textContent).toBe(
      "Expiry date (MM/YY): This card has expired.",
    );
  });

  it("the card's brand is shown as the number is typed", async () => {
    await openCheckout();
    const user = userEvent.setup();
    const number = field("Card number");
    await user.type(number, "4");
    expect(document.getElementById(`${number.id}-note`)?.textContent).toBe("Visa");
    await user.clear(number);
    await user.type(number, "37");
    expect(document.getElementById(`${number.id}-note`)?.textContent).toBe("Amex");
    expect(number.getAttribute("aria-describedby")).toContain(`${number.id}-note`);
  });

  it("Country is a select; State lists the country's states and is gone where there are none", async () => {
    await openCheckout();
    const user = userEvent.setup();
    const country = screen.getByRole("combobox", { name: "Country" });
    expect(country).toHaveProperty("value", "US");
    await user.selectOptions(screen.getByRole("combobox", { name: "State" }), "WA");
    await user.selectOptions(country, "CA");
    const province = screen.getByRole("combobox", { name: "Province" });
    expect(province).toHaveProperty("value", "");
    expect(within(province).getByRole("option", { name: "British Columbia" })).toBeTruthy();
    await user.selectOptions(country, "FR");
    expect(screen.queryByRole("combobox", { name: /State|Province/ })).toBeNull();
  });
});

describe("checkout: the order summary", () => {
  it("shows each product's visit date, entry time, its lines as count × price, and the total", async () => {
    const priced = aCartProduct({
      key: "s",
      productId: 1,
      name: "General Admission",
      inventory: anInventory({
        startTime: "2026-11-22T10:00:00",
        endTime: "2026-11-22T10:30:00",
      }),
      selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: 2 }],
    });
    await openCheckout({}, { total: 5000, products: [priced] });
    const summary = screen.getByRole("complementary", { name: "Order summary" });
    const product = within(summary).getByRole("region", { name: "General Admission" });
    expect(within(product).getByText("Sunday, November 22, 2026")).toBeTruthy();
    expect(within(product).getByText("10:00 AM to 10:30 AM")).toBeTruthy();
    expect(
      within(product)
        .getAllByRole("listitem")
        .map((line) => line.textContent),
    ).toEqual(["2 × Adult $25.00$50.00"]);
    expect(within(summary).getByText("Total").nextSibling?.textContent).toBe("$50.00");
  });
});

describe("checkout: the hold", () => {
  it("Need more time? extends the hold: the countdown goes up, the slot is kept, and the minutes it added are confirmed", async () => {
    const { useCases, fakes } = await openCheckout(
      {},
      {
        extend: () =>
          TE.right({ reservationExpirationDateTime: "2030-01-07T18:29:00Z", extensionsLeft: 2 }),
      },
    );
    await act(async () => {
      await (await useCases.later()).reserveOrder.reserve();
    });
    act(() => {
      fakes.clock.advance(14 * 60_000);
    });
    expect((await screen.findByText("Your tickets are held for 1:00")).getAttribute("role")).toBe(
      "timer",
    );
    await userEvent.click(screen.getByRole("button", { name: "Need more time?" }));
    expect((await screen.findByRole("timer")).textContent).toBe("Your tickets are held for 15:00");
    expect((await useCases.later()).reserveOrder.current()?.orderId).toBe(5001);
    expect(
      screen.getByText("14 more minutes added to your hold.").closest("[aria-live=polite]"),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Need more time?" })).toBeTruthy();
  });

  it("an API whose flags do not offer the hold extension gets no Need more time? button: the hold counts down as it is", async () => {
    const { useCases, fakes } = await openCheckout({}, { flags: {} });
    await act(async () => {
      await (await useCases.later()).reserveOrder.reserve();
    });
    await screen.findByRole("timer");
    expect(screen.queryByRole("button", { name: "Need more time?" })).toBeNull();
    act(() => {
      fakes.clock.advance(14 * 60_000);
    });
    await screen.findByText("2 minutes left on your hold.");
  });

  it("an API that answers the extension call with a bare 404 (it has none) takes Need more time? away, saying more time could not be added", async () => {
    const { useCases, fakes } = await openCheckout(
      {},
      { extend: () => TE.left(refusal(404, "Not Found")) },
    );
    await act(async () => {
      await (await useCases.later()).reserveOrder.reserve();
    });
    act(() => {
      fakes.clock.advance(14 * 60_000);
    });
    await screen.findByText("Your tickets are held for 1:00");
    await userEvent.click(screen.getByRole("button", { name: "Need more time?" }));
    expect(await screen.findByText("More time could not be added to your hold.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Need more time?" })).toBeNull();
    expect(screen.getByText("2 minutes left on your hold.")).toBeTruthy();
  });

  it("hold extensions are capped: after the last one the API allows, the button is gone and the guest reads that the hold cannot be extended again", async () => {
    const { useCases, fakes } = await openCheckout(
      {},
      {
        extend: () =>
          TE.right({ reservationExpirationDateTime: "2030-01-07T18:20:00Z", extensionsLeft: 0 }),
      },
    );
    await act(async () => {
      await (await useCases.later()).reserveOrder.reserve();
    });
    act(() => {
      fakes.clock.advance(5 * 60_000);
    });
    await userEvent.click(screen.getByRole("button", { name: "Need more time?" }));
    const notice = await screen.findByText("Your hold cannot be extended again.");
    expect(notice.closest("[aria-live=polite]")?.textContent).toBe(
      "5 more minutes added to your hold.Your hold cannot be extended again.",
    );
    expect(screen.queryByRole("button", { name: "Need more time?" })).toBeNull();
    expect(document.activeElement).toBe(notice.closest("[aria-live=polite]"));
    act(() => {
      fakes.clock.advance(13 * 60_000 + 30_000);
    });
    expect(await screen.findByText("2 minutes left on your hold.")).toBeTruthy();
  });

  it("hold extensions are capped: a refusal for the cap takes the button away, says the hold cannot be extended again, and the countdown runs on", async () => {
    const { useCases } = await openCheckout(
      {},
      { extend: () => TE.left(refusal(4092, "This hold cannot be extended again.")) },
    );
    await act(async () => {
      await (await useCases.later()).reserveOrder.reserve();
    });
    await userEvent.click(screen.getByRole("button", { name: "Need more time?" }));
    expect(await screen.findByText("Your hold cannot be extended again.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Need more time?" })).toBeNull();
    expect(screen.getByRole("timer").textContent).toMatch(/^Your tickets are held for /);
  });

  it("a refused extension says so and the countdown runs on", async () => {
    const { useCases } = await openCheckout({}, { extend: () => TE.left(refusal(5007, "gone")) });
    await act(async () => {
      await (await useCases.later()).reserveOrder.reserve();
    });
    await userEvent.click(screen.getByRole("button", { name: "Need more time?" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "More time could not be added to your hold.",
    );
    expect(screen.getByRole("timer").textContent).toMatch(/^Your tickets are held for /);
  });

  it("once the hold has run out, Reserve my tickets again reserves the same cart", async () => {
    const { useCases, fakes } = await openCheckout();
    await act(async () => {
      await (await useCases.later()).reserveOrder.reserve();
    });
    act(() => {
      fakes.clock.advance(15 * 60_000);
    });
    await screen.findByText("Your hold has ended; placing the order reserves your tickets again.");
    await userEvent.click(screen.getByRole("button", { name: "Reserve my tickets again" }));
    const creations = fakes.ticketing.calls.filter((call) => call.method === "createPendingOrder");
    expect(creations).toHaveLength(2);
    expect(creations[1]?.args[0]).toEqual(creations[0]?.args[0]);
  });
});

describe("checkout: a Place order that got no answer", () => {
  it("says, focused, that it cannot tell whether the order was placed, never the browser's words; Place order again finds it placed and shows its confirmation", async () => {
    await openCheckout({
      confirmPurchase: () => TE.left({ tag: "UNREACHABLE", message: "Failed to fetch" }),
      searchOrder: () =>
        TE.right(anOrderSummary({ orderId: 5001, orderConfirmation: "CONF-5001" })),
    });
    const user = userEvent.setup();
    await fill(user, aPurchaseForm());
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const summary = await screen.findByRole("group", {
      name: "We could not tell whether your order was placed",
    });
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole("alert").textContent).toBe(
      "The connection to the ticket office dropped before it answered. Press Place order to try again: we first check whether your order went through, so your card is not charged twice.",
    );
    expect(document.body.textContent).not.toContain("Failed to fetch");

    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { level: 1, name: "Your order is confirmed" });
    expect(screen.getByText("CONF-5001")).toBeTruthy();
  });
});

describe("checkout: the confirmation", () => {
  it("shows 'Order #' with the order number, the confirmation number, the thank-you message and a View tickets link", async () => {
    const { useCases } = await openCheckout({
      confirmPurchase: () => TE.right(confirmation),
      productList: () =>
        TE.right(aProductList({ checkOutThankMessage: "Thank you for your order!" })),
    });
    await act(() => useCases.catalog.loadProductList());
    const user = userEvent.setup();
    await fill(user, aPurchaseForm());
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const heading = await screen.findByRole("heading", {
      level: 1,
      name: "Your order is confirmed",
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("Order #5001")).toBeTruthy();
    expect(screen.getByText("CONF-5001")).toBeTruthy();
    expect(screen.getByText("Thank you for your order!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View tickets" }).getAttribute("href")).toBe(
      "/view-tickets?orderConfirmation=CONF-5001",
    );
  });

  it("Add to calendar on the confirmation downloads the order's visit as an .ics from the API", async () => {
    await openCheckout({ confirmPurchase: () => TE.right(confirmation) });
    const user = userEvent.setup();
    await fill(user, aPurchaseForm());
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const link = await screen.findByRole("link", { name: "Add to calendar" });
    const href = new URL(link.getAttribute("href") ?? "");
    expect(`${href.origin}${href.pathname}`).toBe(
      `${testConfiguration("sn").apiUri}${routes.calendar.path}`,
    );
    expect(href.searchParams.get("orderConfirmation")).toBe("CONF-5001");
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("an API whose flags do not offer ticket documents gets no Add to calendar on the confirmation; View tickets stays", async () => {
    await openCheckout({ confirmPurchase: () => TE.right(confirmation) }, { flags: {} });
    const user = userEvent.setup();
    await fill(user, aPurchaseForm());
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("link", { name: "View tickets" });
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
  });

  it("the thank-you message is shown to a guest who came to checkout without the product list", async () => {
    await openCheckout({
      confirmPurchase: () => TE.right(confirmation),
      productList: () =>
        TE.right(aProductList({ checkOutThankMessage: "Thank you for your order!" })),
    });
    const user = userEvent.setup();
    await fill(user, aPurchaseForm());
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const confirmationView = (await screen.findByText("Order #5001")).closest("section");
    expect(confirmationView).not.toBeNull();
    if (confirmationView !== null) {
      expect(await within(confirmationView).findByText("Thank you for your order!")).toBeTruthy();
    }
  });

  const placeOrder = async (answer: PurchaseAnswer) => {
    await openCheckout({ confirmPurchase: () => TE.right(answer) });
    const user = userEvent.setup();
    await fill(user, aPurchaseForm());
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("Order #5001");
  };

  it("the tickets are said to be on their way, to the guest's address partly masked, only when the e-mail was queued", async () => {
    await placeOrder({ ...confirmation, ticketsEmailedTo: "jane.guest@example.com" });
    expect(screen.getByText("Your tickets are on their way to j•••@example.com.")).toBeTruthy();
    expect(document.body.textContent).not.toContain("jane.guest@example.com");
  });

  it("no e-mail is promised when none was queued", async () => {
    await placeOrder({ ...confirmation, ticketsEmailedTo: null });
    expect(document.body.textContent).not.toMatch(/on their way/);
  });

  it("a purchase answered with successfulYN alone is confirmed: the order number, where the tickets go, and Manage my order to find them again", async () => {
    await placeOrder({
      orderId: 5001,
      orderConfirmation: null,
      totalPrice: null,
      totalTax: null,
      ticketsEmailedTo: "jane.guest@example.com",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Your order is confirmed" })).toBeTruthy();
    expect(screen.getByText("Your tickets are on their way to j•••@example.com.")).toBeTruthy();
    expect(
      screen.getByText(
        "To find your tickets again, open Manage my order with order #5001 and your e-mail: it shows your confirmation number and your tickets.",
      ),
    ).toBeTruthy();
    expect(
      screen
        .getAllByRole("link", { name: "Manage my order" })
        .map((link) => link.getAttribute("href")),
    ).toContain("/self-service");
    expect(screen.getByText(/^Charged \$25\.00, tax included/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "View tickets" })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Unexpected javascript error/);
  });
});

describe("checkout: a confirmation that stays", () => {
  const buy = async () => {
    const view = await openCheckout({
      confirmPurchase: () => TE.right({ ...confirmation, totalPrice: 2750 }),
    });
    const user = userEvent.setup();
    await fill(user, aPurchaseForm({ cardNumber: "4242 4242 4242 4242" }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByText("Order #5001");
    return view;
  };

  it("says what was bought, each line's date and tickets, and what was charged to which card", async () => {
    await buy();
    const bought = screen.getByRole("region", { name: "What you bought" });
    const line = within(bought).getByRole("region", { name: "General Admission" });
    expect(within(line).getByText("Sunday, November 22, 2026")).toBeTruthy();
    expect(within(line).getByRole("list", { name: "Tickets for General Admission" })).toBeTruthy();
    expect(
      within(bought).getByText("Charged $27.50, tax included, to the card ending 4242."),
    ).toBeTruthy();
    expect(screen.getByText("Keep this number:")).toBeTruthy();
    expect(document.body.textContent).not.toContain("4242 4242");
  });

  it("going to the tickets and back shows the same confirmation, not an empty cart", async () => {
    const { location } = await buy();
    await userEvent.click(screen.getByRole("link", { name: "View tickets" }));
    await waitFor(() => {
      expect(location.history.at(-1)).toContain("/view-tickets");
    });
    act(() => {
      location.navigate("/checkout");
    });
    expect(await screen.findByText("Order #5001")).toBeTruthy();
    expect(screen.queryByText(/Your cart is empty/)).toBeNull();
  });

  it("a reload of the page shows the confirmation again from what the session kept", async () => {
    const { fakes } = await buy();
    cleanup();
    const reloaded = await renderStorefront("/checkout", {
      webSales: { productList: () => TE.right(aProductList()) },
      receiptStorage: fakes.receiptStorage,
    });
    expect(await screen.findByText("Order #5001")).toBeTruthy();
    expect(screen.getByText("Charged $27.50, tax included, to the card ending 4242.")).toBeTruthy();
    expect(reloaded.location.history.at(-1)).toBe("/checkout");
  });

  it("with something new in the cart, checkout is the form again", async () => {
    const { useCases, location } = await buy();
    act(() => {
      location.navigate("/cart");
    });
    await screen.findByRole("heading", { level: 1, name: "Your cart" });
    await act(async () => {
      await useCases.priceCart.add(cafe);
    });
    act(() => {
      location.navigate("/checkout");
    });
    expect(await screen.findByRole("button", { name: "Place order" })).toBeTruthy();
  });
});
