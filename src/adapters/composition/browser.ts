import type { UseCases } from "../../application/useCases.js";
import { createStorefrontContainer } from "./container.js";
import { createFetchTransport } from "../http/fetchTransport.js";
import { takeFirstAnswers, withFirstAnswers } from "../http/firstAnswersTransport.js";
import { browserModule, type BrowserModuleOptions } from "./modules/browser.js";
import { httpModule } from "./modules/http.js";
import { systemModule } from "./modules/system.js";
import { laterUseCasesModule } from "./modules/laterUseCases.js";
import { useCasesModule } from "./modules/useCases.js";
import { TOKENS } from "./tokens.js";

/**
 * The storefront in the browser: fetch (its first GETs answered from the page when the server
 * wrote their answers in), GA4's data layer, an image beacon, localStorage.
 */
export const createBrowserStorefront = (page: Window, options: BrowserModuleOptions): UseCases => {
  const container = createStorefrontContainer();
  const origin = page.location.origin;
  const firstAnswers = takeFirstAnswers(page.document);
  container.load(
    systemModule(),
    httpModule({
      transport: () => withFirstAnswers(firstAnswers, origin, createFetchTransport()),
      origin,
    }),
    browserModule(page, options),
    useCasesModule,
    laterUseCasesModule,
  );
  return container.get(TOKENS.useCases);
};
