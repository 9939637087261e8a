import type { PricedCart } from "../../../domain/cart.js";
import { formatUsd } from "../../../domain/money.js";
import styles from "./CartTotals.module.css";

export const CartTotals = ({ priced }: { readonly priced: PricedCart }) => (
  <section className={styles.totals} aria-labelledby="cart-totals">
    <h2 id="cart-totals" className={styles.title}>
      Order total
    </h2>
    <dl>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatUsd(priced.subtotal)}</dd>
      </div>
      <div>
        <dt>Tax</dt>
        <dd>{formatUsd(priced.tax)}</dd>
      </div>
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{formatUsd(priced.total)}</dd>
      </div>
    </dl>
  </section>
);
