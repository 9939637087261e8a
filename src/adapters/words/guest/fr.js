import { plural, select, strictNumber } from "@messageformat/runtime";
import { fr } from "@messageformat/runtime/lib/cardinals";
export default {
  "cart.pageTitle": () => "Votre panier",
  "cart.empty": () => "Votre panier est vide.",
  "cart.browseTickets": () => "Voir les billets",
  "cart.groupOrder": () => "Il s’agit d’une commande de groupe.",
  "cart.orderTotal": () => "Total de la commande",
  "cart.item.change": () => "Modifier",
  "cart.item.remove": () => "Retirer",
  "cart.item.ofProduct": (d) => " les billets pour " + d.product,
  "cart.visit.date": () => "Date de visite",
  "cart.visit.entryTime": () => "Heure d’entrée",
  "cart.lines.ticketsFor": (d) => "Billets pour " + d.product,
  "cart.lines.free": (d) =>
    plural(d.count, 0, fr, {
      one: strictNumber("fr", d.count, 0, "count") + " billet gratuit",
      other: strictNumber("fr", d.count, 0, "count") + " billets gratuits",
    }),
  "cart.totals.subtotal": () => "Sous-total",
  "cart.totals.salesTax": () => "Taxe de vente",
  "cart.totals.total": () => "Montant total",
  "cart.checkout": () => "Passer au paiement",
  "cart.reserving": () => "Réservation…",
  "cart.unavailable.chooseAnother": (d) =>
    select(d.choice, { date: "Choisir une autre date", other: "Choisir une autre heure" }),
  "cart.unavailable.forProduct": (d) => " pour " + d.product,
  "cart.unavailable.removeIt": () => "Retirez-le pour payer le reste.",
  "cart.upgrades.heading": () => "Complétez votre visite",
  "cart.hold.ended": () => "Votre réservation a expiré. Le paiement réserve à nouveau vos billets.",
  "cart.hold.heldFor": (d) => "Vos billets sont réservés pendant " + d.time,
  "cart.hold.needMoreTime": () => "Besoin de plus de temps ?",
  "cart.hold.addingTime": () => "Ajout de temps…",
  "cart.hold.reserveAgain": () => "Réserver à nouveau mes billets",
  "cart.hold.announceEnded": () => "Votre réservation a expiré.",
  "cart.hold.twoMinutesLeft": () => "Il reste 2 minutes à votre réservation.",
  "cart.hold.thirtySecondsLeft": () => "Il reste moins de 30 secondes à votre réservation.",
  "cart.hold.chooseMoreTime": () =>
    " Choisissez « Besoin de plus de temps ? » pour garder vos billets.",
  "cart.hold.added": (d) =>
    plural(d.minutes, 0, fr, {
      one:
        strictNumber("fr", d.minutes, 0, "minutes") +
        " minute de plus ajoutée à votre réservation.",
      other:
        strictNumber("fr", d.minutes, 0, "minutes") +
        " minutes de plus ajoutées à votre réservation.",
    }),
  "cart.hold.addedUnderAMinute": () => "Moins d’une minute ajoutée à votre réservation.",
  "checkout.pageTitle": () => "Paiement",
  "checkout.cartEmpty": () => "Votre panier est vide.",
  "checkout.backToTickets": () => "Retour aux billets",
  "checkout.orderSummary": () => "Récapitulatif de la commande",
  "checkout.hold.ended": () =>
    "Votre réservation a expiré ; passer la commande réserve à nouveau vos billets.",
  "checkout.contact": () => "Coordonnées",
  "checkout.address": () => "Adresse postale",
  "checkout.card": () => "Carte bancaire",
  "checkout.noCardNeeded": () =>
    "Rien à payer : aucune carte n’est nécessaire pour cette commande.",
  "checkout.newsOptIn": () => "Je souhaite recevoir les actualités et les offres par e-mail",
  "checkout.total": (d) => "Montant total : " + d.total,
  "checkout.placeOrder": () => "Passer la commande",
  "checkout.placingOrder": () => "Commande en cours…",
  "checkout.field.email": () => "Adresse e-mail",
  "checkout.field.firstName": () => "Prénom",
  "checkout.field.lastName": () => "Nom",
  "checkout.field.phone": () => "Téléphone",
  "checkout.field.address": () => "Adresse",
  "checkout.field.address2": () => "Complément d’adresse",
  "checkout.field.city": () => "Ville",
  "checkout.field.region": (d) => select(d.region, { province: "Province", other: "État" }),
  "checkout.field.postalCode": () => "Code postal",
  "checkout.field.country": () => "Pays",
  "checkout.field.cardOwnerName": () => "Nom sur la carte",
  "checkout.field.cardNumber": () => "Numéro de carte",
  "checkout.field.expiry": () => "Date d’expiration (MM/AA)",
  "checkout.field.cvv": () => "Cryptogramme (CVV)",
  "checkout.field.optional": () => "Facultatif",
  "checkout.field.choose": () => "Choisissez…",
  "checkout.removedFromCart": (d) => "Nous avons retiré de votre panier : " + d.products + ".",
  "checkout.confirmed": () => "Votre commande est confirmée",
  "checkout.orderNumber": (d) => "Commande n° " + d.orderId,
  "checkout.keepThisNumber": () => "Conservez ce numéro :",
  "checkout.keepThisNumberWhy": () =>
    " avec votre e-mail, il vous permet de gérer ou d’annuler votre commande.",
  "checkout.ticketsOnTheirWay": (d) => "Vos billets sont en route vers " + d.email + ".",
  "checkout.whatYouBought": () => "Ce que vous avez acheté",
  "checkout.nothingCharged": (d) => "Montant total " + d.total + " : rien n’a été débité.",
  "checkout.charged": (d) => "Montant débité : " + d.total + ", taxes comprises.",
  "checkout.chargedToCard": (d) =>
    "Montant débité : " +
    d.total +
    ", taxes comprises, sur la carte se terminant par " +
    d.lastFour +
    ".",
  "checkout.confirmationNumber": () => "Numéro de confirmation de la commande : ",
  "checkout.confirmationNumberOpens": () =>
    ". Il ouvre vos billets, ici ou depuis votre e-mail, à présenter à l’entrée.",
  "checkout.viewTickets": () => "Voir les billets",
  "checkout.findWithManageMyOrder": (d) =>
    "Pour retrouver vos billets, ouvrez Gérer ma commande avec la commande n° " +
    d.orderId +
    " et votre e-mail : vous y trouverez votre numéro de confirmation et vos billets.",
  "home.pageTitle": () => "Billets",
  "home.heading": (d) => "Billets pour " + d.venue,
  "home.categories": () => "Catégories de produits",
  "home.card.offers": () => "Offres",
  "home.card.fromPrice": (d) => "À partir de " + d.price,
  "home.card.getTickets": () => "Acheter des billets",
  "home.card.getTicketsFor": (d) => " pour " + d.product,
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
