import { plural, select, strictNumber } from "@messageformat/runtime";
import { fr } from "@messageformat/runtime/lib/cardinals";
export default {
  "home.pageTitle": () => "Billets",
  "home.heading": (d) => "Billets pour " + d.venue,
  "home.categories": () => "Catégories de produits",
  "home.card.offers": () => "Offres",
  "home.card.fromPrice": (d) => "À partir de " + d.price,
  "home.card.getTickets": () => "Acheter des billets",
  "home.card.getTicketsFor": (d) => " pour " + d.product,
  "home.tab": (d) =>
    select(d.category, {
      products: "BILLETS",
      productsOtherAttractions: "AUTRES ATTRACTIONS",
      productsEvents: "ÉVÉNEMENTS",
      productsGroups: "GROUPES",
      promoCodeProducts: "CODE PROMO",
      other: "",
    }),
  "home.tryAgain": () => "Réessayer",
  "home.nothingOnSale": () => "Rien n’est en vente ici pour le moment.",
  "home.promoCode.label": () => "Code promo",
  "home.promoCode.apply": () => "Appliquer",
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
};
