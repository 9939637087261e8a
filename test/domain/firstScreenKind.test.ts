import { describe, expect, it } from "vitest";
import { firstScreenKindOf } from "../../src/domain/firstScreenKind.js";

describe("the first screen a page opens on", () => {
  it.each(["/", "/tickets", "/tickets/main", "/tickets/events", "/tickets/groups"])(
    "home's product tabs (%s) list products and are drawn by the server",
    (path) => {
      expect(firstScreenKindOf(path)).toEqual({
        name: "home",
        listsProducts: true,
        drawnByServer: true,
      });
    },
  );

  it("the promo-code tab lists products but opens on a form, so the browser draws it", () => {
    expect(firstScreenKindOf("/tickets/promo-code")).toEqual({
      name: "home",
      listsProducts: true,
      drawnByServer: false,
    });
  });

  it("a product page lists products (its product is one of them) and is drawn by the server", () => {
    expect(firstScreenKindOf("/product")).toEqual({
      name: "product",
      listsProducts: true,
      drawnByServer: true,
    });
  });

  it("an order's tickets are drawn by the server without the product list", () => {
    expect(firstScreenKindOf("/view-tickets")).toEqual({
      name: "viewTickets",
      listsProducts: false,
      drawnByServer: true,
    });
  });

  it.each(["/cart", "/checkout", "/self-service", "/terms", "/product/101", "/ticketsx", ""])(
    "any other page (%j) opens on a screen of its own, prepared by nothing",
    (path) => {
      expect(firstScreenKindOf(path)).toBeUndefined();
    },
  );
});
