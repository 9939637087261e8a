const insertedMark = "data-storefront-custom-html";

/**
 * The nonce the server gave this page (Vite's `csp-nonce` meta). Under the policy's
 * 'strict-dynamic' a script this trusted code inserts may run (Chromium runs inline ones too);
 * the nonce is for a browser that asks an inserted inline script for it all the same.
 */
const pageNonce = (page: Document): string =>
  page.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? "";

/** A contextual fragment, so that its scripts run, each with the page's nonce. */
const fragmentOf = (page: Document, html: string): DocumentFragment => {
  const fragment = page.createRange().createContextualFragment(html);
  const nonce = pageNonce(page);
  for (const script of fragment.querySelectorAll("script")) script.nonce = nonce;
  return fragment;
};

/** Spec §2: the htmlHeader goes into the page head and the htmlFooter at the start of the body, once. */
export const insertCustomHtml = (
  page: Document,
  script: { readonly htmlHeader: string; readonly htmlFooter: string },
) => {
  if (page.head.querySelector(`[${insertedMark}]`) !== null) return;
  const marker = page.createElement("meta");
  marker.setAttribute(insertedMark, "");
  page.head.append(marker, fragmentOf(page, script.htmlHeader));
  page.body.prepend(fragmentOf(page, script.htmlFooter));
};
