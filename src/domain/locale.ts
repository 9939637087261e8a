/**
 * The languages a guest can read the storefront in (issue 28). English is the spec's own: where
 * the spec quotes a text, the English catalogue has it exactly.
 */
export const LOCALES = ["en", "es", "fr", "de", "ja", "ko", "zh-Hans"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** `?lang=es`: a shared link opens in its language, and the guest's choice is kept from it. */
export const LOCALE_PARAM = "lang";

/**
 * `?lang=en-XA`: English made longer and accented (words/pseudo.ts), to see a screen hold the
 * longer words and the accents of any language before a translation exists. A tool for those
 * who build and translate the storefront, never offered in the picker; its formats are English.
 */
export const PSEUDO_LOCALE = "en-XA";

export const isPseudoLocale = (tag: string | null): boolean =>
  tag?.trim().toLowerCase() === PSEUDO_LOCALE.toLowerCase();

/** The cookie that keeps the guest's choice for the next visit: the server reads it too. */
export const LOCALE_COOKIE = "lang";

/** Each language named in itself: a guest looks for their own language's name, not ours. */
export const localeNames: Readonly<Record<Locale, string>> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  ja: "日本語",
  ko: "한국어",
  "zh-Hans": "简体中文",
};

// Chinese in Traditional characters (Taiwan, Hong Kong, Macau) is not Simplified Chinese: such
// a guest gets their next language, not a script they may not read.
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

/**
 * The locale a BCP 47 tag asks for, if the storefront has it: the tag itself in any case, else
 * its language ("es-MX" is Spanish; "zh", "zh-CN" and "zh-Hans-SG" are Simplified Chinese).
 */
export const supportedLocale = (tag: string): Locale | undefined => {
  const wanted = tag.trim().toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact !== undefined) return exact;
  if (TRADITIONAL_CHINESE.test(wanted)) return undefined;
  const language = wanted.split("-")[0];
  return LOCALES.find((locale) => locale.split("-")[0]?.toLowerCase() === language);
};

/** What a page knows of the guest's language, strongest first. */
export interface LocaleChoices {
  /** The page address's `?lang=`. */
  readonly requested: string | null;
  /** The choice kept from an earlier visit (the cookie). */
  readonly kept: string | null;
  /** The browser's languages in the guest's order (`Accept-Language`, `navigator.languages`). */
  readonly accepted: readonly string[];
}

/**
 * The guest's language: the address's, else the one they chose before, else the first of their
 * browser's that the storefront has, else English. The server and the browser both choose with
 * this, so the page the server draws is the one the browser takes over.
 */
export const chooseLocale = ({ requested, kept, accepted }: LocaleChoices): Locale =>
  [requested, kept, ...accepted].reduce<Locale | undefined>(
    (chosen, tag) => chosen ?? (tag === null ? undefined : supportedLocale(tag)),
    undefined,
  ) ?? DEFAULT_LOCALE;

/**
 * An `Accept-Language` header's languages, most wanted first (RFC 9110 §12.5.4): a tag with
 * q=0 is refused, and tags of equal weight keep the header's order.
 */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.split(";").map((piece) => piece.trim());
      const q = parameters.find((parameter) => /^q=/i.test(parameter));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== "" && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);

/** The `lang` cookie's value in a `Cookie` header or `document.cookie`, if there is one. */
export const keptLocale = (cookies: string | undefined): string | null => {
  for (const cookie of (cookies ?? "").split(";")) {
    const [name, ...value] = cookie.split("=");
    if (name?.trim() === LOCALE_COOKIE) return value.join("=").trim();
  }
  return null;
};
