import {
  chooseLocale,
  isPseudoLocale,
  keptLocale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  supportedLocale,
  type Locale,
} from "../../domain/locale.js";
import type { GuestWords } from "../../domain/words/words.js";
import type { GuestMessages } from "../../domain/words/guestMessages.js";
import type { Catalogue } from "../words/catalogue.js";
import { wordsOf } from "../words/wordsOf.js";

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The page's language, chosen as the server chose it for the page it drew (domain/locale.ts). */
export const pageLocale = (page: Window): Locale =>
  chooseLocale({
    requested: new URLSearchParams(page.location.search).get(LOCALE_PARAM),
    kept: keptLocale(page.document.cookie),
    accepted: page.navigator.languages,
  });

/** Keeps a language the guest chose (a `?lang=` they opened, the picker) for their next visit. */
export const keepLocale = (page: Window, locale: Locale): void => {
  page.document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${String(A_YEAR_IN_SECONDS)}; SameSite=Lax`;
};

/** A language the page's address asks for is a choice: it is kept, as the picker's is. */
export const keepRequestedLocale = (page: Window): void => {
  const requested = new URLSearchParams(page.location.search).get(LOCALE_PARAM);
  const locale = requested === null ? undefined : supportedLocale(requested);
  if (locale !== undefined) keepLocale(page, locale);
};

/** A language's words, in a chunk of their own: a guest downloads only their language. */
export const loadGuestWords = async (locale: Locale): Promise<GuestWords> => {
  const module = (await import(`../words/guest/${locale}.js`)) as {
    readonly default: Catalogue<GuestMessages>;
  };
  return wordsOf(module.default);
};

/**
 * The page's words: its language's, written as pseudo-localization does for `?lang=en-XA`,
 * whose code is fetched only for such a page.
 */
export const loadPageWords = async (page: Window, locale: Locale): Promise<GuestWords> => {
  const words = await loadGuestWords(locale);
  const requested = new URLSearchParams(page.location.search).get(LOCALE_PARAM);
  if (!isPseudoLocale(requested)) return words;
  const { wordsAsRequested } = await import("../../domain/words/pseudo.js");
  return wordsAsRequested(words, requested);
};
