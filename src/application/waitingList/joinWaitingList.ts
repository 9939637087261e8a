import * as E from "fp-ts/lib/Either.js";
import type { Observable } from "rxjs";
import type { WaitingListError } from "../../domain/errors.js";
import { isEmailAddress } from "../../domain/purchaseForm.js";
import type { WaitingListEntry } from "../../domain/waitingList.js";
import type { OrderDraft } from "../../ports/ticketingApi.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { createState } from "../shared/state.js";
import { waitingListErrorOf } from "./waitingListErrorOf.js";

/*
 * "Notify me" on a full entry time (issue 29): the party leaves its e-mail and joins the
 * entry time's waiting list with the tickets it chose, as the order it would have held. An
 * address that is not one is said before anything is asked.
 */

export type JoinWaitingListState =
  | { readonly status: "idle" }
  | { readonly status: "invalidEmail"; readonly email: string }
  | { readonly status: "joining"; readonly email: string }
  | { readonly status: "joined"; readonly email: string; readonly entry: WaitingListEntry }
  | { readonly status: "refused"; readonly email: string; readonly error: WaitingListError };

export interface JoinWaitingList {
  readonly state$: Observable<JoinWaitingListState>;
  readonly current: () => JoinWaitingListState;
  /** Joins the list of the order's one entry time; a join under way is not asked twice. */
  readonly join: (order: OrderDraft, email: string) => Promise<void>;
  readonly reset: () => void;
}

export const createJoinWaitingList = (deps: {
  readonly webSales: Pick<WebSalesApi, "joinWaitingList">;
}): JoinWaitingList => {
  const state = createState<JoinWaitingListState>({ status: "idle" });

  const join = async (order: OrderDraft, typed: string) => {
    if (state.get().status === "joining") return;
    const email = typed.trim();
    if (!isEmailAddress(email)) {
      state.set({ status: "invalidEmail", email });
      return;
    }
    state.set({ status: "joining", email });
    const answer = await deps.webSales.joinWaitingList(order, email)();
    state.set(
      E.isRight(answer)
        ? { status: "joined", email, entry: answer.right }
        : { status: "refused", email, error: waitingListErrorOf(answer.left) },
    );
  };

  return {
    state$: state.state$,
    current: state.get,
    join,
    reset: () => {
      state.set({ status: "idle" });
    },
  };
};
