import { useEffect } from "react";

const insertedMark = "data-storefront-custom-html";

/**
 * The nonce the server gave this page (Vite's `csp-nonce` meta). Under the policy's
 * 'strict-dynamic' a script this trusted code inserts may run (Chromium runs inline ones too);
 * the nonce is for a browser that asks an inserted inline script for it all the same.
 */
const pageNonce = (): string =>
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? "";

/** A contextual fragment, so that its scripts run, each with the page's nonce. */
const fragmentOf = (html: string): DocumentFragment => {
  const fragment = document.createRange().createContextualFragment(html);
  const nonce = pageNonce();
  for (const script of fragment.querySelectorAll("script")) script.nonce = nonce;
  return fragment;
};

/**
 * Spec §2: the configuration's htmlHeader goes into the page head and htmlFooter at the start
 * of the body, once.
 */
export const useCustomHtml = (script: {
  readonly htmlHeader: string;
  readonly htmlFooter: string;
}) => {
  useEffect(() => {
    if (document.head.querySelector(`[${insertedMark}]`) !== null) return;
    const marker = document.createElement("meta");
    marker.setAttribute(insertedMark, "");
    document.head.append(marker, fragmentOf(script.htmlHeader));
    document.body.prepend(fragmentOf(script.htmlFooter));
  }, [script]);
};
