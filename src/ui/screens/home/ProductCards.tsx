import type { CategoryName } from "../../../domain/category.js";
import type { Product } from "../../../domain/product.js";
import { ProductCard } from "./ProductCard.js";
import styles from "./ProductCards.module.css";

// The cards a phone's first view shows (one) and a desktop's first row (two): their pictures
// are the page's largest paint, asked for at once instead of when laid out.
const FIRST_VIEW_CARDS = 2;

export const ProductCards = ({
  products,
  type,
}: {
  readonly products: readonly Product[];
  readonly type: CategoryName;
}) =>
  products.length === 0 ? (
    <p>There is nothing on sale here right now.</p>
  ) : (
    <ul className={styles.cards}>
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard product={product} type={type} inFirstView={index < FIRST_VIEW_CARDS} />
        </li>
      ))}
    </ul>
  );
