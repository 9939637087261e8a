export default {
  "calendar.summary": (d) => d.products + " à " + d.venue,
  "calendar.order": (d) => "Commande n° " + d.orderId + ", " + d.count + " billet(s).",
  "calendar.yourTickets": (d) => "Vos billets : " + d.link,
  "mail.footer": (d) => d.company + " · Service clients " + d.phone + " · " + d.email,
  "mail.orderNumber": () => "N° de commande",
  "mail.confirmationNumber": () => "N° de confirmation",
  "mail.visitDate": () => "Date de visite",
  "mail.entryTime": () => "Heure d’entrée",
  "mail.tickets": () => "Billets",
  "mail.anyTime": () => "À tout moment pendant les heures d’ouverture",
  "mail.tickets.subject": (d) => "Vos billets pour " + d.venue + " – commande n° " + d.orderId,
  "mail.tickets.heading": (d) => "Merci, " + d.firstName + " ! Voici vos billets.",
  "mail.tickets.greeting": (d) =>
    "Merci, " + d.firstName + " ! Voici vos billets pour " + d.venue + ".",
  "mail.tickets.yourBooking": () => "Votre réservation",
  "mail.tickets.payment": () => "Paiement",
  "mail.tickets.totalPaid": () => "Total payé",
  "mail.tickets.ofWhichTax": () => "Dont taxes",
  "mail.tickets.totalWithTax": (d) => "Total payé : " + d.total + " (dont taxes " + d.tax + ")",
  "mail.tickets.yourTickets": () => "Vos billets",
  "mail.tickets.showOneCode": () => "Présentez un code par personne à l’entrée.",
  "mail.tickets.ticket": (d) =>
    "Billet " + d.number + " sur " + d.count + " : " + d.name + ", " + d.type,
  "mail.tickets.qrCodeOf": (d) => "Code QR de " + d.ticket,
  "mail.tickets.viewTickets": () => "Voir vos billets",
  "mail.tickets.manageOrder": () => "Gérer ma commande",
  "mail.cancel.subject": (d) =>
    "La commande n° " + d.orderId + " pour " + d.venue + " a été annulée",
  "mail.cancel.heading": (d) => "La commande " + d.orderId + " a été annulée.",
  "mail.cancel.refundTime": () =>
    "Vous devriez recevoir votre remboursement sous 5 à 10 jours ouvrés.",
  "mail.cancel.amountRefunded": () => "Montant remboursé",
  "mail.cancel.canceledTickets": () => "Billets annulés",
  "mail.waitingList.subject": (d) =>
    "Des places pour vous à " + d.venue + " : " + d.product + ", " + d.date,
  "mail.waitingList.heading": (d) =>
    "Des places se sont libérées pour votre groupe de " + d.count + ".",
  "mail.waitingList.heldUntil": (d) =>
    "Nous vous les réservons jusqu'à " +
    d.time +
    ". Ensuite, elles iront au groupe suivant de la liste d'attente.",
  "mail.waitingList.buy": () => "Acheter vos billets",
  "mail.waitingList.notComing": () =>
    "Vous ne venez pas ? Quittez la liste d'attente et les places iront au groupe suivant.",
  "mail.waitingList.leave": () => "Quitter la liste d'attente",
  "pass.description": (d) => "Billet " + d.venue,
  "pass.welcome": (d) => "Bienvenue à " + d.venue,
  "pdf.title": (d) => "Billets, " + d.venue,
  "pdf.position": (d) => "Billet " + d.number + " sur " + d.count,
  "pdf.oneAdmission": () => "Valable pour une entrée. Présentez ce code à l’entrée.",
  "ticket.ticket": () => "Billet",
  "ticket.type": () => "Tarif",
  "ticket.guest": () => "Visiteur",
  "ticket.date": () => "Date de visite",
  "ticket.entryTime": () => "Heure d’entrée",
  "ticket.allDay": () => "Toute la journée",
  "ticket.orderNumber": () => "N° de commande",
  "ticket.venue": () => "Lieu",
};
