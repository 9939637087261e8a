import { useObservableEagerState } from "observable-hooks";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { guestServicesPhoneHref, type Brand } from "../../domain/brand.js";
import { cartProducts } from "../../domain/cart.js";
import { contentPages } from "../../domain/contentPage.js";
import { totalTicketsCount } from "../../domain/discountSelection.js";
import { BrandMark } from "./BrandMark.js";
import { useUseCases } from "./UseCasesContext.js";
import styles from "./Layout.module.css";

const SiteFooter = ({ brand }: { readonly brand: Brand }) => (
  <footer className={styles.footer}>
    <div className={styles.footerInner}>
      <address className={styles.contact}>
        <strong>{brand.venueName}</strong>
        {brand.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <a href={guestServicesPhoneHref(brand)}>{brand.guestServices.phone}</a>
        <a href={`mailto:${brand.guestServices.email}`}>{brand.guestServices.email}</a>
      </address>
      <nav aria-label="About the venue">
        <ul className={styles.footerLinks}>
          {contentPages.map((page) => (
            <li key={page.slug}>
              <Link href={page.path}>{page.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
    <p className={styles.copyright}>© {brand.companyName}</p>
  </footer>
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
          <BrandMark brand={brand.key} />
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
      <SiteFooter brand={brand} />
    </div>
  );
};
