import type { FeatureFlags } from "./featureFlags.js";

/**
 * Calls the spec does not list, which the storefront uses when an API offers them
 * (docs/api-fields.md, "Against your ticketing API"): more time on a hold, the tickets e-mail
 * again, the tickets as PDF, Wallet pass and calendar event, cancelling some tickets, changing
 * the visit, and the waiting list for full entry times. Unlike a feature, an extension is off
 * unless the API's feature flags say it is on: an API that follows the spec alone knows
 * nothing of it, and a control whose call would fail is not shown.
 */
export type Extension =
  | "holdExtension"
  | "resendTickets"
  | "ticketDocuments"
  | "cancelTickets"
  | "changeVisit"
  | "waitingList";

export const extensions: readonly Extension[] = [
  "holdExtension",
  "resendTickets",
  "ticketDocuments",
  "cancelTickets",
  "changeVisit",
  "waitingList",
];

export const offers = (flags: FeatureFlags, extension: Extension): boolean =>
  flags[extension] === true;
