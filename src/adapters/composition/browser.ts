import type { UseCases } from "../../application/useCases.js";
import type { Locale } from "../../domain/locale.js";
import { createStorefrontContainer } from "./container.js";
import { createFetchTransport } from "../http/fetchTransport.js";
import { takeFirstAnswers, withFirstAnswers } from "../http/firstAnswersTransport.js";
import { browserModule, pageCartTokens, type BrowserModuleOptions } from "./modules/browser.js";
import { httpModule } from "./modules/http.js";
import { systemModule } from "./modules/system.js";
import { laterUseCasesModule } from "./modules/laterUseCases.js";
import { useCasesModule } from "./modules/useCases.js";
import { TOKENS, USE_CASES } from "./tokens.js";

/**
 * The storefront in the browser: fetch (its first GETs answered from the page when the server
 * wrote their answers in), GA4's data layer, an image beacon, localStorage.
 *
 * Made in steps with `pause` before each (reading the answers the page came with, loading each
 * module, then making each use case): a page passes one that ends the task, so on a slow phone
 * no step is long enough to block a tap.
 * Every API call asks in the page's `locale`.
 */
export const createBrowserStorefront = async (
  page: Window,
  locale: Locale,
  options: BrowserModuleOptions,
  pause: () => Promise<void>,
): Promise<UseCases> => {
  await pause();
  const origin = page.location.origin;
  const firstAnswers = takeFirstAnswers(page.document);
  await pause();
  const container = createStorefrontContainer();
  const modules = [
    systemModule(),
    httpModule({
      transport: () => withFirstAnswers(firstAnswers, origin, createFetchTransport()),
      origin,
      locale,
      // A reload keeps the cart and its pending order: it keeps the cart's token too.
      cartTokens: pageCartTokens(page),
    }),
    browserModule(page, options),
    useCasesModule,
    laterUseCasesModule,
  ];
  for (const module of modules) {
    await pause();
    container.load(module);
  }
  for (const useCase of Object.values(USE_CASES)) {
    await pause();
    container.get<unknown>(useCase);
  }
  return container.get(TOKENS.useCases);
};
