import { Link } from "wouter";
import type { CartLine, CartProduct } from "../../../domain/cart.js";
import { isChangeable } from "../../../domain/cartLines.js";
import { productPath } from "../../../domain/productPage.js";
import styles from "./CartProductItem.module.css";
import hidden from "../../theme/visuallyHidden.module.css";
import { Button } from "../../components/Button.js";
import { TicketLines } from "../../components/TicketLines.js";
import { VisitWhen } from "../../components/VisitWhen.js";
import { useWords } from "../../app/WordsContext.js";

/** One product in the cart: when the visit is, its priced ticket lines, and how to change it. */
export const CartProductItem = ({
  product,
  lines,
  busy,
  onRemove,
}: {
  readonly product: CartProduct;
  readonly lines: readonly CartLine[];
  readonly busy: boolean;
  readonly onRemove: () => void;
}) => {
  const words = useWords();
  const which = (
    <span className={hidden.visuallyHidden}>
      {words("cart.item.ofProduct", { product: product.name })}
    </span>
  );
  return (
    <article className={styles.item} aria-label={product.name}>
      <h2 className={styles.name}>{product.name}</h2>
      <VisitWhen product={product} className={styles.when} />
      <TicketLines product={product} lines={lines} />
      <div className={styles.actions}>
        {isChangeable(product) ? (
          <Link
            href={productPath({
              productId: product.productId,
              type: product.categoryName,
              change: product.key,
            })}
          >
            {words("cart.item.change")}
            {which}
          </Link>
        ) : null}
        <Button onClick={onRemove} unavailable={busy}>
          {words("cart.item.remove")}
          {which}
        </Button>
      </div>
    </article>
  );
};
