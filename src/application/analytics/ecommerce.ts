import { cartProducts, type Cart, type CartProduct, type PricedCart } from "../../domain/cart.js";
import { categoryByName } from "../../domain/category.js";
import { dollarsFromCents } from "../../domain/money.js";
import type { PurchaseConfirmation } from "../../domain/order.js";
import type { Product } from "../../domain/product.js";
import type { AnalyticsEvent, AnalyticsEventName, AnalyticsItem } from "../../ports/analytics.js";

/*
 * The e-commerce events of spec §7: currency USD, payment type Credit Card, and one line item
 * per discount with its price sent as 0 (the order's value carries the money).
 */

const discountName = (priced: PricedCart | null, discountId: number): string =>
  priced?.lines.find((line) => line.discountId === discountId)?.discountName ?? String(discountId);

export const itemsOf = (product: CartProduct, priced: PricedCart | null): AnalyticsItem[] =>
  product.selectedDiscounts.map((discount) => ({
    item_id: `${String(product.productId)}-${String(discount.id)}`,
    item_name: product.name,
    item_category: categoryByName(product.categoryName).tabLabel,
    item_variant: discountName(priced, discount.id),
    price: 0,
    quantity: discount.ticketsCount,
  }));

// Stryker disable next-line ConditionalExpression: an empty cart's `priced` reads undefined, like null
const pricedOf = (cart: Cart): PricedCart | null => (cart.kind === "priced" ? cart.priced : null);

const event = (
  name: AnalyticsEventName,
  value: number,
  items: readonly AnalyticsItem[],
  extra: Partial<AnalyticsEvent> = {},
): AnalyticsEvent => ({ name, currency: "USD", value, items, ...extra });

export const cartEvent = (
  name: "view_cart" | "begin_checkout" | "add_payment_info",
  cart: Cart,
): AnalyticsEvent =>
  event(
    name,
    dollarsFromCents(pricedOf(cart)?.total ?? 0),
    cartProducts(cart).flatMap((product) => itemsOf(product, pricedOf(cart))),
    name === "add_payment_info" ? { payment_type: "Credit Card" } : {},
  );

export const cartChangeEvent = (
  name: "add_to_cart" | "remove_from_cart",
  product: CartProduct,
  cartAfter: Cart,
): AnalyticsEvent => event(name, 0, itemsOf(product, pricedOf(cartAfter)));

const productItem = (product: Product): AnalyticsItem => ({
  item_id: String(product.productId),
  item_name: product.name,
  item_category: categoryByName(product.categoryName).tabLabel,
  item_variant: "",
  price: 0,
  quantity: 1,
});

export const viewItemEvent = (product: Product): AnalyticsEvent =>
  event("view_item", 0, [productItem(product)]);

export const viewItemListEvent = (listName: string, products: readonly Product[]): AnalyticsEvent =>
  event("view_item_list", 0, products.map(productItem), { item_list_name: listName });

export const purchaseEvent = (
  confirmation: PurchaseConfirmation,
  purchased: Cart,
): AnalyticsEvent =>
  event(
    "purchase",
    dollarsFromCents(confirmation.totalPrice),
    cartProducts(purchased).flatMap((product) => itemsOf(product, pricedOf(purchased))),
    {
      transaction_id: String(confirmation.orderId),
      tax: dollarsFromCents(confirmation.totalTax),
      payment_type: "Credit Card",
    },
  );
