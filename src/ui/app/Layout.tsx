import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import { Link } from "wouter";
import type { Brand } from "../../domain/brand.js";
import type { PriceCart } from "../../application/priceCart/priceCart.js";
import { emptyCart, ticketsInCart, type Cart } from "../../domain/cart.js";
import { useUseCases } from "./UseCasesContext.js";
import styles from "./Layout.module.css";
import { pagePaths } from "../../domain/pagePaths.js";
import { LanguagePicker } from "./LanguagePicker.js";
import { useWords } from "./WordsContext.js";

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

/**
 * The guest's cart, kept in their browser: the server never has it, so the page it draws and
 * the browser's hydration of it show an empty one (React's server snapshot), and the guest's own
 * follows at once. Drawn from the stored cart on the first render, the header would differ
 * from the server's page and React would throw the page away and draw it again.
 */
const useStoredCart = (priceCart: PriceCart): Cart => {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = priceCart.cart$.subscribe(changed);
      return () => {
        subscription.unsubscribe();
      };
    },
    [priceCart],
  );
  return useSyncExternalStore(subscribe, priceCart.current, () => emptyCart);
};

/** The brand's frame around every screen: its mark and name, cart, and contact in the footer. */
export const Layout = ({
  brand,
  children,
}: {
  readonly brand: Brand;
  readonly children: ReactNode;
}) => {
  const { priceCart } = useUseCases();
  const cart = useStoredCart(priceCart);
  const tickets = ticketsInCart(cart);
  const words = useWords();
  // The same element on every render of the frame (a new path, the stored cart): while the
  // footer is still the server's drawing and its chunk is on its way, an update reaching its
  // boundary would make React throw the drawing away and leave a gap until the chunk comes, and
  // a guest scrolled to the bottom would see the page jump under their thumb.
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <SiteFooter brand={brand} />
      </Suspense>
    ),
    [brand],
  );
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {words("shell.skipToContent")}
      </a>
      <header className={styles.header}>
        <Link href={pagePaths.home} className={styles.venue}>
          {/* The brand's mark is its favicon: one drawing, already fetched by the browser. */}
          <img src={`/favicons/${brand.key}.svg`} alt="" width={32} height={32} />
          {brand.venueName}
        </Link>
        <nav aria-label={words("shell.siteNavigation")} className={styles.siteNav}>
          <Link href={pagePaths.cart} className={styles.cartLink}>
            {words("shell.cart", { count: tickets })}
          </Link>
          <Link href={pagePaths.selfService} className={styles.navLink}>
            {words("shell.manageMyOrder")}
          </Link>
          <LanguagePicker />
        </nav>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
};
