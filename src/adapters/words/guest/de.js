import { plural, select, strictNumber } from "@messageformat/runtime";
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
