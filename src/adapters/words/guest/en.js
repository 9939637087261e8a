import { plural, select, strictNumber } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
export default {
  "home.pageTitle": () => "Tickets",
  "home.heading": (d) => d.venue + " tickets",
  "home.categories": () => "Product categories",
  "home.card.offers": () => "Offers",
  "home.card.fromPrice": (d) => "From " + d.price,
  "home.card.getTickets": () => "Get tickets",
  "home.card.getTicketsFor": (d) => " for " + d.product,
  "home.tab": (d) =>
    select(d.category, {
      products: "TICKETS",
      productsOtherAttractions: "OTHER ATTRACTIONS",
      productsEvents: "EVENTS",
      productsGroups: "GROUPS",
      promoCodeProducts: "PROMO CODE",
      other: "",
    }),
  "home.tryAgain": () => "Try again",
  "home.nothingOnSale": () => "There is nothing on sale here right now.",
  "home.promoCode.label": () => "Promo code",
  "home.promoCode.apply": () => "Apply",
  "shell.skipToContent": () => "Skip to content",
  "shell.siteNavigation": () => "Site",
  "shell.cart": (d) =>
    plural(d.count, 0, en, {
      0: "Cart",
      other: "Cart (" + strictNumber("en", d.count, 0, "count") + ")",
    }),
  "shell.manageMyOrder": () => "Manage my order",
  "shell.pleaseWait": () => "Please wait...",
  "shell.language": () => "Language",
};
