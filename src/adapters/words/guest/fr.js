import { plural, select } from "@messageformat/runtime";
import { strictNumber } from "../../../domain/words/pluralNumber.js";
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
  "content.terms.title": () => "Conditions générales",
  "content.privacy.title": () => "Confidentialité",
  "content.accessibility.title": () => "Accessibilité",
  "content.contact.title": () => "Nous contacter",
  "content.terms.tickets.heading": () => "Vos billets",
  "content.terms.tickets.admission.sn": (d) =>
    "Un billet donne accès à une personne à la plateforme d’observation et au plancher de verre tournant de " +
    d.venue +
    " à la date indiquée et, pour les billets horodatés, pendant l’heure d’entrée qui y figure.",
  "content.terms.tickets.admission.cgg": (d) =>
    "Un billet donne accès à une personne à la serre, aux galeries et au jardin de " +
    d.venue +
    " à la date indiquée et, pour les billets horodatés, pendant l’heure d’entrée qui y figure.",
  "content.terms.tickets.arrival": () =>
    "Merci d’arriver pendant votre heure d’entrée : une entrée plus tardive dépend des places disponibles.",
  "content.terms.tickets.bags.sn": () =>
    "Les sacs de plus de 16 x 12 x 8 pouces (41 x 30 x 20 cm) ne sont pas acceptés ; il n’y a pas de consigne.",
  "content.terms.tickets.bags.cgg": () =>
    "Les grands sacs et les sacs à dos restent dans les casiers gratuits de l’entrée, pour préserver le verre.",
  "content.terms.refunds.heading": () => "Modifications et remboursements",
  "content.terms.refunds.online": () =>
    "Une commande annulable en ligne s’annule depuis Gérer ma commande ; le remboursement est crédité sur la carte utilisée pour le paiement sous 5 à 10 jours ouvrés.",
  "content.terms.refunds.contact": (d) =>
    "Pour toute autre demande, contactez le service visiteurs au " +
    d.phone +
    " ou à " +
    d.email +
    ".",
  "content.terms.groups.heading": () => "Visites de groupe",
  "content.terms.groups.rules": (d) =>
    "Les billets de groupe sont destinés aux groupes de " +
    d.minimum +
    " personnes ou plus, réservés au moins " +
    plural(d.daysAhead, 0, fr, {
      one: strictNumber("fr", d.daysAhead, 0, "daysAhead") + " jour",
      other: strictNumber("fr", d.daysAhead, 0, "daysAhead") + " jours",
    }) +
    " à l’avance, avec un billet gratuit pour " +
    d.minimum +
    " billets payants.",
  "content.terms.groups.oneOrder": () =>
    "Une seule commande couvre tout le groupe et se règle avec une seule carte.",
  "content.terms.seller.heading": () => "Qui vend vos billets",
  "content.terms.seller.company": (d) => "Les billets sont vendus par " + d.company + ".",
  "content.privacy.kept.heading": () => "Ce que nous conservons",
  "content.privacy.kept.details": () =>
    "Votre nom, votre adresse e-mail, votre adresse postale et votre numéro de téléphone, ainsi que les billets achetés, afin de vous envoyer vos billets, de retrouver votre commande et de la rembourser.",
  "content.privacy.kept.card": () =>
    "Votre carte est débitée par notre prestataire de paiement ; nous ne conservons jamais son numéro ni son code de sécurité.",
  "content.privacy.measured.heading": () => "Ce que nous mesurons",
  "content.privacy.measured.visits": () =>
    "Nous comptons les visites des pages de la boutique et les étapes d’un achat afin d’améliorer la boutique, et vérifions chaque achat contre la fraude à la carte.",
  "content.privacy.choices.heading": () => "Vos choix",
  "content.privacy.choices.request": (d) =>
    "Pour consulter, corriger ou supprimer les données que nous conservons à votre sujet, écrivez à " +
    d.email +
    ". " +
    d.company +
    " répond sous 30 jours.",
  "content.accessibility.venue.heading": () => "Sur place",
  "content.accessibility.venue.access.sn": () =>
    "Les deux ascenseurs et les deux niveaux d’observation sont de plain-pied, et le plancher de verre est accessible en fauteuil roulant. Les chiens d’assistance sont les bienvenus.",
  "content.accessibility.venue.access.cgg": () =>
    "Les galeries, la serre et les allées du jardin sont de plain-pied ; des bancs se trouvent dans chaque salle. Les chiens d’assistance sont les bienvenus.",
  "content.accessibility.venue.companion": () =>
    "L’accompagnateur d’un visiteur qui en a besoin entre gratuitement : appelez le service visiteurs avant votre visite.",
  "content.accessibility.shop.heading": () => "Cette boutique",
  "content.accessibility.shop.standard": () =>
    "La boutique est conçue pour respecter le niveau AA des WCAG 2.2 : elle s’utilise au clavier seul, avec un lecteur d’écran et avec un zoom de 400 %, en mode clair comme en mode sombre.",
  "content.accessibility.shop.help": (d) =>
    "Si quelque chose vous bloque, signalez-le-nous au " +
    d.phone +
    " ou à " +
    d.email +
    " et nous réserverons vos billets avec vous.",
  "content.contact.guestServices.heading": () => "Service visiteurs",
  "content.contact.guestServices.hours": () =>
    "Nous répondons tous les jours de 9 h à 18 h, et aux e-mails sous un jour ouvré.",
  "content.contact.guestServices.orderNumber": () =>
    "Munissez-vous de votre numéro de commande si votre question porte sur une commande.",
  "content.contact.phone": () => "Téléphone",
  "content.contact.email": () => "Adresse e-mail",
  "content.contact.address": () => "Adresse",
  "content.notFound.title": () => "Page introuvable",
  "content.notFound.body": () => "Nous n’avons pas trouvé la page demandée.",
  "content.notFound.backToTickets": () => "Retour aux billets",
  "errors.orderNotFound": () =>
    "Votre commande est introuvable. Veuillez vérifier vos informations et réessayer.",
  "errors.requestCannotBeProcessed": () => "Votre demande ne peut pas être traitée pour le moment.",
  "errors.contactLine": (d) =>
    "Veuillez contacter le service clientèle au " + d.phone + " ou à " + d.email + ".",
  "errors.notRefundable": () => "Votre commande ne peut pas être annulée en ligne.",
  "errors.orderCanceled": () => "Cette commande a été annulée : ses billets ne sont plus valables.",
  "errors.noTicket": () => "Aucun billet n'a été trouvé pour ce numéro de confirmation.",
  "errors.confirmationNotValid": () =>
    "Ce lien ne contient pas de numéro de confirmation de commande valide.",
  "errors.viewTicketsUnexpected": () =>
    "Vos billets ne peuvent pas être affichés pour le moment. Veuillez réessayer plus tard.",
  "errors.confirmationNumberMissing": () =>
    "Veuillez saisir le numéro de confirmation indiqué dans la confirmation de votre commande.",
  "errors.confirmationNumberMalformed": () =>
    "Un numéro de confirmation comporte de 4 à 64 lettres et chiffres, par exemple ABCD234567.",
  "errors.productsUnavailable": () => "Certains produits ne sont pas disponibles.",
  "errors.unavailableLine": (d) =>
    select(d.when, {
      dateAndTime: d.name + " (" + d.date + ", " + d.time + ")",
      date: d.name + " (" + d.date + ")",
      time: d.name + " (" + d.time + ")",
      other: d.name,
    }),
  "errors.unavailableFewPlaces": (d) =>
    d.line +
    " : " +
    plural(d.remaining, 0, fr, {
      one: strictNumber("fr", d.remaining, 0, "remaining") + " place restante",
      other: strictNumber("fr", d.remaining, 0, "remaining") + " places restantes",
    }) +
    " seulement pour vos " +
    plural(d.tickets, 0, fr, {
      one: strictNumber("fr", d.tickets, 0, "tickets") + " billet",
      other: strictNumber("fr", d.tickets, 0, "tickets") + " billets",
    }) +
    ".",
  "errors.unavailableTimeGone": (d) => d.line + " : cette heure d'entrée n'est plus disponible.",
  "errors.unavailableOffSale": (d) => d.line + " : n'est plus disponible.",
  "errors.paymentDeclined": () =>
    "Votre carte a été refusée. Veuillez vérifier ses informations ou utiliser une autre carte.",
  "errors.tooManyDeclines": () =>
    "Trop de cartes ont été refusées pour cette commande : aucune autre carte ne peut être essayée pour le moment. Veuillez contacter votre banque, puis réessayer plus tard.",
  "errors.purchaseNotCompleted": () =>
    "Votre achat n'a pas pu être finalisé. Vos billets sont toujours dans votre panier : veuillez vérifier vos informations et réessayer.",
  "errors.unexpectedJavascriptError": () => "Erreur JavaScript inattendue",
  "errors.holdUnanswered": () =>
    "Nous n'avons pas pu joindre la billetterie : votre commande n'a pas été passée et votre carte n'a pas été débitée. Veuillez vérifier votre connexion et réessayer.",
  "errors.purchaseUnanswered": () =>
    "La connexion avec la billetterie a été interrompue avant sa réponse. Cliquez sur « Passer la commande » pour réessayer : nous vérifions d'abord si votre commande a abouti, votre carte ne sera donc pas débitée deux fois.",
  "errors.orderNotPlaced": () => "Votre commande n'a pas été passée",
  "errors.orderMaybePlaced": () => "Nous ne savons pas si votre commande a été passée",
  "errors.fieldRequired": () => "Ce champ est obligatoire.",
  "errors.fieldInvalidEmail": () => "Veuillez saisir une adresse e-mail comme name@example.com.",
  "errors.fieldCardNumberInvalid": () => "Ce numéro de carte n'est pas valide.",
  "errors.fieldExpiryMonthInvalid": () =>
    "Veuillez saisir le mois d'expiration sous la forme d'un nombre de 1 à 12.",
  "errors.fieldExpiryYearInvalid": () =>
    "Veuillez saisir l'année d'expiration sur 2 ou 4 chiffres.",
  "errors.fieldCardExpired": () => "Cette carte a expiré.",
  "errors.fieldCvvInvalid": () => "Le CVV correspond aux 3 ou 4 chiffres figurant sur votre carte.",
  "errors.holdNotExtended": () => "Nous n'avons pas pu prolonger la réservation de vos billets.",
  "errors.holdExtensionsExhausted": () =>
    "La réservation de vos billets ne peut plus être prolongée.",
  "errors.tooManyHolds": () =>
    "Trop de billets sont réservés depuis votre connexion. Veuillez réessayer dans quelques minutes.",
  "errors.groupMinimumNotMet": (d) =>
    "Les commandes de groupe nécessitent au moins " +
    plural(d.minimum, 0, fr, {
      one: strictNumber("fr", d.minimum, 0, "minimum") + " billet",
      other: strictNumber("fr", d.minimum, 0, "minimum") + " billets",
    }) +
    ".",
  "errors.groupBelowMinimum": () =>
    "Une commande de groupe doit garder un nombre minimum de billets. Annulez moins de billets, ou tous.",
  "errors.visitNotChangeable": () =>
    "La date ou l’heure de ces billets ne peut plus être modifiée.",
  "errors.entryTimeFull": () =>
    "Ce créneau n’a plus assez de places pour ces billets. Choisissez un autre horaire.",
  "errors.groupAdvancePurchase": (d) =>
    "Les visites de groupe doivent être réservées au moins " +
    plural(d.days, 0, fr, {
      one: strictNumber("fr", d.days, 0, "days") + " jour",
      other: strictNumber("fr", d.days, 0, "days") + " jours",
    }) +
    " à l'avance.",
  "errors.notATicketsCount": () => "Veuillez saisir un nombre entier de billets.",
  "errors.groupOrderInCart": () =>
    "Votre panier contient une commande de groupe, qui se réserve séparément. Pour ajouter ces billets, passez d'abord au paiement ou supprimez-la.",
  "errors.groupOrderOnItsOwn": () =>
    "Une visite de groupe se réserve dans une commande à part. Passez d'abord au paiement ou supprimez les billets de votre panier.",
  "errors.duplicateBarcode": () => "Billet déjà saisi",
  "errors.invalidBarcode": () => "Code-barres non valide",
  "errors.invalidPromoCode": () => "Ce code promo n'est pas valide.",
  "errors.hyperlinkExpired": () => "Ce lien d'invitation a expiré.",
  "errors.throttled": (d) =>
    "Trop de tentatives. Veuillez réessayer dans " +
    plural(d.seconds, 0, fr, { one: d.seconds + " seconde", other: d.seconds + " secondes" }) +
    ".",
  "errors.generic": () =>
    "Un problème est survenu lors du traitement de votre demande. Veuillez réessayer plus tard.",
  "errors.close": () => "Fermer",
  "errors.renderFailure": () => "Un problème inattendu est survenu !",
  "errors.tryAgain": () => "Réessayer",
  "errors.chunkLoadFailed": () =>
    "Cette page n'a pas pu être chargée. Vérifiez votre connexion et rechargez la page.",
  "errors.reload": () => "Recharger",
  "errors.maxTicketsPerOrder": (d) =>
    plural(d.maximum, 0, fr, {
      one:
        "Vous pouvez acheter au plus " +
        strictNumber("fr", d.maximum, 0, "maximum") +
        " billet par commande.",
      other:
        "Vous pouvez acheter au plus " +
        strictNumber("fr", d.maximum, 0, "maximum") +
        " billets par commande.",
    }),
  "errors.waitingListPlacesFree": () =>
    "Ce créneau a des places pour votre groupe : vous pouvez les acheter maintenant.",
  "errors.waitingListAlreadyWaiting": () =>
    "Cette adresse e-mail est déjà sur la liste d'attente de ce créneau.",
  "errors.waitingListNoSuchEntry": () => "Ce lien de liste d'attente n'est pas valide.",
  "errors.waitingListOfferLapsed": () =>
    "Cette offre est terminée : ses places ont été réservées un temps, puis sont passées au groupe suivant de la liste d'attente.",
  "errors.waitingListOfferTaken": () => "Cette offre a déjà été achetée.",
  "footer.aboutTheVenue": () => "À propos du lieu",
  "home.pageTitle": () => "Billets",
  "home.heading": (d) => "Billets pour " + d.venue,
  "home.categories": () => "Catégories de produits",
  "home.card.offers": () => "Offres",
  "home.card.fromPrice": (d) => "À partir de " + d.price,
  "home.card.getTickets": () => "Acheter des billets",
  "home.card.getTicketsFor": (d) => " pour " + d.product,
  "home.tab": (d) =>
    select(d.category, {
      products: "BILLETS",
      productsOtherAttractions: "AUTRES ATTRACTIONS",
      productsEvents: "ÉVÉNEMENTS",
      productsGroups: "GROUPES",
      promoCodeProducts: "CODE PROMO",
      other: "",
    }),
  "home.tryAgain": () => "Réessayer",
  "home.nothingOnSale": () => "Rien n’est en vente ici pour le moment.",
  "home.promoCode.label": () => "Code promo",
  "home.promoCode.apply": () => "Appliquer",
  "product.notAvailable.pageTitle": () => "Produit indisponible",
  "product.notAvailable.heading": () => "Ce produit n’est pas disponible.",
  "product.notAvailable.backToTickets": () => "Retour aux billets",
  "product.tryAgain": () => "Réessayer",
  "product.cityPassUnavailable": () => "L’échange de city pass n’est pas disponible en ligne.",
  "product.groupSalesUnavailable": () => "La vente aux groupes n’est pas disponible en ligne.",
  "product.price.from": (d) => "à partir de " + d.from,
  "product.price.range": (d) => "de " + d.from + " à " + d.to,
  "product.calendar.heading": () => "Date de visite",
  "product.calendar.noDates": () => "Aucune date de visite n’est en vente pour le moment.",
  "product.calendar.previousMonth": () => "Mois précédent",
  "product.calendar.nextMonth": () => "Mois suivant",
  "product.calendar.day": (d) =>
    select(d.status, { soldOut: d.date + ", complet", closed: d.date + ", fermé", other: d.date }),
  "product.calendar.legend": () => "Les jours entourés de tirets sont complets ou fermés.",
  "product.tickets.heading": () => "Billets",
  "product.tickets.none": () => "Aucun billet n’est en vente pour cette date.",
  "product.tickets.removeOne": (d) => "Retirer un billet " + d.name,
  "product.tickets.addOne": (d) => "Ajouter un billet " + d.name,
  "product.tickets.count": (d) => "Billets " + d.name,
  "product.tickets.typeHowMany": (d) => "Ou saisissez le nombre de billets " + d.name,
  "product.entryTimes.heading": () => "Heure de la visite",
  "product.entryTimes.none": () =>
    "Il ne reste aucune heure d’entrée pour ces billets à cette date.",
  "product.entryTimes.timeOfDay": () => "Moment de la journée",
  "product.entryTimes.morning": () => "Matin",
  "product.entryTimes.afternoon": () => "Après-midi",
  "product.entryTimes.evening": () => "Soir",
  "product.entryTimes.soldOut": () => "Complet",
  "product.entryTimes.left": (d) =>
    plural(d.count, 0, fr, {
      one: strictNumber("fr", d.count, 0, "count") + " place restante",
      other: strictNumber("fr", d.count, 0, "count") + " places restantes",
    }),
  "product.entryTimes.yours": () => "Votre heure d’entrée",
  "product.entryTimes.yoursShown": () => "Votre heure d’entrée :",
  "product.entryTime": () => "Heure d’entrée",
  "product.summary.heading": () => "Votre réservation",
  "product.summary.date": () => "Date de visite",
  "product.summary.notChosen": () => "Pas encore choisie",
  "product.summary.noTickets": () => "Aucun billet choisi pour l’instant.",
  "product.summary.taxNote": () => "Les taxes sont ajoutées au paiement.",
  "product.summary.groupReward": (d) =>
    plural(d.count, 0, fr, {
      one:
        strictNumber("fr", d.count, 0, "count") +
        " billet gratuit pour le groupe, déduit dans le panier.",
      other:
        strictNumber("fr", d.count, 0, "count") +
        " billets gratuits pour le groupe, déduits dans le panier.",
    }),
  "product.summary.total": (d) => "Total : " + d.amount,
  "product.addToCart.add": () => "Ajouter au panier",
  "product.addToCart.update": () => "Mettre à jour le panier",
  "product.addToCart.adding": () => "Ajout…",
  "product.addToCart.updating": () => "Mise à jour…",
  "product.addToCart.chooseVisitDate": () => "Choisissez d’abord une date de visite.",
  "product.addToCart.chooseTickets": () => "Choisissez d’abord vos billets.",
  "product.addToCart.chooseEntryTime": () => "Choisissez d’abord une heure d’entrée.",
  "product.cityPass.heading": () => "Vos codes-barres city pass",
  "product.cityPass.barcode": (d) => "Code-barres " + d.position,
  "product.cityPass.verified": () => "Vérifié",
  "product.cityPass.verify": () => "Vérifier",
  "product.cityPass.verifyBarcode": (d) => "Vérifier le code-barres " + d.position,
  "product.cityPass.remove": (d) => "Retirer le code-barres " + d.position,
  "product.cityPass.add": () => "Ajouter un autre code-barres",
  "product.upgrades": () => "Options supplémentaires",
  "product.beforeYouVisit": () => "Avant votre visite",
  "selfService.pageTitle": () => "Gérer ma commande",
  "selfService.unavailable": () => "L’annulation en ligne n’est pas disponible.",
  "selfService.find.intro": () =>
    "Saisissez le numéro de commande figurant sur votre confirmation et l’adresse e-mail utilisée pour la commande.",
  "selfService.find.orderNumber": () => "Numéro de commande",
  "selfService.find.orderNumberDigits": () =>
    "Saisissez le numéro de commande en chiffres uniquement.",
  "selfService.find.email": () => "E-mail",
  "selfService.find.submit": () => "Rechercher la commande",
  "selfService.standing.status": () => "Statut :",
  "selfService.standing.canceled": () => "Annulée",
  "selfService.standing.confirmed": () => "Confirmée",
  "selfService.standing.canceledAndRefunded": () =>
    "Cette commande a été annulée et remboursée. Ses billets ne peuvent plus être utilisés.",
  "selfService.standing.canceledAndRefundedOn": (d) =>
    "Cette commande a été annulée et remboursée le " +
    d.date +
    ". Ses billets ne peuvent plus être utilisés.",
  "selfService.standing.viewTickets": () => "Voir les billets",
  "selfService.details.heading": () => "DÉTAILS DE LA COMMANDE",
  "selfService.details.orderNumber": () => "N° de commande",
  "selfService.details.customerName": () => "Nom du client",
  "selfService.details.customer": (d) => d.firstName + " " + d.lastName,
  "selfService.details.orderDate": () => "Date de commande",
  "selfService.details.confirmationNumber": () => "N° de confirmation",
  "selfService.details.visitDate": () => "Date de visite",
  "selfService.details.numberOfTickets": () => "Nombre de billets",
  "selfService.tickets.caption": () => "Billets",
  "selfService.tickets.quantity": () => "Qté",
  "selfService.tickets.type": () => "Type de billet",
  "selfService.payment.caption": () => "Paiement",
  "selfService.payment.amountPaid": () => "Montant payé",
  "selfService.payment.taxIncluded": () => "Dont taxes",
  "selfService.resend.button": () => "Renvoyer les billets",
  "selfService.resend.sending": () => "Envoi…",
  "selfService.resend.sent": (d) => "Nous avons envoyé vos billets à " + d.email + ".",
  "selfService.cancel.consent": () =>
    "Veuillez annuler et rembourser ma commande de billets. Je recevrai mon remboursement sous 5 à 10 jours ouvrés.",
  "selfService.cancel.back": () => "RETOUR",
  "selfService.cancel.submit": () => "ANNULER LES BILLETS",
  "selfService.done.heading": (d) => "La commande " + d.orderId + " a été annulée.",
  "selfService.done.refund": () =>
    "Vous devriez recevoir votre remboursement sous 5 à 10 jours ouvrés.",
  "selfService.done.button": () => "TERMINÉ",
  "selfService.some.open": () => "Annuler certains billets",
  "selfService.some.legend": () => "Choisissez les billets à annuler",
  "selfService.some.notCancellable": () => "Ne peut plus être annulé en ligne",
  "selfService.some.quote": () => "Voir le remboursement",
  "selfService.some.quoting": () => "Calcul du remboursement…",
  "selfService.some.refund": (d) => "Vous récupérez " + d.refund + ".",
  "selfService.some.kept": (d) =>
    plural(d.kept, 0, fr, {
      0: "Aucun billet ne reste sur cette commande.",
      one:
        strictNumber("fr", d.kept, 0, "kept") +
        " billet reste sur cette commande, d’une valeur de " +
        d.keptWorth +
        ".",
      other:
        strictNumber("fr", d.kept, 0, "kept") +
        " billets restent sur cette commande, d’une valeur de " +
        d.keptWorth +
        ".",
    }),
  "selfService.some.confirm": (d) =>
    "Confirmer et annuler " +
    plural(d.count, 0, fr, {
      one: strictNumber("fr", d.count, 0, "count") + " billet",
      other: strictNumber("fr", d.count, 0, "count") + " billets",
    }),
  "selfService.some.cancelling": () => "Annulation…",
  "selfService.some.done.heading": () => "Billets annulés",
  "selfService.some.done.refund": (d) =>
    d.refunded + " vous seront remboursés sous 5 à 10 jours ouvrés.",
  "selfService.some.done.kept": (d) =>
    plural(d.kept, 0, fr, {
      0: "Aucun billet ne reste sur cette commande.",
      one: "L’autre billet de cette commande reste valable.",
      other:
        "Les " +
        strictNumber("fr", d.kept, 0, "kept") +
        " autres billets de cette commande restent valables.",
    }),
  "selfService.change.open": () => "Changer la date ou l’heure",
  "selfService.change.legend": () => "Choisissez les billets à changer",
  "selfService.change.notChangeable": () => "Ne peut plus être modifié en ligne",
  "selfService.change.date": () => "Nouvelle date",
  "selfService.change.datesFailed": () =>
    "Les dates n’ont pas pu être chargées. Choisissez à nouveau les billets pour réessayer.",
  "selfService.change.entryTime": () => "Nouvelle heure d’entrée",
  "selfService.change.quote": () => "Voir la différence",
  "selfService.change.quoting": () => "Calcul de la différence…",
  "selfService.change.amountDue": (d) => "Vous payez " + d.amount + " de plus.",
  "selfService.change.refund": (d) => "Vous récupérez " + d.refund + ".",
  "selfService.change.same": () => "Le nouvel horaire coûte le même prix.",
  "selfService.change.card": () => "Carte pour la différence",
  "selfService.change.confirm": (d) =>
    plural(d.count, 0, fr, {
      one: "Changer " + strictNumber("fr", d.count, 0, "count") + " billet",
      other: "Changer " + strictNumber("fr", d.count, 0, "count") + " billets",
    }),
  "selfService.change.changing": () => "Modification…",
  "selfService.change.done.heading": () => "Visite modifiée",
  "selfService.change.done.charged": (d) => d.charged + " ont été débités de votre carte.",
  "selfService.change.done.refunded": (d) =>
    d.refunded + " vous seront remboursés sous 5 à 10 jours ouvrés.",
  "selfService.change.done.tickets": () =>
    "Vos nouveaux billets vous sont envoyés par e-mail : les anciens codes-barres ne permettent plus d’entrer.",
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
  "tickets.pageTitle": () => "Vos billets",
  "tickets.lookup.label": () => "Retrouver vos billets",
  "tickets.lookup.confirmationNumber": () => "Numéro de confirmation",
  "tickets.lookup.show": () => "Afficher les billets",
  "tickets.next.label": () => "Que faire ensuite",
  "tickets.next.manageMyOrder": () => "Gérer ma commande",
  "tickets.next.backToTickets": () => "Retour aux billets",
  "tickets.plans.label": () => "Vos projets ont changé ?",
  "tickets.plans.change": () => "Changer la date ou l’heure, ou annuler certains billets",
  "tickets.downloads.pdf": () => "Télécharger le PDF",
  "tickets.downloads.print": () => "Imprimer",
  "tickets.downloads.calendar": () => "Ajouter au calendrier",
  "tickets.wallet.add": () => "Ajouter à Apple Wallet",
  "tickets.wallet.addTicket": (d) => "Ajouter à Apple Wallet, billet " + d.barcode,
  "tickets.views.label": () => "Affichage des billets",
  "tickets.views.oneByOne": () => "Un par un",
  "tickets.views.all": () => "Tous les billets",
  "tickets.carousel.label": () => "Billets",
  "tickets.carousel.roleDescription": () => "carrousel",
  "tickets.carousel.position": (d) => "Billet " + d.position + " sur " + d.count,
  "tickets.carousel.previous": () => "Billet précédent",
  "tickets.carousel.next": () => "Billet suivant",
  "tickets.card.roleDescription": () => "diapositive",
  "tickets.qrCode": (d) => "Code QR du code-barres " + d.barcode,
  "tickets.facts.ticket": () => "Billet",
  "tickets.facts.guest": () => "Visiteur",
  "tickets.facts.date": () => "Date de visite",
  "tickets.facts.time": () => "Heure d’entrée",
  "tickets.facts.order": () => "N° de commande",
  "tickets.list.heading": (d) => "Tous les billets (" + d.count + ")",
  "tickets.list.position": (d) => "(" + d.position + " sur " + d.count + ")",
  "tickets.device.heading": () => "Sur un appareil partagé ?",
  "tickets.device.kept": () =>
    "Cet appareil conserve vos billets pour qu’ils s’ouvrent sans connexion, jusqu’à la fin de votre jour de visite.",
  "tickets.device.question": () =>
    "Supprimer vos billets de cet appareil ? Ils ne s’afficheront plus ici. Vous pourrez les rouvrir avec le lien de votre e-mail de confirmation.",
  "tickets.device.refused": () =>
    "Vos billets n’ont pas pu être supprimés de cet appareil. Réessayez, ou effacez les données de ce site dans les paramètres de votre navigateur.",
  "tickets.device.removing": () => "Suppression…",
  "tickets.device.remove": () => "Oui, les supprimer",
  "tickets.device.keep": () => "Les garder",
  "tickets.device.offer": () => "Supprimer les billets de cet appareil",
  "tickets.removed.heading": () => "Vos billets ont été supprimés de cet appareil.",
  "tickets.removed.seeAgain": () =>
    "Pour les revoir, ouvrez le lien de votre e-mail de confirmation ou saisissez votre numéro de confirmation.",
  "waitingList.notify.full": () => "Le créneau d'entrée que vous voulez est complet ?",
  "waitingList.notify.open": () => "Me prévenir",
  "waitingList.notify.intro": (d) =>
    "Inscrivez-vous sur la liste d'attente d'un créneau d'entrée complet pour vos " +
    plural(d.count, 0, fr, {
      one: strictNumber("fr", d.count, 0, "count") + " billet",
      other: strictNumber("fr", d.count, 0, "count") + " billets",
    }) +
    ". Dès que des places se libèrent pour votre groupe, nous vous écrivons et vous les réservons pendant un moment.",
  "waitingList.notify.time": () => "Créneau d'entrée complet",
  "waitingList.notify.email": () => "E-mail",
  "waitingList.notify.submit": () => "M'inscrire sur la liste d'attente",
  "waitingList.notify.joining": () => "Inscription…",
  "waitingList.notify.joined": (d) =>
    "Vous êtes sur la liste d'attente pour " +
    d.time +
    ". Dès que des places se libèrent pour vos " +
    plural(d.count, 0, fr, {
      one: strictNumber("fr", d.count, 0, "count") + " billet",
      other: strictNumber("fr", d.count, 0, "count") + " billets",
    }) +
    ", nous écrivons à " +
    d.email +
    " et vous réservons les places pendant un moment : achetez-les depuis le lien de cet e-mail. Il contient aussi un lien pour quitter la liste.",
  "waitingList.offer.pageTitle": () => "Vos places de la liste d'attente",
  "waitingList.offer.heldUntil": (d) =>
    "Ces places vous sont réservées jusqu'à " +
    d.time +
    ". Ensuite, elles passent au groupe suivant sur la liste d'attente.",
  "waitingList.offer.opening": () => "Ouverture de votre offre…",
  "waitingList.offer.backToTickets": () => "Retour aux billets",
  "waitingList.leave.pageTitle": () => "Quitter la liste d'attente",
  "waitingList.leave.intro": () =>
    "Quittez la liste d'attente pour ne plus être prévenu des places de ce créneau d'entrée. Les places qui vous sont réservées passent au groupe suivant.",
  "waitingList.leave.submit": () => "Quitter la liste d'attente",
  "waitingList.leave.leaving": () => "Départ en cours…",
  "waitingList.leave.left": () =>
    "Vous avez quitté la liste d'attente. Nous ne vous écrirons plus au sujet de ce créneau d'entrée.",
  "waitingList.leave.bought": () =>
    "Vous avez déjà acheté les places qui vous étaient proposées : il n'y avait plus de liste d'attente à quitter. Votre commande reste valable.",
};
