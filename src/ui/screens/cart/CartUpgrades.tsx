import { useObservableEagerState } from "observable-hooks";
import type { CartProduct } from "../../../domain/cart.js";
import { cartUpgradeOffers } from "../../../domain/upgrades.js";
import { useUseCases } from "../../app/UseCasesContext.js";
import { useRequestProductList } from "../../app/useRequestProductList.js";
import { UpgradeOffers } from "../../components/UpgradeOffers.js";
import styles from "./CartUpgrades.module.css";
import { useWords } from "../../app/WordsContext.js";

/** The venue's upsell: its checkout upgrade message, with the upgrades the cart does not hold. */
export const CartUpgrades = ({ products }: { readonly products: readonly CartProduct[] }) => {
  const { catalog } = useUseCases();
  const list = useObservableEagerState(catalog.productList$);
  const words = useWords();
  // The upgrades and the message are the list's: a cart kept from an earlier visit opens
  // before it is loaded.
  useRequestProductList();
  if (list.status !== "ready") return null;
  const offers = cartUpgradeOffers(
    products.map((product) => product.productId),
    catalog.product,
  );
  const message = list.value.checkOutUpgradeMessage.trim();
  return offers.length === 0 ? null : (
    <section className={styles.upgrades} aria-labelledby="cart-upgrades">
      <h2 id="cart-upgrades">{words("cart.upgrades.heading")}</h2>
      {message === "" ? null : <p className={styles.intro}>{message}</p>}
      <UpgradeOffers offers={offers} />
    </section>
  );
};
