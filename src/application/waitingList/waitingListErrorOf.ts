import type { WaitingListError } from "../../domain/errors.js";
import { waitingListErrorFromCode } from "../../domain/afterPurchaseErrors.js";
import { refusalCode, throttledFor, type ApiFailure } from "../../ports/apiFailure.js";

/** A refusal of a waiting-list call in the domain's words; a 400's message says what to fix. */
export const waitingListErrorOf = (failure: ApiFailure): WaitingListError =>
  throttledFor(failure) ??
  waitingListErrorFromCode(
    refusalCode(failure),
    failure.tag === "API_REFUSED" ? failure.message : null,
  );
