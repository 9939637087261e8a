import { plural, select, strictNumber } from "@messageformat/runtime";
import { es } from "@messageformat/runtime/lib/cardinals";

const number_es__group_off_vf6cmy = (function () {
  var opt = { useGrouping: false };
  var nf = new Intl.NumberFormat("es", opt);
  return function (value) {
    return nf.format(value);
  };
})();
export default {
  "errors.orderNotFound": () => "No encontramos tu pedido. Revisa tus datos e inténtalo de nuevo.",
  "errors.requestCannotBeProcessed": () => "No podemos procesar tu solicitud en este momento.",
  "errors.contactLine": (d) =>
    "Ponte en contacto con Atención al Visitante en el " + d.phone + " o en " + d.email + ".",
  "errors.notRefundable": () => "Tu pedido no se puede cancelar en línea.",
  "errors.orderCanceled": () => "Este pedido se canceló, así que sus entradas ya no son válidas.",
  "errors.noTicket": () => "No se encontraron entradas para este número de confirmación.",
  "errors.confirmationNotValid": () =>
    "Este enlace no contiene un número de confirmación de pedido válido.",
  "errors.viewTicketsUnexpected": () =>
    "No podemos mostrar tus entradas en este momento. Inténtalo de nuevo más tarde.",
  "errors.confirmationNumberMissing": () =>
    "Introduce el número de confirmación que aparece en la confirmación de tu pedido.",
  "errors.confirmationNumberMalformed": () =>
    "Un número de confirmación tiene de 4 a 64 letras y cifras, por ejemplo ABCD234567.",
  "errors.productsUnavailable": () => "Algunos productos no están disponibles.",
  "errors.unavailableLine": (d) =>
    select(d.when, {
      dateAndTime: d.name + " (" + d.date + ", " + d.time + ")",
      date: d.name + " (" + d.date + ")",
      time: d.name + " (" + d.time + ")",
      other: d.name,
    }),
  "errors.unavailableFewPlaces": (d) =>
    d.line +
    ": solo " +
    plural(d.remaining, 0, es, {
      one: "queda " + strictNumber("es", d.remaining, 0, "remaining") + " plaza",
      other: "quedan " + strictNumber("es", d.remaining, 0, "remaining") + " plazas",
    }) +
    " para tus " +
    plural(d.tickets, 0, es, {
      one: strictNumber("es", d.tickets, 0, "tickets") + " entrada",
      other: strictNumber("es", d.tickets, 0, "tickets") + " entradas",
    }) +
    ".",
  "errors.unavailableTimeGone": (d) => d.line + ": esta hora de entrada ya no está disponible.",
  "errors.unavailableOffSale": (d) => d.line + ": ya no está disponible.",
  "errors.paymentDeclined": () =>
    "Tu tarjeta fue rechazada. Revisa los datos de la tarjeta o usa otra.",
  "errors.tooManyDeclines": () =>
    "Se rechazaron demasiadas tarjetas para este pedido, así que ahora no se puede probar otra. Consulta con tu banco e inténtalo de nuevo más tarde.",
  "errors.purchaseNotCompleted": () =>
    "No se pudo completar tu compra. Tus entradas siguen en tu carrito: revisa tus datos e inténtalo de nuevo.",
  "errors.unexpectedJavascriptError": () => "Error inesperado de JavaScript",
  "errors.holdUnanswered": () =>
    "No pudimos contactar con la taquilla, así que tu pedido no se realizó y no se hizo ningún cargo en tu tarjeta. Revisa tu conexión e inténtalo de nuevo.",
  "errors.purchaseUnanswered": () =>
    "La conexión con la taquilla se cortó antes de recibir respuesta. Pulsa «Realizar pedido» para intentarlo de nuevo: primero comprobamos si tu pedido se completó, así que no se te cobrará dos veces.",
  "errors.orderNotPlaced": () => "Tu pedido no se realizó",
  "errors.orderMaybePlaced": () => "No pudimos saber si tu pedido se realizó",
  "errors.fieldRequired": () => "Este campo es obligatorio.",
  "errors.fieldInvalidEmail": () => "Introduce un correo electrónico como name@example.com.",
  "errors.fieldCardNumberInvalid": () => "Este número de tarjeta no es válido.",
  "errors.fieldExpiryMonthInvalid": () =>
    "Introduce el mes de caducidad como un número del 1 al 12.",
  "errors.fieldExpiryYearInvalid": () => "Introduce el año de caducidad con 2 o 4 cifras.",
  "errors.fieldCardExpired": () => "Esta tarjeta ha caducado.",
  "errors.fieldCvvInvalid": () => "El CVV son los 3 o 4 dígitos de tu tarjeta.",
  "errors.holdNotExtended": () => "No se pudo añadir más tiempo a tu reserva.",
  "errors.holdExtensionsExhausted": () => "Tu reserva ya no se puede ampliar más.",
  "errors.tooManyHolds": () =>
    "Hay demasiadas entradas reservadas desde tu conexión. Inténtalo de nuevo en unos minutos.",
  "errors.groupMinimumNotMet": (d) =>
    "Los pedidos de grupo necesitan al menos " +
    plural(d.minimum, 0, es, {
      one: strictNumber("es", d.minimum, 0, "minimum") + " entrada",
      other: strictNumber("es", d.minimum, 0, "minimum") + " entradas",
    }) +
    ".",
  "errors.groupAdvancePurchase": (d) =>
    "Las visitas en grupo deben reservarse con al menos " +
    plural(d.days, 0, es, {
      one: strictNumber("es", d.days, 0, "days") + " día",
      other: strictNumber("es", d.days, 0, "days") + " días",
    }) +
    " de antelación.",
  "errors.notATicketsCount": () => "Introduce un número entero de entradas.",
  "errors.groupOrderInCart": () =>
    "Tu carrito tiene un pedido de grupo, que se reserva por separado. Para añadir estas entradas, primero finaliza el pago o elimínalo.",
  "errors.groupOrderOnItsOwn": () =>
    "Una visita en grupo se reserva como un pedido aparte. Primero finaliza el pago o elimina las entradas de tu carrito.",
  "errors.duplicateBarcode": () => "Entrada ya introducida",
  "errors.invalidBarcode": () => "Código de barras no válido",
  "errors.invalidPromoCode": () => "Este código promocional no es válido.",
  "errors.hyperlinkExpired": () => "Este enlace de invitación ha caducado.",
  "errors.throttled": (d) =>
    "Demasiados intentos. Inténtalo de nuevo en " +
    plural(d.seconds, 0, es, {
      one: number_es__group_off_vf6cmy(d.seconds, "es") + " segundo",
      other: number_es__group_off_vf6cmy(d.seconds, "es") + " segundos",
    }) +
    ".",
  "errors.generic": () => "Algo salió mal al procesar tu solicitud. Inténtalo de nuevo más tarde.",
  "errors.close": () => "Cerrar",
  "errors.renderFailure": () => "¡Se produjo un problema inesperado!",
  "errors.tryAgain": () => "Intentar de nuevo",
  "errors.chunkLoadFailed": () =>
    "No se pudo cargar esta página. Revisa tu conexión y vuelve a cargarla.",
  "errors.reload": () => "Volver a cargar",
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
