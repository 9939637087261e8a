import { plural, select, strictNumber } from "@messageformat/runtime";
import { de } from "@messageformat/runtime/lib/cardinals";
export default {
  "home.pageTitle": () => "Tickets",
  "home.heading": (d) => "Tickets für " + d.venue,
  "home.categories": () => "Produktkategorien",
  "home.card.offers": () => "Angebote",
  "home.card.fromPrice": (d) => "Ab " + d.price,
  "home.card.getTickets": () => "Tickets kaufen",
  "home.card.getTicketsFor": (d) => " für " + d.product,
  "home.tab": (d) =>
    select(d.category, {
      products: "TICKETS",
      productsOtherAttractions: "WEITERE ATTRAKTIONEN",
      productsEvents: "VERANSTALTUNGEN",
      productsGroups: "GRUPPEN",
      promoCodeProducts: "AKTIONSCODE",
      other: "",
    }),
  "home.tryAgain": () => "Erneut versuchen",
  "home.nothingOnSale": () => "Hier ist im Moment nichts im Verkauf.",
  "home.promoCode.label": () => "Aktionscode",
  "home.promoCode.apply": () => "Einlösen",
  "shell.skipToContent": () => "Zum Inhalt springen",
  "shell.siteNavigation": () => "Website",
  "shell.cart": (d) =>
    plural(d.count, 0, de, {
      0: "Warenkorb",
      other: "Warenkorb (" + strictNumber("de", d.count, 0, "count") + ")",
    }),
  "shell.manageMyOrder": () => "Meine Bestellung verwalten",
  "shell.pleaseWait": () => "Einen Moment bitte...",
  "shell.language": () => "Sprache",
};
