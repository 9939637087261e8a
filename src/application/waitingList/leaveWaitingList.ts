import * as E from "fp-ts/lib/Either.js";
import type { Observable } from "rxjs";
import type { WaitingListError } from "../../domain/errors.js";
import type { WaitingListStatus } from "../../domain/waitingList.js";
import type { WebSalesApi } from "../../ports/webSalesApi.js";
import { createState } from "../shared/state.js";
import { waitingListErrorOf } from "./waitingListErrorOf.js";

/*
 * Leaving the waiting list is one link in its mail (issue 29): the link's token is all it
 * takes. Leaving twice is harmless: the API says what the party had become.
 */

export type LeaveWaitingListState =
  | { readonly status: "idle" }
  | { readonly status: "leaving" }
  /** `became`: left now, or what the party had become before (bought, lapsed, left). */
  | { readonly status: "left"; readonly became: WaitingListStatus }
  | { readonly status: "refused"; readonly error: WaitingListError };

export interface LeaveWaitingList {
  readonly state$: Observable<LeaveWaitingListState>;
  readonly current: () => LeaveWaitingListState;
  readonly leave: (token: string) => Promise<void>;
}

export const createLeaveWaitingList = (deps: {
  readonly webSales: Pick<WebSalesApi, "leaveWaitingList">;
}): LeaveWaitingList => {
  const state = createState<LeaveWaitingListState>({ status: "idle" });
  return {
    state$: state.state$,
    current: state.get,
    leave: async (token) => {
      if (state.get().status === "leaving") return;
      state.set({ status: "leaving" });
      const answer = await deps.webSales.leaveWaitingList(token)();
      state.set(
        E.isRight(answer)
          ? { status: "left", became: answer.right }
          : { status: "refused", error: waitingListErrorOf(answer.left) },
      );
    },
  };
};
