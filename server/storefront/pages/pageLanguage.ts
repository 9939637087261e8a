import type { FastifyRequest } from "fastify";
import {
  acceptedLanguages,
  chooseLocale,
  keptLocale,
  LOCALE_PARAM,
  LOCALES,
  type Locale,
} from "../../../src/domain/locale.js";
import { escapeHtml } from "../../shared/escapeHtml.js";

/**
 * The page's language, chosen as the browser's script chooses it (domain/locale.ts): its
 * address's `?lang=`, else the guest's kept choice, else their browser's `Accept-Language`.
 */
export const pageLanguage = (request: FastifyRequest): Locale =>
  chooseLocale({
    requested: new URL(request.url, "http://page.invalid").searchParams.get(LOCALE_PARAM),
    kept: keptLocale(request.headers.cookie),
    accepted: acceptedLanguages(request.headers["accept-language"]),
  });

/**
 * The page in each language, for search engines to send a guest to their own (`hreflang`):
 * the address with its `?lang=`, and without it as the page that picks by the browser.
 */
export const languageAlternates = (address: URL): string => {
  const inLanguage = (locale: Locale | undefined) => {
    const alternate = new URL(address);
    if (locale === undefined) alternate.searchParams.delete(LOCALE_PARAM);
    else alternate.searchParams.set(LOCALE_PARAM, locale);
    return escapeHtml(alternate.href);
  };
  return [
    ...LOCALES.map(
      (locale) => `<link rel="alternate" hreflang="${locale}" href="${inLanguage(locale)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${inLanguage(undefined)}">`,
  ].join("");
};
