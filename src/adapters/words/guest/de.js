import { plural, select } from "@messageformat/runtime";
import { strictNumber } from "../../../domain/words/pluralNumber.js";
import { de } from "@messageformat/runtime/lib/cardinals";
export default {
  "cart.pageTitle": () => "Dein Warenkorb",
  "cart.empty": () => "Dein Warenkorb ist leer.",
  "cart.browseTickets": () => "Tickets ansehen",
  "cart.groupOrder": () => "Dies ist eine Gruppenbestellung.",
  "cart.orderTotal": () => "Bestellsumme",
  "cart.item.change": () => "Ändern",
  "cart.item.remove": () => "Entfernen",
  "cart.item.ofProduct": (d) => " (Tickets für " + d.product + ")",
  "cart.visit.date": () => "Besuchsdatum",
  "cart.visit.entryTime": () => "Einlasszeit",
  "cart.lines.ticketsFor": (d) => "Tickets für " + d.product,
  "cart.lines.free": (d) =>
    plural(d.count, 0, de, {
      one: strictNumber("de", d.count, 0, "count") + " Freiticket",
      other: strictNumber("de", d.count, 0, "count") + " Freitickets",
    }),
  "cart.totals.subtotal": () => "Zwischensumme",
  "cart.totals.salesTax": () => "Umsatzsteuer",
  "cart.totals.total": () => "Gesamtsumme",
  "cart.checkout": () => "Zur Kasse",
  "cart.reserving": () => "Wird reserviert…",
  "cart.unavailable.chooseAnother": (d) =>
    select(d.choice, { date: "Anderes Datum wählen", other: "Andere Uhrzeit wählen" }),
  "cart.unavailable.forProduct": (d) => " für " + d.product,
  "cart.unavailable.removeIt": () => "Entferne es, um den Rest zu bezahlen.",
  "cart.upgrades.heading": () => "Ergänze deinen Besuch",
  "cart.hold.ended": () =>
    "Deine Reservierung ist abgelaufen. An der Kasse werden deine Tickets erneut reserviert.",
  "cart.hold.heldFor": (d) => "Deine Tickets sind noch " + d.time + " reserviert",
  "cart.hold.needMoreTime": () => "Mehr Zeit nötig?",
  "cart.hold.addingTime": () => "Zeit wird hinzugefügt…",
  "cart.hold.reserveAgain": () => "Meine Tickets erneut reservieren",
  "cart.hold.announceEnded": () => "Deine Reservierung ist abgelaufen.",
  "cart.hold.twoMinutesLeft": () => "Deine Reservierung läuft noch 2 Minuten.",
  "cart.hold.thirtySecondsLeft": () => "Deine Reservierung läuft noch weniger als 30 Sekunden.",
  "cart.hold.chooseMoreTime": () => " Wähle „Mehr Zeit nötig?“, um deine Tickets zu behalten.",
  "cart.hold.added": (d) =>
    plural(d.minutes, 0, de, {
      one:
        strictNumber("de", d.minutes, 0, "minutes") +
        " Minute mehr für deine Reservierung hinzugefügt.",
      other:
        strictNumber("de", d.minutes, 0, "minutes") +
        " Minuten mehr für deine Reservierung hinzugefügt.",
    }),
  "cart.hold.addedUnderAMinute": () =>
    "Weniger als eine Minute für deine Reservierung hinzugefügt.",
  "checkout.pageTitle": () => "Kasse",
  "checkout.cartEmpty": () => "Dein Warenkorb ist leer.",
  "checkout.backToTickets": () => "Zurück zu den Tickets",
  "checkout.orderSummary": () => "Bestellübersicht",
  "checkout.hold.ended": () =>
    "Deine Reservierung ist abgelaufen; wenn du die Bestellung aufgibst, werden deine Tickets erneut reserviert.",
  "checkout.contact": () => "Kontaktdaten",
  "checkout.address": () => "Anschrift",
  "checkout.card": () => "Karte",
  "checkout.noCardNeeded": () =>
    "Nichts zu bezahlen: Für diese Bestellung brauchst du keine Karte.",
  "checkout.newsOptIn": () => "Ich möchte Neuigkeiten und Angebote per E-Mail erhalten",
  "checkout.total": (d) => "Gesamtsumme: " + d.total,
  "checkout.placeOrder": () => "Bestellung aufgeben",
  "checkout.placingOrder": () => "Bestellung wird aufgegeben…",
  "checkout.field.email": () => "E-Mail",
  "checkout.field.firstName": () => "Vorname",
  "checkout.field.lastName": () => "Nachname",
  "checkout.field.phone": () => "Telefon",
  "checkout.field.address": () => "Straße und Hausnummer",
  "checkout.field.address2": () => "Adresszusatz",
  "checkout.field.city": () => "Ort",
  "checkout.field.region": (d) => select(d.region, { province: "Provinz", other: "Bundesstaat" }),
  "checkout.field.postalCode": () => "Postleitzahl",
  "checkout.field.country": () => "Land",
  "checkout.field.cardOwnerName": () => "Name auf der Karte",
  "checkout.field.cardNumber": () => "Kartennummer",
  "checkout.field.expiry": () => "Ablaufdatum (MM/JJ)",
  "checkout.field.cvv": () => "Prüfnummer (CVV)",
  "checkout.field.optional": () => "Freiwillige Angabe",
  "checkout.field.choose": () => "Bitte wählen…",
  "checkout.removedFromCart": (d) => "Aus deinem Warenkorb entfernt: " + d.products + ".",
  "checkout.confirmed": () => "Deine Bestellung ist bestätigt",
  "checkout.orderNumber": (d) => "Bestellung Nr. " + d.orderId,
  "checkout.keepThisNumber": () => "Bewahre diese Nummer auf:",
  "checkout.keepThisNumberWhy": () =>
    " Mit deiner E-Mail-Adresse kannst du damit deine Bestellung verwalten oder stornieren.",
  "checkout.ticketsOnTheirWay": (d) => "Deine Tickets sind unterwegs an " + d.email + ".",
  "checkout.whatYouBought": () => "Das hast du gekauft",
  "checkout.nothingCharged": (d) => "Gesamtsumme " + d.total + ": Es wurde nichts berechnet.",
  "checkout.charged": (d) => "Es wurden " + d.total + " inkl. Steuern berechnet.",
  "checkout.chargedToCard": (d) =>
    "Deine Karte mit der Endung " +
    d.lastFour +
    " wurde mit " +
    d.total +
    " inkl. Steuern belastet.",
  "checkout.confirmationNumber": () => "Bestätigungsnummer der Bestellung: ",
  "checkout.confirmationNumberOpens": () =>
    ". Damit öffnest du deine Tickets, hier oder aus deiner E-Mail, um sie am Eingang vorzuzeigen.",
  "checkout.viewTickets": () => "Tickets ansehen",
  "checkout.findWithManageMyOrder": (d) =>
    "Um deine Tickets wiederzufinden, öffne „Meine Bestellung verwalten“ mit der Bestellung Nr. " +
    d.orderId +
    " und deiner E-Mail-Adresse: Dort siehst du deine Bestätigungsnummer und deine Tickets.",
  "content.terms.title": () => "Allgemeine Geschäftsbedingungen",
  "content.privacy.title": () => "Datenschutz",
  "content.accessibility.title": () => "Barrierefreiheit",
  "content.contact.title": () => "Kontakt",
  "content.terms.tickets.heading": () => "Deine Tickets",
  "content.terms.tickets.admission.sn": (d) =>
    "Ein Ticket gilt für eine Person für die Aussichtsplattform und den drehbaren Glasboden von " +
    d.venue +
    " am angegebenen Datum und, bei Tickets mit Zeitfenster, innerhalb der darauf angegebenen Einlasszeit.",
  "content.terms.tickets.admission.cgg": (d) =>
    "Ein Ticket gilt für eine Person für das Glashaus, die Galerien und den Garten von " +
    d.venue +
    " am angegebenen Datum und, bei Tickets mit Zeitfenster, innerhalb der darauf angegebenen Einlasszeit.",
  "content.terms.tickets.arrival": () =>
    "Bitte komm innerhalb deiner Einlasszeit: Späterer Einlass ist nur nach Verfügbarkeit möglich.",
  "content.terms.tickets.bags.sn": () =>
    "Taschen über 16 x 12 x 8 Zoll (41 x 30 x 20 cm) sind nicht erlaubt; es gibt keine Schließfächer.",
  "content.terms.tickets.bags.cgg": () =>
    "Große Taschen und Rucksäcke bleiben dem Glas zuliebe in den kostenlosen Schließfächern am Eingang.",
  "content.terms.refunds.heading": () => "Änderungen und Erstattungen",
  "content.terms.refunds.online": () =>
    "Eine Bestellung, die online storniert werden kann, stornierst du unter „Meine Bestellung verwalten“; die Erstattung geht innerhalb von 5–10 Werktagen auf die Karte zurück, mit der du bezahlt hast.",
  "content.terms.refunds.contact": (d) =>
    "Für alles andere wende dich an den Besucherservice unter " +
    d.phone +
    " oder " +
    d.email +
    ".",
  "content.terms.groups.heading": () => "Gruppenbesuche",
  "content.terms.groups.rules": (d) =>
    "Gruppentickets gelten für Gruppen ab " +
    d.minimum +
    " Personen, mindestens " +
    plural(d.daysAhead, 0, de, {
      one: strictNumber("de", d.daysAhead, 0, "daysAhead") + " Tag",
      other: strictNumber("de", d.daysAhead, 0, "daysAhead") + " Tage",
    }) +
    " im Voraus gebucht, mit einem Freiticket je " +
    d.minimum +
    " bezahlte Tickets.",
  "content.terms.groups.oneOrder": () =>
    "Eine Bestellung gilt für die ganze Gruppe und wird mit einer Karte bezahlt.",
  "content.terms.seller.heading": () => "Wer deine Tickets verkauft",
  "content.terms.seller.company": (d) => "Die Tickets werden von " + d.company + " verkauft.",
  "content.privacy.kept.heading": () => "Was wir speichern",
  "content.privacy.kept.details": () =>
    "Deinen Namen, deine E-Mail-Adresse, Anschrift und Telefonnummer sowie die gekauften Tickets, damit wir dir deine Tickets senden, deine Bestellung finden und sie erstatten können.",
  "content.privacy.kept.card": () =>
    "Deine Karte wird von unserem Zahlungsdienstleister belastet; wir speichern nie ihre Nummer oder ihren Sicherheitscode.",
  "content.privacy.measured.heading": () => "Was wir messen",
  "content.privacy.measured.visits": () =>
    "Wir zählen Besuche der Seiten des Shops und die Schritte eines Kaufs, um den Shop zu verbessern, und prüfen jeden Kauf auf Kartenbetrug.",
  "content.privacy.choices.heading": () => "Deine Rechte",
  "content.privacy.choices.request": (d) =>
    "Um einzusehen, zu berichtigen oder zu löschen, was wir über dich speichern, schreib an " +
    d.email +
    ". " +
    d.company +
    " antwortet innerhalb von 30 Tagen.",
  "content.accessibility.venue.heading": () => "Vor Ort",
  "content.accessibility.venue.access.sn": () =>
    "Beide Aufzüge und beide Aussichtsebenen sind stufenlos, und der Glasboden ist mit dem Rollstuhl befahrbar. Assistenzhunde sind willkommen.",
  "content.accessibility.venue.access.cgg": () =>
    "Die Galerien, das Glashaus und die Gartenwege sind stufenlos; in jedem Raum stehen Bänke. Assistenzhunde sind willkommen.",
  "content.accessibility.venue.companion": () =>
    "Wer eine Begleitperson braucht, bringt sie kostenlos mit: Ruf vor deinem Besuch beim Besucherservice an.",
  "content.accessibility.shop.heading": () => "Dieser Shop",
  "content.accessibility.shop.standard": () =>
    "Der Shop ist so gebaut, dass er WCAG 2.2 Stufe AA erfüllt: Er funktioniert allein mit der Tastatur, mit Screenreadern und bei 400 % Zoom, im hellen wie im dunklen Modus.",
  "content.accessibility.shop.help": (d) =>
    "Wenn dir etwas im Weg steht, sag es uns unter " +
    d.phone +
    " oder " +
    d.email +
    ", und wir buchen deine Tickets gemeinsam mit dir.",
  "content.contact.guestServices.heading": () => "Besucherservice",
  "content.contact.guestServices.hours": () =>
    "Wir sind täglich von 9:00 bis 18:00 Uhr für dich da und beantworten E-Mails innerhalb eines Werktags.",
  "content.contact.guestServices.orderNumber": () =>
    "Halte deine Bestellnummer bereit, wenn es um eine Bestellung geht.",
  "content.contact.phone": () => "Telefon",
  "content.contact.email": () => "E-Mail",
  "content.contact.address": () => "Adresse",
  "content.notFound.title": () => "Seite nicht gefunden",
  "content.notFound.body": () => "Wir konnten die gesuchte Seite nicht finden.",
  "content.notFound.backToTickets": () => "Zurück zu den Tickets",
  "errors.orderNotFound": () =>
    "Deine Bestellung wurde nicht gefunden. Bitte überprüfe deine Angaben und versuche es erneut.",
  "errors.requestCannotBeProcessed": () => "Deine Anfrage kann gerade nicht bearbeitet werden.",
  "errors.contactLine": (d) =>
    "Bitte wende dich an den Gästeservice unter " + d.phone + " oder " + d.email + ".",
  "errors.notRefundable": () => "Deine Bestellung kann nicht online storniert werden.",
  "errors.orderCanceled": () =>
    "Diese Bestellung wurde storniert, daher sind ihre Tickets nicht mehr gültig.",
  "errors.noTicket": () => "Für diese Bestätigungsnummer wurden keine Tickets gefunden.",
  "errors.confirmationNotValid": () =>
    "Dieser Link enthält keine gültige Bestätigungsnummer einer Bestellung.",
  "errors.viewTicketsUnexpected": () =>
    "Deine Tickets können gerade nicht angezeigt werden. Bitte versuche es später noch einmal.",
  "errors.confirmationNumberMissing": () =>
    "Gib die Bestätigungsnummer aus deiner Bestellbestätigung ein.",
  "errors.confirmationNumberMalformed": () =>
    "Eine Bestätigungsnummer besteht aus 4 bis 64 Buchstaben und Ziffern, zum Beispiel ABCD234567.",
  "errors.productsUnavailable": () => "Einige Produkte sind nicht verfügbar.",
  "errors.unavailableLine": (d) =>
    select(d.when, {
      dateAndTime: d.name + " (" + d.date + ", " + d.time + ")",
      date: d.name + " (" + d.date + ")",
      time: d.name + " (" + d.time + ")",
      other: d.name,
    }),
  "errors.unavailableFewPlaces": (d) =>
    d.line +
    ": nur noch " +
    plural(d.remaining, 0, de, {
      one: strictNumber("de", d.remaining, 0, "remaining") + " Platz",
      other: strictNumber("de", d.remaining, 0, "remaining") + " Plätze",
    }) +
    " frei für deine " +
    plural(d.tickets, 0, de, {
      one: strictNumber("de", d.tickets, 0, "tickets") + " Ticket",
      other: strictNumber("de", d.tickets, 0, "tickets") + " Tickets",
    }) +
    ".",
  "errors.unavailableTimeGone": (d) => d.line + ": Diese Einlasszeit ist nicht mehr verfügbar.",
  "errors.unavailableOffSale": (d) => d.line + ": nicht mehr verfügbar.",
  "errors.paymentDeclined": () =>
    "Deine Karte wurde abgelehnt. Bitte überprüfe die Kartendaten oder verwende eine andere Karte.",
  "errors.tooManyDeclines": () =>
    "Für diese Bestellung wurden zu viele Karten abgelehnt, deshalb kann gerade keine weitere Karte versucht werden. Bitte kläre das mit deiner Bank und versuche es später erneut.",
  "errors.purchaseNotCompleted": () =>
    "Dein Kauf konnte nicht abgeschlossen werden. Deine Tickets liegen noch im Warenkorb: Bitte überprüfe deine Angaben und versuche es erneut.",
  "errors.unexpectedJavascriptError": () => "Unerwarteter JavaScript-Fehler",
  "errors.holdUnanswered": () =>
    "Wir konnten die Ticketkasse nicht erreichen, deshalb wurde deine Bestellung nicht aufgegeben und deine Karte nicht belastet. Bitte überprüfe deine Verbindung und versuche es erneut.",
  "errors.purchaseUnanswered": () =>
    "Die Verbindung zur Ticketkasse ist abgebrochen, bevor sie geantwortet hat. Drücke „Bestellung aufgeben“, um es erneut zu versuchen: Wir prüfen zuerst, ob deine Bestellung durchgegangen ist, damit deine Karte nicht doppelt belastet wird.",
  "errors.orderNotPlaced": () => "Deine Bestellung wurde nicht aufgegeben",
  "errors.orderMaybePlaced": () => "Wir wissen nicht, ob deine Bestellung aufgegeben wurde",
  "errors.fieldRequired": () => "Dieses Feld ist ein Pflichtfeld.",
  "errors.fieldInvalidEmail": () => "Gib eine E-Mail-Adresse wie name@example.com ein.",
  "errors.fieldCardNumberInvalid": () => "Diese Kartennummer ist ungültig.",
  "errors.fieldExpiryMonthInvalid": () => "Gib den Ablaufmonat als Zahl von 1 bis 12 ein.",
  "errors.fieldExpiryYearInvalid": () => "Gib das Ablaufjahr mit 2 oder 4 Ziffern ein.",
  "errors.fieldCardExpired": () => "Diese Karte ist abgelaufen.",
  "errors.fieldCvvInvalid": () => "Die CVV sind die 3 oder 4 Ziffern auf deiner Karte.",
  "errors.holdNotExtended": () => "Deine Reservierung konnte nicht verlängert werden.",
  "errors.holdExtensionsExhausted": () =>
    "Deine Reservierung kann nicht noch einmal verlängert werden.",
  "errors.tooManyHolds": () =>
    "Von deiner Verbindung aus sind zu viele Tickets reserviert. Bitte versuche es in ein paar Minuten erneut.",
  "errors.groupMinimumNotMet": (d) =>
    "Gruppenbestellungen brauchen mindestens " +
    plural(d.minimum, 0, de, {
      one: strictNumber("de", d.minimum, 0, "minimum") + " Ticket",
      other: strictNumber("de", d.minimum, 0, "minimum") + " Tickets",
    }) +
    ".",
  "errors.groupBelowMinimum": () =>
    "Eine Gruppenbestellung behält eine Mindestzahl an Tickets. Storniere weniger Tickets oder alle.",
  "errors.visitNotChangeable": () =>
    "Datum und Uhrzeit dieser Tickets können nicht mehr geändert werden.",
  "errors.entryTimeFull": () =>
    "Für diese Einlasszeit gibt es nicht mehr genug Plätze für diese Tickets. Bitte wählen Sie eine andere Zeit.",
  "errors.groupAdvancePurchase": (d) =>
    "Gruppenbesuche müssen mindestens " +
    plural(d.days, 0, de, {
      one: strictNumber("de", d.days, 0, "days") + " Tag",
      other: strictNumber("de", d.days, 0, "days") + " Tage",
    }) +
    " im Voraus gebucht werden.",
  "errors.notATicketsCount": () => "Gib eine ganze Zahl an Tickets ein.",
  "errors.groupOrderInCart": () =>
    "Dein Warenkorb enthält eine Gruppenbestellung, die separat gebucht wird. Geh zuerst zur Kasse oder entferne sie, um diese Tickets hinzuzufügen.",
  "errors.groupOrderOnItsOwn": () =>
    "Ein Gruppenbesuch wird als eigene Bestellung gebucht. Geh zuerst zur Kasse oder entferne die Tickets aus deinem Warenkorb.",
  "errors.duplicateBarcode": () => "Ticket bereits eingegeben",
  "errors.invalidBarcode": () => "Ungültiger Barcode",
  "errors.invalidPromoCode": () => "Dieser Aktionscode ist ungültig.",
  "errors.hyperlinkExpired": () => "Dieser Einladungslink ist abgelaufen.",
  "errors.throttled": (d) =>
    "Zu viele Versuche. Bitte versuche es in " +
    plural(d.seconds, 0, de, { one: d.seconds + " Sekunde", other: d.seconds + " Sekunden" }) +
    " erneut.",
  "errors.generic": () =>
    "Bei deiner Anfrage ist etwas schiefgelaufen. Bitte versuche es später noch einmal.",
  "errors.close": () => "Schließen",
  "errors.renderFailure": () => "Ein unerwartetes Problem ist aufgetreten!",
  "errors.tryAgain": () => "Erneut versuchen",
  "errors.chunkLoadFailed": () =>
    "Diese Seite konnte nicht geladen werden. Überprüfe deine Verbindung und lade sie neu.",
  "errors.reload": () => "Neu laden",
  "errors.maxTicketsPerOrder": (d) =>
    plural(d.maximum, 0, de, {
      one:
        "Du kannst höchstens " +
        strictNumber("de", d.maximum, 0, "maximum") +
        " Ticket pro Bestellung kaufen.",
      other:
        "Du kannst höchstens " +
        strictNumber("de", d.maximum, 0, "maximum") +
        " Tickets pro Bestellung kaufen.",
    }),
  "errors.waitingListPlacesFree": () =>
    "Dieser Einlass hat Plätze für Ihre Gruppe: Sie können sie jetzt kaufen.",
  "errors.waitingListAlreadyWaiting": () =>
    "Diese E-Mail-Adresse steht bereits auf der Warteliste für diesen Einlass.",
  "errors.waitingListNoSuchEntry": () => "Dieser Wartelisten-Link ist nicht gültig.",
  "errors.waitingListOfferLapsed": () =>
    "Dieses Angebot ist abgelaufen: Die Plätze wurden eine Weile freigehalten und gingen dann an die nächste Gruppe auf der Warteliste.",
  "errors.waitingListOfferTaken": () => "Dieses Angebot wurde bereits gekauft.",
  "footer.aboutTheVenue": () => "Über uns",
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
  "product.notAvailable.pageTitle": () => "Produkt nicht verfügbar",
  "product.notAvailable.heading": () => "Dieses Produkt ist nicht verfügbar.",
  "product.notAvailable.backToTickets": () => "Zurück zu den Tickets",
  "product.tryAgain": () => "Erneut versuchen",
  "product.cityPassUnavailable": () => "Der City-Pass-Umtausch ist online nicht verfügbar.",
  "product.groupSalesUnavailable": () => "Gruppenbuchungen sind online nicht verfügbar.",
  "product.price.from": (d) => "ab " + d.from,
  "product.price.range": (d) => "von " + d.from + " bis " + d.to,
  "product.calendar.heading": () => "Besuchsdatum",
  "product.calendar.noDates": () => "Zurzeit sind keine Besuchsdaten im Verkauf.",
  "product.calendar.previousMonth": () => "Vorheriger Monat",
  "product.calendar.nextMonth": () => "Nächster Monat",
  "product.calendar.day": (d) =>
    select(d.status, {
      soldOut: d.date + ", ausverkauft",
      closed: d.date + ", geschlossen",
      other: d.date,
    }),
  "product.calendar.legend": () => "Gestrichelt umrandete Tage sind ausverkauft oder geschlossen.",
  "product.tickets.heading": () => "Ticketauswahl",
  "product.tickets.none": () => "Für dieses Datum sind keine Tickets im Verkauf.",
  "product.tickets.removeOne": (d) => "Ein Ticket " + d.name + " entfernen",
  "product.tickets.addOne": (d) => "Ein Ticket " + d.name + " hinzufügen",
  "product.tickets.count": (d) => "Anzahl Tickets " + d.name,
  "product.tickets.typeHowMany": (d) => "Oder gib die Anzahl der Tickets " + d.name + " ein",
  "product.entryTimes.heading": () => "Besuchszeit",
  "product.entryTimes.none": () =>
    "Für diese Tickets gibt es an diesem Datum keine Einlasszeiten mehr.",
  "product.entryTimes.timeOfDay": () => "Tageszeit",
  "product.entryTimes.morning": () => "Vormittag",
  "product.entryTimes.afternoon": () => "Nachmittag",
  "product.entryTimes.evening": () => "Abend",
  "product.entryTimes.soldOut": () => "Ausverkauft",
  "product.entryTimes.left": (d) =>
    plural(d.count, 0, de, { other: "Noch " + strictNumber("de", d.count, 0, "count") + " frei" }),
  "product.entryTimes.yours": () => "Deine Einlasszeit",
  "product.entryTimes.yoursShown": () => "Deine Einlasszeit:",
  "product.entryTime": () => "Einlasszeit",
  "product.summary.heading": () => "Deine Buchung",
  "product.summary.date": () => "Besuchsdatum",
  "product.summary.notChosen": () => "Noch nicht gewählt",
  "product.summary.noTickets": () => "Noch keine Tickets gewählt.",
  "product.summary.taxNote": () => "Steuern kommen an der Kasse hinzu.",
  "product.summary.groupReward": (d) =>
    plural(d.count, 0, de, {
      one:
        strictNumber("de", d.count, 0, "count") +
        " Freiticket für die Gruppe, im Warenkorb abgezogen.",
      other:
        strictNumber("de", d.count, 0, "count") +
        " Freitickets für die Gruppe, im Warenkorb abgezogen.",
    }),
  "product.summary.total": (d) => "Gesamt: " + d.amount,
  "product.addToCart.add": () => "In den Warenkorb",
  "product.addToCart.update": () => "Warenkorb aktualisieren",
  "product.addToCart.adding": () => "Wird hinzugefügt…",
  "product.addToCart.updating": () => "Wird aktualisiert…",
  "product.addToCart.chooseVisitDate": () => "Wähle zuerst ein Besuchsdatum.",
  "product.addToCart.chooseTickets": () => "Wähle zuerst deine Tickets.",
  "product.addToCart.chooseEntryTime": () => "Wähle zuerst eine Einlasszeit.",
  "product.cityPass.heading": () => "Deine City-Pass-Barcodes",
  "product.cityPass.barcode": (d) => d.position + ". Barcode",
  "product.cityPass.verified": () => "Geprüft",
  "product.cityPass.verify": () => "Prüfen",
  "product.cityPass.verifyBarcode": (d) => d.position + ". Barcode prüfen",
  "product.cityPass.remove": (d) => d.position + ". Barcode entfernen",
  "product.cityPass.add": () => "Weiteren Barcode hinzufügen",
  "product.upgrades": () => "Zusatzangebote",
  "product.beforeYouVisit": () => "Vor deinem Besuch",
  "selfService.pageTitle": () => "Meine Bestellung verwalten",
  "selfService.unavailable": () => "Eine Online-Stornierung ist nicht möglich.",
  "selfService.find.intro": () =>
    "Gib die Bestellnummer aus deiner Bestätigung und die E-Mail-Adresse ein, mit der du bestellt hast.",
  "selfService.find.orderNumber": () => "Bestellnummer",
  "selfService.find.orderNumberDigits": () => "Gib die Bestellnummer nur als Ziffern ein.",
  "selfService.find.email": () => "E-Mail",
  "selfService.find.submit": () => "Bestellung suchen",
  "selfService.standing.status": () => "Bestellstatus:",
  "selfService.standing.canceled": () => "Storniert",
  "selfService.standing.confirmed": () => "Bestätigt",
  "selfService.standing.canceledAndRefunded": () =>
    "Diese Bestellung wurde storniert und erstattet. Ihre Tickets können nicht mehr verwendet werden.",
  "selfService.standing.canceledAndRefundedOn": (d) =>
    "Diese Bestellung wurde am " +
    d.date +
    " storniert und erstattet. Ihre Tickets können nicht mehr verwendet werden.",
  "selfService.standing.viewTickets": () => "Tickets ansehen",
  "selfService.details.heading": () => "BESTELLDETAILS",
  "selfService.details.orderNumber": () => "Bestellnr.",
  "selfService.details.customerName": () => "Name",
  "selfService.details.customer": (d) => d.firstName + " " + d.lastName,
  "selfService.details.orderDate": () => "Bestelldatum",
  "selfService.details.confirmationNumber": () => "Bestätigungsnr.",
  "selfService.details.visitDate": () => "Besuchsdatum",
  "selfService.details.numberOfTickets": () => "Anzahl Tickets",
  "selfService.tickets.caption": () => "Tickets",
  "selfService.tickets.quantity": () => "Anz.",
  "selfService.tickets.type": () => "Ticketart",
  "selfService.payment.caption": () => "Zahlung",
  "selfService.payment.amountPaid": () => "Bezahlter Betrag",
  "selfService.payment.taxIncluded": () => "Enthaltene Steuern",
  "selfService.resend.button": () => "Tickets erneut senden",
  "selfService.resend.sending": () => "Wird gesendet…",
  "selfService.resend.sent": (d) => "Wir haben deine Tickets an " + d.email + " gesendet.",
  "selfService.cancel.consent": () =>
    "Ich möchte meine Ticketbestellung stornieren und den Betrag erstattet bekommen. Ich erhalte meine Erstattung innerhalb von 5–10 Werktagen.",
  "selfService.cancel.back": () => "ZURÜCK",
  "selfService.cancel.submit": () => "TICKETS STORNIEREN",
  "selfService.done.heading": (d) => "Bestellung " + d.orderId + " wurde storniert.",
  "selfService.done.refund": () =>
    "Du erhältst deine Erstattung voraussichtlich innerhalb von 5–10 Werktagen.",
  "selfService.done.button": () => "FERTIG",
  "selfService.some.open": () => "Einige Tickets stornieren",
  "selfService.some.legend": () => "Wähle die Tickets, die du stornieren möchtest",
  "selfService.some.notCancellable": () => "Online nicht mehr stornierbar",
  "selfService.some.quote": () => "Erstattung ansehen",
  "selfService.some.quoting": () => "Erstattung wird berechnet…",
  "selfService.some.refund": (d) => "Du erhältst " + d.refund + " zurück.",
  "selfService.some.kept": (d) =>
    plural(d.kept, 0, de, {
      0: "Auf dieser Bestellung bleiben keine Tickets.",
      one:
        strictNumber("de", d.kept, 0, "kept") +
        " Ticket bleibt auf dieser Bestellung, im Wert von " +
        d.keptWorth +
        ".",
      other:
        strictNumber("de", d.kept, 0, "kept") +
        " Tickets bleiben auf dieser Bestellung, im Wert von " +
        d.keptWorth +
        ".",
    }),
  "selfService.some.confirm": (d) =>
    plural(d.count, 0, de, {
      one: strictNumber("de", d.count, 0, "count") + " Ticket",
      other: strictNumber("de", d.count, 0, "count") + " Tickets",
    }) + " verbindlich stornieren",
  "selfService.some.cancelling": () => "Wird storniert…",
  "selfService.some.done.heading": () => "Tickets storniert",
  "selfService.some.done.refund": (d) =>
    "Du erhältst " + d.refunded + " innerhalb von 5–10 Werktagen erstattet.",
  "selfService.some.done.kept": (d) =>
    plural(d.kept, 0, de, {
      0: "Auf dieser Bestellung bleiben keine Tickets.",
      one: "Das andere Ticket dieser Bestellung bleibt gültig.",
      other:
        "Die anderen " +
        strictNumber("de", d.kept, 0, "kept") +
        " Tickets dieser Bestellung bleiben gültig.",
    }),
  "selfService.change.open": () => "Datum oder Uhrzeit ändern",
  "selfService.change.legend": () => "Wähle die Tickets, die du ändern möchtest",
  "selfService.change.notChangeable": () => "Kann online nicht mehr geändert werden",
  "selfService.change.date": () => "Neues Datum",
  "selfService.change.datesFailed": () =>
    "Die Termine konnten nicht geladen werden. Wähle die Tickets bitte erneut, um es noch einmal zu versuchen.",
  "selfService.change.entryTime": () => "Neue Einlasszeit",
  "selfService.change.quote": () => "Differenz anzeigen",
  "selfService.change.quoting": () => "Differenz wird geprüft…",
  "selfService.change.amountDue": (d) => "Du zahlst " + d.amount + " mehr.",
  "selfService.change.refund": (d) => "Du erhältst " + d.refund + " zurück.",
  "selfService.change.same": () => "Die neue Zeit kostet gleich viel.",
  "selfService.change.card": () => "Karte für die Differenz",
  "selfService.change.confirm": (d) =>
    plural(d.count, 0, de, {
      one: strictNumber("de", d.count, 0, "count") + " Ticket ändern",
      other: strictNumber("de", d.count, 0, "count") + " Tickets ändern",
    }),
  "selfService.change.changing": () => "Wird geändert…",
  "selfService.change.done.heading": () => "Besuch geändert",
  "selfService.change.done.charged": (d) => d.charged + " wurden deiner Karte belastet.",
  "selfService.change.done.refunded": (d) =>
    "Du erhältst " + d.refunded + " innerhalb von 5–10 Werktagen erstattet.",
  "selfService.change.done.tickets": () =>
    "Deine neuen Tickets sind per E-Mail unterwegs: Die alten Barcodes gelten nicht mehr für den Einlass.",
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
  "tickets.pageTitle": () => "Deine Tickets",
  "tickets.lookup.label": () => "Deine Tickets finden",
  "tickets.lookup.confirmationNumber": () => "Bestätigungsnummer",
  "tickets.lookup.show": () => "Tickets anzeigen",
  "tickets.next.label": () => "Wie es weitergeht",
  "tickets.next.manageMyOrder": () => "Meine Bestellung verwalten",
  "tickets.next.backToTickets": () => "Zurück zu den Tickets",
  "tickets.plans.label": () => "Pläne geändert?",
  "tickets.plans.change": () => "Datum oder Uhrzeit ändern oder einige Tickets stornieren",
  "tickets.downloads.pdf": () => "PDF herunterladen",
  "tickets.downloads.print": () => "Drucken",
  "tickets.downloads.calendar": () => "Zum Kalender hinzufügen",
  "tickets.wallet.add": () => "Zu Apple Wallet hinzufügen",
  "tickets.wallet.addTicket": (d) => "Zu Apple Wallet hinzufügen, Ticket " + d.barcode,
  "tickets.views.label": () => "Tickets anzeigen",
  "tickets.views.oneByOne": () => "Einzeln",
  "tickets.views.all": () => "Alle Tickets",
  "tickets.carousel.label": () => "Tickets",
  "tickets.carousel.roleDescription": () => "Karussell",
  "tickets.carousel.position": (d) => "Ticket " + d.position + " von " + d.count,
  "tickets.carousel.previous": () => "Vorheriges Ticket",
  "tickets.carousel.next": () => "Nächstes Ticket",
  "tickets.card.roleDescription": () => "Folie",
  "tickets.qrCode": (d) => "QR-Code für Barcode " + d.barcode,
  "tickets.facts.ticket": () => "Ticketart",
  "tickets.facts.guest": () => "Gast",
  "tickets.facts.date": () => "Besuchsdatum",
  "tickets.facts.time": () => "Einlasszeit",
  "tickets.facts.order": () => "Bestellnr.",
  "tickets.list.heading": (d) => "Alle Tickets (" + d.count + ")",
  "tickets.list.position": (d) => "(" + d.position + " von " + d.count + ")",
  "tickets.device.heading": () => "Auf einem geteilten Gerät?",
  "tickets.device.kept": () =>
    "Dieses Gerät speichert deine Tickets bis zum Ende deines Besuchstags, damit sie sich auch ohne Verbindung öffnen.",
  "tickets.device.question": () =>
    "Deine Tickets von diesem Gerät entfernen? Sie werden hier dann nicht mehr angezeigt. Du kannst sie über den Link in deiner Bestätigungs-E-Mail wieder öffnen.",
  "tickets.device.refused": () =>
    "Deine Tickets konnten nicht von diesem Gerät entfernt werden. Versuch es noch einmal oder lösche die Daten dieser Website in den Einstellungen deines Browsers.",
  "tickets.device.removing": () => "Wird entfernt…",
  "tickets.device.remove": () => "Ja, entfernen",
  "tickets.device.keep": () => "Behalten",
  "tickets.device.offer": () => "Tickets von diesem Gerät entfernen",
  "tickets.removed.heading": () => "Deine Tickets wurden von diesem Gerät entfernt.",
  "tickets.removed.seeAgain": () =>
    "Um sie wieder anzusehen, öffne den Link in deiner Bestätigungs-E-Mail oder gib deine Bestätigungsnummer ein.",
  "waitingList.notify.full": () => "Ist die gewünschte Einlasszeit ausgebucht?",
  "waitingList.notify.open": () => "Benachrichtigen",
  "waitingList.notify.intro": (d) =>
    "Setzen Sie sich mit Ihren " +
    plural(d.count, 0, de, {
      one: strictNumber("de", d.count, 0, "count") + " Ticket",
      other: strictNumber("de", d.count, 0, "count") + " Tickets",
    }) +
    " auf die Warteliste einer ausgebuchten Einlasszeit. Werden Plätze für Ihre Gruppe frei, schreiben wir Ihnen und halten sie eine Weile für Sie fest.",
  "waitingList.notify.time": () => "Ausgebuchte Einlasszeit",
  "waitingList.notify.email": () => "E-Mail",
  "waitingList.notify.submit": () => "Auf die Warteliste",
  "waitingList.notify.joining": () => "Wird eingetragen…",
  "waitingList.notify.joined": (d) =>
    "Sie stehen auf der Warteliste für " +
    d.time +
    ". Werden Plätze für Ihre " +
    plural(d.count, 0, de, {
      one: strictNumber("de", d.count, 0, "count") + " Ticket",
      other: strictNumber("de", d.count, 0, "count") + " Tickets",
    }) +
    " frei, schreiben wir an " +
    d.email +
    " und halten die Plätze eine Weile für Sie fest: Kaufen Sie sie über den Link in dieser E-Mail. Sie enthält auch einen Link, um die Liste zu verlassen.",
  "waitingList.offer.pageTitle": () => "Ihre Plätze von der Warteliste",
  "waitingList.offer.heldUntil": (d) =>
    "Diese Plätze sind bis " +
    d.time +
    " für Sie reserviert. Danach gehen sie an die nächste Gruppe auf der Warteliste.",
  "waitingList.offer.opening": () => "Ihr Angebot wird geöffnet…",
  "waitingList.offer.backToTickets": () => "Zurück zu den Tickets",
  "waitingList.leave.pageTitle": () => "Warteliste verlassen",
  "waitingList.leave.intro": () =>
    "Verlassen Sie die Warteliste, wenn Sie nichts mehr über Plätze zu dieser Einlasszeit hören möchten. Für Sie reservierte Plätze gehen an die nächste Gruppe.",
  "waitingList.leave.submit": () => "Warteliste verlassen",
  "waitingList.leave.leaving": () => "Wird verlassen…",
  "waitingList.leave.left": () =>
    "Sie haben die Warteliste verlassen. Wir schreiben Ihnen zu dieser Einlasszeit nicht mehr.",
  "waitingList.leave.bought": () =>
    "Sie haben die angebotenen Plätze bereits gekauft, es gab also keine Warteliste mehr zu verlassen. Ihre Bestellung bleibt gültig.",
};
