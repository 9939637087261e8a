import type { ScriptLoader } from "../../ports/scriptLoader.js";

/**
 * Runs the brand's tracking script by adding it to the page; a failure is logged, not shown.
 * The script is inline: it carries the nonce the server gave the page (Vite's `csp-nonce`
 * meta) for a browser whose Content-Security-Policy asks it of an inserted inline script too.
 */
export const createDomScriptLoader = (page: Document = document): ScriptLoader => ({
  run: (scriptText) => {
    try {
      const script = page.createElement("script");
      script.nonce = page.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? "";
      script.text = scriptText;
      page.body.appendChild(script);
    } catch (error) {
      console.warn("tracking script could not run", error);
    }
  },
});
