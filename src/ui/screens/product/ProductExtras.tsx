import * as O from "fp-ts/lib/Option.js";
import { instructionsOf, termsLinkOf, type Product } from "../../../domain/product.js";
import { upgradeOffer } from "../../../domain/upgrades.js";
import { useUseCases } from "../../app/UseCasesContext.js";
import { useWords } from "../../app/WordsContext.js";
import { UpgradeOffers } from "../../components/UpgradeOffers.js";
import styles from "./ProductPage.module.css";

/** Upgrades on offer, what to know before the visit, and the terms that apply. */
export const ProductExtras = ({ product }: { readonly product: Product }) => {
  const { catalog } = useUseCases();
  const instructions = instructionsOf(product);
  const terms = termsLinkOf(product);
  const words = useWords();
  return (
    <>
      {product.productUpgrades.length === 0 ? null : (
        <section className={styles.step} aria-labelledby="upgrades-heading">
          <h2 id="upgrades-heading">{words("product.upgrades")}</h2>
          <UpgradeOffers offers={product.productUpgrades.map(upgradeOffer(catalog.product))} />
        </section>
      )}
      {instructions.length === 0 ? null : (
        <section className={styles.step} aria-labelledby="instructions-heading">
          <h2 id="instructions-heading">{words("product.beforeYouVisit")}</h2>
          <ul>
            {instructions.map((instruction) => (
              <li key={instruction}>{instruction}</li>
            ))}
          </ul>
        </section>
      )}
      {O.isSome(terms) ? (
        <p className={styles.step}>
          <a href={terms.value.url} target="_blank" rel="noreferrer">
            {terms.value.label}
          </a>
        </p>
      ) : null}
    </>
  );
};
