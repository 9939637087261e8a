import { configure, render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createTestContainer, type TestContainerOptions } from "../support/testContainer.js";
import { App } from "../../src/ui/app/App.js";
import type { UseCases } from "../../src/application/useCases.js";
import { screenCodeLoaded } from "../../src/ui/app/preload.js";
import { screenRoutes } from "../../src/ui/app/routes.js";
import { UseCasesProvider } from "../../src/ui/app/UseCasesContext.js";
import { WordsProvider } from "../../src/ui/app/WordsContext.js";
import { guestWordsIn } from "../../src/adapters/words/guestWordsByLocale.js";
import type { Locale } from "../../src/domain/locale.js";

configure({ asyncUtilTimeout: 5000 });

/**
 * Every screen is a lazy chunk, imported the first time a test file shows it: on a busy 2-core
 * machine (or on Node 24, whose first imports are slower) that import alone can outlast any
 * wait for what a screen renders. So every screen's code, and the later use cases', is loaded
 * before a test renders: what the tests time is the storefront, not the module loader. How a
 * screen behaves while its code loads, or when it fails to, is lazyScreen.test.tsx's; a test
 * of which chunks a page loads asks for `screensLoaded: "opened"`: only the code of the screen
 * it opens on, as the server loads it before drawing a page.
 */
const screensLoaded = async (useCases: UseCases, path: string, which: "every" | "opened") => {
  if (which === "opened") {
    await screenCodeLoaded(useCases, new URL(path, "http://localhost").pathname);
    return;
  }
  await Promise.all([...screenRoutes.map((route) => route.screen.load()), useCases.later()]);
};

/**
 * Renders the whole storefront at `path` over the test container (scripted APIs, a manual
 * clock, recording analytics), the way the browser entry does, with an in-memory location,
 * in English unless the test asks for another `locale`.
 */
export const renderStorefront = async (
  path: string,
  options: TestContainerOptions & {
    readonly start?: boolean;
    readonly screensLoaded?: "every" | "opened";
    readonly locale?: Locale;
  } = {},
) => {
  const test = createTestContainer(options);
  const useCases = test.useCases();
  const location = memoryLocation({ path, record: true });
  await screensLoaded(useCases, path, options.screensLoaded ?? "every");
  const locale = options.locale ?? "en";
  const view = render(
    <WordsProvider locale={locale} words={guestWordsIn(locale)}>
      <UseCasesProvider useCases={useCases}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <App />
        </Router>
      </UseCasesProvider>
    </WordsProvider>,
  );
  if (options.start !== false) await useCases.startup.start();
  return { ...view, ...test, useCases, location };
};
