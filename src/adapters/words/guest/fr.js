import { plural, strictNumber } from "@messageformat/runtime";
import { fr } from "@messageformat/runtime/lib/cardinals";
export default {
  "shell.skipToContent": () => "Aller au contenu",
  "shell.siteNavigation": () => "Site",
  "shell.cart": (d) =>
    plural(d.count, 0, fr, {
      0: "Panier",
      other: "Panier (" + strictNumber("fr", d.count, 0, "count") + ")",
    }),
  "shell.manageMyOrder": () => "Gérer ma commande",
  "shell.pleaseWait": () => "Un instant...",
  "shell.language": () => "Langue",
  "home.pageTitle": () => "Billets",
  "home.heading": (d) => "Billets pour " + d.venue,
  "home.categories": () => "Catégories de produits",
  "productCard.offers": () => "Offres",
  "productCard.fromPrice": (d) => "À partir de " + d.price,
  "productCard.getTickets": () => "Acheter des billets",
  "productCard.getTicketsFor": (d) => " pour " + d.product,
};
