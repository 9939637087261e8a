import type { Cart } from "../../../domain/cart.js";
import { OrderTotals } from "../../components/OrderTotals.js";
import { LineSummaries } from "./LineSummaries.js";
import styles from "./Checkout.module.css";
import { useWords } from "../../app/WordsContext.js";

/** What the guest is buying, beside the form: each product's visit, its tickets, and the total. */
export const OrderSummary = ({ cart }: { readonly cart: Cart }) => {
  const words = useWords();
  return cart.kind !== "priced" ? null : (
    <aside className={styles.orderSummary} aria-labelledby="order-summary">
      <h2 id="order-summary">{words("checkout.orderSummary")}</h2>
      <LineSummaries products={cart.products} priced={cart.priced} />
      <OrderTotals priced={cart.priced} />
    </aside>
  );
};
