import type { Brand, BrandKey } from "./brand.js";
import { GROUP_TERMS_SECTION, type ContentPageSlug } from "./contentPage.js";
import type { GuestWords } from "./words/words.js";

/** A part of a content page: a heading, its paragraphs and, when a link opens on it, its id. */
export interface ContentSection {
  readonly id?: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/** Each venue's group sale, as its terms state it. */
const groupRules: Record<BrandKey, { readonly minimum: number; readonly daysAhead: number }> = {
  sn: { minimum: 10, daysAhead: 3 },
  cgg: { minimum: 15, daysAhead: 7 },
};

/** What differs between the venues' pages: whole sentences, so each language words them freely. */
interface VenueRules {
  readonly admission: string;
  readonly bags: string;
  readonly access: string;
}

const venueRules = (words: GuestWords, brand: Brand): VenueRules => {
  const venue = brand.venueName;
  switch (brand.key) {
    case "sn":
      return {
        admission: words("content.terms.tickets.admission.sn", { venue }),
        bags: words("content.terms.tickets.bags.sn"),
        access: words("content.accessibility.venue.access.sn"),
      };
    case "cgg":
      return {
        admission: words("content.terms.tickets.admission.cgg", { venue }),
        bags: words("content.terms.tickets.bags.cgg"),
        access: words("content.accessibility.venue.access.cgg"),
      };
  }
};

const terms = (words: GuestWords, brand: Brand, rules: VenueRules): readonly ContentSection[] => {
  const { phone, email } = brand.guestServices;
  const { minimum, daysAhead } = groupRules[brand.key];
  return [
    {
      heading: words("content.terms.tickets.heading"),
      paragraphs: [rules.admission, words("content.terms.tickets.arrival"), rules.bags],
    },
    {
      heading: words("content.terms.refunds.heading"),
      paragraphs: [
        words("content.terms.refunds.online"),
        words("content.terms.refunds.contact", { phone, email }),
      ],
    },
    {
      id: GROUP_TERMS_SECTION,
      heading: words("content.terms.groups.heading"),
      paragraphs: [
        words("content.terms.groups.rules", { minimum: String(minimum), daysAhead }),
        words("content.terms.groups.oneOrder"),
      ],
    },
    {
      heading: words("content.terms.seller.heading"),
      paragraphs: [words("content.terms.seller.company", { company: brand.companyName })],
    },
  ];
};

const privacy = (words: GuestWords, brand: Brand): readonly ContentSection[] => [
  {
    heading: words("content.privacy.kept.heading"),
    paragraphs: [words("content.privacy.kept.details"), words("content.privacy.kept.card")],
  },
  {
    heading: words("content.privacy.measured.heading"),
    paragraphs: [words("content.privacy.measured.visits")],
  },
  {
    heading: words("content.privacy.choices.heading"),
    paragraphs: [
      words("content.privacy.choices.request", {
        email: brand.guestServices.email,
        company: brand.companyName,
      }),
    ],
  },
];

const accessibility = (
  words: GuestWords,
  brand: Brand,
  rules: VenueRules,
): readonly ContentSection[] => [
  {
    heading: words("content.accessibility.venue.heading"),
    paragraphs: [rules.access, words("content.accessibility.venue.companion")],
  },
  {
    heading: words("content.accessibility.shop.heading"),
    paragraphs: [
      words("content.accessibility.shop.standard"),
      words("content.accessibility.shop.help", {
        phone: brand.guestServices.phone,
        email: brand.guestServices.email,
      }),
    ],
  },
];

const contact = (words: GuestWords): readonly ContentSection[] => [
  {
    heading: words("content.contact.guestServices.heading"),
    paragraphs: [
      words("content.contact.guestServices.hours"),
      words("content.contact.guestServices.orderNumber"),
    ],
  },
];

/** The brand's words for one of its content pages, in the guest's language. */
export const contentSections = (
  brand: Brand,
  slug: ContentPageSlug,
  words: GuestWords,
): readonly ContentSection[] => {
  switch (slug) {
    case "terms":
      return terms(words, brand, venueRules(words, brand));
    case "privacy":
      return privacy(words, brand);
    case "accessibility":
      return accessibility(words, brand, venueRules(words, brand));
    case "contact":
      return contact(words);
  }
};
