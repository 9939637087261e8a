import { describe, expect, it } from "vitest";
import {
  CartLine,
  CreatedPendingOrder,
  CreatePendingOrderAnswer,
  CreatePendingOrderRequest,
  Discount,
  Discounts,
  DiscountReading,
  DiscountsReading,
  ExtendedPendingOrder,
  FailedPendingOrder,
  Inventory,
  InventoryRequest,
  InventorySlot,
  OrderProduct,
  OrderType,
  PricedCart,
  PriceRequest,
  ProductDates,
  RequestedDate,
  SalesChannel,
  SaleType,
  SelectedDiscount,
} from "#contract/ticketingCodecs.js";
import {
  expectAccepted,
  expectedName,
  expectRefused,
  without,
  withField,
  type Wire,
} from "./codecRules.js";

/** Dates, discounts, inventory, pricing and pending orders (spec §3 and §7). */

describe("sales channel, sale type and order type (spec §7)", () => {
  it("the sales channel is Web, nothing else", () => {
    expectAccepted(SalesChannel, "Web");
    expectRefused(SalesChannel, "web");
    expectRefused(SalesChannel, "");
  });

  it("the sale type is GroupSale or NonGroupSale", () => {
    expectAccepted(SaleType, "GroupSale");
    expectAccepted(SaleType, "NonGroupSale");
    expectRefused(SaleType, "GeneralSale");
    expect(expectedName(SaleType, "Group")).toBe("SaleType");
  });

  it("the order type is GroupSale or GeneralSale", () => {
    expectAccepted(OrderType, "GroupSale");
    expectAccepted(OrderType, "GeneralSale");
    expectRefused(OrderType, "NonGroupSale");
    expect(expectedName(OrderType, "General")).toBe("OrderType");
  });
});

describe("a product's dates", () => {
  const dates = {
    dates: ["2030-01-07", "2030-01-08"],
    soldOutDates: ["2030-01-09"],
    closedDates: ["2030-01-10"],
  };

  it("bookable, sold-out and closed days are calendar days", () => {
    expectAccepted(ProductDates, dates);
    expect(expectedName(ProductDates, [])).toBe("ProductDates");
    expectAccepted(ProductDates, { dates: [], soldOutDates: [], closedDates: [] });
  });

  it.each(Object.keys(dates))("a dates answer without %s is refused", (field) => {
    expectRefused(ProductDates, without(dates, field));
  });

  it.each(Object.keys(dates))(
    "a dates answer whose %s holds a day that is no date is refused",
    (field) => {
      expect(expectedName(ProductDates, withField(dates, field, ["2030-02-30"]))).toBe("IsoDate");
    },
  );

  it("the requested date is a calendar day", () => {
    expectAccepted(RequestedDate, { requestedDate: "2030-01-07" });
    expect(expectedName(RequestedDate, { requestedDate: "01/07/2030" })).toBe("IsoDate");
    expect(expectedName(RequestedDate, 1)).toBe("RequestedDate");
  });
});

const aDiscount: Wire = {
  id: 12,
  name: "Adult",
  promotionType: 0,
  price: 25,
  hasPriceRange: true,
  priceRange: { minRetailPrice: 20, maxRetailPrice: 30.5 },
};

describe("discounts (spec §3: hasPriceRange and priceRange.minRetailPrice)", () => {
  it("a discount with its price and price range is accepted", () => {
    expectAccepted(Discount, aDiscount);
    expectAccepted(Discounts, { discounts: [aDiscount] });
  });

  it.each(Object.keys(aDiscount))("a discount without %s is refused", (field) => {
    expectRefused(Discount, without(aDiscount, field));
    expectRefused(Discounts, { discounts: [without(aDiscount, field)] });
  });

  it.each(["minRetailPrice", "maxRetailPrice"])("a price range without %s is refused", (field) => {
    const range = aDiscount.priceRange as Wire;
    expectRefused(Discount, withField(aDiscount, "priceRange", without(range, field)));
  });

  it("the storefront's reading: a discount without its price or its range's top (not in the spec) is accepted", () => {
    const specOnly = withField(without(aDiscount, "price"), "priceRange", { minRetailPrice: 20 });
    expectAccepted(DiscountReading, specOnly);
    expectAccepted(DiscountsReading, { discounts: [specOnly, aDiscount] });
  });

  it.each(["id", "name", "promotionType", "hasPriceRange", "priceRange"])(
    "the storefront's reading: a discount without %s is refused",
    (field) => {
      expectRefused(DiscountReading, without(aDiscount, field));
    },
  );

  it("the storefront's reading: a range without its lowest price is refused; a price sent malformed is refused", () => {
    expectRefused(DiscountReading, withField(aDiscount, "priceRange", { maxRetailPrice: 30.5 }));
    expectRefused(DiscountReading, withField(aDiscount, "price", "25"));
  });

  it("the discounts answer wraps them in discounts", () => {
    expectRefused(Discounts, [aDiscount]);
    expect(expectedName(Discounts, [aDiscount])).toBe("Discounts");
    expect(expectedName(Discount, "Adult")).toBe("Discount");
  });
});

describe("a selected discount (spec §3: id, promotionType, ticketsCount, optional code)", () => {
  const selected = { id: 12, promotionType: 0, ticketsCount: 2 };

  it("a selected discount with or without a code is accepted", () => {
    expectAccepted(SelectedDiscount, selected);
    expectAccepted(SelectedDiscount, { ...selected, code: "SUMMIT-FRIENDS" });
  });

  it.each(Object.keys(selected))("a selected discount without %s is refused", (field) => {
    expectRefused(SelectedDiscount, without(selected, field));
    expectRefused(InventoryRequest, { selectedDiscounts: [without(selected, field)] });
  });

  it("a discount code is non-blank and at most 64 characters", () => {
    expectAccepted(SelectedDiscount, { ...selected, code: "C".repeat(64) });
    expectRefused(SelectedDiscount, { ...selected, code: "C".repeat(65) });
    expect(expectedName(SelectedDiscount, { ...selected, code: " " })).toBe("DiscountCode");
  });

  it("the inventory request carries the selected discounts", () => {
    expectAccepted(InventoryRequest, { selectedDiscounts: [selected] });
    expectRefused(InventoryRequest, {});
    expect(expectedName(InventoryRequest, [selected])).toBe("InventoryRequest");
  });
});

describe("inventory: the entry-time slots with what is left of each", () => {
  const slot = {
    inventoryId: 5,
    startTime: "2030-01-07T10:00:00",
    endTime: "2030-01-07T10:30:00",
    remaining: 0,
  };

  it("a slot with its times and what remains is accepted", () => {
    expectAccepted(InventorySlot, slot);
    expectAccepted(Inventory, { inventory: [slot] });
  });

  it.each(Object.keys(slot))("a slot without %s is refused", (field) => {
    expectRefused(InventorySlot, without(slot, field));
    expectRefused(Inventory, { inventory: [without(slot, field)] });
  });

  it("a slot's times are venue wall-clock times, and what remains is never negative", () => {
    expectRefused(InventorySlot, { ...slot, startTime: "2030-01-07T10:00:00Z" });
    expectRefused(InventorySlot, { ...slot, remaining: -1 });
    expect(expectedName(Inventory, [slot])).toBe("Inventory");
    expect(expectedName(InventorySlot, null)).toBe("InventorySlot");
  });
});

const anOrderProduct: Wire = {
  productId: 101,
  visitDate: "2030-01-07",
  inventoryId: 5,
  selectedDiscounts: [{ id: 12, promotionType: 0, ticketsCount: 2 }],
};

const aPriceRequest: Wire = {
  userAccountId: 1137,
  memberVenueId: 41,
  orderType: "GeneralSale",
  groupSaleIndicator: false,
  products: [anOrderProduct],
  salesTerminalTypeId: 35,
};

const fixedFields: Wire = {
  eventId: null,
  offlineYN: false,
  deviceId: 0,
  taxIdentifier: "",
  isTenderBarcodeWithZeroPrice: false,
};

const aCreateRequest: Wire = { ...aPriceRequest, ...fixedFields };

describe("the price payload (spec §7)", () => {
  it("a price payload with the spec's fields is accepted", () => {
    expectAccepted(PriceRequest, aPriceRequest);
  });

  it.each(Object.keys(aPriceRequest))("a price payload without %s is refused", (field) => {
    expectRefused(PriceRequest, without(aPriceRequest, field));
  });

  it("an untimed product, or one with no date yet, has null for them", () => {
    expectAccepted(OrderProduct, { ...anOrderProduct, visitDate: null, inventoryId: null });
  });

  it.each(Object.keys(anOrderProduct))("an order product without %s is refused", (field) => {
    expectRefused(OrderProduct, without(anOrderProduct, field));
    expectRefused(
      PriceRequest,
      withField(aPriceRequest, "products", [without(anOrderProduct, field)]),
    );
  });

  it("a price payload's order type is refused by its name", () => {
    expect(expectedName(PriceRequest, withField(aPriceRequest, "orderType", "Group"))).toBe(
      "OrderType",
    );
    expect(expectedName(PriceRequest, null)).toBe("PriceRequest");
    expect(expectedName(OrderProduct, null)).toBe("OrderProduct");
  });
});

const aPricedCart: Wire = {
  lines: [{ entityId: 101, discountId: 12, discountName: "Adult", priceBeforeTaxes: 25 }],
  subtotal: 50,
  tax: 5.05,
  total: 55.05,
};

describe("the priced cart (spec §3: entityId, discountId, discountName, priceBeforeTaxes)", () => {
  it("a priced cart with its lines and totals is accepted", () => {
    expectAccepted(PricedCart, aPricedCart);
  });

  it.each(Object.keys(aPricedCart))("a priced cart without %s is refused", (field) => {
    expectRefused(PricedCart, without(aPricedCart, field));
  });

  it.each(["entityId", "discountId", "discountName", "priceBeforeTaxes"])(
    "a cart line without %s is refused",
    (field) => {
      const line = (aPricedCart.lines as Wire[])[0] as Wire;
      expectRefused(CartLine, without(line, field));
      expectRefused(PricedCart, withField(aPricedCart, "lines", [without(line, field)]));
    },
  );

  it("a priced cart's amounts are dollars and cents", () => {
    expect(expectedName(PricedCart, withField(aPricedCart, "tax", 5.055))).toBe("Dollars");
    expect(expectedName(PricedCart, [])).toBe("PricedCart");
    expect(expectedName(CartLine, [])).toBe("CartLine");
  });
});

describe("the create-order payload (spec §7: the price payload plus fixed fields)", () => {
  it("the price payload with eventId null, offlineYN false, deviceId 0, taxIdentifier empty and isTenderBarcodeWithZeroPrice false is accepted", () => {
    expectAccepted(CreatePendingOrderRequest, aCreateRequest);
  });

  it.each(Object.keys(aCreateRequest))("a create-order payload without %s is refused", (field) => {
    expectRefused(CreatePendingOrderRequest, without(aCreateRequest, field));
  });

  it.each([
    ["eventId", 3],
    ["offlineYN", true],
    ["deviceId", 1],
    ["taxIdentifier", "Stryker was here!"],
    ["isTenderBarcodeWithZeroPrice", true],
  ])("a create-order payload whose %s is %j is refused", (field, value) => {
    expectRefused(CreatePendingOrderRequest, withField(aCreateRequest, field, value));
  });
});

const created: Wire = {
  isSuccess: true,
  data: aPricedCart,
  orderId: 7,
  reservationExpirationDateTime: "2030-01-07T18:15:00Z",
};

describe("the create-order answer (spec §7: isSuccess, data, orderId, reservationExpirationDateTime)", () => {
  it("an order made answers its priced cart, id and the hold's expiry", () => {
    expectAccepted(CreatedPendingOrder, created);
    expectAccepted(CreatePendingOrderAnswer, created);
  });

  it.each(Object.keys(created))("an order made without %s is refused", (field) => {
    expectRefused(CreatedPendingOrder, without(created, field));
    expectRefused(CreatePendingOrderAnswer, without(created, field));
  });

  it("an order not made answers isSuccess false, with or without a message (§8)", () => {
    for (const failed of [
      { isSuccess: false },
      { isSuccess: false, message: "Sold out" },
      { isSuccess: false, message: null },
    ]) {
      expectAccepted(FailedPendingOrder, failed);
      expectAccepted(CreatePendingOrderAnswer, failed);
    }
  });

  it("an order not made whose message is not text is refused", () => {
    expectRefused(CreatePendingOrderAnswer, { isSuccess: false, message: 5007 });
  });

  it("isSuccess says which answer it is", () => {
    expectRefused(CreatedPendingOrder, { ...created, isSuccess: false });
    expectRefused(FailedPendingOrder, { isSuccess: true });
    expectRefused(CreatePendingOrderAnswer, without(created, "isSuccess"));
    expect(expectedName(CreatePendingOrderAnswer, "made")).toBe("CreatePendingOrderAnswer");
    expect(expectedName(CreatedPendingOrder, "made")).toBe("CreatedPendingOrder");
  });

  it("a hold's expiry is an instant with its offset", () => {
    expect(
      expectedName(
        CreatedPendingOrder,
        withField(created, "reservationExpirationDateTime", "2030-01-07T10:15:00"),
      ),
    ).toBe("Instant");
  });
});

describe("a hold extended", () => {
  const extended = {
    orderId: 7,
    reservationExpirationDateTime: "2030-01-07T18:30:00-08:00",
    extensionsLeft: 2,
  };

  it("an extension answers the order, the hold's new expiry and the extensions left", () => {
    expectAccepted(ExtendedPendingOrder, extended);
    expectAccepted(ExtendedPendingOrder, { ...extended, extensionsLeft: 0 });
    expectRefused(ExtendedPendingOrder, { ...extended, extensionsLeft: -1 });
    for (const field of Object.keys(extended)) {
      expectRefused(ExtendedPendingOrder, without(extended, field));
    }
    expect(expectedName(ExtendedPendingOrder, null)).toBe("ExtendedPendingOrder");
  });
});
