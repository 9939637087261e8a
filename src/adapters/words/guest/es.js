import { plural, strictNumber } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export default {
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
  "home.pageTitle": () => "Entradas",
  "home.heading": (d) => "Entradas para " + d.venue,
  "home.categories": () => "Categorías de productos",
  "productCard.offers": () => "Ofertas",
  "productCard.fromPrice": (d) => "Desde " + d.price,
  "productCard.getTickets": () => "Comprar entradas",
  "productCard.getTicketsFor": (d) => " para " + d.product,
};
