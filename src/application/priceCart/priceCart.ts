import * as E from "fp-ts/lib/Either.js";
import { map, type Observable } from "rxjs";
import {
  cartProducts,
  draftOf,
  emptyCart,
  isGroupSale,
  saleKindOf,
  separateGroupOrder,
  settle,
  type Cart,
  type CartChange,
  type CartProduct,
} from "../../domain/cart.js";
import type { Tenant } from "../../domain/tenant.js";
import type { TicketingApi } from "../../ports/ticketingApi.js";
import { oneAtATime } from "../shared/oneAtATime.js";
import { createState } from "../shared/state.js";

export interface PriceCart {
  readonly cart$: Observable<Cart>;
  readonly isGroupSale$: Observable<boolean>;
  /** True while a change is being priced. */
  readonly pricing$: Observable<boolean>;
  /** A price call failed: the generic modal opens (spec §8). */
  readonly genericModal$: Observable<boolean>;
  readonly current: () => Cart;
  /**
   * Each resolves true when the change was priced and kept, false when the cart is unchanged:
   * its pricing failed, or it would have put a group order and other tickets in one cart
   * (`separateGroupOrder` says so before the guest tries).
   */
  readonly add: (product: CartProduct) => Promise<boolean>;
  readonly remove: (key: string) => Promise<boolean>;
  /** Replaces the line with the product's key (spec §4 "Updating replaces one product"). */
  readonly update: (product: CartProduct) => Promise<boolean>;
  /** Removes the products with these ids (Code 21) and reprices; resolves with what it removed. */
  readonly removeProducts: (productIds: readonly number[]) => Promise<readonly CartProduct[]>;
  /** Empties the cart after whatever change is being priced (a purchase completed). */
  readonly clear: () => Promise<void>;
  readonly closeGenericModal: () => void;
}

export interface PriceCartDeps {
  readonly ticketingApi: Pick<TicketingApi, "price">;
  readonly tenant: () => Tenant;
  readonly initial?: Cart;
}

const isSameDraft = (draft: readonly CartProduct[], products: readonly CartProduct[]) =>
  draft.length === products.length && draft.every((product, i) => product === products[i]);

export const createPriceCart = (deps: PriceCartDeps): PriceCart => {
  const cart = createState<Cart>(deps.initial ?? emptyCart);
  const pricing = createState(false);
  const genericModal = createState(false);

  // Changes are priced one after another, each against the cart the previous one left: an
  // answer can never arrive for a cart that has since changed, so no stale pricing is kept.
  const enqueue = oneAtATime();

  /** `change` gives the products to price, or null when it refuses the change. */
  const apply = (change: (current: Cart) => readonly CartProduct[] | null) =>
    enqueue(async () => {
      const before = cart.get();
      const draft = change(before);
      if (draft === null) return false;
      // A change that changes nothing (an update or removal of a product no longer in the
      // cart) is not priced: the cart already holds it.
      if (isSameDraft(draft, cartProducts(before))) return true;
      if (draft.length === 0) {
        cart.set(emptyCart);
        return true;
      }
      pricing.set(true);
      const priced = await deps.ticketingApi.price({
        tenant: deps.tenant(),
        saleKind: saleKindOf(draft),
        products: draft,
      })();
      pricing.set(false);
      if (E.isLeft(priced)) genericModal.set(true);
      cart.set(settle(before, draft, priced));
      return E.isRight(priced);
    });

  const applyChange = (change: CartChange) =>
    apply((current) =>
      change.kind !== "remove" && separateGroupOrder(current, change.product) !== null
        ? null
        : draftOf(current, change),
    );

  const removeProducts = async (productIds: readonly number[]) => {
    const gone = new Set(productIds);
    // Stryker disable next-line ArrayDeclaration: `apply` runs the change, which sets it, first
    let removed: readonly CartProduct[] = [];
    const kept = await apply((current) => {
      removed = cartProducts(current).filter((product) => gone.has(product.productId));
      return cartProducts(current).filter((product) => !gone.has(product.productId));
    });
    // A failed repricing leaves the cart as it was: nothing was removed.
    return kept ? removed : [];
  };

  return {
    cart$: cart.state$,
    isGroupSale$: cart.state$.pipe(map((current) => isGroupSale(cartProducts(current)))),
    pricing$: pricing.state$,
    genericModal$: genericModal.state$,
    current: cart.get,
    add: (product) => applyChange({ kind: "add", product }),
    remove: (key) => applyChange({ kind: "remove", key }),
    update: (product) => applyChange({ kind: "update", product }),
    removeProducts,
    clear: () =>
      enqueue(() => {
        cart.set(emptyCart);
        return Promise.resolve();
      }),
    closeGenericModal: () => {
      genericModal.set(false);
    },
  };
};
