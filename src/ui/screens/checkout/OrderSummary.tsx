import type { Cart } from "../../../domain/cart.js";
import { pricedLinesByProduct } from "../../../domain/cartLines.js";
import { OrderTotals } from "../../components/OrderTotals.js";
import { TicketLines } from "../../components/TicketLines.js";
import { VisitWhen } from "../../components/VisitWhen.js";
import styles from "./Checkout.module.css";

/** What the guest is buying, beside the form: each product's visit, its tickets, and the total. */
export const OrderSummary = ({ cart }: { readonly cart: Cart }) => {
  if (cart.kind !== "priced") return null;
  const lines = pricedLinesByProduct(cart.priced, cart.products);
  return (
    <aside className={styles.orderSummary} aria-labelledby="order-summary">
      <h2 id="order-summary">Order summary</h2>
      {cart.products.map((product) => (
        <section key={product.key} aria-label={product.name} className={styles.summaryProduct}>
          <h3>{product.name}</h3>
          <VisitWhen product={product} />
          <TicketLines product={product} lines={lines.get(product.key) ?? []} />
        </section>
      ))}
      <OrderTotals priced={cart.priced} />
    </aside>
  );
};
