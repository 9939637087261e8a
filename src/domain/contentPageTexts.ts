import type { Brand, BrandKey } from "./brand.js";
import { GROUP_TERMS_SECTION, type ContentPageSlug } from "./contentPage.js";

/** A part of a content page: a heading, its paragraphs and, when a link opens on it, its id. */
export interface ContentSection {
  readonly id?: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** What differs between the venues' rules, written once per brand. */
interface VenueRules {
  readonly visit: string;
  readonly groupMinimum: number;
  readonly groupDaysAhead: number;
  readonly bags: string;
  readonly access: string;
}

const venueRules: Record<BrandKey, VenueRules> = {
  sn: {
    visit: "the observation deck and the rotating glass floor",
    groupMinimum: 10,
    groupDaysAhead: 3,
    bags: "Bags larger than 16 x 12 x 8 inches are not allowed; there are no lockers.",
    access:
      "Both elevators and both observation levels are step-free, and the glass floor can be crossed with a wheelchair. Assistance dogs are welcome.",
  },
  cgg: {
    visit: "the glasshouse, the galleries and the garden",
    groupMinimum: 15,
    groupDaysAhead: 7,
    bags: "Large bags and backpacks stay in the free lockers at the entrance, for the glass's sake.",
    access:
      "The galleries, the glasshouse and the garden paths are step-free; benches stand in every room. Assistance dogs are welcome.",
  },
};

const terms = (brand: Brand, rules: VenueRules): readonly ContentSection[] => [
  {
    heading: "Your tickets",
    paragraphs: [
      `A ticket admits one guest to ${rules.visit} of ${brand.venueName} on the date and, for timed tickets, within the entry time shown on it.`,
      "Please arrive within your entry time: later entry is subject to availability.",
      rules.bags,
    ],
  },
  {
    heading: "Changes and refunds",
    paragraphs: [
      "An order that can be cancelled online is cancelled under Manage my order; the refund goes back to the card you paid with within 5-10 business days.",
      `For anything else, contact Guest Services at ${brand.guestServices.phone} or ${brand.guestServices.email}.`,
    ],
  },
  {
    id: GROUP_TERMS_SECTION,
    heading: "Group visits",
    paragraphs: [
      `Group tickets are for groups of ${String(rules.groupMinimum)} or more, booked at least ${String(rules.groupDaysAhead)} days ahead, with one free ticket per ${String(rules.groupMinimum)} paid.`,
      "One order covers the whole group and is paid by one card.",
    ],
  },
  {
    heading: "Who sells your tickets",
    paragraphs: [`Tickets are sold by ${brand.companyName}.`],
  },
];

const privacy = (brand: Brand): readonly ContentSection[] => [
  {
    heading: "What we keep",
    paragraphs: [
      "Your name, e-mail, address and phone number, and the tickets you bought, so we can send your tickets, find your order and refund it.",
      "Your card is charged by our payment processor; we never store its number or security code.",
    ],
  },
  {
    heading: "What we measure",
    paragraphs: [
      "We count visits to the shop's pages and steps of a purchase to improve the shop, and check each purchase against card fraud.",
    ],
  },
  {
    heading: "Your choices",
    paragraphs: [
      `To see, correct or delete what we keep about you, write to ${brand.guestServices.email}. ${brand.companyName} answers within 30 days.`,
    ],
  },
];

const accessibility = (brand: Brand, rules: VenueRules): readonly ContentSection[] => [
  {
    heading: "At the venue",
    paragraphs: [
      rules.access,
      "A companion of a guest who needs one visits free: call Guest Services before your visit.",
    ],
  },
  {
    heading: "This shop",
    paragraphs: [
      "The shop is made to meet WCAG 2.2 level AA: it works with a keyboard alone, with screen readers and at 400% zoom, in light and dark.",
      `If something stands in your way, tell us at ${brand.guestServices.phone} or ${brand.guestServices.email} and we will book your tickets with you.`,
    ],
  },
];

const contact = (): readonly ContentSection[] => [
  {
    heading: "Guest Services",
    paragraphs: [
      "We answer every day from 9:00 AM to 6:00 PM, and e-mails within one business day.",
      "Have your order number at hand if you are asking about an order.",
    ],
  },
];

/** The brand's words for one of its content pages. */
export const contentSections = (brand: Brand, slug: ContentPageSlug): readonly ContentSection[] => {
  const rules = venueRules[brand.key];
  switch (slug) {
    case "terms":
      return terms(brand, rules);
    case "privacy":
      return privacy(brand);
    case "accessibility":
      return accessibility(brand, rules);
    case "contact":
      return contact();
  }
};
