import { plural, select, strictNumber } from "@messageformat/runtime";
import { de } from "@messageformat/runtime/lib/cardinals";

const number_de__group_off_q5pi5j = (function () {
  var opt = { useGrouping: false };
  var nf = new Intl.NumberFormat("de", opt);
  return function (value) {
    return nf.format(value);
  };
})();
export default {
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
    plural(d.seconds, 0, de, {
      one: number_de__group_off_q5pi5j(d.seconds, "de") + " Sekunde",
      other: number_de__group_off_q5pi5j(d.seconds, "de") + " Sekunden",
    }) +
    " erneut.",
  "errors.generic": () =>
    "Bei deiner Anfrage ist etwas schiefgelaufen. Bitte versuche es später noch einmal.",
  "errors.close": () => "Schließen",
  "errors.renderFailure": () => "Ein unerwartetes Problem ist aufgetreten!",
  "errors.tryAgain": () => "Erneut versuchen",
  "errors.chunkLoadFailed": () =>
    "Diese Seite konnte nicht geladen werden. Überprüfe deine Verbindung und lade sie neu.",
  "errors.reload": () => "Neu laden",
  "home.pageTitle": () => "Tickets",
  "home.heading": (d) => "Tickets für " + d.venue,
  "home.categories": () => "Produktkategorien",
  "home.card.offers": () => "Angebote",
  "home.card.fromPrice": (d) => "Ab " + d.price,
  "home.card.getTickets": () => "Tickets kaufen",
  "home.card.getTicketsFor": (d) => " für " + d.product,
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
};
