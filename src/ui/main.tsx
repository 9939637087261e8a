import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserStorefront } from "../adapters/composition/browser.js";
import { consoleErrorReporter } from "../adapters/shared/consoleErrorReporter.js";
import {
  keepRequestedLocale,
  loadGuestWords,
  loadPageWords,
  pageLocale,
} from "../adapters/browser/pageLocale.js";
import { DEFAULT_LOCALE } from "../domain/locale.js";
import { App } from "./app/App.js";
import { firstRenderReady } from "./app/firstRenderReady.js";
import { preloadFirstScreen } from "./app/preload.js";
import { UseCasesProvider } from "./app/UseCasesContext.js";
import { yieldToMain } from "./app/yieldToMain.js";
import { WordsProvider } from "./app/WordsContext.js";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

// Startup in steps with a yield between each (evaluating the scripts, making the use cases,
// asking for the first screen's code, rendering): on a slow phone each is a short task, so the
// loader keeps spinning and a tap is answered instead of waiting for all of them at once.
const start = async () => {
  // The entry's own evaluation ends its task here; the words' (their module is evaluated when
  // first imported) and the use cases' making each take one of their own.
  await yieldToMain(window);
  const locale = pageLocale(window);
  keepRequestedLocale(window);
  document.documentElement.lang = locale;
  // The guest's words download beside the use cases' making; a language whose chunk cannot be
  // fetched gives way to English rather than to a page with no words.
  const wordsLoaded = loadPageWords(window, locale).then(
    (words) => ({ locale, words }),
    async () => ({ locale: DEFAULT_LOCALE, words: await loadGuestWords(DEFAULT_LOCALE) }),
  );
  await yieldToMain(window);
  // The one composition entry of the UI: the browser's use cases are made here and nowhere else.
  const useCases = await createBrowserStorefront(
    window,
    locale,
    { loadAnalyticsTag: import.meta.env.VITE_ANALYTICS_TAG === "on" },
    () => yieldToMain(window),
  );
  void useCases.startup.start();
  await yieldToMain(window);
  void preloadFirstScreen(useCases, window.location, () => yieldToMain(window));
  const words = await wordsLoaded;
  // Another language's dates and prices are the platform's (domain/localeFormats.ts): the
  // first format made loads ICU's data, tens of milliseconds, so it is made here, in a task of
  // its own, rather than in the first render. English needs none (domain/formats.ts), nor the
  // module in the entry's bytes.
  if (words.locale !== DEFAULT_LOCALE) {
    const { formatsIn } = await import("../domain/localeFormats.js");
    await yieldToMain(window);
    formatsIn(words.locale).price(0);
  }
  await yieldToMain(window);
  const app = (
    <StrictMode>
      <WordsProvider {...words}>
        <UseCasesProvider useCases={useCases}>
          <App />
        </UseCasesProvider>
      </WordsProvider>
    </StrictMode>
  );
  // The server rendered the first screen from the same answers (src/ui/server/firstScreen.tsx):
  // once they are settled here too, it is taken over as it is, not drawn again.
  const serverDrawn =
    root.hasAttribute("data-first-screen") && (await firstRenderReady(useCases, window.location));
  // A transition: React renders in slices of a few milliseconds, yielding to the browser in
  // between, so a slow phone answers a tap during the first render instead of after it.
  startTransition(() => {
    if (serverDrawn) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
};
void start();
// Builds only (their mode, whatever NODE_ENV the build ran under): the dev server has no
// worker, and one would serve stale modules. Its code is a chunk of its own: nothing on screen
// waits for it, so it stays out of what the first paint downloads.
if (import.meta.env.MODE === "production") {
  import("../adapters/browser/serviceWorker.js")
    .then(({ registerServiceWorker }) => {
      registerServiceWorker(window, consoleErrorReporter);
    })
    .catch((error: unknown) => {
      consoleErrorReporter.report("The service worker's code could not be loaded", {
        error: String(error),
      });
    });
}
