import { useState } from "react";
import { Link } from "wouter";
import type { CategoryName } from "../../../domain/category.js";
import { badgesOf, type Product } from "../../../domain/product.js";
import { productPath } from "../../../domain/productPage.js";
import { useUseCases } from "../../app/UseCasesContext.js";
import styles from "./ProductCard.module.css";
import hidden from "../../theme/visuallyHidden.module.css";
import { useWords } from "../../app/WordsContext.js";
import { useFormats } from "../../app/useFormats.js";

/**
 * The product's illustration. The card's heading names the product right below it, so the
 * picture is decorative (empty alt); one that cannot be loaded leaves a plain panel, not a
 * broken image. Its size is given so the card never shifts when it arrives. Pictures below the
 * first view load as they come near it.
 */
const ProductImage = ({
  src,
  inFirstView,
}: {
  readonly src: string;
  readonly inFirstView: boolean;
}) => {
  const [failed, setFailed] = useState(false);
  return failed ? (
    <div className={styles.image} />
  ) : (
    <img
      className={styles.image}
      src={src}
      alt=""
      width={480}
      height={270}
      loading={inFirstView ? "eager" : "lazy"}
      fetchPriority={inFirstView ? "high" : "auto"}
      decoding="async"
      onError={() => {
        setFailed(true);
      }}
    />
  );
};

/** The catalogue's label ("Most popular", "Save 20%") and any promotion applied to it. */
const Badges = ({ product }: { readonly product: Product }) => {
  const badges = badgesOf(product);
  const words = useWords();
  return badges.length === 0 ? null : (
    <ul className={styles.badges} aria-label={words("home.card.offers")}>
      {badges.map((badge) => (
        <li key={badge} className={styles.badge}>
          {badge}
        </li>
      ))}
    </ul>
  );
};

/**
 * One product on a tab. Following a groups card enters group-sale mode and any other card
 * leaves it (spec §4), before the product page makes its first call.
 */
export const ProductCard = ({
  product,
  type,
  inFirstView = false,
}: {
  readonly product: Product;
  readonly type: CategoryName;
  readonly inFirstView?: boolean;
}) => {
  const { groupSaleMode } = useUseCases();
  const headingId = `product-${String(product.productId)}`;
  const words = useWords();
  const formats = useFormats();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <ProductImage src={product.imageUrl} inFirstView={inFirstView} />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          {product.name}
        </h2>
        <Badges product={product} />
        <p className={styles.description}>{product.shortDescription}</p>
        {product.fromPrice === null ? null : (
          <p className={styles.fromPrice}>
            {words("home.card.fromPrice", { price: formats.price(product.fromPrice) })}
          </p>
        )}
        {product.isPriceMessageEnabled && product.priceMessage ? (
          <p className={styles.price}>{product.priceMessage}</p>
        ) : null}
        <Link
          className={styles.select}
          href={productPath({ productId: product.productId, type })}
          onClick={() => {
            groupSaleMode.setForProductPage(type);
          }}
        >
          {words("home.card.getTickets")}
          <span className={hidden.visuallyHidden}>
            {words("home.card.getTicketsFor", { product: product.name })}
          </span>
        </Link>
      </div>
    </article>
  );
};
