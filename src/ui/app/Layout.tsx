import { useObservableEagerState } from "observable-hooks";
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Link } from "wouter";
import type { Brand } from "../../domain/brand.js";
import { cartProducts } from "../../domain/cart.js";
import { totalTicketsCount } from "../../domain/discountSelection.js";
import { useUseCases } from "./UseCasesContext.js";
import styles from "./Layout.module.css";

/**
 * The footer is below the first screen (the main area is a screen high): it comes in its own
 * chunk after the page's code, which keeps the entry small. One that cannot be fetched is left
 * out rather than failing the page.
 */
const noFooter: ComponentType<{ readonly brand: Brand }> = () => null;
const SiteFooter = lazy<ComponentType<{ readonly brand: Brand }>>(() =>
  import("./SiteFooter.js").then(
    (module) => ({ default: module.SiteFooter }),
    () => ({ default: noFooter }),
  ),
);

/** The brand's frame around every screen: its mark and name, cart, and contact in the footer. */
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
          {/* The brand's mark is its favicon: one drawing, already fetched by the browser. */}
          <img src={`/favicons/${brand.key}.svg`} alt="" width={32} height={32} />
          {brand.venueName}
        </Link>
        <nav aria-label="Site" className={styles.siteNav}>
          <Link href="/cart" className={styles.cartLink}>
            Cart{tickets > 0 ? ` (${String(tickets)})` : ""}
          </Link>
          <Link href="/self-service" className={styles.navLink}>
            Manage my order
          </Link>
        </nav>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter brand={brand} />
      </Suspense>
    </div>
  );
};
