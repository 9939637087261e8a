import * as E from "fp-ts/lib/Either.js";
import { formatUsd } from "../../domain/money.js";
import type {
  WaitingListEntry,
  WaitingListOffer,
  WaitingListStatus,
} from "../../domain/waitingList.js";
import { output, runStep, type Command } from "./command.js";
import { orderOf } from "./orderCommands.js";
import { requiredId, requiredText } from "./options.js";
import { joinWaitingList, leaveWaitingList, openWaitingListOffer } from "./waitingListSteps.js";

/** Joining, leaving and the offer of the waiting list for full entry times (an extension). */
export const waitingListCommands: Readonly<Record<string, Command>> = {
  "join-waiting-list": {
    summary: "wait for places on a full entry time; an offer is e-mailed when they free up",
    required: ["product", "slot", "email"],
    optional: ["date", "tickets"],
    prepare: (options) => {
      // A party waits for one entry time, which it names: none is chosen for it.
      requiredId(options, "slot");
      const order = orderOf(options);
      const email = requiredText(options, "email");
      return runStep(async (context) =>
        E.map((entry: WaitingListEntry) =>
          output(
            [
              `On the waiting list (entry ${String(entry.entryId)}) for a party of ${String(entry.partySize)}: the offer goes to ${email}.`,
              // With "=": a token may start with "-", which would read as an option after a space.
              `To leave it: leave-waiting-list --token=${entry.leaveToken}`,
            ],
            { entry, email },
          ),
        )(await joinWaitingList(context, order, email)),
      );
    },
  },
  "leave-waiting-list": {
    summary: "leave the waiting list, by the token of its leave link",
    required: ["token"],
    optional: [],
    prepare: (options) => {
      const token = requiredText(options, "token");
      return runStep(async (context) =>
        E.map((became: WaitingListStatus) =>
          output(
            [became === "left" ? "Off the waiting list." : `Already ${became}: nothing changed.`],
            { status: became },
          ),
        )(await leaveWaitingList(context, token)),
      );
    },
  },
  "waiting-list-offer": {
    summary: "the places a waiting-list offer holds, by the token of its checkout link",
    required: ["token"],
    optional: [],
    prepare: (options) => {
      const token = requiredText(options, "token");
      return runStep(async (context) =>
        E.map((offer: WaitingListOffer) =>
          output(
            [
              `Pending order #${String(offer.orderId)}: ${String(offer.partySize)} places on ${offer.visitDate}, held until ${offer.reservationExpirationDateTime}.`,
              `Total ${formatUsd(offer.priced.total)}; pay it with carttoken ${offer.cartToken}.`,
            ],
            { offer },
          ),
        )(await openWaitingListOffer(context, token)),
      );
    },
  },
};
