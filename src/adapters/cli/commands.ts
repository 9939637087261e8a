import * as E from "fp-ts/lib/Either.js";
import { firstValueFrom } from "rxjs";
import { cartProducts } from "../../domain/cart.js";
import {
  categoryBySlug,
  listedCategoryNames,
  type ListedCategoryName,
} from "../../domain/category.js";
import { formatSlotTimes } from "../../domain/formats.js";
import { formatUsd } from "../../domain/money.js";
import { visibleProductsIn } from "../../domain/product.js";
import type { Clock } from "../../ports/clock.js";
import type { IdGenerator } from "../../ports/idGenerator.js";
import {
  addToCart,
  choose,
  describeFailure,
  explain,
  findProduct,
  loadProducts,
  testGuest,
  type Choice,
  type Session,
  type Step,
} from "./flows.js";
import {
  positiveInt,
  requiredText,
  text,
  ticketCounts,
  UsageError,
  type ParsedOptions,
} from "./options.js";

/** What a command prints: lines for people, one object for --json. */
export interface Output {
  readonly lines: readonly string[];
  readonly json: unknown;
}

export interface CommandContext {
  readonly session: Session;
  readonly options: ParsedOptions;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  /** Reports a long step as it starts (a spinner on a terminal, a plain line otherwise). */
  readonly progress: (label: string) => void;
}

export interface Command {
  readonly summary: string;
  readonly options: readonly string[];
  readonly run: (context: CommandContext) => Step<Output>;
}

const output = (lines: readonly string[], json: unknown): Output => ({ lines, json });

const productIdOf = (options: ParsedOptions) =>
  positiveInt(requiredText(options, "product"), "product");

const choiceOf = (options: ParsedOptions): Choice => {
  const slot = text(options, "slot");
  const tickets = text(options, "tickets");
  return {
    date: text(options, "date"),
    slot: slot === undefined ? undefined : positiveInt(slot, "slot"),
    tickets: tickets === undefined ? undefined : ticketCounts(tickets),
  };
};

/** Chooses on the product page and prices the result into the cart. */
const fillCart = async ({ session, options, ids, progress }: CommandContext): Step<Session> => {
  if (options.group === true) session.useCases.groupSaleMode.enter();
  const product = await findProduct(session, productIdOf(options));
  if (E.isLeft(product)) return product;
  progress(`choosing ${product.right.name}`);
  const chosen = await choose(session, product.right, choiceOf(options), ids.next());
  if (E.isLeft(chosen)) return chosen;
  progress("pricing the cart");
  const added = await addToCart(session, chosen.right);
  return E.isLeft(added) ? added : E.right(session);
};

const cartOutput = (session: Session): Output => {
  const cart = session.useCases.priceCart.current();
  if (cart.kind === "empty") return output(["The cart is empty."], { cart: null });
  const lines = cart.priced.lines.map(
    (line) => `  ${line.discountName.padEnd(24)} ${formatUsd(line.priceBeforeTaxes).padStart(10)}`,
  );
  return output(
    [
      ...cartProducts(cart).map(
        (p) =>
          `${p.name}${p.visitDate === null ? "" : ` on ${p.visitDate}`}${p.inventory === null ? "" : `, ${formatSlotTimes(p.inventory)}`}`,
      ),
      ...lines,
      `  ${"Subtotal".padEnd(24)} ${formatUsd(cart.priced.subtotal).padStart(10)}`,
      `  ${"Tax".padEnd(24)} ${formatUsd(cart.priced.tax).padStart(10)}`,
      `  ${"Total".padEnd(24)} ${formatUsd(cart.priced.total).padStart(10)}`,
    ],
    { cart },
  );
};

const reserve = async (context: CommandContext): Step<Output> => {
  const filled = await fillCart(context);
  if (E.isLeft(filled)) return filled;
  context.progress("reserving");
  const reserved = await context.session.useCases.reserveOrder.reserve();
  if (E.isLeft(reserved)) {
    return E.left(
      reserved.left.tag === "EMPTY_CART" ? "The cart is empty." : describeFailure(reserved.left),
    );
  }
  const order = reserved.right;
  return E.right(
    output(
      [
        ...cartOutput(context.session).lines,
        `Pending order ${String(order.orderId)}, held until ${order.reservationExpirationDateTime}`,
      ],
      { pendingOrder: order },
    ),
  );
};

const purchase = async (context: CommandContext): Step<Output> => {
  const filled = await fillCart(context);
  if (E.isLeft(filled)) return filled;
  const email =
    text(context.options, "email") ?? `guest+${context.ids.next().slice(0, 8)}@example.com`;
  const card = text(context.options, "card") ?? "4242 4242 4242 4242";
  context.progress("placing the order");
  const state = await context.session.useCases.confirmPurchase.submit(
    testGuest(email, card, context.clock.now().getUTCFullYear()),
  );
  switch (state.status) {
    case "confirmed":
      return E.right(
        output(
          [
            `Order #${String(state.confirmation.orderId)} confirmed: ${state.confirmation.orderConfirmation}`,
            `Total ${formatUsd(state.confirmation.totalPrice)} (tax ${formatUsd(state.confirmation.totalTax)}), e-mail ${email}`,
          ],
          { order: state.confirmation, email },
        ),
      );
    case "invalid":
      return E.left(
        Object.entries(state.fieldErrors)
          .map(([field, message]) => `${field}: ${message}`)
          .join("; "),
      );
    case "failed":
      return E.left(explain(context.session, state.error));
    default:
      return E.left("The order was not placed.");
  }
};

const viewTickets = async ({ session, options }: CommandContext): Step<Output> => {
  await session.useCases.viewTickets.load(text(options, "confirmation") ?? null);
  const state = await firstValueFrom(session.useCases.viewTickets.state$);
  if (state.status === "failed") return E.left(explain(session, state.error));
  if (state.status !== "ready") return E.left("The tickets did not load.");
  return E.right(
    output(
      state.value.map(
        (ticket) =>
          `${ticket.barcode}  ${ticket.name}, ${ticket.discountName}, ${ticket.visitDate}${ticket.startTime === null || ticket.endTime === null ? "" : ` ${formatSlotTimes({ startTime: ticket.startTime, endTime: ticket.endTime })}`}`,
      ),
      { tickets: state.value },
    ),
  );
};

const orderAndEmail = (options: ParsedOptions) => ({
  orderId: positiveInt(requiredText(options, "order"), "order"),
  email: requiredText(options, "email"),
});

const lookup = async ({ session, options }: CommandContext): Step<Output> => {
  const { orderId, email } = orderAndEmail(options);
  await session.useCases.cancellation.lookUp(orderId, email);
  const state = await firstValueFrom(session.useCases.cancellation.state$);
  if (state.status === "not-found") return E.left(explain(session, state.error));
  if (state.status !== "found") return E.left("The order was not looked up.");
  const { order } = state;
  return E.right(
    output(
      [
        `Order #${String(order.orderId)} for ${order.guestFirstName} ${order.guestLastName}, confirmation ${order.orderConfirmation}`,
        `Ordered ${order.orderDate}, visit ${order.visitDate}, ${String(order.numberOfTickets)} tickets`,
        ...order.orderProducts.map((line) => `  ${String(line.qty)} × ${line.productName}`),
      ],
      { order },
    ),
  );
};

const refund = async (context: CommandContext): Step<Output> => {
  const found = await lookup(context);
  if (E.isLeft(found)) return found;
  await context.session.useCases.cancellation.cancel(true);
  const state = await firstValueFrom(context.session.useCases.cancellation.state$);
  if (state.status === "error") return E.left(explain(context.session, state.error));
  if (state.status !== "cancelled") return E.left("The order was not cancelled.");
  return E.right(
    output(
      [
        `Order ${String(state.order.orderId)} has been canceled.`,
        "You should expect to receive your refund within 5-10 business days.",
      ],
      {
        cancelled: state.order.orderId,
      },
    ),
  );
};

const listProducts = async ({ session, options }: CommandContext): Step<Output> => {
  const list = await loadProducts(session);
  if (E.isLeft(list)) return list;
  const slug = text(options, "category");
  const names = slug === undefined ? listedCategoryNames : [listedCategoryOf(slug)];
  const products = names.flatMap((name) => visibleProductsIn(list.right, name));
  return E.right(
    output(
      products.map((p) => `${String(p.productId).padStart(5)}  ${p.name} — ${p.shortDescription}`),
      { products },
    ),
  );
};

const listedCategoryOf = (slug: string): ListedCategoryName => {
  const category = categoryBySlug(slug);
  const name = category._tag === "Some" ? category.value.name : undefined;
  const listed = listedCategoryNames.find((candidate) => candidate === name);
  if (listed === undefined) {
    throw new UsageError("--category must be one of main, other-attractions, events, groups");
  }
  return listed;
};

export const commands: Readonly<Record<string, Command>> = {
  config: {
    summary: "print the storefront's configuration for the tenant",
    options: [],
    run: ({ session }) =>
      Promise.resolve(
        E.right(
          output(
            [
              `client ${session.storefront.configuration.client} (${session.storefront.brand.venueName})`,
              `API ${session.storefront.configuration.apiUri}`,
              `feature flags ${JSON.stringify(session.storefront.flags)}`,
            ],
            { configuration: session.storefront.configuration, flags: session.storefront.flags },
          ),
        ),
      ),
  },
  products: {
    summary: "list the products on sale, by tab",
    options: ["category"],
    run: listProducts,
  },
  price: {
    summary: "price a product's tickets into the cart",
    options: ["product", "date", "slot", "tickets", "group"],
    run: async (context) => {
      const filled = await fillCart(context);
      return E.isLeft(filled) ? filled : E.right(cartOutput(context.session));
    },
  },
  reserve: {
    summary: "price and reserve: create a pending order holding the capacity",
    options: ["product", "date", "slot", "tickets", "group"],
    run: reserve,
  },
  purchase: {
    summary: "price, reserve and buy with a test card",
    options: ["product", "date", "slot", "tickets", "group", "email", "card"],
    run: purchase,
  },
  "view-tickets": {
    summary: "the tickets of an order",
    options: ["confirmation"],
    run: viewTickets,
  },
  lookup: {
    summary: "find an order by number and e-mail",
    options: ["order", "email"],
    run: lookup,
  },
  refund: { summary: "cancel and refund an order", options: ["order", "email"], run: refund },
};
