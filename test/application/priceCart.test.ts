import * as TE from "fp-ts/lib/TaskEither.js";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { refusal } from "../support/scripted.js";
import { scriptedTicketing } from "../support/scriptedTicketing.js";
import { createPriceCart } from "../../src/application/priceCart/priceCart.js";
import type { Cart, PricedCart } from "../../src/domain/cart.js";
import { tenantOf } from "../../src/domain/tenant.js";
import type { ApiFailure } from "../../src/ports/apiFailure.js";
import type { OrderDraft } from "../../src/ports/ticketingApi.js";
import { pendingAnswer, recorded, settled } from "../async.js";
import { aCartProduct, aPricedCart } from "../builders.js";

const tenant = tenantOf("cgg");
const first = aCartProduct({ key: "a", productId: 101 });
const second = aCartProduct({ key: "b", productId: 102, name: "Garden Tour" });
const group = aCartProduct({ key: "g", productId: 201, categoryName: "productsGroups" });

/** A price call answers with a total of 1000 cents per product in the draft. */
const pricedFor = (order: OrderDraft): PricedCart => aPricedCart(1000 * order.products.length);

const priceCartWith = (
  price: (order: OrderDraft) => TE.TaskEither<ApiFailure, PricedCart> = (order) =>
    TE.right(pricedFor(order)),
  initial?: Cart,
) => {
  const api = scriptedTicketing({ price });
  const priceCart = createPriceCart({
    ticketingApi: api,
    tenant: () => tenant,
    ...(initial === undefined ? {} : { initial }),
  });
  const priceCalls = () =>
    api.calls.filter((c) => c.method === "price").map((c) => c.args[0] as OrderDraft);
  return { priceCart, priceCalls };
};

const keysOf = (cart: Cart) => (cart.kind === "empty" ? [] : cart.products.map((p) => p.key));

describe("price cart", () => {
  it("adding a product reprices the whole cart and only then keeps it", async () => {
    const answer = pendingAnswer<PricedCart>();
    const answers = [TE.right(aPricedCart(1000)), answer.task];
    const { priceCart, priceCalls } = priceCartWith(
      () => answers.shift() ?? TE.right(aPricedCart()),
    );
    await priceCart.add(first);
    const before = priceCart.current();

    const adding = priceCart.add(second);
    await settled();
    expect(priceCalls().at(-1)).toEqual({ tenant, saleKind: "general", products: [first, second] });
    expect(priceCart.current()).toBe(before);
    expect(await firstValueFrom(priceCart.pricing$)).toBe(true);

    await answer.succeed(aPricedCart(2000));
    expect(await adding).toBe(true);
    expect(priceCart.current()).toEqual({
      kind: "priced",
      products: [first, second],
      priced: aPricedCart(2000),
    });
    expect(await firstValueFrom(priceCart.pricing$)).toBe(false);
  });

  it("a price failure keeps the cart and opens the generic modal", async () => {
    const answers = [TE.right(aPricedCart(1000)), TE.left(refusal(400, "bad draft"))];
    const { priceCart } = priceCartWith(() => answers.shift() ?? TE.right(aPricedCart()));
    await priceCart.add(first);
    const before = priceCart.current();
    expect(await firstValueFrom(priceCart.genericModal$)).toBe(false);

    expect(await priceCart.add(second)).toBe(false);
    expect(priceCart.current()).toBe(before);
    expect(await firstValueFrom(priceCart.genericModal$)).toBe(true);
    expect(await firstValueFrom(priceCart.pricing$)).toBe(false);

    priceCart.closeGenericModal();
    expect(await firstValueFrom(priceCart.genericModal$)).toBe(false);
  });

  it("removing a product reprices the rest", async () => {
    const { priceCart, priceCalls } = priceCartWith();
    await priceCart.add(first);
    await priceCart.add(second);
    expect(await priceCart.remove("a")).toBe(true);
    expect(priceCalls().at(-1)?.products).toEqual([second]);
    expect(priceCart.current()).toEqual({
      kind: "priced",
      products: [second],
      priced: aPricedCart(1000),
    });
  });

  it("removing the last product clears the cart without a price call", async () => {
    const { priceCart, priceCalls } = priceCartWith();
    await priceCart.add(first);
    expect(await priceCart.remove("a")).toBe(true);
    expect(priceCart.current()).toEqual({ kind: "empty" });
    expect(priceCalls()).toHaveLength(1);
  });

  it("updating or removing a product that is not in the cart changes nothing and prices nothing", async () => {
    const api = priceCartWith((order) =>
      order.products.length > 1 ? TE.left(refusal(500)) : TE.right(pricedFor(order)),
    );
    await api.priceCart.add(first);
    const before = api.priceCart.current();
    expect(await api.priceCart.update({ ...second, key: "not-there" })).toBe(true);
    expect(await api.priceCart.remove("not-there")).toBe(true);
    expect(api.priceCart.current()).toBe(before);
    expect(api.priceCalls()).toHaveLength(1);
    expect(await firstValueFrom(api.priceCart.genericModal$)).toBe(false);
  });

  it("updating replaces one product in place and reprices", async () => {
    const { priceCart, priceCalls } = priceCartWith();
    await priceCart.add(first);
    await priceCart.add(second);
    const moreTickets = {
      ...first,
      selectedDiscounts: [{ id: 10, promotionType: 0, ticketsCount: 3 }],
    };
    expect(await priceCart.update(moreTickets)).toBe(true);
    expect(priceCalls().at(-1)?.products).toEqual([moreTickets, second]);
    expect(keysOf(priceCart.current())).toEqual(["a", "b"]);
    expect(priceCart.current()).toMatchObject({ products: [moreTickets, second] });
  });

  it("adding a product already in the cart replaces it rather than adding it twice", async () => {
    const { priceCart } = priceCartWith();
    await priceCart.add(first);
    const changed = { ...first, visitDate: "2026-12-01" };
    await priceCart.add(changed);
    expect(priceCart.current()).toMatchObject({ products: [changed] });
  });

  it("the cart is a group sale when a groups product is in it", async () => {
    const { priceCart, priceCalls } = priceCartWith();
    const groupSale = recorded(priceCart.isGroupSale$);
    await priceCart.add(group);
    expect(priceCalls().map((order) => order.saleKind)).toEqual(["group"]);
    expect(await firstValueFrom(priceCart.isGroupSale$)).toBe(true);
    await priceCart.remove("g");
    await priceCart.add(first);
    expect(priceCalls().at(-1)?.saleKind).toBe("general");
    expect(groupSale).toEqual([false, true, false, false]);
  });

  it("a group order and other tickets never share a cart: adding one to the other is refused and prices nothing", async () => {
    const { priceCart, priceCalls } = priceCartWith();
    await priceCart.add(first);
    expect(await priceCart.add(group)).toBe(false);
    expect(keysOf(priceCart.current())).toEqual(["a"]);
    await priceCart.remove("a");
    await priceCart.add(group);
    expect(await priceCart.add(second)).toBe(false);
    expect(keysOf(priceCart.current())).toEqual(["g"]);
    expect(priceCalls().map((order) => order.products.map((p) => p.key))).toEqual([["a"], ["g"]]);
  });

  it("the only line of a cart may become another kind of sale by an update, as it shares the cart with nothing", async () => {
    const { priceCart } = priceCartWith();
    await priceCart.add(first);
    expect(await priceCart.update({ ...group, key: "a" })).toBe(true);
    expect(await firstValueFrom(priceCart.isGroupSale$)).toBe(true);
  });

  it("changes made one after another without waiting are priced in turn, each against the cart the previous one left", async () => {
    const { priceCart, priceCalls } = priceCartWith();
    const results = await Promise.all([
      priceCart.add(first),
      priceCart.add(second),
      priceCart.remove("a"),
    ]);
    expect(results).toEqual([true, true, true]);
    expect(priceCalls().map((order) => order.products.map((p) => p.key))).toEqual([
      ["a"],
      ["a", "b"],
      ["b"],
    ]);
    expect(keysOf(priceCart.current())).toEqual(["b"]);
  });

  it("removing unavailable products (Code 21) reprices the rest and names what was removed", async () => {
    const { priceCart, priceCalls } = priceCartWith();
    await priceCart.add(first);
    await priceCart.add(second);
    expect(await priceCart.removeProducts([102, 999])).toEqual([second]);
    expect(priceCalls().at(-1)?.products).toEqual([first]);
    expect(keysOf(priceCart.current())).toEqual(["a"]);
  });

  it("unavailable products whose repricing fails stay in the cart and are not named as removed", async () => {
    const answers = [
      TE.right(aPricedCart(1000)),
      TE.right(aPricedCart(2000)),
      TE.left(refusal(400)),
    ];
    const { priceCart } = priceCartWith(() => answers.shift() ?? TE.right(aPricedCart()));
    await priceCart.add(first);
    await priceCart.add(second);
    expect(await priceCart.removeProducts([102])).toEqual([]);
    expect(keysOf(priceCart.current())).toEqual(["a", "b"]);
  });

  it("removing every product as unavailable clears the cart without a price call", async () => {
    const { priceCart, priceCalls } = priceCartWith();
    await priceCart.add(first);
    expect(await priceCart.removeProducts([101])).toEqual([first]);
    expect(priceCart.current()).toEqual({ kind: "empty" });
    expect(priceCalls()).toHaveLength(1);
  });

  it("clearing waits for the change being priced, then empties the cart", async () => {
    const answer = pendingAnswer<PricedCart>();
    const { priceCart } = priceCartWith(() => answer.task);
    const adding = priceCart.add(first);
    const clearing = priceCart.clear();
    await answer.succeed(aPricedCart(1000));
    await Promise.all([adding, clearing]);
    expect(priceCart.current()).toEqual({ kind: "empty" });
  });

  it("a cart kept from before a reload is where pricing starts", async () => {
    const kept: Cart = { kind: "priced", products: [first], priced: aPricedCart(1000) };
    const { priceCart, priceCalls } = priceCartWith(undefined, kept);
    expect(await firstValueFrom(priceCart.cart$)).toBe(kept);
    await priceCart.add(second);
    expect(priceCalls()[0]?.products).toEqual([first, second]);
  });

  it("a late subscriber gets the current cart", async () => {
    const { priceCart } = priceCartWith();
    expect(await firstValueFrom(priceCart.cart$)).toEqual({ kind: "empty" });
    await priceCart.add(first);
    expect(await firstValueFrom(priceCart.cart$)).toEqual({
      kind: "priced",
      products: [first],
      priced: aPricedCart(1000),
    });
  });
});
