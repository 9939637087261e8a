import { describe, expect, it } from "vitest";
import { drawnByServer, firstScreenOf, listsProducts } from "../../src/domain/pageScreens.js";

describe("the first screen a page opens on", () => {
  it.each(["/", "/tickets", "/tickets/main", "/tickets/events", "/tickets/groups"])(
    "home's product tabs (%s) list products and are drawn by the server",
    (path) => {
      expect(firstScreenOf(path)).toBe("home");
      expect(listsProducts(path)).toBe(true);
      expect(drawnByServer(path)).toBe(true);
    },
  );

  it("the promo-code tab lists products but opens on a form, so the browser draws it", () => {
    expect(firstScreenOf("/tickets/promo-code")).toBe("home");
    expect(listsProducts("/tickets/promo-code")).toBe(true);
    expect(drawnByServer("/tickets/promo-code")).toBe(false);
  });

  it("a product page lists products (its product is one of them) and is drawn by the server", () => {
    expect(firstScreenOf("/product")).toBe("product");
    expect(listsProducts("/product")).toBe(true);
    expect(drawnByServer("/product")).toBe(true);
  });

  it("an order's tickets are drawn by the server without the product list", () => {
    expect(firstScreenOf("/view-tickets")).toBe("viewTickets");
    expect(listsProducts("/view-tickets")).toBe(false);
    expect(drawnByServer("/view-tickets")).toBe(true);
  });

  it.each(["/cart", "/checkout", "/self-service", "/terms", "/product/101", "/ticketsx", ""])(
    "any other page (%j) opens on a screen of its own, prepared by nothing",
    (path) => {
      expect(firstScreenOf(path)).toBeUndefined();
      expect(listsProducts(path)).toBe(false);
      expect(drawnByServer(path)).toBe(false);
    },
  );
});
