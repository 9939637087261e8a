import { useCallback, type ReactNode } from "react";
import { Router, useSearch, type AroundNavHandler } from "wouter";
import {
  isPseudoLocale,
  LOCALE_PARAM,
  PSEUDO_LOCALE,
  supportedLocale,
} from "../../domain/locale.js";
import { inLocale } from "./inLocale.js";

const Carried = ({
  locale,
  children,
}: {
  readonly locale: string;
  readonly children: ReactNode;
}) => {
  const hrefs = useCallback((href: string) => inLocale(href, locale), [locale]);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      navigate(inLocale(to, locale), options);
    },
    [locale],
  );
  return (
    <Router hrefs={hrefs} aroundNav={aroundNav}>
      {children}
    </Router>
  );
};

/**
 * A page opened in a language by its address (`?lang=es`, a shared link or the picker) keeps
 * it in the address of every page the guest moves to: the link they share next opens in the
 * language they read. A page whose language comes from the browser or a kept choice keeps the
 * spec's addresses as they are.
 */
export const LocaleInLinks = ({ children }: { readonly children: ReactNode }) => {
  const requested = new URLSearchParams(useSearch()).get(LOCALE_PARAM);
  const locale = isPseudoLocale(requested)
    ? PSEUDO_LOCALE
    : requested === null
      ? undefined
      : supportedLocale(requested);
  return locale === undefined ? children : <Carried locale={locale}>{children}</Carried>;
};
