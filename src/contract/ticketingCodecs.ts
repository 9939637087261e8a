import * as t from "io-ts";
import {
  Dollars,
  Id,
  Instant,
  IsoDate,
  NonNegativeInt,
  nullable,
  WallClock,
  boundedString,
  twoReadings,
} from "./primitives.js";

/** Dates, discounts, inventory, pricing and pending orders (spec §7, ticketing API). */

export const SalesChannel = t.literal("Web");
export const SaleType = t.keyof({ GroupSale: null, NonGroupSale: null }, "SaleType");
export const OrderType = t.keyof({ GroupSale: null, GeneralSale: null }, "OrderType");

// Not shown in the spec: dates come wrapped, so the answer can grow without breaking clients.
// `dates` are the days that can be booked; within the same sale window, `soldOutDates` have
// no place left and `closedDates` are days the product is not sold (a closed weekday, or
// today once it has closed), so a calendar can say why a day cannot be chosen.
export const [ProductDates, ProductDatesReading] = twoReadings(
  "ProductDates",
  { dates: t.array(IsoDate) },
  { soldOutDates: t.array(IsoDate), closedDates: t.array(IsoDate) },
);

// The spec names a discount's hasPriceRange and priceRange.minRetailPrice (§3); its price and
// the top of its range are the reference server's, shown when they come.
const [PriceRange, PriceRangeReading] = twoReadings(
  "PriceRange",
  { minRetailPrice: Dollars },
  { maxRetailPrice: Dollars },
);

const discountSpec = {
  id: Id,
  name: t.string,
  promotionType: NonNegativeInt,
  hasPriceRange: t.boolean,
};

export const Discount = t.type(
  {
    ...discountSpec,
    // The price of one ticket of this type, before taxes.
    price: Dollars,
    priceRange: PriceRange,
  },
  "Discount",
);

export const DiscountReading = t.intersection(
  [t.type({ ...discountSpec, priceRange: PriceRangeReading }), t.partial({ price: Dollars })],
  "Discount",
);

export const Discounts = t.type({ discounts: t.array(Discount) }, "Discounts");
export const DiscountsReading = t.type({ discounts: t.array(DiscountReading) }, "Discounts");

export const SelectedDiscount = t.intersection(
  [
    t.type({ id: Id, promotionType: NonNegativeInt, ticketsCount: NonNegativeInt }),
    t.partial({ code: boundedString("DiscountCode", 64) }),
  ],
  // Stryker disable next-line StringLiteral: an intersection is named in no decode failure
  "SelectedDiscount",
);

export const InventoryRequest = t.type(
  { selectedDiscounts: t.array(SelectedDiscount) },
  "InventoryRequest",
);

// Not shown in the spec: an entry-time slot is named by its inventoryId, which the order holds,
// and the reference server adds the capacity still free for sale.
export const [InventorySlot, InventorySlotReading] = twoReadings(
  "InventorySlot",
  { inventoryId: Id, startTime: WallClock, endTime: WallClock },
  { remaining: NonNegativeInt },
);

export const Inventory = t.type({ inventory: t.array(InventorySlot) }, "Inventory");
export const InventoryReading = t.type({ inventory: t.array(InventorySlotReading) }, "Inventory");

/** The date/slot query of discounts and inventory. */
export const RequestedDate = t.type({ requestedDate: IsoDate }, "RequestedDate");

// Not shown in the spec: one product of an order, with its date, slot and ticket lines.
export const OrderProduct = t.type(
  {
    productId: Id,
    visitDate: nullable(IsoDate),
    inventoryId: nullable(Id),
    selectedDiscounts: t.array(SelectedDiscount),
  },
  "OrderProduct",
);

/** The price payload of spec §7. */
export const PriceRequest = t.type(
  {
    userAccountId: Id,
    memberVenueId: Id,
    orderType: OrderType,
    groupSaleIndicator: t.boolean,
    products: t.array(OrderProduct),
    salesTerminalTypeId: Id,
  },
  "PriceRequest",
);

export const CartLine = t.type(
  { entityId: Id, discountId: Id, discountName: t.string, priceBeforeTaxes: Dollars },
  "CartLine",
);

// Not shown in the spec: the priced cart is its lines (one per ticket type) and the totals.
export const PricedCart = t.type(
  { lines: t.array(CartLine), subtotal: Dollars, tax: Dollars, total: Dollars },
  "PricedCart",
);

/** The create-order payload: the price payload plus the fixed fields of spec §7. */
export const CreatePendingOrderRequest = t.intersection(
  [
    PriceRequest,
    t.type({
      eventId: t.null,
      offlineYN: t.literal(false),
      deviceId: t.literal(0),
      taxIdentifier: t.literal(""),
      isTenderBarcodeWithZeroPrice: t.literal(false),
    }),
  ],
  // Stryker disable next-line StringLiteral: an intersection is named in no decode failure
  "CreatePendingOrderRequest",
);

export const CreatedPendingOrder = t.type(
  {
    isSuccess: t.literal(true),
    data: PricedCart,
    orderId: Id,
    reservationExpirationDateTime: Instant,
  },
  "CreatedPendingOrder",
);

/** isSuccess false: the order was not made; the message, when there is one, says why (§8). */
export const FailedPendingOrder = t.intersection(
  [t.type({ isSuccess: t.literal(false) }), t.partial({ message: t.union([t.string, t.null]) })],
  // Stryker disable next-line StringLiteral: an intersection is named in no decode failure
  "FailedPendingOrder",
);

export const CreatePendingOrderAnswer = t.union(
  [CreatedPendingOrder, FailedPendingOrder],
  "CreatePendingOrderAnswer",
);

// Not shown in the spec: the reference API's hold extension (WCAG 2.2.1 lets a guest ask for
// more time): the pending order's hold starts again, in full, from the moment it is asked, a
// limited number of times; `extensionsLeft` says how many more it may.
export const ExtendedPendingOrder = t.type(
  { orderId: Id, reservationExpirationDateTime: Instant, extensionsLeft: NonNegativeInt },
  "ExtendedPendingOrder",
);
