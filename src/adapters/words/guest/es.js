import { plural, select, strictNumber } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export default {
  "home.pageTitle": () => "Entradas",
  "home.heading": (d) => "Entradas para " + d.venue,
  "home.categories": () => "Categorías de productos",
  "home.card.offers": () => "Ofertas",
  "home.card.fromPrice": (d) => "Desde " + d.price,
  "home.card.getTickets": () => "Comprar entradas",
  "home.card.getTicketsFor": (d) => " para " + d.product,
  "home.tab": (d) =>
    select(d.category, {
      products: "ENTRADAS",
      productsOtherAttractions: "OTRAS ATRACCIONES",
      productsEvents: "EVENTOS",
      productsGroups: "GRUPOS",
      promoCodeProducts: "CÓDIGO PROMOCIONAL",
      other: "",
    }),
  "home.tryAgain": () => "Volver a intentarlo",
  "home.nothingOnSale": () => "Ahora mismo no hay nada a la venta aquí.",
  "home.promoCode.label": () => "Código promocional",
  "home.promoCode.apply": () => "Aplicar",
  "shell.skipToContent": () => "Ir al contenido",
  "shell.siteNavigation": () => "Sitio",
  "shell.cart": (d) =>
    plural(d.count, 0, es, {
      0: "Carrito",
      other: "Carrito (" + strictNumber("es", d.count, 0, "count") + ")",
    }),
  "shell.manageMyOrder": () => "Gestionar mi pedido",
  "shell.pleaseWait": () => "Un momento...",
  "shell.language": () => "Idioma",
};
