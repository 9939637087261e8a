import * as TE from "fp-ts/lib/TaskEither.js";
import type { OfflineCopy, OfflineTickets } from "../../ports/offlineTickets.js";

/**
 * Offline copies in memory: none where there is no page (the CLI, the server's first screens),
 * or those a test gives, read back with `kept`.
 */
export const memoryOfflineTickets = (
  initial: readonly OfflineCopy[] = [],
): OfflineTickets & { readonly kept: () => readonly OfflineCopy[] } => {
  let kept = initial;
  return {
    kept: () => kept,
    copies: () => TE.right(kept),
    remove: (orderConfirmation) => () => {
      kept = kept.filter((copy) => copy.orderConfirmation !== orderConfirmation);
      return TE.right(undefined)();
    },
  };
};
