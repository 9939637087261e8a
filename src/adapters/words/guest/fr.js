import { plural, select, strictNumber } from "@messageformat/runtime";
import { fr } from "@messageformat/runtime/lib/cardinals";

const number_fr__group_off_yxhkyk = (function () {
  var opt = { useGrouping: false };
  var nf = new Intl.NumberFormat("fr", opt);
  return function (value) {
    return nf.format(value);
  };
})();
export default {
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
    plural(d.seconds, 0, fr, {
      one: number_fr__group_off_yxhkyk(d.seconds, "fr") + " seconde",
      other: number_fr__group_off_yxhkyk(d.seconds, "fr") + " secondes",
    }) +
    ".",
  "errors.generic": () =>
    "Un problème est survenu lors du traitement de votre demande. Veuillez réessayer plus tard.",
  "errors.close": () => "Fermer",
  "errors.renderFailure": () => "Un problème inattendu est survenu !",
  "errors.tryAgain": () => "Réessayer",
  "errors.chunkLoadFailed": () =>
    "Cette page n'a pas pu être chargée. Vérifiez votre connexion et rechargez la page.",
  "errors.reload": () => "Recharger",
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
