/** Where an order's tickets are shown: /view-tickets?orderConfirmation=… (spec §2). */
export const viewTicketsPath = (orderConfirmation: string): string =>
  `/view-tickets?orderConfirmation=${encodeURIComponent(orderConfirmation)}`;
