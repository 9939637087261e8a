export default {
  "calendar.summary": (d) => d.products + " – " + d.venue,
  "calendar.order": (d) => "Bestellung Nr. " + d.orderId + ", " + d.count + " Ticket(s).",
  "calendar.yourTickets": (d) => "Deine Tickets: " + d.link,
  "mail.footer": (d) => d.company + " · Besucherservice " + d.phone + " · " + d.email,
  "mail.orderNumber": () => "Bestellnr.",
  "mail.confirmationNumber": () => "Bestätigungsnr.",
  "mail.visitDate": () => "Besuchsdatum",
  "mail.entryTime": () => "Einlasszeit",
  "mail.tickets": () => "Tickets",
  "mail.anyTime": () => "Jederzeit während der Öffnungszeiten",
  "mail.tickets.subject": (d) => "Deine Tickets für " + d.venue + " – Bestellung Nr. " + d.orderId,
  "mail.tickets.heading": (d) => "Danke, " + d.firstName + "! Hier sind deine Tickets.",
  "mail.tickets.greeting": (d) =>
    "Danke, " + d.firstName + "! Hier sind deine Tickets für " + d.venue + ".",
  "mail.tickets.yourBooking": () => "Deine Buchung",
  "mail.tickets.payment": () => "Zahlung",
  "mail.tickets.totalPaid": () => "Gesamtbetrag",
  "mail.tickets.ofWhichTax": () => "Davon Steuern",
  "mail.tickets.totalWithTax": (d) => "Gesamtbetrag: " + d.total + " (davon Steuern " + d.tax + ")",
  "mail.tickets.yourTickets": () => "Deine Tickets",
  "mail.tickets.showOneCode": () => "Zeig am Eingang einen Code pro Person vor.",
  "mail.tickets.ticket": (d) =>
    "Ticket " + d.number + " von " + d.count + ": " + d.name + ", " + d.type,
  "mail.tickets.qrCodeOf": (d) => "QR-Code für " + d.ticket,
  "mail.tickets.viewTickets": () => "Deine Tickets ansehen",
  "mail.tickets.manageOrder": () => "Meine Bestellung verwalten",
  "mail.cancel.subject": (d) =>
    "Bestellung Nr. " + d.orderId + " für " + d.venue + " wurde storniert",
  "mail.cancel.heading": (d) => "Bestellung " + d.orderId + " wurde storniert.",
  "mail.cancel.refundTime": () =>
    "Du erhältst deine Erstattung voraussichtlich innerhalb von 5–10 Werktagen.",
  "mail.cancel.amountRefunded": () => "Erstatteter Betrag",
  "mail.cancel.canceledTickets": () => "Stornierte Tickets",
  "mail.waitingList.subject": (d) =>
    "Plätze für Sie bei " + d.venue + ": " + d.product + ", " + d.date,
  "mail.waitingList.heading": (d) =>
    "Für Ihre Gruppe von " + d.count + " sind Plätze frei geworden.",
  "mail.waitingList.heldUntil": (d) =>
    "Wir halten sie bis " +
    d.time +
    " für Sie frei. Danach gehen sie an die nächste Gruppe auf der Warteliste.",
  "mail.waitingList.buy": () => "Tickets kaufen",
  "mail.waitingList.notComing": () =>
    "Sie kommen nicht? Verlassen Sie die Warteliste, dann gehen die Plätze an die nächste Gruppe.",
  "mail.waitingList.leave": () => "Warteliste verlassen",
  "pass.description": (d) => "Ticket für " + d.venue,
  "pass.welcome": (d) => "Willkommen bei " + d.venue,
  "pdf.title": (d) => "Tickets für " + d.venue,
  "pdf.position": (d) => "Ticket " + d.number + " von " + d.count,
  "pdf.oneAdmission": () => "Gültig für einen Eintritt. Zeig diesen Code am Eingang vor.",
  "ticket.ticket": () => "Eintritt",
  "ticket.type": () => "Ticketart",
  "ticket.guest": () => "Gast",
  "ticket.date": () => "Besuchsdatum",
  "ticket.entryTime": () => "Einlasszeit",
  "ticket.allDay": () => "Ganztägig",
  "ticket.orderNumber": () => "Bestellnr.",
  "ticket.venue": () => "Ort",
};
