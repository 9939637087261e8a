import { byListedCategory } from "../../src/domain/category.js";
import type { Wire } from "./codecRules.js";

/*
 * Answers as the reference server sends them, in full (spec §3 and its extensions): the one
 * copy the contract suites and the adapters' spec-only suite start from, a field removed or
 * changed per test.
 */

export const anUpgrade: Wire = {
  upgradeProductId: 7,
  headline: "Add the observation deck",
  promotionalMessage: "Save $5",
  longDescription: "The deck at sunset.",
  imageUrl: "https://images.example.com/deck.jpg",
};

export const anAttribute: Wire = {
  attributeName: "instruction",
  attributeValue: "Bring your ticket.",
};

export const aPromotion: Wire = {
  promotionId: 3,
  discountId: 12,
  promotionType: 2,
  name: "Summit friends",
};

const productFields: Wire = {
  productId: 101,
  name: "General Admission",
  shortDescription: "Entry to the attraction",
  longDescription: "Entry for one guest on the chosen day.",
  isTimed: true,
  productTypeId: 1,
  imageUrl: "https://images.example.com/general-admission.jpg",
  displayLabel: "General Admission",
  additionalInformation: "",
  productUpgrades: [anUpgrade],
  productAttributes: [anAttribute],
  skipVisitDateSelection: false,
  systemRedeemableOnly: false,
  rollingDaysCount: 90,
  groupSalesAdvPurchaseDayCount: 2,
  groupSalesMinQty: 15,
  groupSalesMinRuleQty: 10,
  groupSalesRewardQty: 1,
  voucherId: 4,
  isVoucher: false,
  promotionId: 3,
  emailExchangeButtonLabel: "Exchange",
  disclosure: "No refunds after the visit.",
  priceMessage: "From $25",
  isPriceMessageEnabled: true,
  appliedPromotions: [aPromotion],
  isHidden: false,
  fromPrice: 25.5,
};

export const aProduct: Wire = {
  ...productFields,
  maxTicketsAllowedPerOrder: 10,
  maxTicketsAllowedPerOrderMsg: "At most 10 tickets.",
};

export const aPromoCodeProduct: Wire = {
  ...productFields,
  maxNbTicketsAllowedPerOrder: 10,
  maxNbTicketsAllowedPerOrderMsg: "At most 10 tickets.",
};

/** The product list answer with `products` in each of its categories. */
export const productList = (products: readonly Wire[]): Wire => ({
  ...byListedCategory(() => products),
  pricingNotice: "Prices do not include tax.",
  checkOutThankMessage: "Thank you.",
  checkOutUpgradeMessage: "",
  checkOutMessage: "",
});

/** An order look-up (spec §3 "Order (lookup)"): the spec's nine fields, then the server's. */
export const anOrder: Wire = {
  orderId: 5001,
  guestFirstName: "Ada",
  guestLastName: "Guest",
  orderDate: "2026-11-20T09:30:00",
  visitDate: "2026-11-22T00:00:00",
  orderConfirmation: "CONF-5001",
  numberOfTickets: 2,
  orderProducts: [{ productName: "General Admission", qty: 2 }],
  email: "guest@example.com",
  status: "CONFIRMED",
  cancelledDate: null,
  totalPaid: 70,
  totalTax: 5.6,
  tickets: [
    {
      ticketId: 41,
      productName: "General Admission",
      discountName: "Adult",
      visitDate: "2026-11-22",
      startTime: "2026-11-22T10:00:00",
      endTime: "2026-11-22T11:00:00",
      cancellable: true,
    },
  ],
};
export const orderExtensions = ["status", "cancelledDate", "totalPaid", "totalTax", "tickets"];
