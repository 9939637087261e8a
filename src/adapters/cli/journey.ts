import * as E from "fp-ts/lib/Either.js";
import { pipe } from "fp-ts/lib/function.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import type { PurchaseConfirmation } from "../../domain/order.js";
import { visibleProductsIn } from "../../domain/product.js";
import type { CommandContext, Run } from "./command.js";
import { journeyLog, type JourneyLog } from "./journeyLog.js";
import { testEmail } from "./orderCommands.js";
import { ticketCount } from "./orderOutput.js";
import {
  APPROVING_CARD,
  cancelFound,
  lookUp,
  purchase,
  viewTickets,
  type Order,
} from "./orderSteps.js";
import { openProduct } from "./productPage.js";
import { findProduct, loadProducts, type Step } from "./started.js";

/*
 * The whole after-sale life of an order against the target: buy, view the tickets, look the
 * order up and refund it. Each step is timed, so the journey doubles as a smoke test and a
 * rough latency probe of a staging API.
 */

/** The first product on the TICKETS tab: a timed general admission in the seed catalogue. */
const firstTicket = async (context: CommandContext): Step<number> => {
  const list = await loadProducts(context.started);
  if (E.isLeft(list)) return list;
  const first = visibleProductsIn(list.right, "products")[0];
  return first === undefined ? E.left("No ticket is on sale.") : E.right(first.productId);
};

/**
 * The second date on sale when there is one: the refund needs a visit that has not started,
 * and today's first entry time may start before the journey ends (or, on a server whose clock
 * stands still, at the very moment it is bought).
 */
const refundableDate = async (context: CommandContext, productId: number): Step<Order> => {
  const product = await findProduct(context.started, productId);
  if (E.isLeft(product)) return product;
  const opened = await openProduct(context.started, product.right);
  return pipe(
    opened,
    E.map((view) => ({
      productId,
      choice: { date: view.dates[1] ?? view.dates[0], tickets: undefined, slot: undefined },
    })),
  );
};

const buy = (context: CommandContext, productId: number | undefined, email: string) =>
  pipe(
    productId === undefined ? () => firstTicket(context) : TE.right(productId),
    TE.chain((id) => () => refundableDate(context, id)),
    TE.chain((order) => () => purchase(context, order, { email, card: APPROVING_CARD })),
  );

/**
 * The tickets of the order bought. An answer without the confirmation number that opens them
 * (the spec's answer is successfulYN alone) leaves the guest Manage my order to find it.
 */
const ticketsOf = async (context: CommandContext, bought: PurchaseConfirmation, email: string) => {
  if (bought.orderConfirmation !== null) return viewTickets(context, bought.orderConfirmation);
  const found = await lookUp(context, bought.orderId, email);
  return E.isLeft(found) ? found : viewTickets(context, found.right.orderConfirmation);
};

/** After the sale: the steps a guest takes with the order, each needing the one before. */
const afterSale = (
  context: CommandContext,
  log: JourneyLog,
  bought: PurchaseConfirmation,
  email: string,
) =>
  pipe(
    log.time(
      "view-tickets",
      () => ticketsOf(context, bought, email),
      (tickets) => ({
        summary: ticketCount(tickets.length),
        detail: { tickets: tickets.length },
      }),
    ),
    TE.chain(() =>
      log.time(
        "lookup",
        () => lookUp(context, bought.orderId, email),
        (found) => ({
          summary: `found order #${String(found.orderId)}`,
          detail: { tickets: found.numberOfTickets },
        }),
      ),
    ),
    TE.chain(() =>
      log.time(
        "refund",
        () => cancelFound(context),
        (cancelled) => ({
          summary: `order ${String(cancelled.orderId)} has been canceled`,
          detail: { cancelled: cancelled.orderId },
        }),
      ),
    ),
  );

/** Buys the product (default: the first ticket on sale) and takes the order through its life. */
export const journey =
  (productId: number | undefined): Run =>
  async (context) => {
    const email = testEmail(context.ids);
    const log = journeyLog(context.progress);
    const bought = await log.time("purchase", buy(context, productId, email), (confirmation) => ({
      summary: `order #${String(confirmation.orderId)} confirmed${confirmation.orderConfirmation === null ? "" : `: ${confirmation.orderConfirmation}`}`,
      detail: { orderId: confirmation.orderId, email },
    }))();
    if (E.isLeft(bought))
      return E.left({
        message: bought.left,
        partial: log.report({ orderId: null, orderConfirmation: null }),
      });
    const order = {
      orderId: bought.right.orderId,
      orderConfirmation: bought.right.orderConfirmation,
    };
    const rest = await afterSale(context, log, bought.right, email)();
    return E.isRight(rest)
      ? E.right(log.report(order))
      : E.left({ message: rest.left, partial: log.report(order) });
  };
