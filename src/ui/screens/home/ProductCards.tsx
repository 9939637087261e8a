import type { CategoryName } from "../../../domain/category.js";
import { FIRST_VIEW_CARDS } from "../../../domain/firstView.js";
import type { Product } from "../../../domain/product.js";
import { useWords } from "../../app/WordsContext.js";
import { ProductCard } from "./ProductCard.js";
import styles from "./ProductCards.module.css";

export const ProductCards = ({
  products,
  type,
}: {
  readonly products: readonly Product[];
  readonly type: CategoryName;
}) => {
  const words = useWords();
  return products.length === 0 ? (
    <p>{words("home.nothingOnSale")}</p>
  ) : (
    <ul className={styles.cards}>
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard product={product} type={type} inFirstView={index < FIRST_VIEW_CARDS} />
        </li>
      ))}
    </ul>
  );
};
