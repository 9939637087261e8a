import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import type { IdGenerator } from "../../ports/idGenerator.js";
import { output, runStep, type Command } from "./command.js";
import {
  optionalDate,
  optionalId,
  requiredDate,
  requiredId,
  requiredIds,
  requiredText,
  text,
  ticketCounts,
  type ParsedOptions,
} from "./options.js";
import {
  cancelledLines,
  cartOutput,
  confirmationLines,
  orderLines,
  pendingOrderOutput,
  ticketsCancelledLines,
  visitChangedLines,
  ticketsOutput,
} from "./orderOutput.js";
import {
  APPROVING_CARD,
  cancelFound,
  cancelSomeTickets,
  changeVisitOfTickets,
  fillCart,
  lookUp,
  purchase,
  reserve,
  viewTickets,
  type Order,
  type Payment,
} from "./orderSteps.js";

export const orderOf = (options: ParsedOptions): Order => ({
  productId: requiredId(options, "product"),
  choice: {
    date: optionalDate(options),
    tickets: ticketCounts(options),
    slot: optionalId(options, "slot"),
  },
});

/** A fresh address per purchase, so test orders are told apart. */
export const testEmail = (ids: IdGenerator) => `guest+${ids.next().slice(0, 8)}@example.com`;

const paymentOf = (options: ParsedOptions) => {
  const email = text(options, "email");
  const card = text(options, "card") ?? APPROVING_CARD;
  return (ids: IdGenerator): Payment => ({ email: email ?? testEmail(ids), card });
};

const foundOrderOf = (options: ParsedOptions) => ({
  orderId: requiredId(options, "order"),
  email: requiredText(options, "email"),
});

const choices = ["date", "tickets", "slot"] as const;

export const orderCommands: Readonly<Record<string, Command>> = {
  price: {
    summary: "price a product's tickets into the cart",
    required: ["product"],
    optional: choices,
    prepare: (options) => {
      const order = orderOf(options);
      return runStep(async (context) => E.map(cartOutput)(await fillCart(context, order)));
    },
  },
  reserve: {
    summary: "price and reserve: a pending order holding the capacity",
    required: ["product"],
    optional: choices,
    prepare: (options) => {
      const order = orderOf(options);
      return runStep(async (context) => {
        const reserved = await reserve(context, order);
        const cart = context.started.useCases.priceCart.current();
        return pipe(
          reserved,
          E.map((pending) => pendingOrderOutput(cart, pending)),
        );
      });
    },
  },
  purchase: {
    summary: "price, reserve and buy with a test card",
    required: ["product"],
    optional: [...choices, "email", "card"],
    prepare: (options) => {
      const order = orderOf(options);
      const paymentFor = paymentOf(options);
      return runStep(async (context) => {
        const payment = paymentFor(context.ids);
        const bought = await purchase(context, order, payment);
        return pipe(
          bought,
          E.map((confirmation) =>
            output(confirmationLines(confirmation, payment.email), {
              order: confirmation,
              email: payment.email,
            }),
          ),
        );
      });
    },
  },
  "view-tickets": {
    summary: "the tickets of an order, by confirmation number",
    required: ["confirmation"],
    optional: [],
    prepare: (options) => {
      const confirmation = requiredText(options, "confirmation");
      return runStep(async (context) =>
        E.map(ticketsOutput)(await viewTickets(context, confirmation)),
      );
    },
  },
  lookup: {
    summary: "find an order by number and e-mail",
    required: ["order", "email"],
    optional: [],
    prepare: (options) => {
      const { orderId, email } = foundOrderOf(options);
      return runStep(async (context) =>
        pipe(
          await lookUp(context, orderId, email),
          E.map((order) => output(orderLines(order), { order })),
        ),
      );
    },
  },
  refund: {
    summary: "cancel and refund an order, found by number and e-mail",
    required: ["order", "email"],
    optional: [],
    prepare: (options) => {
      const { orderId, email } = foundOrderOf(options);
      return runStep(async (context) => {
        const found = await lookUp(context, orderId, email);
        if (E.isLeft(found)) return found;
        return pipe(
          await cancelFound(context),
          E.map((order) => output(cancelledLines(order), { cancelled: order.orderId })),
        );
      });
    },
  },
  "cancel-tickets": {
    summary: "cancel and refund some tickets of an order; the rest stand",
    required: ["order", "email", "ticket-ids"],
    optional: [],
    prepare: (options) => {
      const { orderId, email } = foundOrderOf(options);
      const ticketIds = requiredIds(options, "ticket-ids");
      return runStep(async (context) => {
        const found = await lookUp(context, orderId, email);
        if (E.isLeft(found)) return found;
        return pipe(
          await cancelSomeTickets(context, found.right, ticketIds),
          E.map((cancelled) =>
            output(ticketsCancelledLines(found.right, ticketIds, cancelled), {
              orderId,
              cancelledTicketIds: ticketIds,
              ...cancelled,
            }),
          ),
        );
      });
    },
  },
  "change-visit": {
    summary: "move some tickets of an order to another date and entry time",
    required: ["order", "email", "ticket-ids", "date"],
    optional: ["slot", "card"],
    prepare: (options) => {
      const { orderId, email } = foundOrderOf(options);
      const ticketIds = requiredIds(options, "ticket-ids");
      const target = {
        date: requiredDate(options),
        slot: optionalId(options, "slot"),
        card: text(options, "card") ?? APPROVING_CARD,
      };
      return runStep(async (context) => {
        const found = await lookUp(context, orderId, email);
        if (E.isLeft(found)) return found;
        return pipe(
          await changeVisitOfTickets(context, found.right, ticketIds, target),
          E.map((changed) =>
            output(visitChangedLines(found.right, ticketIds, target.date, changed), {
              orderId,
              movedTicketIds: ticketIds,
              visitDate: target.date,
              ...changed,
            }),
          ),
        );
      });
    },
  },
};
