import { pricedLinesOf, type Cart } from "../../../domain/cart.js";
import { formatFullDate, formatSlotTimes } from "../../../domain/formats.js";
import { OrderTotals } from "../../components/OrderTotals.js";
import { TicketLines } from "../../components/TicketLines.js";
import styles from "./Checkout.module.css";

/** What the guest is buying, beside the form: each product's visit, its tickets, and the total. */
export const OrderSummary = ({ cart }: { readonly cart: Cart }) =>
  cart.kind !== "priced" ? null : (
    <aside className={styles.orderSummary} aria-labelledby="order-summary">
      <h2 id="order-summary">Order summary</h2>
      {cart.products.map((product) => (
        <section key={product.key} aria-label={product.name} className={styles.summaryProduct}>
          <h3>{product.name}</h3>
          <dl>
            {product.visitDate === null ? null : (
              <div>
                <dt>Visit date</dt>
                <dd>{formatFullDate(product.visitDate)}</dd>
              </div>
            )}
            {product.inventory === null ? null : (
              <div>
                <dt>Entry time</dt>
                <dd>{formatSlotTimes(product.inventory)}</dd>
              </div>
            )}
          </dl>
          <TicketLines product={product} lines={pricedLinesOf(cart.priced, product)} />
        </section>
      ))}
      <OrderTotals priced={cart.priced} />
    </aside>
  );
