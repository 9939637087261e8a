import { ContainerModule } from "inversify";
import type { LaterUseCases } from "../../../application/useCases.js";
import { bindByName } from "../byName.js";
import { LATER, LATER_USE_CASES, SAVED_CART, TOKENS, UNOBSERVED } from "../tokens.js";
import { tenantFrom } from "./wiring.js";

const laterKeys = Object.keys(LATER_USE_CASES) as (keyof LaterUseCases)[];

// One chunk of code for all of them, as `later` asks for all of them at once: a dynamic
// import each would make the entry name every chunk and carry a loader for each.
const laterCode = () => import("./laterFactories.js");

/**
 * The later screens' use cases as async values: their factories' code (laterFactories.ts) is
 * imported the first time one of them is asked for, so the page's entry bundle carries none of
 * them. They are transient because a singleton would keep a failed chunk load for good; the
 * storefront's `later` keeps the one answer that succeeded, so each is still made once per
 * storefront.
 */
export const laterUseCasesModule = new ContainerModule(({ bind }) => {
  for (const key of laterKeys) {
    bind<unknown>(LATER_USE_CASES[key])
      .toDynamicValue(async (context) => (await laterCode()).laterUseCasesIn[key](context))
      .inTransientScope();
  }
  // One reservation per cart, which the cart's screens and the purchase share: the cart
  // makes it once its code is in, so a load that fails makes none.
  bindByName(
    bind(UNOBSERVED.reserveOrder),
    {
      ticketingApi: TOKENS.ticketingApi,
      clock: TOKENS.clock,
      settings: TOKENS.liveSettings,
      priceCart: UNOBSERVED.priceCart,
      saved: SAVED_CART,
    },
    ({ ticketingApi, clock, settings, priceCart, saved }) =>
      async () => {
        const { createReserveOrder } = await laterCode();
        return saved.reservation((initial) =>
          createReserveOrder({
            ticketingApi,
            clock,
            tenant: tenantFrom(settings),
            cart: priceCart.current,
            initial,
          }),
        );
      },
  );
  bind(LATER)
    .toDynamicValue(async (context) => {
      const entries = await Promise.all(
        laterKeys.map(async (key): Promise<[string, unknown]> => [
          key,
          await context.getAsync<unknown>(LATER_USE_CASES[key]),
        ]),
      );
      return Object.fromEntries(entries) as unknown as LaterUseCases;
    })
    .inTransientScope();
});
