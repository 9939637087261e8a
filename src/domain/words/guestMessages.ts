// Written by `npm run words` from words/guest/en.json: edit the catalogue, not this file.
/** Each key of the guest catalogue, with the values its message takes. */
export interface GuestMessages {
  readonly "cart.browseTickets": undefined;
  readonly "cart.checkout": undefined;
  readonly "cart.empty": undefined;
  readonly "cart.groupOrder": undefined;
  readonly "cart.hold.added": { readonly minutes: number };
  readonly "cart.hold.addedUnderAMinute": undefined;
  readonly "cart.hold.addingTime": undefined;
  readonly "cart.hold.announceEnded": undefined;
  readonly "cart.hold.chooseMoreTime": undefined;
  readonly "cart.hold.ended": undefined;
  readonly "cart.hold.heldFor": { readonly time: string };
  readonly "cart.hold.needMoreTime": undefined;
  readonly "cart.hold.reserveAgain": undefined;
  readonly "cart.hold.thirtySecondsLeft": undefined;
  readonly "cart.hold.twoMinutesLeft": undefined;
  readonly "cart.item.change": undefined;
  readonly "cart.item.ofProduct": { readonly product: string };
  readonly "cart.item.remove": undefined;
  readonly "cart.lines.free": { readonly count: number };
  readonly "cart.lines.ticketsFor": { readonly product: string };
  readonly "cart.orderTotal": undefined;
  readonly "cart.pageTitle": undefined;
  readonly "cart.reserving": undefined;
  readonly "cart.totals.salesTax": undefined;
  readonly "cart.totals.subtotal": undefined;
  readonly "cart.totals.total": undefined;
  readonly "cart.unavailable.chooseAnother": { readonly choice: string };
  readonly "cart.unavailable.forProduct": { readonly product: string };
  readonly "cart.unavailable.removeIt": undefined;
  readonly "cart.upgrades.heading": undefined;
  readonly "cart.visit.date": undefined;
  readonly "cart.visit.entryTime": undefined;
  readonly "home.card.fromPrice": { readonly price: string };
  readonly "home.card.getTickets": undefined;
  readonly "home.card.getTicketsFor": { readonly product: string };
  readonly "home.card.offers": undefined;
  readonly "home.categories": undefined;
  readonly "home.heading": { readonly venue: string };
  readonly "home.pageTitle": undefined;
  readonly "shell.cart": { readonly count: number };
  readonly "shell.language": undefined;
  readonly "shell.manageMyOrder": undefined;
  readonly "shell.pleaseWait": undefined;
  readonly "shell.siteNavigation": undefined;
  readonly "shell.skipToContent": undefined;
}
