import type { ScriptLoader } from "../../ports/scriptLoader.js";

/** Runs the brand's tracking script by adding it to the page; a failure is logged, not shown. */
export const createDomScriptLoader = (page: Document = document): ScriptLoader => ({
  run: (scriptText) => {
    try {
      const script = page.createElement("script");
      script.text = scriptText;
      page.body.appendChild(script);
    } catch (error) {
      console.warn("tracking script could not run", error);
    }
  },
});
