import type { Product, ProductList } from "../src/domain/product.js";

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
  categoryName: "products",
  isHidden: false,
  ...overrides,
});

/** An empty product list with its checkout texts; pass the categories a test needs. */
export const aProductList = (overrides: Partial<ProductList> = {}): ProductList => ({
  products: [],
  productsOtherAttractions: [],
  productsEvents: [],
  productsGroups: [],
  pricingNotice: "Prices do not include tax.",
  checkOutThankMessage: "Thank you for your order.",
  checkOutUpgradeMessage: "Make the most of your visit.",
  checkOutMessage: "Your tickets will be e-mailed to you.",
  ...overrides,
});
