import { Link } from "wouter";
import { guestServicesPhoneHref, type Brand } from "../../domain/brand.js";
import { contentPages, contentPageTitle } from "../../domain/contentPage.js";
import styles from "./SiteFooter.module.css";
import { useWords } from "./WordsContext.js";

/** The venue's address and Guest Services, and its Terms, Privacy, Accessibility and Contact. */
export const SiteFooter = ({ brand }: { readonly brand: Brand }) => {
  const words = useWords();
  return (
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
        <nav aria-label={words("footer.aboutTheVenue")}>
          <ul className={styles.footerLinks}>
            {contentPages.map((page) => (
              <li key={page.slug}>
                <Link href={page.path}>{contentPageTitle(words, page.slug)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>© {brand.companyName}</p>
    </footer>
  );
};
