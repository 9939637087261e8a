import * as E from "fp-ts/lib/Either.js";
import type { Observable } from "rxjs";
import type { WaitingListError } from "../../domain/errors.js";
import { isReservationLive } from "../../domain/pendingOrder.js";
import type { WaitingListOffer as Offer } from "../../domain/waitingList.js";
import type { Clock } from "../../ports/clock.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { createState } from "../shared/state.js";
import { waitingListErrorOf } from "./waitingListErrorOf.js";

/*
 * The offer a waiting-list mail links to (issue 29): places held for the party as a pending
 * order, which checkout pays like any other, with the cart token the offer answers to. An
 * offer already over (lapsed, left, bought) is said as such; one whose hold ends while it is
 * shown is lapsed from then on, as the API would say.
 */

export type WaitingListOfferState =
  | { readonly status: "idle" }
  | { readonly status: "opening" }
  | { readonly status: "open"; readonly offer: Offer }
  | { readonly status: "refused"; readonly error: WaitingListError };

export interface WaitingListOfferCase {
  readonly state$: Observable<WaitingListOfferState>;
  readonly current: () => WaitingListOfferState;
  /** Opens the offer of the mail's link. */
  readonly open: (token: string) => Promise<void>;
  /** The open offer while its hold lasts; once it has ended, the offer is lapsed. */
  readonly live: () => Offer | undefined;
}

export const createWaitingListOffer = (deps: {
  readonly webSales: Pick<WebSalesApi, "waitingListOffer">;
  readonly clock: Clock;
}): WaitingListOfferCase => {
  const state = createState<WaitingListOfferState>({ status: "idle" });

  const live = () => {
    const current = state.get();
    if (current.status !== "open") return undefined;
    // The offer is the pending order held for the party: live as any pending order is.
    if (isReservationLive(current.offer, deps.clock.now())) return current.offer;
    state.set({ status: "refused", error: { tag: "OFFER_LAPSED" } });
    return undefined;
  };

  return {
    state$: state.state$,
    current: state.get,
    open: async (token) => {
      if (state.get().status === "opening") return;
      state.set({ status: "opening" });
      const answer = await deps.webSales.waitingListOffer(token)();
      state.set(
        E.isRight(answer)
          ? { status: "open", offer: answer.right }
          : { status: "refused", error: waitingListErrorOf(answer.left) },
      );
    },
    live,
  };
};
