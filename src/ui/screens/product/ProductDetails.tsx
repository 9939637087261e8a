import { useState } from "react";
import type { Product } from "../../../domain/product.js";
import styles from "./ProductPage.module.css";
import { PageTitle } from "../../components/PageTitle.js";

/**
 * Step 1: what the product is. The picture repeats the heading, so it is decorative; one
 * that cannot be loaded is left out rather than shown broken.
 */
export const ProductDetails = ({ product }: { readonly product: Product }) => {
  const [imageFailed, setImageFailed] = useState(false);
  const withImage = product.imageUrl !== "" && !imageFailed;
  return (
    <header className={withImage ? styles.withImage : undefined}>
      {withImage ? (
        <img
          className={styles.image}
          src={product.imageUrl}
          alt=""
          onError={() => {
            setImageFailed(true);
          }}
        />
      ) : null}
      <div>
        <PageTitle>{product.name}</PageTitle>
        <h1>{product.name}</h1>
        <p>{product.longDescription}</p>
        {product.additionalInformation ? <p>{product.additionalInformation}</p> : null}
        {product.disclosure ? <p className={styles.note}>{product.disclosure}</p> : null}
      </div>
    </header>
  );
};
