import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { createFirstScreenStorefront } from "../../adapters/composition/firstScreen.js";
import { drawnByServer } from "../../domain/pageScreens.js";
import type { FirstScreen, RenderFirstScreen } from "#contract/firstScreen.js";
import { App } from "../app/App.js";
import { firstRenderReady } from "../app/firstRenderReady.js";
import { screenCodeLoaded } from "../app/preload.js";
import { UseCasesProvider } from "../app/UseCasesContext.js";
import { WordsProvider } from "../app/WordsContext.js";
import { guestWordsIn } from "../../adapters/words/guestWordsByLocale.js";
import { LOCALE_PARAM } from "../../domain/locale.js";
import { wordsAsRequested } from "../../domain/words/pseudo.js";

/**
 * How long a page waits for its screen, once its code is loaded: past it, what is not ready goes
 * as its loading fallback (the browser renders it), so a screen that never settles never holds
 * up the page.
 */
const RENDER_LIMIT_MS = 1000;

const ROOT_START = '<div id="root">';
const ROOT_END = "</div></body></html>";

const firstScreenOf = (document: string): FirstScreen | undefined => {
  const start = document.indexOf(ROOT_START);
  if (start === -1 || !document.endsWith(ROOT_END)) return undefined;
  return {
    title: /<title>[^<]*<\/title>/.exec(document.slice(0, start))?.[0] ?? "",
    root: document.slice(start + ROOT_START.length, -ROOT_END.length),
  };
};

/**
 * The first screen of a page as the storefront's views render it (one more driving adapter
 * over the same use cases), for main.tsx to hydrate: the painted screen needs no script. None
 * when the page's first answers are not all there, so the browser's first render could differ.
 */
export const renderFirstScreen: RenderFirstScreen = async (page, answers, locale) => {
  // Home's product tabs, a product's details (its booking steps start in the browser) and an
  // order's tickets: domain/pageScreens.ts says which.
  if (!drawnByServer(page.pathname)) return undefined;
  const useCases = createFirstScreenStorefront(page, answers, locale);
  void useCases.startup.start();
  await screenCodeLoaded(useCases, page.pathname);
  if (!(await firstRenderReady(useCases, page))) return undefined;
  const { prelude } = await prerenderToNodeStream(
    <html lang={locale}>
      <head />
      <body>
        <div id="root">
          <StrictMode>
            <WordsProvider
              locale={locale}
              words={wordsAsRequested(guestWordsIn(locale), page.searchParams.get(LOCALE_PARAM))}
            >
              <UseCasesProvider useCases={useCases}>
                <Router ssrPath={page.pathname} ssrSearch={page.search.replace(/^\?/, "")}>
                  <App />
                </Router>
              </UseCasesProvider>
            </WordsProvider>
          </StrictMode>
        </div>
      </body>
    </html>,
    {
      signal: AbortSignal.timeout(RENDER_LIMIT_MS),
      // Every part of the screen inline, however large (an order's QR codes): an outlined part
      // would need React's inline script to show it, which the page's CSP does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let document = "";
  for await (const chunk of prelude) document += String(chunk);
  return firstScreenOf(document);
};
