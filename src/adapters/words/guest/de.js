import { plural, strictNumber } from "@messageformat/runtime";
import { de } from "@messageformat/runtime/lib/cardinals";
export default {
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
  "home.pageTitle": () => "Tickets",
  "home.heading": (d) => "Tickets für " + d.venue,
  "home.categories": () => "Produktkategorien",
  "productCard.offers": () => "Angebote",
  "productCard.fromPrice": (d) => "Ab " + d.price,
  "productCard.getTickets": () => "Tickets kaufen",
  "productCard.getTicketsFor": (d) => " für " + d.product,
};
