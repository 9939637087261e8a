import type * as E from "fp-ts/lib/Either.js";
import type { SaleKind } from "../../domain/tenant.js";
import type { SaleDates } from "../../domain/ticketingState.js";
import type { ApiFailure } from "../../ports/apiFailure.js";
import type { TicketingApi } from "../../ports/ticketingApi.js";

/**
 * A product's visit dates asked for before its page opens it: a page opened directly waits for
 * the product list first, and for the ticketing use case's code, which loads with the product
 * page. Apart from that use case, so the page's entry can ask while both are on their way.
 */
export interface DatesPrefetch {
  /** Asks for the product's dates in that sale; an earlier answer not taken is dropped. */
  readonly prefetch: (productId: number, saleKind: SaleKind) => void;
  /**
   * The early answer, taken once: the next opening of a product takes it if it is for the same
   * product and sale, and drops it otherwise.
   */
  readonly take: (
    productId: number,
    saleKind: SaleKind,
  ) => Promise<E.Either<ApiFailure, SaleDates>> | null;
}

export const createDatesPrefetch = (deps: {
  readonly ticketingApi: Pick<TicketingApi, "dates">;
}): DatesPrefetch => {
  let prefetched: {
    readonly productId: number;
    readonly saleKind: SaleKind;
    readonly answer: Promise<E.Either<ApiFailure, SaleDates>>;
  } | null = null;
  return {
    prefetch: (productId, saleKind) => {
      prefetched = { productId, saleKind, answer: deps.ticketingApi.dates(productId, saleKind)() };
    },
    take: (productId, saleKind) => {
      const early = prefetched;
      prefetched = null;
      return early?.productId === productId && early.saleKind === saleKind ? early.answer : null;
    },
  };
};
