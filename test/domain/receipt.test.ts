import { describe, expect, it } from "vitest";
import { emptyCart, type Cart } from "../../src/domain/cart.js";
import { lastFourOf, receiptOf } from "../../src/domain/receipt.js";
import { aCartProduct, aPricedCart, aPurchaseConfirmation } from "../builders.js";

describe("the receipt a guest keeps from a purchase", () => {
  it("the card is named by its last four digits only", () => {
    expect(lastFourOf("4242 4242 4242 4242")).toBe("4242");
    expect(lastFourOf("4000-0000-0000-0077")).toBe("0077");
    expect(lastFourOf("42")).toBeNull();
    expect(lastFourOf("4242")).toBe("4242");
    expect(lastFourOf("4242 4242 4242 4242 ")).toBe("4242");
  });

  it("keeps what was bought and a masked e-mail, never the card number or the full address", () => {
    const cart: Cart = { kind: "priced", products: [aCartProduct()], priced: aPricedCart(11_561) };
    const receipt = receiptOf(
      aPurchaseConfirmation({ ticketsEmailedTo: "jane.doe@example.com" }),
      cart,
      "4242 4242 4242 4242",
    );
    expect(receipt).toMatchObject({
      lines: cart.products,
      priced: cart.priced,
      cardLastFour: "4242",
    });
    expect(receipt.confirmation.ticketsEmailedTo).toBe("j•••@example.com");
    expect(JSON.stringify(receipt)).not.toContain("4242 4242");
    expect(JSON.stringify(receipt)).not.toContain("jane.doe");
  });

  it("an order charged to no card names none", () => {
    const receipt = receiptOf(aPurchaseConfirmation({ ticketsEmailedTo: null }), emptyCart, null);
    expect(receipt.cardLastFour).toBeNull();
    expect(receipt.lines).toEqual([]);
    expect(receipt.priced.total).toBe(0);
    expect(receipt.confirmation.ticketsEmailedTo).toBeNull();
  });

  it("a purchase answer that does not say what was charged is confirmed at the price the order was held at", () => {
    const priced = { ...aPricedCart(11_561), tax: 856, total: 12_417 };
    const cart: Cart = { kind: "priced", products: [aCartProduct()], priced };
    const receipt = receiptOf(
      { ...aPurchaseConfirmation(), totalPrice: null, totalTax: null },
      cart,
      "4242 4242 4242 4242",
    );
    expect(receipt.confirmation).toMatchObject({ totalPrice: 12_417, totalTax: 856 });
  });
});
