import { lazy, type ComponentType } from "react";

/** Each screen is its own chunk: the first page loads only what the home route needs. */
const screen = <Props extends object>(
  load: () => Promise<{ readonly [name: string]: ComponentType<Props> }>,
  name: string,
) =>
  lazy(async () => {
    const module = await load();
    const component = module[name];
    if (component === undefined) throw new Error(`screen ${name} is missing from its chunk`);
    return { default: component };
  });

export const HomeScreen = screen(() => import("../screens/home/HomeScreen.js"), "HomeScreen");
export const ProductScreen = screen(
  () => import("../screens/product/ProductScreen.js"),
  "ProductScreen",
);
export const CartScreen = screen(() => import("../screens/cart/CartScreen.js"), "CartScreen");
export const CheckoutScreen = screen(
  () => import("../screens/checkout/CheckoutScreen.js"),
  "CheckoutScreen",
);
export const SelfServiceScreen = screen(
  () => import("../screens/selfService/SelfServiceScreen.js"),
  "SelfServiceScreen",
);
export const ViewTicketsScreen = screen(
  () => import("../screens/viewTickets/ViewTicketsScreen.js"),
  "ViewTicketsScreen",
);
