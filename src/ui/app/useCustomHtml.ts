import { useEffect } from "react";

const insertedMark = "data-storefront-custom-html";

const fragmentOf = (html: string): DocumentFragment =>
  document.createRange().createContextualFragment(html);

/**
 * Spec §2: the configuration's htmlHeader goes into the page head and htmlFooter at the start
 * of the body, once. A contextual fragment is used so that scripts in them run.
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
