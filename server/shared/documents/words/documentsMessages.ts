// Written by `npm run words` from words/documents/en.json: edit the catalogue, not this file.
/** Each key of the documents catalogue, with the values its message takes. */
export interface DocumentsMessages {
  readonly "calendar.order": { readonly orderId: string; readonly count: string };
  readonly "calendar.summary": { readonly products: string; readonly venue: string };
  readonly "calendar.yourTickets": { readonly link: string };
  readonly "mail.anyTime": undefined;
  readonly "mail.cancel.amountRefunded": undefined;
  readonly "mail.cancel.canceledTickets": undefined;
  readonly "mail.cancel.heading": { readonly orderId: string };
  readonly "mail.cancel.refundTime": undefined;
  readonly "mail.cancel.subject": { readonly orderId: string; readonly venue: string };
  readonly "mail.confirmationNumber": undefined;
  readonly "mail.entryTime": undefined;
  readonly "mail.footer": {
    readonly company: string;
    readonly phone: string;
    readonly email: string;
  };
  readonly "mail.orderNumber": undefined;
  readonly "mail.tickets": undefined;
  readonly "mail.tickets.greeting": { readonly firstName: string; readonly venue: string };
  readonly "mail.tickets.heading": { readonly firstName: string };
  readonly "mail.tickets.manageOrder": undefined;
  readonly "mail.tickets.ofWhichTax": undefined;
  readonly "mail.tickets.payment": undefined;
  readonly "mail.tickets.qrCodeOf": { readonly ticket: string };
  readonly "mail.tickets.showOneCode": undefined;
  readonly "mail.tickets.subject": { readonly venue: string; readonly orderId: string };
  readonly "mail.tickets.ticket": {
    readonly number: string;
    readonly count: string;
    readonly name: string;
    readonly type: string;
  };
  readonly "mail.tickets.totalPaid": undefined;
  readonly "mail.tickets.totalWithTax": { readonly total: string; readonly tax: string };
  readonly "mail.tickets.viewTickets": undefined;
  readonly "mail.tickets.yourBooking": undefined;
  readonly "mail.tickets.yourTickets": undefined;
  readonly "mail.visitDate": undefined;
  readonly "mail.waitingList.buy": undefined;
  readonly "mail.waitingList.heading": { readonly count: string };
  readonly "mail.waitingList.heldUntil": { readonly time: string };
  readonly "mail.waitingList.leave": undefined;
  readonly "mail.waitingList.notComing": undefined;
  readonly "mail.waitingList.subject": {
    readonly venue: string;
    readonly product: string;
    readonly date: string;
  };
  readonly "pass.description": { readonly venue: string };
  readonly "pass.welcome": { readonly venue: string };
  readonly "pdf.oneAdmission": undefined;
  readonly "pdf.position": { readonly number: string; readonly count: string };
  readonly "pdf.title": { readonly venue: string };
  readonly "ticket.allDay": undefined;
  readonly "ticket.date": undefined;
  readonly "ticket.entryTime": undefined;
  readonly "ticket.guest": undefined;
  readonly "ticket.orderNumber": undefined;
  readonly "ticket.ticket": undefined;
  readonly "ticket.type": undefined;
  readonly "ticket.venue": undefined;
}
