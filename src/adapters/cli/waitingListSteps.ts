import * as E from "fp-ts/lib/Either.js";
import { saleKindOf } from "../../domain/cart.js";
import { describeFieldErrors } from "../../domain/errorMessages.js";
import { offers } from "../../domain/extensions.js";
import type {
  WaitingListEntry,
  WaitingListOffer,
  WaitingListStatus,
} from "../../domain/waitingList.js";
import type { CommandContext } from "./command.js";
import type { Order } from "./orderSteps.js";
import { choose } from "./productPage.js";
import {
  englishWords,
  explain,
  findProduct,
  type StartedStorefront,
  type Step,
} from "./started.js";

/*
 * The waiting list from the command line (issue 29), through the same use cases as the
 * storefront, and only where the API offers it (its waitingList flag).
 */

const offered = (started: StartedStorefront): E.Either<string, null> =>
  offers(started.setup.flags, "waitingList")
    ? E.right(null)
    : E.left("This API does not offer a waiting list.");

/** Chooses the entry time on the product page as a guest would, then joins its list. */
export const joinWaitingList = async (
  context: CommandContext,
  order: Order,
  email: string,
): Step<WaitingListEntry> => {
  const { started, ids, progress } = context;
  const available = offered(started);
  if (E.isLeft(available)) return available;
  const product = await findProduct(started, order.productId);
  if (E.isLeft(product)) return product;
  progress(`choosing ${product.right.name}`);
  const chosen = await choose(started, product.right, order.choice, ids.next());
  if (E.isLeft(chosen)) return chosen;
  progress("joining the waiting list");
  const products = [chosen.right];
  const { joinWaitingList: join } = started.useCases;
  await join.join(
    { tenant: started.setup.tenant, saleKind: saleKindOf(products), products },
    email,
  );
  const state = join.current();
  switch (state.status) {
    case "joined":
      return E.right(state.entry);
    case "invalidEmail":
      return E.left(describeFieldErrors({ email: "INVALID_EMAIL" }, englishWords).join("; "));
    case "refused":
      return E.left(explain(started, state.error));
    default:
      return E.left("The waiting list was not joined.");
  }
};

export const leaveWaitingList = async (
  { started }: CommandContext,
  token: string,
): Step<WaitingListStatus> => {
  const available = offered(started);
  if (E.isLeft(available)) return available;
  await started.useCases.leaveWaitingList.leave(token);
  const state = started.useCases.leaveWaitingList.current();
  if (state.status === "left") return E.right(state.became);
  return E.left(
    state.status === "refused" ? explain(started, state.error) : "The list was not left.",
  );
};

export const openWaitingListOffer = async (
  { started }: CommandContext,
  token: string,
): Step<WaitingListOffer> => {
  const available = offered(started);
  if (E.isLeft(available)) return available;
  await started.useCases.waitingListOffer.open(token);
  const state = started.useCases.waitingListOffer.current();
  if (state.status === "open") return E.right(state.offer);
  return E.left(
    state.status === "refused" ? explain(started, state.error) : "The offer was not opened.",
  );
};
