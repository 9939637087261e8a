import { Link } from "wouter";
import { guestServicesPhoneHref, type Brand } from "../../domain/brand.js";
import { contentPages } from "../../domain/contentPage.js";
import styles from "./SiteFooter.module.css";

/** The venue's address and Guest Services, and its Terms, Privacy, Accessibility and Contact. */
export const SiteFooter = ({ brand }: { readonly brand: Brand }) => (
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
