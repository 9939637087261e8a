import type { ScriptLoader } from "../../ports/scriptLoader.js";

/**
 * Runs the brand's tracking script by adding it to the page; a failure is logged, not shown.
 * The script is inline, so the Content-Security-Policy runs it only with the nonce the server
 * gave the page (Vite's `csp-nonce` meta).
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
