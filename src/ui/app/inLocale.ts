import { LOCALE_PARAM } from "../../domain/locale.js";

/** An address of the storefront in a language (a tag): its `?lang=` set, the rest as it was. */
export const inLocale = (href: string, locale: string): string => {
  const [path = "", query = ""] = href.split("?", 2);
  const search = new URLSearchParams(query);
  search.set(LOCALE_PARAM, locale);
  return `${path}?${search.toString()}`;
};
