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
  "checkout.pageTitle": () => "Pago",
  "checkout.cartEmpty": () => "Tu carrito está vacío.",
  "checkout.backToTickets": () => "Volver a las entradas",
  "checkout.orderSummary": () => "Resumen del pedido",
  "checkout.hold.ended": () =>
    "Tu reserva ha caducado; al realizar el pedido, volvemos a reservar tus entradas.",
  "checkout.contact": () => "Contacto",
  "checkout.address": () => "Dirección",
  "checkout.card": () => "Tarjeta",
  "checkout.noCardNeeded": () => "No hay nada que pagar: este pedido no necesita tarjeta.",
  "checkout.newsOptIn": () => "Quiero recibir novedades y ofertas por correo electrónico",
  "checkout.total": (d) => "Importe total: " + d.total,
  "checkout.placeOrder": () => "Realizar pedido",
  "checkout.placingOrder": () => "Realizando el pedido…",
  "checkout.field.email": () => "Correo electrónico",
  "checkout.field.firstName": () => "Nombre",
  "checkout.field.lastName": () => "Apellidos",
  "checkout.field.phone": () => "Teléfono",
  "checkout.field.address": () => "Dirección",
  "checkout.field.address2": () => "Dirección (línea 2)",
  "checkout.field.city": () => "Ciudad",
  "checkout.field.region": (d) => select(d.region, { province: "Provincia", other: "Estado" }),
  "checkout.field.postalCode": () => "Código postal",
  "checkout.field.country": () => "País",
  "checkout.field.cardOwnerName": () => "Nombre en la tarjeta",
  "checkout.field.cardNumber": () => "Número de tarjeta",
  "checkout.field.expiry": () => "Fecha de caducidad (MM/AA)",
  "checkout.field.cvv": () => "Código de seguridad (CVV)",
  "checkout.field.optional": () => "Opcional",
  "checkout.field.choose": () => "Elige…",
  "checkout.removedFromCart": (d) => "Hemos quitado de tu carrito: " + d.products + ".",
  "checkout.confirmed": () => "Tu pedido está confirmado",
  "checkout.orderNumber": (d) => "Pedido n.º " + d.orderId,
  "checkout.keepThisNumber": () => "Guarda este número:",
  "checkout.keepThisNumberWhy": () =>
    " con tu correo electrónico, te permite gestionar o cancelar tu pedido.",
  "checkout.ticketsOnTheirWay": (d) => "Tus entradas van de camino a " + d.email + ".",
  "checkout.whatYouBought": () => "Lo que has comprado",
  "checkout.nothingCharged": (d) => "Importe total " + d.total + ": no se ha cobrado nada.",
  "checkout.charged": (d) => "Se han cobrado " + d.total + ", impuestos incluidos.",
  "checkout.chargedToCard": (d) =>
    "Se han cobrado " +
    d.total +
    ", impuestos incluidos, en la tarjeta terminada en " +
    d.lastFour +
    ".",
  "checkout.confirmationNumber": () => "Número de confirmación del pedido: ",
  "checkout.confirmationNumberOpens": () =>
    ". Con él abres tus entradas, aquí o desde tu correo, para mostrarlas en la entrada.",
  "checkout.viewTickets": () => "Ver entradas",
  "checkout.findWithManageMyOrder": (d) =>
    "Para volver a encontrar tus entradas, abre Gestionar mi pedido con el pedido n.º " +
    d.orderId +
    " y tu correo electrónico: ahí verás tu número de confirmación y tus entradas.",
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
