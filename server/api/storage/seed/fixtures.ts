import type { BrandKey } from "../../../../src/domain/brand.js";
import type { ListedCategoryName } from "../../../../src/domain/category.js";
import { GROUP_TERMS_SECTION } from "../../../../src/domain/contentPage.js";

/*
 * The seed catalogue of both tenants: fictional products, prices and codes, documented in the
 * docs/reference-api.md ("Seed data and test fixtures"). Prices are in cents. Ids: sn 1xx, cgg 2xx.
 */

export interface SeedDiscount {
  readonly id: number;
  readonly name: string;
  readonly promotionType: number;
  readonly priceCents: number;
  readonly groupPriceCents?: number;
  /** A ticket type whose price varies by date shows a range: this is its top. */
  readonly maxPriceCents?: number;
}

export interface SeedProduct {
  readonly id: number;
  readonly tenant: BrandKey;
  readonly category: ListedCategoryName;
  readonly hidden?: boolean;
  readonly name: string;
  readonly shortDescription: string;
  readonly longDescription: string;
  readonly displayLabel: string;
  readonly additionalInformation?: string;
  readonly isTimed: boolean;
  readonly productTypeId: number;
  readonly skipVisitDateSelection?: boolean;
  readonly maxTickets?: { readonly count: number; readonly message: string };
  readonly rollingDaysCount: number;
  readonly group?: {
    readonly advancePurchaseDays: number;
    readonly minQty: number;
    readonly minRuleQty: number;
    readonly rewardQty: number;
  };
  readonly voucherId?: number;
  readonly priceMessage?: string;
  readonly disclosure?: string;
  readonly upgrades?: readonly {
    readonly productId: number;
    readonly headline: string;
    readonly message: string;
  }[];
  readonly instructions?: readonly string[];
  readonly terms?: { readonly label: string; readonly url: string };
  readonly schedule: {
    readonly open: string;
    readonly close: string;
    /** null: one all-day slot per date. */
    readonly slotMinutes: number | null;
    readonly capacity: number;
    /** 0 = Sunday. */
    readonly closedWeekdays?: readonly number[];
    /** Until how many minutes before its entry a visit may change; without it, it may not. */
    readonly changeWindowMinutes?: number;
  };
  readonly discounts: readonly SeedDiscount[];
}

const ADULT = 1;
const CHILD = 2;
const SENIOR = 3;
const CITY_PASS = 4;
const PROMO = 5;

/** The storefront's own Terms page of the tenant that serves it (src/domain/contentPage.ts). */
const generalTerms = {
  label: "Terms and conditions",
  url: "/terms",
};

/** The same page, opened on its group-visits section. */
const groupTerms = { label: "Group terms", url: `/terms#${GROUP_TERMS_SECTION}` };

export const seedProducts: readonly SeedProduct[] = [
  {
    id: 101,
    tenant: "sn",
    category: "products",
    name: "General Admission",
    shortDescription: "Timed entry to the observation deck and the rotating glass floor.",
    longDescription:
      "Ride the glass elevator 520 feet up, step onto the rotating glass floor and take in the city, the sound and the mountains from both observation levels.",
    displayLabel: "Most popular",
    additionalInformation: "Allow 60 to 90 minutes for your visit.",
    isTimed: true,
    productTypeId: 1,
    maxTickets: {
      count: 10,
      message: "You can buy up to 10 tickets per order. For 11 or more, book Group Admission.",
    },
    rollingDaysCount: 60,
    priceMessage: "Weekend prices are higher.",
    upgrades: [
      {
        productId: 104,
        headline: "Add a Summit Café voucher",
        message: "Coffee and a pastry at the top.",
      },
    ],
    instructions: [
      "Arrive at the base entrance 10 minutes before your entry time.",
      "Bags larger than 16 x 12 x 8 inches are not allowed.",
    ],
    terms: generalTerms,
    schedule: {
      open: "09:00",
      close: "21:00",
      slotMinutes: 30,
      capacity: 50,
      changeWindowMinutes: 120,
    },
    discounts: [
      { id: 1011, name: "Adult", promotionType: ADULT, priceCents: 3500, maxPriceCents: 4500 },
      {
        id: 1012,
        name: "Child (5-12)",
        promotionType: CHILD,
        priceCents: 2600,
        maxPriceCents: 3200,
      },
      {
        id: 1013,
        name: "Senior (65+)",
        promotionType: SENIOR,
        priceCents: 3000,
        maxPriceCents: 3900,
      },
    ],
  },
  {
    id: 102,
    tenant: "sn",
    category: "products",
    name: "Sunset Admission",
    shortDescription: "Evening entry timed for the golden hour.",
    longDescription:
      "Watch the sun go down over the water from the open-air deck, then see the city lights come on.",
    displayLabel: "Evenings",
    isTimed: true,
    productTypeId: 1,
    maxTickets: { count: 8, message: "Sunset Admission is limited to 8 tickets per order." },
    rollingDaysCount: 30,
    instructions: [
      "Sunset times change through the year; pick a slot about an hour before sunset.",
    ],
    terms: generalTerms,
    schedule: {
      open: "17:00",
      close: "21:00",
      slotMinutes: 30,
      capacity: 30,
      changeWindowMinutes: 120,
    },
    discounts: [
      { id: 1021, name: "Adult", promotionType: ADULT, priceCents: 4200 },
      { id: 1022, name: "Child (5-12)", promotionType: CHILD, priceCents: 3100 },
    ],
  },
  {
    id: 103,
    tenant: "sn",
    category: "productsOtherAttractions",
    name: "Tower and Glass Garden Combo",
    shortDescription: "One visit to the tower and one to the glass garden next door.",
    longDescription:
      "Visit the observation tower at your chosen time and the Crystal Glass Garden any time the same day.",
    displayLabel: "Save 20%",
    isTimed: false,
    productTypeId: 2,
    rollingDaysCount: 60,
    terms: generalTerms,
    schedule: {
      open: "09:00",
      close: "21:00",
      slotMinutes: null,
      capacity: 300,
      changeWindowMinutes: 120,
    },
    discounts: [
      { id: 1031, name: "Adult", promotionType: ADULT, priceCents: 6200 },
      { id: 1032, name: "Child (5-12)", promotionType: CHILD, priceCents: 4400 },
    ],
  },
  {
    id: 104,
    tenant: "sn",
    category: "productsOtherAttractions",
    name: "Summit Café Voucher",
    shortDescription: "Coffee and a pastry at the Summit Café, any day.",
    longDescription: "Redeem at the café counter on the upper level on any day of your visit.",
    displayLabel: "Add-on",
    isTimed: false,
    productTypeId: 3,
    skipVisitDateSelection: true,
    rollingDaysCount: 1,
    schedule: {
      open: "09:00",
      close: "21:00",
      slotMinutes: null,
      capacity: 1000,
      changeWindowMinutes: 120,
    },
    discounts: [{ id: 1041, name: "Café voucher", promotionType: ADULT, priceCents: 1200 }],
  },
  {
    id: 105,
    tenant: "sn",
    category: "productsEvents",
    name: "Friday Night Stargazing",
    shortDescription: "Telescopes on the deck with the city's astronomy club.",
    longDescription:
      "On Friday and Saturday nights, astronomers set up telescopes on the outer deck and guide you through the night sky.",
    displayLabel: "Fridays and Saturdays",
    isTimed: true,
    productTypeId: 4,
    rollingDaysCount: 45,
    disclosure: "Held rain or shine; telescopes are put away in heavy rain.",
    terms: generalTerms,
    schedule: {
      open: "20:00",
      close: "22:00",
      slotMinutes: 60,
      capacity: 40,
      closedWeekdays: [0, 1, 2, 3, 4],
    },
    discounts: [
      { id: 1051, name: "Adult", promotionType: ADULT, priceCents: 5500 },
      { id: 1052, name: "Child (5-12)", promotionType: CHILD, priceCents: 3500 },
    ],
  },
  {
    id: 106,
    tenant: "sn",
    category: "productsGroups",
    name: "Group Admission",
    shortDescription: "Timed entry for groups of 10 or more, with one free ticket per 10.",
    longDescription:
      "Schools, tours and parties of 10 or more save on every ticket, and every tenth guest visits free.",
    displayLabel: "Groups of 10+",
    isTimed: true,
    productTypeId: 5,
    rollingDaysCount: 90,
    group: { advancePurchaseDays: 3, minQty: 10, minRuleQty: 10, rewardQty: 1 },
    instructions: ["The group leader collects all tickets at the group entrance."],
    terms: groupTerms,
    schedule: {
      open: "09:00",
      close: "20:00",
      slotMinutes: 60,
      capacity: 80,
      changeWindowMinutes: 2880,
    },
    discounts: [
      {
        id: 1061,
        name: "Group Adult",
        promotionType: ADULT,
        priceCents: 3500,
        groupPriceCents: 2900,
      },
      {
        id: 1062,
        name: "Group Child (5-12)",
        promotionType: CHILD,
        priceCents: 2600,
        groupPriceCents: 2100,
      },
    ],
  },
  {
    id: 107,
    tenant: "sn",
    category: "products",
    name: "CityPass C3 Exchange",
    shortDescription: "Exchange your CityPass C3 barcode for a timed ticket.",
    longDescription:
      "Enter the barcode printed on your CityPass C3 ticket, choose a date and time, and get your tower ticket at no charge.",
    displayLabel: "CityPass",
    isTimed: true,
    productTypeId: 6,
    rollingDaysCount: 60,
    voucherId: 9001,
    terms: generalTerms,
    schedule: {
      open: "09:00",
      close: "21:00",
      slotMinutes: 30,
      capacity: 20,
      changeWindowMinutes: 120,
    },
    discounts: [
      { id: 1071, name: "CityPass Adult", promotionType: CITY_PASS, priceCents: 0 },
      { id: 1072, name: "CityPass Child", promotionType: CITY_PASS, priceCents: 0 },
    ],
  },
  {
    id: 108,
    tenant: "sn",
    category: "products",
    hidden: true,
    name: "Member Preview Admission",
    shortDescription: "Members-only timed entry at a member price.",
    longDescription: "A preview price for members, unlocked with a promo code.",
    displayLabel: "Members",
    isTimed: true,
    productTypeId: 1,
    maxTickets: {
      count: 4,
      message: "Member Preview Admission is limited to 4 tickets per order.",
    },
    rollingDaysCount: 30,
    schedule: {
      open: "09:00",
      close: "12:00",
      slotMinutes: 30,
      capacity: 20,
      changeWindowMinutes: 120,
    },
    discounts: [{ id: 1081, name: "Member Adult", promotionType: PROMO, priceCents: 2000 }],
  },
  {
    id: 109,
    tenant: "sn",
    category: "products",
    hidden: true,
    name: "Friends and Family Admission",
    shortDescription: "Timed entry at the friends-and-family price.",
    longDescription: "Shared by link with friends and family of the tower's staff.",
    displayLabel: "By invitation",
    isTimed: true,
    productTypeId: 1,
    rollingDaysCount: 30,
    schedule: {
      open: "09:00",
      close: "21:00",
      slotMinutes: 60,
      capacity: 20,
      changeWindowMinutes: 120,
    },
    discounts: [{ id: 1091, name: "Friends and Family", promotionType: PROMO, priceCents: 1500 }],
  },
  {
    id: 201,
    tenant: "cgg",
    category: "products",
    name: "Garden Admission",
    shortDescription: "Timed entry to the glasshouse, the galleries and the garden.",
    longDescription:
      "Walk through eight galleries of glass art, the forty-foot glasshouse and the garden of glass sculpture among living plants.",
    displayLabel: "Most popular",
    additionalInformation: "Allow about 90 minutes for your visit.",
    isTimed: true,
    productTypeId: 1,
    maxTickets: {
      count: 10,
      message: "You can buy up to 10 tickets per order. For 11 or more, book a Group Garden Tour.",
    },
    rollingDaysCount: 60,
    priceMessage: "Weekend prices are higher.",
    upgrades: [
      {
        productId: 204,
        headline: "Add the Gallery Audio Guide",
        message: "A headset from the entrance, for the day you visit.",
      },
    ],
    instructions: [
      "Enter through the glasshouse doors on the south side.",
      "Tripods are not allowed in the galleries.",
    ],
    terms: generalTerms,
    schedule: {
      open: "10:00",
      close: "19:00",
      slotMinutes: 30,
      capacity: 40,
      changeWindowMinutes: 120,
    },
    discounts: [
      { id: 2011, name: "Adult", promotionType: ADULT, priceCents: 3200, maxPriceCents: 3900 },
      {
        id: 2012,
        name: "Child (5-12)",
        promotionType: CHILD,
        priceCents: 2200,
        maxPriceCents: 2600,
      },
      {
        id: 2013,
        name: "Senior (65+)",
        promotionType: SENIOR,
        priceCents: 2800,
        maxPriceCents: 3400,
      },
    ],
  },
  {
    id: 202,
    tenant: "cgg",
    category: "products",
    name: "Twilight Garden",
    shortDescription: "Evening entry when the glass is lit from within.",
    longDescription:
      "After dusk the sculptures in the garden are lit, and the glasshouse glows against the night sky.",
    displayLabel: "Evenings",
    isTimed: true,
    productTypeId: 1,
    rollingDaysCount: 30,
    terms: generalTerms,
    schedule: {
      open: "18:00",
      close: "21:00",
      slotMinutes: 30,
      capacity: 25,
      changeWindowMinutes: 120,
    },
    discounts: [
      { id: 2021, name: "Adult", promotionType: ADULT, priceCents: 3600 },
      { id: 2022, name: "Child (5-12)", promotionType: CHILD, priceCents: 2400 },
    ],
  },
  {
    id: 203,
    tenant: "cgg",
    category: "productsOtherAttractions",
    name: "Garden and Tower Combo",
    shortDescription: "One visit to the glass garden and one to the tower next door.",
    longDescription:
      "Visit the glass garden any time on your chosen day and the observation tower the same day.",
    displayLabel: "Save 20%",
    isTimed: false,
    productTypeId: 2,
    rollingDaysCount: 60,
    skipVisitDateSelection: false,
    schedule: {
      open: "10:00",
      close: "19:00",
      slotMinutes: null,
      capacity: 300,
      changeWindowMinutes: 120,
    },
    discounts: [
      { id: 2031, name: "Adult", promotionType: ADULT, priceCents: 6200 },
      { id: 2032, name: "Child (5-12)", promotionType: CHILD, priceCents: 4400 },
    ],
  },
  {
    id: 204,
    tenant: "cgg",
    category: "productsOtherAttractions",
    name: "Gallery Audio Guide",
    shortDescription: "The artist's own audio tour of the galleries, any day.",
    longDescription: "Collect your headset at the entrance on any day you visit.",
    displayLabel: "Add-on",
    isTimed: false,
    productTypeId: 3,
    skipVisitDateSelection: true,
    rollingDaysCount: 1,
    schedule: {
      open: "10:00",
      close: "19:00",
      slotMinutes: null,
      capacity: 1000,
      changeWindowMinutes: 120,
    },
    discounts: [{ id: 2041, name: "Audio guide", promotionType: ADULT, priceCents: 800 }],
  },
  {
    id: 205,
    tenant: "cgg",
    category: "productsEvents",
    name: "Hot Shop Glassblowing Demo",
    shortDescription: "Watch a glass piece made from start to finish in the hot shop.",
    longDescription:
      "A gaffer and team shape a piece live while a host explains every step. Weekends only.",
    displayLabel: "Weekends",
    isTimed: true,
    productTypeId: 4,
    rollingDaysCount: 45,
    disclosure: "Seating is on benches close to the furnace; it is warm.",
    schedule: {
      open: "11:00",
      close: "15:00",
      slotMinutes: 60,
      capacity: 30,
      closedWeekdays: [1, 2, 3, 4, 5],
    },
    discounts: [
      { id: 2051, name: "Adult", promotionType: ADULT, priceCents: 4800 },
      { id: 2052, name: "Child (5-12)", promotionType: CHILD, priceCents: 2800 },
    ],
  },
  {
    id: 206,
    tenant: "cgg",
    category: "productsGroups",
    name: "Group Garden Tour",
    shortDescription: "Timed entry for groups of 15 or more, with one free ticket per 15.",
    longDescription:
      "Groups of 15 or more tour the garden at a group price, and every fifteenth guest visits free.",
    displayLabel: "Groups of 15+",
    isTimed: true,
    productTypeId: 5,
    rollingDaysCount: 90,
    group: { advancePurchaseDays: 7, minQty: 15, minRuleQty: 15, rewardQty: 1 },
    terms: groupTerms,
    schedule: {
      open: "10:00",
      close: "18:00",
      slotMinutes: 60,
      capacity: 60,
      changeWindowMinutes: 2880,
    },
    discounts: [
      {
        id: 2061,
        name: "Group Adult",
        promotionType: ADULT,
        priceCents: 3200,
        groupPriceCents: 2600,
      },
      {
        id: 2062,
        name: "Group Child (5-12)",
        promotionType: CHILD,
        priceCents: 2200,
        groupPriceCents: 1800,
      },
    ],
  },
  {
    id: 207,
    tenant: "cgg",
    category: "products",
    name: "CityPass Exchange",
    shortDescription: "Exchange your CityPass barcode for a timed ticket.",
    longDescription:
      "Enter the barcode printed on your CityPass, choose a date and time, and get your garden ticket at no charge.",
    displayLabel: "CityPass",
    isTimed: true,
    productTypeId: 6,
    rollingDaysCount: 60,
    voucherId: 9002,
    schedule: {
      open: "10:00",
      close: "19:00",
      slotMinutes: 30,
      capacity: 15,
      changeWindowMinutes: 120,
    },
    discounts: [
      { id: 2071, name: "CityPass Adult", promotionType: CITY_PASS, priceCents: 0 },
      { id: 2072, name: "CityPass Child", promotionType: CITY_PASS, priceCents: 0 },
    ],
  },
  {
    id: 208,
    tenant: "cgg",
    category: "products",
    hidden: true,
    name: "Member Preview Garden",
    shortDescription: "Members-only timed entry at a member price.",
    longDescription: "A preview price for members, unlocked with a promo code.",
    displayLabel: "Members",
    isTimed: true,
    productTypeId: 1,
    maxTickets: { count: 4, message: "Member Preview Garden is limited to 4 tickets per order." },
    rollingDaysCount: 30,
    schedule: {
      open: "10:00",
      close: "13:00",
      slotMinutes: 30,
      capacity: 15,
      changeWindowMinutes: 120,
    },
    discounts: [{ id: 2081, name: "Member Adult", promotionType: PROMO, priceCents: 1800 }],
  },
  {
    id: 209,
    tenant: "cgg",
    category: "products",
    hidden: true,
    name: "Artist Friends Admission",
    shortDescription: "Timed entry at the artist-friends price.",
    longDescription: "Shared by link with friends of the studio.",
    displayLabel: "By invitation",
    isTimed: true,
    productTypeId: 1,
    rollingDaysCount: 30,
    schedule: {
      open: "10:00",
      close: "19:00",
      slotMinutes: 60,
      capacity: 15,
      changeWindowMinutes: 120,
    },
    discounts: [{ id: 2091, name: "Artist Friends", promotionType: PROMO, priceCents: 1400 }],
  },
];

/** City-pass promotions: which discount a barcode grants. */
export const seedPromotions = [
  { id: 9101, discountId: 1071, name: "CityPass C3 Adult" },
  { id: 9102, discountId: 1072, name: "CityPass C3 Child" },
  { id: 9201, discountId: 2071, name: "CityPass Adult" },
  { id: 9202, discountId: 2072, name: "CityPass Child" },
] as const;

const barcodes = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(4, "0")}`);

export const seedCityPassBarcodes = [
  ...barcodes("C3SN", 20).map((barcode, i) => ({
    barcode,
    tenant: "sn" as const,
    provider: "CityPassC3" as const,
    productId: 107,
    promotionIds: [i % 4 === 3 ? 9102 : 9101],
  })),
  ...barcodes("CPGG", 20).map((barcode, i) => ({
    barcode,
    tenant: "cgg" as const,
    provider: "CityPass" as const,
    productId: 207,
    promotionIds: [i % 4 === 3 ? 9202 : 9201],
  })),
];

export const seedPromoCodes = [
  { tenant: "sn", code: "SUMMIT20", productIds: [108] },
  { tenant: "cgg", code: "GLASS15", productIds: [208] },
] as const;

/** Hyperlinks: `expired` ones expired yesterday; the others stay valid for a year. */
export const seedHyperlinks = [
  { tenant: "sn", code: "SUMMIT-FRIENDS", productId: 109, hiddenProductIds: [109], expired: false },
  { tenant: "sn", code: "SUMMIT-SUNSET", productId: 102, hiddenProductIds: [], expired: false },
  { tenant: "sn", code: "SUMMIT-EXPIRED", productId: 109, hiddenProductIds: [109], expired: true },
  { tenant: "cgg", code: "GLASS-FRIENDS", productId: 209, hiddenProductIds: [209], expired: false },
  { tenant: "cgg", code: "GLASS-TWILIGHT", productId: 202, hiddenProductIds: [], expired: false },
  { tenant: "cgg", code: "GLASS-EXPIRED", productId: 209, hiddenProductIds: [209], expired: true },
] as const;

export const seedFeatureFlags = ["promoCode", "groupSales", "cityPass", "selfServiceCancellation"];

export const seedTenantSettings = [
  {
    tenant: "sn",
    htmlHeader: "",
    htmlFooter: "",
    taxBasisPoints: 1010,
    pricingNotice: "Prices include a $2 facility fee. Sales tax is added at checkout.",
    // The page adds that the tickets are on their way only when an e-mail was queued.
    checkOutThankMessage: "Thank you for your order! We look forward to your visit.",
    // The cart shows it above the upgrades of whatever it holds, so it names none of them.
    checkOutUpgradeMessage: "Make a day of it: add these to your visit.",
    checkOutMessage: "Tickets are valid only for the date and time shown.",
    // How long a waiting-list offer holds its places for the party it was made to.
    waitingListOfferMinutes: 30,
  },
  {
    tenant: "cgg",
    htmlHeader: "",
    htmlFooter: "",
    taxBasisPoints: 1010,
    pricingNotice: "Sales tax is added at checkout.",
    checkOutThankMessage: "Thank you for your order! We look forward to your visit.",
    checkOutUpgradeMessage: "Add the Gallery Audio Guide to hear the artist's own story.",
    checkOutMessage: "Please arrive within 30 minutes of your entry time.",
    waitingListOfferMinutes: 20,
  },
] as const;

/** Tracking scripts by the brand's tracking-script id (41 sn, 44 cgg). */
export const seedTrackingScripts = [
  { id: 41, script: "window.storefrontTracking = { venue: 'sn', loadedAt: Date.now() };" },
  { id: 44, script: "window.storefrontTracking = { venue: 'cgg', loadedAt: Date.now() };" },
] as const;
