import type { UseCases } from "../../application/useCases.js";
import type { Locale } from "../../domain/locale.js";
import type { FirstAnswers } from "#contract/firstAnswers.js";
import { createStorefrontContainer } from "./container.js";
import { withFirstAnswers } from "../http/firstAnswersTransport.js";
import type { HttpResponse, Transport } from "../http/transport.js";
import { httpModule } from "./modules/http.js";
import { recordingModule } from "./modules/recording.js";
import { systemModule } from "./modules/system.js";
import { laterUseCasesModule } from "./modules/laterUseCases.js";
import { useCasesModule } from "./modules/useCases.js";
import { TOKENS } from "./tokens.js";

/** Anything the page did not come with is not asked for: the guest's browser asks it itself. */
const noNetwork: Transport = () => Promise.reject(new Error("not asked while rendering a page"));

/**
 * The storefront as the server renders a page's first screen with it: the same use cases, fed
 * by the answers the page comes with and nothing else. Nothing is sent (analytics, the beacon
 * and scripts are recorded), no cart is kept, and a failure is the guest's browser's to report.
 * It asks in the page's `locale`, as the server asked the answers (pages/firstAnswers.ts).
 */
export const createFirstScreenStorefront = (
  page: URL,
  answers: FirstAnswers,
  locale: Locale,
): UseCases => {
  const container = createStorefrontContainer();
  container.bind(TOKENS.host).toConstantValue(page.host);
  container.load(
    systemModule({ report: () => undefined }),
    httpModule({
      transport: () =>
        withFirstAnswers(
          new Map<string, HttpResponse>(Object.entries(answers)),
          page.origin,
          noNetwork,
        ),
      origin: page.origin,
      locale,
    }),
    recordingModule,
    useCasesModule,
    laterUseCasesModule,
  );
  return container.get(TOKENS.useCases);
};
