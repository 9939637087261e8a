import * as E from "fp-ts/lib/Either.js";
import * as TE from "fp-ts/lib/TaskEither.js";
import fc from "fast-check";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { manualClock } from "../support/manualClock.js";
import { scriptedTicketing } from "../support/scriptedTicketing.js";
import { scriptedWebSales } from "../support/scriptedWebSales.js";
import { createPriceCart, type PriceCart } from "../../src/application/priceCart/priceCart.js";
import { createReserveOrder, type ReserveOrder } from "../../src/application/reserveOrder/index.js";
import { createTicketing, type Ticketing } from "../../src/application/ticketing/ticketing.js";
import { cartProducts, ticketsInCart, type Cart, type CartLine } from "../../src/domain/cart.js";
import { pricedLinesByProduct } from "../../src/domain/cartLines.js";
import { ticketsCountOf } from "../../src/domain/discountSelection.js";
import { tenantOf } from "../../src/domain/tenant.js";
import type { Inventory } from "../../src/domain/ticketingState.js";
import type { OrderDraft } from "../../src/ports/ticketingApi.js";
import { aDiscount, anInventory, aPendingOrder, aProduct, saleDatesOf } from "../builders.js";

/*
 * A guest who changes their mind, as a state machine (fast-check's model-based testing): random
 * adds, Changes, removals, products opened and left, holds that expire and reloads, against a
 * model that knows only what the guest chose. After every step the cart holds exactly the lines
 * the guest chose, each line costs its own tickets at its own date's prices, the header counts
 * the tickets in the lines, and the subtotal is the lines added up.
 */

const WEEKDAY = "2030-01-10";
const SATURDAY = "2030-01-12";
const ADULT = 10;
const CHILD = 11;

/** Whole dollars per ticket: a weekend costs more, when the API prices by date at all. */
const unitPrice = (discountId: number, date: string, byDate: boolean): number => {
  const base = discountId === ADULT ? 3000 : 1500;
  return byDate && date === SATURDAY ? base + 1000 : base;
};

const slots: readonly Inventory[] = [
  anInventory({ inventoryId: 1, startTime: `${WEEKDAY}T10:00:00`, endTime: `${WEEKDAY}T10:30:00` }),
  anInventory({ inventoryId: 2, startTime: `${WEEKDAY}T14:00:00`, endTime: `${WEEKDAY}T14:30:00` }),
];

const products = [
  aProduct({ productId: 1, name: "Timed Tower", isTimed: true }),
  aProduct({ productId: 2, name: "Garden", isTimed: false }),
  aProduct({ productId: 3, name: "Group Visit", categoryName: "productsGroups" }),
] as const;

type ProductIndex = 0 | 1 | 2;
const productAt = (index: ProductIndex) => products[index];
const isGroup = (index: ProductIndex) => productAt(index).categoryName === "productsGroups";

/** What the guest chose for one line: the model knows nothing else. */
interface Choice {
  readonly product: ProductIndex;
  readonly date: string;
  readonly slot: 0 | 1;
  readonly adults: number;
  readonly children: number;
}

interface ModelLine extends Choice {
  readonly key: string;
}

interface Model {
  lines: ModelLine[];
  nextKey: number;
  readonly byDate: boolean;
}

interface Real {
  priceCart: PriceCart;
  readonly ticketing: Ticketing;
  readonly reserveOrder: ReserveOrder;
  readonly clock: ReturnType<typeof manualClock>;
  readonly makePriceCart: (initial: Cart) => PriceCart;
}

/**
 * The price call as an API answers it: a line per entry and ticket type (as the reference API
 * does) when it prices by date, else a line per product and type, added up (as an API that
 * knows nothing of entries may), which the cart then shares out by tickets.
 */
const priceAnswer = (order: OrderDraft, byDate: boolean) => {
  const lines = new Map<string, CartLine>();
  order.products.forEach((product, entry) => {
    for (const selected of product.selectedDiscounts) {
      const key = byDate
        ? `${String(entry)}:${String(selected.id)}`
        : `${String(product.productId)}:${String(selected.id)}`;
      const before = lines.get(key)?.priceBeforeTaxes ?? 0;
      lines.set(key, {
        entityId: product.productId,
        discountId: selected.id,
        discountName: selected.id === ADULT ? "Adult" : "Child",
        priceBeforeTaxes:
          before + selected.ticketsCount * unitPrice(selected.id, product.visitDate ?? "", byDate),
      });
    }
  });
  const subtotal = [...lines.values()].reduce((sum, line) => sum + line.priceBeforeTaxes, 0);
  const tax = Math.round(subtotal / 10);
  return E.right({ lines: [...lines.values()], subtotal, tax, total: subtotal + tax });
};

const lineAmount = (line: Choice, byDate: boolean) =>
  line.adults * unitPrice(ADULT, line.date, byDate) +
  line.children * unitPrice(CHILD, line.date, byDate);

/** A group and other tickets never share a cart: the model's own statement of the rule. */
const refuses = (lines: readonly ModelLine[], product: ProductIndex, replacing: string | null) =>
  lines.some((line) => line.key !== replacing && isGroup(line.product) !== isGroup(product));

const ticketsChosen = async (real: Real, id: number) =>
  ticketsCountOf((await firstValueFrom(real.ticketing.state$)).selectedDiscounts, id);

/** Taps "Add one" or "Remove one" until the page holds `wanted` tickets of the type. */
const setTickets = async (real: Real, id: number, wanted: number) => {
  const discount = { id, promotionType: 0 };
  for (let have = await ticketsChosen(real, id); have < wanted; have++) {
    await real.ticketing.addTicket(discount);
  }
  for (let have = await ticketsChosen(real, id); have > wanted; have--) {
    await real.ticketing.removeTicket(discount);
  }
};

/** Opens the product page as a guest would: afresh, or by the Change of the line `key`. */
const openPage = async (real: Real, product: ProductIndex, key: string, changing: boolean) => {
  const line = changing
    ? (cartProducts(real.priceCart.current()).find((each) => each.key === key) ?? null)
    : null;
  await real.ticketing.open(productAt(product), isGroup(product) ? "group" : "general", line);
};

/**
 * The guest's choices on an open product page, each only when given (a Change may keep what
 * the page chose again), then what the page puts in the cart under `key`.
 */
const chooseOnPage = async (
  real: Real,
  product: ProductIndex,
  choice: Partial<Choice>,
  key: string,
) => {
  if (choice.date !== undefined) await real.ticketing.chooseDate(choice.date);
  if (choice.adults !== undefined) await setTickets(real, ADULT, choice.adults);
  if (choice.children !== undefined) await setTickets(real, CHILD, choice.children);
  // A new date asks for its entry times afresh, and the guest picks one (the first if not
  // said); new tickets keep the time chosen.
  const { activeInventory } = await firstValueFrom(real.ticketing.state$);
  const slot = slots[choice.slot ?? 0];
  const picks = choice.slot !== undefined || activeInventory === null;
  if (productAt(product).isTimed && picks && slot !== undefined) {
    real.ticketing.chooseInventory(slot);
  }
  const chosen = real.ticketing.cartProduct(key);
  if (chosen === null) throw new Error("the page did not complete the guest's choice");
  return chosen;
};

const choose = async (real: Real, choice: Choice, key: string) => {
  await openPage(real, choice.product, key, false);
  return chooseOnPage(real, choice.product, choice, key);
};

/** After every step: the cart is what the guest chose, and adds up. */
const checkCart = (model: Model, real: Real) => {
  const cart = real.priceCart.current();
  const lines = cartProducts(cart);
  expect(
    lines.map((line) => ({
      key: line.key,
      productId: line.productId,
      date: line.visitDate,
      inventoryId: line.inventory?.inventoryId ?? null,
      adults: ticketsCountOf(line.selectedDiscounts, ADULT),
      children: ticketsCountOf(line.selectedDiscounts, CHILD),
    })),
  ).toEqual(
    model.lines.map((line) => ({
      key: line.key,
      productId: productAt(line.product).productId,
      date: line.date,
      inventoryId: productAt(line.product).isTimed ? (slots[line.slot]?.inventoryId ?? null) : null,
      adults: line.adults,
      children: line.children,
    })),
  );
  expect(ticketsInCart(cart)).toBe(
    model.lines.reduce((sum, line) => sum + line.adults + line.children, 0),
  );
  if (cart.kind === "empty") return;
  const byLine = pricedLinesByProduct(cart.priced, cart.products);
  const amounts = cart.products.map((line) =>
    (byLine.get(line.key) ?? []).reduce((sum, priced) => sum + priced.priceBeforeTaxes, 0),
  );
  expect(amounts).toEqual(model.lines.map((line) => lineAmount(line, model.byDate)));
  expect(cart.priced.subtotal).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
};

const choiceArb: fc.Arbitrary<Choice> = fc.record({
  product: fc.constantFrom<ProductIndex>(0, 1, 2),
  date: fc.constantFrom(WEEKDAY, SATURDAY),
  slot: fc.constantFrom<0 | 1>(0, 1),
  adults: fc.integer({ min: 1, max: 4 }),
  children: fc.integer({ min: 0, max: 2 }),
});

type Command = fc.AsyncCommand<Model, Real>;

class Add implements Command {
  constructor(readonly choice: Choice) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const key = `line-${String(model.nextKey)}`;
    model.nextKey += 1;
    const refused = refuses(model.lines, this.choice.product, null);
    const kept = await real.priceCart.add(await choose(real, this.choice, key));
    expect(kept).toBe(!refused);
    if (!refused) model.lines.push({ ...this.choice, key });
    checkCart(model, real);
  }
  toString = () => `add ${JSON.stringify(this.choice)}`;
}

/**
 * Change on a line: its product page opens with the line's choices made again, and the guest
 * changes some of them (or none) and taps Update cart.
 */
class Change implements Command {
  constructor(
    readonly at: number,
    readonly choice: Partial<Omit<Choice, "product">>,
  ) {}
  check = (model: Readonly<Model>) => model.lines.length > 0;
  async run(model: Model, real: Real) {
    const index = this.at % model.lines.length;
    const line = model.lines[index];
    if (line === undefined) return;
    await openPage(real, line.product, line.key, true);
    const updated = await chooseOnPage(real, line.product, this.choice, line.key);
    expect(await real.priceCart.update(updated)).toBe(true);
    model.lines[index] = {
      ...line,
      ...this.choice,
      slot: this.choice.slot ?? (this.choice.date === undefined ? line.slot : 0),
    };
    checkCart(model, real);
  }
  toString = () => `change #${String(this.at)} to ${JSON.stringify(this.choice)}`;
}

class Remove implements Command {
  constructor(readonly at: number) {}
  check = (model: Readonly<Model>) => model.lines.length > 0;
  async run(model: Model, real: Real) {
    const index = this.at % model.lines.length;
    const [line] = model.lines.splice(index, 1);
    if (line !== undefined) await real.priceCart.remove(line.key);
    checkCart(model, real);
  }
  toString = () => `remove #${String(this.at)}`;
}

/** A product page opened and left without adding: the cart does not move. */
class OpenAnother implements Command {
  constructor(readonly choice: Choice) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await choose(real, this.choice, "looked-at");
    checkCart(model, real);
  }
  toString = () => `open and leave ${JSON.stringify(this.choice)}`;
}

/** Checkout reserves the cart, the guest wanders off, and the hold runs out. */
class HoldExpires implements Command {
  check = (model: Readonly<Model>) => model.lines.length > 0;
  async run(model: Model, real: Real) {
    await real.reserveOrder.reserve();
    real.clock.advance(11 * 60_000);
    checkCart(model, real);
  }
  toString = () => "hold expires";
}

/** A reload: the storefront starts again from the cart it kept. */
class Reload implements Command {
  check = () => true;
  async run(model: Model, real: Real) {
    real.priceCart = real.makePriceCart(
      JSON.parse(JSON.stringify(real.priceCart.current())) as Cart,
    );
    await Promise.resolve();
    checkCart(model, real);
  }
  toString = () => "reload";
}

const commandsArb = fc.commands(
  [
    choiceArb.map((choice) => new Add(choice)),
    fc
      .tuple(
        fc.nat(),
        fc.record(
          {
            date: fc.constantFrom(WEEKDAY, SATURDAY),
            slot: fc.constantFrom<0 | 1>(0, 1),
            adults: fc.integer({ min: 1, max: 4 }),
            children: fc.integer({ min: 0, max: 2 }),
          },
          { requiredKeys: [] },
        ),
      )
      .map(([at, choice]) => new Change(at, choice)),
    fc.nat().map((at) => new Remove(at)),
    choiceArb.map((choice) => new OpenAnother(choice)),
    fc.constant(new HoldExpires()),
    fc.constant(new Reload()),
  ],
  { maxCommands: 12 },
);

const setup = (byDate: boolean) => (): { model: Model; real: Real } => {
  const clock = manualClock(new Date("2030-01-05T18:00:00Z"));
  const tenant = tenantOf("sn");
  let pendingOrders = 0;
  const api = scriptedTicketing({
    dates: () => TE.right(saleDatesOf([WEEKDAY, SATURDAY])),
    discounts: (_productId, date) =>
      TE.right([
        aDiscount({ id: ADULT, name: "Adult", price: unitPrice(ADULT, date, byDate) }),
        aDiscount({ id: CHILD, name: "Child", price: unitPrice(CHILD, date, byDate) }),
      ]),
    inventory: () => TE.right(slots),
    price: (order) => TE.fromEither(priceAnswer(order, byDate)),
    createPendingOrder: () => {
      pendingOrders += 1;
      return TE.right(
        aPendingOrder({
          orderId: pendingOrders,
          reservationExpirationDateTime: new Date(clock.now().getTime() + 600_000).toISOString(),
        }),
      );
    },
  });
  const makePriceCart = (initial: Cart) =>
    createPriceCart({ ticketingApi: api, tenant: () => tenant, initial });
  const real: Real = {
    priceCart: makePriceCart({ kind: "empty" }),
    ticketing: createTicketing({ ticketingApi: api, webSales: scriptedWebSales(), clock }),
    reserveOrder: createReserveOrder({
      ticketingApi: api,
      clock,
      tenant: () => tenant,
      cart: () => real.priceCart.current(),
    }),
    clock,
    makePriceCart,
  };
  return { model: { lines: [], nextKey: 1, byDate }, real };
};

describe("a guest who changes their mind (model-based)", () => {
  it.each([
    ["an API that answers a line per entry, priced by date", true],
    ["an API that adds a product's tickets up, one price every day", false],
  ])(
    "after any add, Change, remove, product looked at, expired hold or reload, the cart is the lines the guest chose, each at its own amount, counted and added up (%s)",
    async (_api, byDate) => {
      await fc.assert(
        fc.asyncProperty(commandsArb, (commands) => fc.asyncModelRun(setup(byDate), commands)),
        { numRuns: 1000 },
      );
    },
  );
});
