import { plural, select } from "@messageformat/runtime";
import { strictNumber } from "../../../domain/words/pluralNumber.js";
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
  "content.terms.title": () => "Términos y condiciones",
  "content.privacy.title": () => "Privacidad",
  "content.accessibility.title": () => "Accesibilidad",
  "content.contact.title": () => "Contacto",
  "content.terms.tickets.heading": () => "Tus entradas",
  "content.terms.tickets.admission.sn": (d) =>
    "Una entrada da acceso a una persona al mirador y al suelo de cristal giratorio de " +
    d.venue +
    " en la fecha indicada y, en las entradas con hora, dentro de la hora de entrada que figura en ella.",
  "content.terms.tickets.admission.cgg": (d) =>
    "Una entrada da acceso a una persona al invernadero, las galerías y el jardín de " +
    d.venue +
    " en la fecha indicada y, en las entradas con hora, dentro de la hora de entrada que figura en ella.",
  "content.terms.tickets.arrival": () =>
    "Llega dentro de tu hora de entrada: entrar más tarde depende de la disponibilidad.",
  "content.terms.tickets.bags.sn": () =>
    "No se permiten bolsas de más de 16 x 12 x 8 pulgadas (41 x 30 x 20 cm); no hay taquillas.",
  "content.terms.tickets.bags.cgg": () =>
    "Las bolsas grandes y las mochilas se quedan en las taquillas gratuitas de la entrada, para proteger el cristal.",
  "content.terms.refunds.heading": () => "Cambios y reembolsos",
  "content.terms.refunds.online": () =>
    "Un pedido que se puede cancelar en línea se cancela en Gestionar mi pedido; el reembolso vuelve a la tarjeta con la que pagaste en un plazo de 5 a 10 días hábiles.",
  "content.terms.refunds.contact": (d) =>
    "Para cualquier otra cosa, contacta con Atención al visitante en el " +
    d.phone +
    " o en " +
    d.email +
    ".",
  "content.terms.groups.heading": () => "Visitas en grupo",
  "content.terms.groups.rules": (d) =>
    "Las entradas de grupo son para grupos de " +
    d.minimum +
    " personas o más, reservadas con al menos " +
    plural(d.daysAhead, 0, es, {
      one: strictNumber("es", d.daysAhead, 0, "daysAhead") + " día",
      other: strictNumber("es", d.daysAhead, 0, "daysAhead") + " días",
    }) +
    " de antelación, con una entrada gratuita por cada " +
    d.minimum +
    " de pago.",
  "content.terms.groups.oneOrder": () =>
    "Un solo pedido cubre a todo el grupo y se paga con una sola tarjeta.",
  "content.terms.seller.heading": () => "Quién vende tus entradas",
  "content.terms.seller.company": (d) => "Las entradas las vende " + d.company + ".",
  "content.privacy.kept.heading": () => "Qué guardamos",
  "content.privacy.kept.details": () =>
    "Tu nombre, correo electrónico, dirección y número de teléfono, y las entradas que compraste, para poder enviarte las entradas, encontrar tu pedido y reembolsarlo.",
  "content.privacy.kept.card": () =>
    "El cargo en tu tarjeta lo hace nuestro procesador de pagos; nunca guardamos su número ni su código de seguridad.",
  "content.privacy.measured.heading": () => "Qué medimos",
  "content.privacy.measured.visits": () =>
    "Contamos las visitas a las páginas de la tienda y los pasos de cada compra para mejorar la tienda, y revisamos cada compra para evitar el fraude con tarjetas.",
  "content.privacy.choices.heading": () => "Tus opciones",
  "content.privacy.choices.request": (d) =>
    "Para ver, corregir o eliminar lo que guardamos sobre ti, escribe a " +
    d.email +
    ". " +
    d.company +
    " responde en un plazo de 30 días.",
  "content.accessibility.venue.heading": () => "En el lugar",
  "content.accessibility.venue.access.sn": () =>
    "Los dos ascensores y los dos niveles del mirador no tienen escalones, y el suelo de cristal se puede cruzar en silla de ruedas. Los perros de asistencia son bienvenidos.",
  "content.accessibility.venue.access.cgg": () =>
    "Las galerías, el invernadero y los caminos del jardín no tienen escalones; hay bancos en todas las salas. Los perros de asistencia son bienvenidos.",
  "content.accessibility.venue.companion": () =>
    "El acompañante de un visitante que lo necesite entra gratis: llama a Atención al visitante antes de tu visita.",
  "content.accessibility.shop.heading": () => "Esta tienda",
  "content.accessibility.shop.standard": () =>
    "La tienda está hecha para cumplir las WCAG 2.2 nivel AA: funciona solo con el teclado, con lectores de pantalla y con un zoom del 400 %, en modo claro y oscuro.",
  "content.accessibility.shop.help": (d) =>
    "Si algo te lo impide, dínoslo en el " +
    d.phone +
    " o en " +
    d.email +
    " y reservaremos tus entradas contigo.",
  "content.contact.guestServices.heading": () => "Atención al visitante",
  "content.contact.guestServices.hours": () =>
    "Atendemos todos los días de 9:00 a 18:00, y respondemos a los correos en un día hábil.",
  "content.contact.guestServices.orderNumber": () =>
    "Ten a mano tu número de pedido si nos consultas sobre un pedido.",
  "content.contact.phone": () => "Teléfono",
  "content.contact.email": () => "Correo electrónico",
  "content.contact.address": () => "Dirección",
  "content.notFound.title": () => "Página no encontrada",
  "content.notFound.body": () => "No hemos encontrado la página que buscabas.",
  "content.notFound.backToTickets": () => "Volver a las entradas",
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
  "errors.groupBelowMinimum": () =>
    "Un pedido de grupo debe conservar un número mínimo de entradas. Cancela menos entradas, o todas.",
  "errors.visitNotChangeable": () =>
    "Ya no se puede cambiar la fecha ni la hora de estas entradas.",
  "errors.entryTimeFull": () =>
    "Esa hora de entrada ya no tiene sitio para estas entradas. Elige otra hora.",
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
    plural(d.seconds, 0, es, { one: d.seconds + " segundo", other: d.seconds + " segundos" }) +
    ".",
  "errors.generic": () => "Algo salió mal al procesar tu solicitud. Inténtalo de nuevo más tarde.",
  "errors.close": () => "Cerrar",
  "errors.renderFailure": () => "¡Se produjo un problema inesperado!",
  "errors.tryAgain": () => "Intentar de nuevo",
  "errors.chunkLoadFailed": () =>
    "No se pudo cargar esta página. Revisa tu conexión y vuelve a cargarla.",
  "errors.reload": () => "Volver a cargar",
  "errors.maxTicketsPerOrder": (d) =>
    plural(d.maximum, 0, es, {
      one:
        "Puedes comprar como máximo " +
        strictNumber("es", d.maximum, 0, "maximum") +
        " entrada por pedido.",
      other:
        "Puedes comprar como máximo " +
        strictNumber("es", d.maximum, 0, "maximum") +
        " entradas por pedido.",
    }),
  "errors.waitingListPlacesFree": () =>
    "Este horario tiene plazas para su grupo: puede comprarlas ahora.",
  "errors.waitingListAlreadyWaiting": () =>
    "Esta dirección de correo ya está en la lista de espera de este horario.",
  "errors.waitingListNoSuchEntry": () => "Este enlace de la lista de espera no es válido.",
  "errors.waitingListOfferLapsed": () =>
    "Esta oferta ha terminado: sus plazas se reservaron un tiempo y luego pasaron al siguiente grupo de la lista de espera.",
  "errors.waitingListOfferTaken": () => "Esta oferta ya se ha comprado.",
  "footer.aboutTheVenue": () => "Acerca del lugar",
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
  "product.notAvailable.pageTitle": () => "Producto no disponible",
  "product.notAvailable.heading": () => "Este producto no está disponible.",
  "product.notAvailable.backToTickets": () => "Volver a las entradas",
  "product.tryAgain": () => "Volver a intentarlo",
  "product.cityPassUnavailable": () => "El canje de city pass no está disponible en línea.",
  "product.groupSalesUnavailable": () => "La venta para grupos no está disponible en línea.",
  "product.price.from": (d) => "desde " + d.from,
  "product.price.range": (d) => "de " + d.from + " a " + d.to,
  "product.calendar.heading": () => "Fecha de visita",
  "product.calendar.noDates": () => "Ahora mismo no hay fechas de visita a la venta.",
  "product.calendar.previousMonth": () => "Mes anterior",
  "product.calendar.nextMonth": () => "Mes siguiente",
  "product.calendar.day": (d) =>
    select(d.status, {
      soldOut: d.date + ", agotado",
      closed: d.date + ", cerrado",
      other: d.date,
    }),
  "product.calendar.legend": () => "Los días con borde discontinuo están agotados o cerrados.",
  "product.tickets.heading": () => "Entradas",
  "product.tickets.none": () => "No hay entradas a la venta para esta fecha.",
  "product.tickets.removeOne": (d) => "Quitar una entrada " + d.name,
  "product.tickets.addOne": (d) => "Añadir una entrada " + d.name,
  "product.tickets.count": (d) => "Entradas " + d.name,
  "product.tickets.typeHowMany": (d) => "O escribe cuántas entradas " + d.name + " quieres",
  "product.entryTimes.heading": () => "Hora de la visita",
  "product.entryTimes.none": () => "No quedan horas de entrada para estas entradas en esta fecha.",
  "product.entryTimes.timeOfDay": () => "Momento del día",
  "product.entryTimes.morning": () => "Mañana",
  "product.entryTimes.afternoon": () => "Tarde",
  "product.entryTimes.evening": () => "Noche",
  "product.entryTimes.soldOut": () => "Agotado",
  "product.entryTimes.left": (d) =>
    plural(d.count, 0, es, {
      one: "Queda " + strictNumber("es", d.count, 0, "count"),
      other: "Quedan " + strictNumber("es", d.count, 0, "count"),
    }),
  "product.entryTimes.yours": () => "Tu hora de entrada",
  "product.entryTimes.yoursShown": () => "Tu hora de entrada:",
  "product.entryTime": () => "Hora de entrada",
  "product.summary.heading": () => "Tu reserva",
  "product.summary.date": () => "Fecha de visita",
  "product.summary.notChosen": () => "Sin elegir todavía",
  "product.summary.noTickets": () => "Aún no has elegido entradas.",
  "product.summary.taxNote": () => "Los impuestos se añaden en el pago.",
  "product.summary.groupReward": (d) =>
    plural(d.count, 0, es, {
      one:
        strictNumber("es", d.count, 0, "count") +
        " entrada gratis para el grupo, descontada en el carrito.",
      other:
        strictNumber("es", d.count, 0, "count") +
        " entradas gratis para el grupo, descontadas en el carrito.",
    }),
  "product.summary.total": (d) => "Total: " + d.amount,
  "product.addToCart.add": () => "Añadir al carrito",
  "product.addToCart.update": () => "Actualizar carrito",
  "product.addToCart.adding": () => "Añadiendo…",
  "product.addToCart.updating": () => "Actualizando…",
  "product.addToCart.chooseVisitDate": () => "Primero elige una fecha de visita.",
  "product.addToCart.chooseTickets": () => "Primero elige tus entradas.",
  "product.addToCart.chooseEntryTime": () => "Primero elige una hora de entrada.",
  "product.cityPass.heading": () => "Tus códigos de barras de city pass",
  "product.cityPass.barcode": (d) => "Código de barras " + d.position,
  "product.cityPass.verified": () => "Verificado",
  "product.cityPass.verify": () => "Verificar",
  "product.cityPass.verifyBarcode": (d) => "Verificar el código de barras " + d.position,
  "product.cityPass.remove": (d) => "Quitar el código de barras " + d.position,
  "product.cityPass.add": () => "Añadir otro código de barras",
  "product.upgrades": () => "Mejoras",
  "product.beforeYouVisit": () => "Antes de tu visita",
  "selfService.pageTitle": () => "Gestionar mi pedido",
  "selfService.unavailable": () => "La cancelación en línea no está disponible.",
  "selfService.find.intro": () =>
    "Introduce el número de pedido de tu confirmación y el correo electrónico con el que hiciste el pedido.",
  "selfService.find.orderNumber": () => "Número de pedido",
  "selfService.find.orderNumberDigits": () => "Introduce el número de pedido solo con dígitos.",
  "selfService.find.email": () => "Correo electrónico",
  "selfService.find.submit": () => "Buscar pedido",
  "selfService.standing.status": () => "Estado:",
  "selfService.standing.canceled": () => "Cancelado",
  "selfService.standing.confirmed": () => "Confirmado",
  "selfService.standing.canceledAndRefunded": () =>
    "Este pedido se ha cancelado y reembolsado. Sus entradas ya no se pueden usar.",
  "selfService.standing.canceledAndRefundedOn": (d) =>
    "Este pedido se canceló y reembolsó el " + d.date + ". Sus entradas ya no se pueden usar.",
  "selfService.standing.viewTickets": () => "Ver entradas",
  "selfService.details.heading": () => "DETALLES DEL PEDIDO",
  "selfService.details.orderNumber": () => "N.º de pedido",
  "selfService.details.customerName": () => "Nombre del cliente",
  "selfService.details.customer": (d) => d.firstName + " " + d.lastName,
  "selfService.details.orderDate": () => "Fecha del pedido",
  "selfService.details.confirmationNumber": () => "N.º de confirmación",
  "selfService.details.visitDate": () => "Fecha de visita",
  "selfService.details.numberOfTickets": () => "Número de entradas",
  "selfService.tickets.caption": () => "Entradas",
  "selfService.tickets.quantity": () => "Cant.",
  "selfService.tickets.type": () => "Tipo",
  "selfService.payment.caption": () => "Pago",
  "selfService.payment.amountPaid": () => "Importe pagado",
  "selfService.payment.taxIncluded": () => "Impuestos incluidos",
  "selfService.resend.button": () => "Reenviar entradas",
  "selfService.resend.sending": () => "Enviando…",
  "selfService.resend.sent": (d) => "Hemos enviado tus entradas a " + d.email + ".",
  "selfService.cancel.consent": () =>
    "Solicito la cancelación y el reembolso de mi pedido de entradas. Recibiré el reembolso en un plazo de 5 a 10 días hábiles.",
  "selfService.cancel.back": () => "VOLVER",
  "selfService.cancel.submit": () => "CANCELAR ENTRADAS",
  "selfService.done.heading": (d) => "El pedido " + d.orderId + " se ha cancelado.",
  "selfService.done.refund": () =>
    "Deberías recibir tu reembolso en un plazo de 5 a 10 días hábiles.",
  "selfService.done.button": () => "LISTO",
  "selfService.some.open": () => "Cancelar algunas entradas",
  "selfService.some.legend": () => "Elige las entradas que quieres cancelar",
  "selfService.some.notCancellable": () => "Ya no se puede cancelar en línea",
  "selfService.some.quote": () => "Ver reembolso",
  "selfService.some.quoting": () => "Calculando el reembolso…",
  "selfService.some.refund": (d) => "Te devolvemos " + d.refund + ".",
  "selfService.some.kept": (d) =>
    plural(d.kept, 0, es, {
      0: "No queda ninguna entrada en este pedido.",
      one:
        "Queda " +
        strictNumber("es", d.kept, 0, "kept") +
        " entrada en este pedido, por valor de " +
        d.keptWorth +
        ".",
      other:
        "Quedan " +
        strictNumber("es", d.kept, 0, "kept") +
        " entradas en este pedido, por valor de " +
        d.keptWorth +
        ".",
    }),
  "selfService.some.confirm": (d) =>
    "Confirmar y cancelar " +
    plural(d.count, 0, es, {
      one: strictNumber("es", d.count, 0, "count") + " entrada",
      other: strictNumber("es", d.count, 0, "count") + " entradas",
    }),
  "selfService.some.cancelling": () => "Cancelando…",
  "selfService.some.done.heading": () => "Entradas canceladas",
  "selfService.some.done.refund": (d) =>
    "Recibirás el reembolso de " + d.refunded + " en un plazo de 5 a 10 días hábiles.",
  "selfService.some.done.kept": (d) =>
    plural(d.kept, 0, es, {
      0: "No queda ninguna entrada en este pedido.",
      one: "La otra entrada de este pedido sigue siendo válida.",
      other:
        "Las otras " +
        strictNumber("es", d.kept, 0, "kept") +
        " entradas de este pedido siguen siendo válidas.",
    }),
  "selfService.change.open": () => "Cambiar fecha u hora",
  "selfService.change.legend": () => "Elige las entradas que quieres cambiar",
  "selfService.change.notChangeable": () => "Ya no se puede cambiar en línea",
  "selfService.change.date": () => "Nueva fecha",
  "selfService.change.datesFailed": () =>
    "No se pudieron cargar las fechas. Vuelve a elegir las entradas para intentarlo de nuevo.",
  "selfService.change.entryTime": () => "Nueva hora de entrada",
  "selfService.change.quote": () => "Ver la diferencia",
  "selfService.change.quoting": () => "Calculando la diferencia…",
  "selfService.change.amountDue": (d) => "Pagas " + d.amount + " más.",
  "selfService.change.refund": (d) => "Recibes " + d.refund + " de vuelta.",
  "selfService.change.same": () => "La nueva hora cuesta lo mismo.",
  "selfService.change.card": () => "Tarjeta para la diferencia",
  "selfService.change.confirm": (d) =>
    plural(d.count, 0, es, {
      one: "Cambiar " + strictNumber("es", d.count, 0, "count") + " entrada",
      other: "Cambiar " + strictNumber("es", d.count, 0, "count") + " entradas",
    }),
  "selfService.change.changing": () => "Cambiando…",
  "selfService.change.done.heading": () => "Visita cambiada",
  "selfService.change.done.charged": (d) => "Se cargaron " + d.charged + " a tu tarjeta.",
  "selfService.change.done.refunded": (d) =>
    "Recibirás el reembolso de " + d.refunded + " en un plazo de 5 a 10 días hábiles.",
  "selfService.change.done.tickets": () =>
    "Tus nuevas entradas van de camino por correo electrónico: los códigos de barras antiguos ya no permiten la entrada.",
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
  "tickets.pageTitle": () => "Tus entradas",
  "tickets.lookup.label": () => "Buscar tus entradas",
  "tickets.lookup.confirmationNumber": () => "Número de confirmación",
  "tickets.lookup.show": () => "Mostrar entradas",
  "tickets.next.label": () => "Qué hacer ahora",
  "tickets.next.manageMyOrder": () => "Gestionar mi pedido",
  "tickets.next.backToTickets": () => "Volver a las entradas",
  "tickets.plans.label": () => "¿Cambiaron tus planes?",
  "tickets.plans.change": () => "Cambia la fecha o la hora, o cancela algunas entradas",
  "tickets.downloads.pdf": () => "Descargar PDF",
  "tickets.downloads.print": () => "Imprimir",
  "tickets.downloads.calendar": () => "Añadir al calendario",
  "tickets.wallet.add": () => "Añadir a Apple Wallet",
  "tickets.wallet.addTicket": (d) => "Añadir a Apple Wallet, entrada " + d.barcode,
  "tickets.views.label": () => "Mostrar entradas",
  "tickets.views.oneByOne": () => "Una a una",
  "tickets.views.all": () => "Todas las entradas",
  "tickets.carousel.label": () => "Entradas",
  "tickets.carousel.roleDescription": () => "carrusel",
  "tickets.carousel.position": (d) => "Entrada " + d.position + " de " + d.count,
  "tickets.carousel.previous": () => "Entrada anterior",
  "tickets.carousel.next": () => "Entrada siguiente",
  "tickets.card.roleDescription": () => "diapositiva",
  "tickets.qrCode": (d) => "Código QR del código de barras " + d.barcode,
  "tickets.facts.ticket": () => "Entrada",
  "tickets.facts.guest": () => "Visitante",
  "tickets.facts.date": () => "Fecha de visita",
  "tickets.facts.time": () => "Hora de entrada",
  "tickets.facts.order": () => "N.º de pedido",
  "tickets.list.heading": (d) => "Todas las entradas (" + d.count + ")",
  "tickets.list.position": (d) => "(" + d.position + " de " + d.count + ")",
  "tickets.device.heading": () => "¿Usas un dispositivo compartido?",
  "tickets.device.kept": () =>
    "Este dispositivo guarda tus entradas para que se abran sin conexión, hasta el final del día de tu visita.",
  "tickets.device.question": () =>
    "¿Quitar tus entradas de este dispositivo? Ya no se mostrarán aquí. Puedes volver a abrirlas con el enlace de tu correo de confirmación.",
  "tickets.device.refused": () =>
    "No se pudieron quitar tus entradas de este dispositivo. Inténtalo de nuevo o borra los datos de este sitio en la configuración de tu navegador.",
  "tickets.device.removing": () => "Quitando…",
  "tickets.device.remove": () => "Sí, quitarlas",
  "tickets.device.keep": () => "Conservarlas",
  "tickets.device.offer": () => "Quitar las entradas de este dispositivo",
  "tickets.removed.heading": () => "Se quitaron tus entradas de este dispositivo.",
  "tickets.removed.seeAgain": () =>
    "Para volver a verlas, abre el enlace de tu correo de confirmación o introduce tu número de confirmación.",
  "waitingList.notify.full": () => "¿Está completo el horario de entrada que quiere?",
  "waitingList.notify.open": () => "Avísenme",
  "waitingList.notify.intro": (d) =>
    "Apúntese a la lista de espera de un horario de entrada completo para sus " +
    plural(d.count, 0, es, {
      one: strictNumber("es", d.count, 0, "count") + " entrada",
      other: strictNumber("es", d.count, 0, "count") + " entradas",
    }) +
    ". Cuando se liberen plazas para su grupo, le escribimos y se las reservamos durante un tiempo.",
  "waitingList.notify.time": () => "Horario de entrada completo",
  "waitingList.notify.email": () => "Correo electrónico",
  "waitingList.notify.submit": () => "Apuntarme a la lista de espera",
  "waitingList.notify.joining": () => "Apuntándole…",
  "waitingList.notify.joined": (d) =>
    "Está en la lista de espera para " +
    d.time +
    ". Cuando se liberen plazas para sus " +
    plural(d.count, 0, es, {
      one: strictNumber("es", d.count, 0, "count") + " entrada",
      other: strictNumber("es", d.count, 0, "count") + " entradas",
    }) +
    ", escribiremos a " +
    d.email +
    " y le reservaremos las plazas durante un tiempo: cómprelas desde el enlace de ese correo. También incluye un enlace para salir de la lista.",
  "waitingList.offer.pageTitle": () => "Sus plazas de la lista de espera",
  "waitingList.offer.heldUntil": (d) =>
    "Estas plazas están reservadas para usted hasta " +
    d.time +
    ". Después pasan al siguiente grupo de la lista de espera.",
  "waitingList.offer.opening": () => "Abriendo su oferta…",
  "waitingList.offer.backToTickets": () => "Volver a las entradas",
  "waitingList.leave.pageTitle": () => "Salir de la lista de espera",
  "waitingList.leave.intro": () =>
    "Salga de la lista de espera para dejar de recibir avisos sobre plazas en este horario de entrada. Las plazas reservadas para usted pasan al siguiente grupo.",
  "waitingList.leave.submit": () => "Salir de la lista de espera",
  "waitingList.leave.leaving": () => "Saliendo…",
  "waitingList.leave.left": () =>
    "Ha salido de la lista de espera. No volveremos a escribirle sobre este horario de entrada.",
  "waitingList.leave.bought": () =>
    "Ya compró las plazas que se le ofrecieron, así que no había lista de espera de la que salir. Su pedido sigue en pie.",
};
