import { useObservableEagerState } from "observable-hooks";
import { Link } from "wouter";
import { pricedLinesByProduct } from "../../../domain/cartLines.js";
import { useUseCases } from "../../app/UseCasesContext.js";
import { CartProductItem } from "./CartProductItem.js";
import { OrderTotals } from "../../components/OrderTotals.js";
import { CheckoutButton } from "./CheckoutButton.js";
import { CartUpgrades } from "./CartUpgrades.js";
import { ReservationHold } from "../../components/ReservationHold.js";
import styles from "./CartScreen.module.css";
import { PageTitle } from "../../components/PageTitle.js";
import { pagePaths } from "../../../domain/pagePaths.js";
import { useWords } from "../../app/WordsContext.js";

const EmptyCart = () => {
  const words = useWords();
  return (
    <section className={styles.cart}>
      <PageTitle>{words("cart.pageTitle")}</PageTitle>
      <h1>{words("cart.pageTitle")}</h1>
      <p>{words("cart.empty")}</p>
      <Link href={pagePaths.tickets}>{words("cart.browseTickets")}</Link>
    </section>
  );
};

/** The cart (spec §2 /cart): what is in it, what it costs, and the way to checkout. */
export const CartScreen = () => {
  const { priceCart } = useUseCases();
  const cart = useObservableEagerState(priceCart.cart$);
  const isGroupSale = useObservableEagerState(priceCart.isGroupSale$);
  const pricing = useObservableEagerState(priceCart.pricing$);
  const words = useWords();

  if (cart.kind === "empty") return <EmptyCart />;
  const lines = pricedLinesByProduct(cart.priced, cart.products);
  return (
    <section className={styles.cart}>
      <PageTitle>{words("cart.pageTitle")}</PageTitle>
      <h1>{words("cart.pageTitle")}</h1>
      {isGroupSale ? <p className={styles.group}>{words("cart.groupOrder")}</p> : null}
      <ul className={styles.products} aria-busy={pricing}>
        {cart.products.map((product) => (
          <li key={product.key}>
            <CartProductItem
              product={product}
              lines={lines.get(product.key) ?? []}
              busy={pricing}
              onRemove={() => void priceCart.remove(product.key)}
            />
          </li>
        ))}
      </ul>
      <section className={styles.totals} aria-labelledby="cart-totals">
        <h2 id="cart-totals">{words("cart.orderTotal")}</h2>
        <OrderTotals priced={cart.priced} />
      </section>
      <ReservationHold whenEnded={words("cart.hold.ended")} />
      <CheckoutButton busy={pricing} />
      <CartUpgrades products={cart.products} />
    </section>
  );
};
