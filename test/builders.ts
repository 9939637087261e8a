import type { CartProduct, PricedCart } from "../src/domain/cart.js";
import type { Configuration } from "../src/domain/configuration.js";
import { byListedCategory } from "../src/domain/category.js";
import type { Cents } from "../src/domain/money.js";
import type {
  OrderSummary,
  OrderTicket,
  PurchaseConfirmation,
  Ticket,
} from "../src/domain/order.js";
import type { PendingOrder } from "../src/domain/pendingOrder.js";
import type { Product, ProductList } from "../src/domain/product.js";
import type { PurchaseForm } from "../src/domain/purchaseForm.js";
import type { Discount, Inventory, SaleDates } from "../src/domain/ticketingState.js";

/** A plain, untimed, listed product with no limits; override only what a test is about. */
export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  productId: 101,
  name: "General Admission",
  shortDescription: "Entry to the attraction",
  longDescription: "Entry to the attraction for one guest on the chosen day.",
  isTimed: false,
  productTypeId: 1,
  imageUrl: "https://images.example.com/general-admission.jpg",
  displayLabel: "General Admission",
  additionalInformation: "",
  productUpgrades: [],
  productAttributes: [],
  skipVisitDateSelection: false,
  systemRedeemableOnly: false,
  maxTicketsAllowedPerOrder: null,
  maxTicketsAllowedPerOrderMsg: null,
  rollingDaysCount: null,
  groupSalesAdvPurchaseDayCount: null,
  groupSalesMinQty: null,
  groupSalesMinRuleQty: null,
  groupSalesRewardQty: null,
  voucherId: null,
  isVoucher: false,
  promotionId: null,
  emailExchangeButtonLabel: null,
  disclosure: null,
  priceMessage: null,
  isPriceMessageEnabled: false,
  appliedPromotions: [],
  fromPrice: 2500,
  categoryName: "products",
  isHidden: false,
  ...overrides,
});

/** An empty product list with its checkout texts; pass the categories a test needs. */
export const aProductList = (overrides: Partial<ProductList> = {}): ProductList => ({
  ...byListedCategory(() => []),
  pricingNotice: "Prices do not include tax.",
  checkOutThankMessage: "Thank you for your order.",
  checkOutUpgradeMessage: "Make the most of your visit.",
  checkOutMessage: "Your tickets will be e-mailed to you.",
  ...overrides,
});

/** A configuration for the sn tenant as the config answer and brand would give it. */
export const aConfiguration = (overrides: Partial<Configuration> = {}): Configuration => ({
  apiUri: "http://localhost:8080",
  ticketUrl: "http://localhost:8080",
  client: "sn",
  companyName: "Summit Needle Company",
  venueName: "Summit Needle Observation Tower",
  azureInsightsKey: "insights-key",
  gaMeasurementId: "G-SNSTORE001",
  fraudScoringShopId: "sn-web-store",
  fraudBeaconUrl: "http://localhost:8080/beacon",
  cartToken: "cart-token-1",
  sentryEnvironment: "test",
  script: { htmlHeader: "", htmlFooter: "" },
  ...overrides,
});

/** One untimed product for a date, with one adult ticket; override the key to add several. */
export const aCartProduct = (overrides: Partial<CartProduct> = {}): CartProduct => ({
  key: "line-1",
  productId: 101,
  name: "General Admission",
  categoryName: "products",
  visitDate: "2026-11-22",
  inventory: null,
  selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: 1 }],
  ...overrides,
});

/** A pricing answer of one line at `total` cents (tax included in the total, none separate). */
export const aPricedCart = (total: Cents = 2500): PricedCart => ({
  lines: [{ entityId: 1, discountId: 10, discountName: "Adult", priceBeforeTaxes: total }],
  subtotal: total,
  tax: 0,
  total,
});

export const aPendingOrder = (overrides: Partial<PendingOrder> = {}): PendingOrder => ({
  orderId: 5001,
  reservationExpirationDateTime: "2026-11-22T10:15:00Z",
  priced: aPricedCart(),
  ...overrides,
});

/** A form that passes validation (the card expires in 2099; the number passes Luhn). */
export const aPurchaseForm = (overrides: Partial<PurchaseForm> = {}): PurchaseForm => ({
  email: "guest@example.com",
  firstName: "Ada",
  lastName: "Guest",
  address1: "1 Main Street",
  address2: "",
  city: "Seattle",
  state: "WA",
  postalCode: "98109",
  country: "US",
  phoneNumber: "2065550100",
  cardOwnerName: "Ada Guest",
  cardNumber: "4111 1111 1111 1111",
  cardMonthExp: "12",
  cardYearExp: "2099",
  cardCVV: "123",
  sendNotificationYN: true,
  ...overrides,
});

export const aPurchaseConfirmation = (
  overrides: Partial<PurchaseConfirmation> = {},
): PurchaseConfirmation => ({
  orderId: 5001,
  orderConfirmation: "CONF-5001",
  totalPrice: 2500,
  totalTax: 0,
  ticketsEmailedTo: null,
  ...overrides,
});

export const anOrderSummary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  orderId: 5001,
  guestFirstName: "Ada",
  guestLastName: "Guest",
  orderDate: "2026-11-20T09:30:00",
  visitDate: "2026-11-22T00:00:00",
  orderConfirmation: "CONF-5001",
  numberOfTickets: 2,
  orderProducts: [{ productName: "General Admission", qty: 2 }],
  email: "guest@example.com",
  status: { tag: "CONFIRMED" },
  totalPaid: 7000,
  totalTax: 560,
  tickets: null,
  ...overrides,
});

/** One standing ticket of a found order, which may be cancelled and whose visit may change. */
export const anOrderTicket = (overrides: Partial<OrderTicket> = {}): OrderTicket => ({
  ticketId: 11,
  productName: "General Admission",
  discountName: "Adult",
  visitDate: "2026-11-22",
  startTime: "2026-11-22T10:00:00",
  endTime: "2026-11-22T11:00:00",
  cancellable: true,
  productId: 101,
  changeableUntil: "2026-11-22T08:00:00",
  ...overrides,
});

export const aTicket = (overrides: Partial<Required<Ticket>> = {}): Required<Ticket> => ({
  ticketId: 1,
  orderId: 5001,
  guestName: "Ada Lovelace",
  name: "General Admission",
  barcode: "TKT0000001",
  productId: 101,
  discountName: "Adult",
  visitDate: "2026-11-22",
  startTime: null,
  endTime: null,
  ...overrides,
});

export const aDiscount = (overrides: Partial<Discount> = {}): Discount => ({
  id: 10,
  name: "Adult",
  promotionType: 0,
  price: 2500,
  hasPriceRange: false,
  priceRange: { minRetailPrice: 2500, maxRetailPrice: 2500 },
  ...overrides,
});

export const anInventory = (overrides: Partial<Inventory> = {}): Inventory => ({
  inventoryId: 1,
  startTime: "2026-11-22T10:00:00",
  endTime: "2026-11-22T11:00:00",
  remaining: 50,
  ...overrides,
});

/** A dates answer: these days can be booked; none of the window is sold out or closed. */
export const saleDatesOf = (
  dates: readonly string[],
  unavailable: Partial<Pick<SaleDates, "soldOutDates" | "closedDates">> = {},
): SaleDates => ({ dates, soldOutDates: [], closedDates: [], ...unavailable });
