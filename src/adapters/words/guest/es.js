import { plural, select, strictNumber } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";
export default {
  "cart.pageTitle": () => "Tu carrito",
  "cart.empty": () => "Tu carrito está vacío.",
  "cart.browseTickets": () => "Ver entradas",
  "cart.groupOrder": () => "Este es un pedido de grupo.",
  "cart.orderTotal": () => "Total del pedido",
  "cart.item.change": () => "Cambiar",
  "cart.item.remove": () => "Quitar",
  "cart.item.ofProduct": (d) => " las entradas de " + d.product,
  "cart.visit.date": () => "Fecha de visita",
  "cart.visit.entryTime": () => "Hora de entrada",
  "cart.lines.ticketsFor": (d) => "Entradas para " + d.product,
  "cart.lines.free": (d) =>
    plural(d.count, 0, es, {
      one: strictNumber("es", d.count, 0, "count") + " entrada gratis",
      other: strictNumber("es", d.count, 0, "count") + " entradas gratis",
    }),
  "cart.totals.subtotal": () => "Subtotal sin impuestos",
  "cart.totals.salesTax": () => "Impuesto sobre las ventas",
  "cart.totals.total": () => "Importe total",
  "cart.checkout": () => "Ir al pago",
  "cart.reserving": () => "Reservando…",
  "cart.unavailable.chooseAnother": (d) =>
    select(d.choice, { date: "Elige otra fecha", other: "Elige otra hora" }),
  "cart.unavailable.forProduct": (d) => " para " + d.product,
  "cart.unavailable.removeIt": () => "Quítalo para pagar el resto.",
  "cart.upgrades.heading": () => "Completa tu visita",
  "cart.hold.ended": () =>
    "Tu reserva ha caducado. Al ir al pago, volvemos a reservar tus entradas.",
  "cart.hold.heldFor": (d) => "Tus entradas están reservadas durante " + d.time,
  "cart.hold.needMoreTime": () => "¿Necesitas más tiempo?",
  "cart.hold.addingTime": () => "Añadiendo tiempo…",
  "cart.hold.reserveAgain": () => "Volver a reservar mis entradas",
  "cart.hold.announceEnded": () => "Tu reserva ha caducado.",
  "cart.hold.twoMinutesLeft": () => "Quedan 2 minutos de tu reserva.",
  "cart.hold.thirtySecondsLeft": () => "Quedan menos de 30 segundos de tu reserva.",
  "cart.hold.chooseMoreTime": () => " Elige «¿Necesitas más tiempo?» para conservar tus entradas.",
  "cart.hold.added": (d) =>
    plural(d.minutes, 0, es, {
      one:
        "Se ha añadido " +
        strictNumber("es", d.minutes, 0, "minutes") +
        " minuto más a tu reserva.",
      other:
        "Se han añadido " +
        strictNumber("es", d.minutes, 0, "minutes") +
        " minutos más a tu reserva.",
    }),
  "cart.hold.addedUnderAMinute": () => "Se ha añadido menos de un minuto a tu reserva.",
  "home.pageTitle": () => "Entradas",
  "home.heading": (d) => "Entradas para " + d.venue,
  "home.categories": () => "Categorías de productos",
  "home.card.offers": () => "Ofertas",
  "home.card.fromPrice": (d) => "Desde " + d.price,
  "home.card.getTickets": () => "Comprar entradas",
  "home.card.getTicketsFor": (d) => " para " + d.product,
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
