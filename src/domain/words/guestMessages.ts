// Written by `npm run words` from words/guest/en.json: edit the catalogue, not this file.
/** Each key of the guest catalogue, with the values its message takes. */
export interface GuestMessages {
  readonly "home.card.fromPrice": { readonly price: string };
  readonly "home.card.getTickets": undefined;
  readonly "home.card.getTicketsFor": { readonly product: string };
  readonly "home.card.offers": undefined;
  readonly "home.categories": undefined;
  readonly "home.heading": { readonly venue: string };
  readonly "home.nothingOnSale": undefined;
  readonly "home.pageTitle": undefined;
  readonly "home.promoCode.apply": undefined;
  readonly "home.promoCode.label": undefined;
  readonly "home.tab": { readonly category: string };
  readonly "home.tryAgain": undefined;
  readonly "shell.cart": { readonly count: number };
  readonly "shell.language": undefined;
  readonly "shell.manageMyOrder": undefined;
  readonly "shell.pleaseWait": undefined;
  readonly "shell.siteNavigation": undefined;
  readonly "shell.skipToContent": undefined;
}
