import type { Brand } from "../domain/brand.js";
import { categories } from "../domain/category.js";
import styles from "./Shell.module.css";
import themes from "./theme/themes.module.css";

/** The brand's frame around every screen: theme, venue name, category tabs and company name. */
export const Shell = ({ brand }: { readonly brand: Brand }) => (
  <div className={`${themes[brand.themeId] ?? ""} ${styles.shell ?? ""}`}>
    <header className={styles.header}>
      <strong>{brand.venueName}</strong>
    </header>
    <main className={styles.main}>
      <h1>Tickets</h1>
      <nav aria-label="Product categories">
        <ul className={styles.tabs}>
          {categories.map((category) => (
            <li key={category.slug}>
              <a href={`/tickets/${category.slug}`}>{category.tabLabel}</a>
            </li>
          ))}
        </ul>
      </nav>
    </main>
    <footer className={styles.footer}>© {brand.companyName}</footer>
  </div>
);
