import type * as t from "io-ts";
import type { CartProduct, PricedCart } from "../../domain/cart.js";
import { byListedCategory, type CategoryName } from "../../domain/category.js";
import { centsFromDollars } from "../../domain/money.js";
import { normalizePromoCodeProduct, type Product, type ProductList } from "../../domain/product.js";
import type { SaleKind, Tenant } from "../../domain/tenant.js";
import { USER_ACCOUNT_ID } from "../../domain/tenant.js";
import type { Discount, Inventory, SaleDates } from "../../domain/ticketingState.js";
import type * as catalog from "#contract/catalog.js";
import type * as ticketing from "#contract/ticketingCodecs.js";
import type { OrderDraft } from "../../ports/ticketingApi.js";

/** Wire shapes to domain values and back: money becomes cents, products learn their category. */

type WireProduct = t.TypeOf<typeof catalog.ProductReading>;

// An API that sends no fromPrice (it is the reference server's extension) shows no "From $X".
const fromPriceInCents = (fromPrice: number | null | undefined) =>
  fromPrice === null || fromPrice === undefined ? null : centsFromDollars(fromPrice);

export const productFromWire = (product: WireProduct, categoryName: CategoryName): Product => ({
  ...product,
  fromPrice: fromPriceInCents(product.fromPrice),
  categoryName,
});

export const productListFromWire = (
  list: t.TypeOf<typeof catalog.ProductListReading>,
): ProductList => ({
  ...byListedCategory((category) => list[category].map((p) => productFromWire(p, category))),
  pricingNotice: list.pricingNotice,
  checkOutThankMessage: list.checkOutThankMessage,
  checkOutUpgradeMessage: list.checkOutUpgradeMessage,
  checkOutMessage: list.checkOutMessage,
});

export const promoProductsFromWire = (
  products: t.TypeOf<typeof catalog.PromoCodeProductsReading>,
): Product[] =>
  products.map((product) =>
    normalizePromoCodeProduct({
      ...product,
      fromPrice: fromPriceInCents(product.fromPrice),
      categoryName: "promoCodeProducts",
    }),
  );

// An API that does not say which days are sold out or closed gives a calendar without those marks.
export const saleDatesFromWire = ({
  dates,
  soldOutDates = [],
  closedDates = [],
}: t.TypeOf<typeof ticketing.ProductDatesReading>): SaleDates => ({
  dates,
  soldOutDates,
  closedDates,
});

// An API that does not send a discount's price, or the top of its range, shows none.
export const discountFromWire = ({
  price,
  priceRange,
  ...discount
}: t.TypeOf<typeof ticketing.DiscountReading>): Discount => ({
  id: discount.id,
  name: discount.name,
  promotionType: discount.promotionType,
  price: price === undefined ? null : centsFromDollars(price),
  hasPriceRange: discount.hasPriceRange,
  priceRange: {
    minRetailPrice: centsFromDollars(priceRange.minRetailPrice),
    maxRetailPrice:
      priceRange.maxRetailPrice === undefined ? null : centsFromDollars(priceRange.maxRetailPrice),
  },
});

// An API that does not say how many places a slot has left shows no "N left" beside it.
export const slotFromWire = ({
  remaining,
  ...slot
}: t.TypeOf<typeof ticketing.InventorySlotReading>): Inventory => ({
  ...slot,
  remaining: remaining ?? null,
});

export const pricedCartFromWire = (priced: t.TypeOf<typeof ticketing.PricedCart>): PricedCart => ({
  lines: priced.lines.map((line) => ({
    ...line,
    priceBeforeTaxes: centsFromDollars(line.priceBeforeTaxes),
  })),
  subtotal: centsFromDollars(priced.subtotal),
  tax: centsFromDollars(priced.tax),
  total: centsFromDollars(priced.total),
});

export const saleTypeOf = (saleKind: SaleKind): t.TypeOf<typeof ticketing.SaleType> =>
  saleKind === "group" ? "GroupSale" : "NonGroupSale";

const orderProductOf = (product: CartProduct) => ({
  productId: product.productId,
  visitDate: product.visitDate,
  inventoryId: product.inventory?.inventoryId ?? null,
  selectedDiscounts: product.selectedDiscounts.map((discount) => ({
    id: discount.id,
    promotionType: discount.promotionType,
    ticketsCount: discount.ticketsCount,
    ...(discount.code === undefined ? {} : { code: discount.code }),
  })),
});

const terminalOf = (tenant: Tenant, saleKind: SaleKind) =>
  saleKind === "group" ? tenant.groupSaleTerminalTypeId : tenant.salesTerminalTypeId;

/** The price payload of spec §7. */
export const priceRequestOf = (order: OrderDraft) => ({
  userAccountId: USER_ACCOUNT_ID,
  memberVenueId: order.tenant.memberVenueId,
  orderType: order.saleKind === "group" ? ("GroupSale" as const) : ("GeneralSale" as const),
  groupSaleIndicator: order.saleKind === "group",
  products: order.products.map(orderProductOf),
  salesTerminalTypeId: terminalOf(order.tenant, order.saleKind),
});

/** The create-order payload: the price payload plus the fixed fields of spec §7. */
export const createPendingOrderRequestOf = (order: OrderDraft) => ({
  ...priceRequestOf(order),
  eventId: null,
  offlineYN: false as const,
  deviceId: 0 as const,
  taxIdentifier: "" as const,
  isTenderBarcodeWithZeroPrice: false as const,
});
