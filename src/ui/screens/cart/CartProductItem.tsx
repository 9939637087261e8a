import { Link } from "wouter";
import type { CartLine, CartProduct } from "../../../domain/cart.js";
import { formatFullDate, formatSlotTimes } from "../../../domain/formats.js";
import { productPath } from "../../../domain/productPage.js";
import styles from "./CartProductItem.module.css";
import hidden from "../../theme/visuallyHidden.module.css";
import { Button } from "../../components/Button.js";
import { TicketLines } from "../../components/TicketLines.js";

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
}) => (
  <article className={styles.item} aria-label={product.name}>
    <h2 className={styles.name}>{product.name}</h2>
    <dl className={styles.when}>
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
    <TicketLines product={product} lines={lines} />
    <div className={styles.actions}>
      <Link href={productPath({ productId: product.productId, type: product.categoryName })}>
        Change<span className={hidden.visuallyHidden}> {product.name}</span>
      </Link>
      <Button onClick={onRemove} unavailable={busy}>
        Remove<span className={hidden.visuallyHidden}> {product.name}</span>
      </Button>
    </div>
  </article>
);
