import type { Locale } from "../../../../src/domain/locale.js";
import { formatsIn, type LocaleFormats } from "../../../../src/domain/localeFormats.js";
import type { WordsOf } from "../../../../src/domain/words/words.js";
import type { Catalogue } from "./catalogue.js";
import de from "./compiled/de.js";
import en from "./compiled/en.js";
import es from "./compiled/es.js";
import fr from "./compiled/fr.js";
import ja from "./compiled/ja.js";
import ko from "./compiled/ko.js";
import zhHans from "./compiled/zh-Hans.js";
import type { DocumentsMessages } from "./documentsMessages.js";

/** The words of the e-mails, PDF, Wallet pass and calendar event an order is sent or kept as. */
export type DocumentWords = WordsOf<DocumentsMessages>;

const catalogues: Readonly<Record<Locale, Catalogue<DocumentsMessages>>> = {
  en,
  es,
  fr,
  de,
  ja,
  ko,
  "zh-Hans": zhHans,
};

/**
 * A document's language: its words, and its dates, times and prices (domain/localeFormats.ts),
 * English's being the ones the documents have always shown.
 */
export interface DocumentLanguage {
  readonly locale: Locale;
  readonly words: DocumentWords;
  readonly formats: LocaleFormats;
  /** "A, B and C" as the language lists things; in English "A, B, C", as before. */
  readonly list: (items: readonly string[]) => string;
}

const made = new Map<Locale, DocumentLanguage>();

const languageOf = (locale: Locale): DocumentLanguage => {
  const catalogue = catalogues[locale];
  const list = new Intl.ListFormat(locale, { type: "conjunction", style: "narrow" });
  return {
    locale,
    words: (key, ...values) => catalogue[key](values[0] as DocumentsMessages[typeof key]),
    formats: formatsIn(locale),
    list: (items) => list.format(items),
  };
};

/** The documents' language `locale`, made once and kept: every language is at hand on the server. */
export const documentLanguage = (locale: Locale): DocumentLanguage => {
  const language = made.get(locale) ?? languageOf(locale);
  made.set(locale, language);
  return language;
};
