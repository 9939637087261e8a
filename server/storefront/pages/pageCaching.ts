import { firstScreenOf } from "../../../src/domain/pageScreens.js";
import { opensWithGuestsOwn } from "./firstAnswers.js";

/**
 * How the browser may keep a page (`url`: its path and query). Any page is one response's (its
 * nonces) and one moment's (its answers): kept only to be asked for again, by no shared cache.
 * A tickets page carries an order's tickets (their answer, the codes drawn from it): kept by
 * no cache at all, so on a shared computer neither Back nor a browser offline shows them once
 * the guest has gone, nor as valid once the order is refunded.
 */
export const pageCacheControl = (url: string): string =>
  firstScreenOf(new URL(url, "http://page.invalid").pathname) === "viewTickets"
    ? "no-store"
    : "private, no-cache";

/**
 * Whether this server may keep the page as drawn (keptPages.ts) to send it again: not a page
 * that opens with a guest's own answer (their tickets, by what the page asks for however its
 * address is spelled), nor one the browser is told to keep nowhere.
 */
export const keptOnServer = (url: string): boolean =>
  pageCacheControl(url) !== "no-store" && !opensWithGuestsOwn(new URL(url, "http://page.invalid"));
