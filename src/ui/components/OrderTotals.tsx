import { useObservableEagerState } from "observable-hooks";
import type { PricedCart } from "../../domain/cart.js";
import { noticeBesideTax } from "../../domain/pricingNotice.js";
import { useUseCases } from "../app/UseCasesContext.js";
import { useRequestProductList } from "../app/useRequestProductList.js";
import { useFormats } from "../app/useFormats.js";
import { useWords } from "../app/WordsContext.js";
import styles from "./OrderTotals.module.css";

/**
 * The venue's own words on fees ("Prices include a $2 facility fee…"), when it has any; not
 * its words on tax, which the totals itemize.
 */
const PricingNotice = () => {
  const { catalog } = useUseCases();
  const list = useObservableEagerState(catalog.productList$);
  useRequestProductList();
  const notice = list.status === "ready" ? noticeBesideTax(list.value.pricingNotice) : "";
  return notice === "" ? null : <p className={styles.notice}>{notice}</p>;
};

/** Subtotal, sales tax and total, with what the prices include (cart and checkout). */
export const OrderTotals = ({ priced }: { readonly priced: PricedCart }) => {
  const words = useWords();
  const formats = useFormats();
  return (
    <div className={styles.totals}>
      <dl>
        <div>
          <dt>{words("cart.totals.subtotal")}</dt>
          <dd>{formats.price(priced.subtotal)}</dd>
        </div>
        <div>
          <dt>{words("cart.totals.salesTax")}</dt>
          <dd>{formats.price(priced.tax)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{words("cart.totals.total")}</dt>
          <dd>{formats.price(priced.total)}</dd>
        </div>
      </dl>
      <PricingNotice />
    </div>
  );
};
