import type { CartProduct, PricedCart } from "../../../domain/cart.js";
import { pricedLinesByProduct } from "../../../domain/cartLines.js";
import { TicketLines } from "../../components/TicketLines.js";
import { VisitWhen } from "../../components/VisitWhen.js";
import styles from "./Checkout.module.css";

/** Each line of an order: its product, visit date, entry time and tickets at its own amount. */
export const LineSummaries = ({
  products,
  priced,
}: {
  readonly products: readonly CartProduct[];
  readonly priced: PricedCart;
}) => {
  const lines = pricedLinesByProduct(priced, products);
  return products.map((product) => (
    <section key={product.key} aria-label={product.name} className={styles.summaryProduct}>
      <h3>{product.name}</h3>
      <VisitWhen product={product} />
      <TicketLines product={product} lines={lines.get(product.key) ?? []} />
    </section>
  ));
};
