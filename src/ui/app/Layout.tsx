import { useObservableEagerState } from "observable-hooks";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Brand } from "../../domain/brand.js";
import { cartProducts } from "../../domain/cart.js";
import { totalTicketsCount } from "../../domain/discountSelection.js";
import { useUseCases } from "./UseCasesContext.js";
import styles from "./Layout.module.css";

/** The brand's frame around every screen: venue name, cart, and the company in the footer. */
export const Layout = ({
  brand,
  children,
}: {
  readonly brand: Brand;
  readonly children: ReactNode;
}) => {
  const { priceCart } = useUseCases();
  const cart = useObservableEagerState(priceCart.cart$);
  const tickets = cartProducts(cart).reduce(
    (sum, product) => sum + totalTicketsCount(product.selectedDiscounts),
    0,
  );
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <Link href="/" className={styles.venue}>
          {brand.venueName}
        </Link>
        <nav aria-label="Site">
          <Link href="/cart" className={styles.cartLink}>
            Cart{tickets > 0 ? ` (${String(tickets)})` : ""}
          </Link>{" "}
          <Link href="/self-service">Manage my order</Link>
        </nav>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>
          {brand.venueName} · © {brand.companyName}
        </p>
      </footer>
    </div>
  );
};
