import type { GuestMessages } from "./guestMessages.js";

/**
 * A key's words in the guest's language, with the values its message takes: a key that is not
 * in the catalogue, or a value missing or of the wrong type, fails the typecheck.
 */
export type WordsOf<Messages> = <Key extends keyof Messages & string>(
  key: Key,
  ...values: Messages[Key] extends undefined ? [] : [Messages[Key]]
) => string;

/** The words of every screen, dialog and error a guest reads in the storefront. */
export type GuestWords = WordsOf<GuestMessages>;
