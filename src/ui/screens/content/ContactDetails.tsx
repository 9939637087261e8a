import { guestServicesPhoneHref, type Brand } from "../../../domain/brand.js";
import styles from "./ContentScreen.module.css";

/** Guest Services' phone and mailbox as links a phone can follow, and the venue's address. */
export const ContactDetails = ({ brand }: { readonly brand: Brand }) => (
  <dl className={styles.contact}>
    <dt>Phone</dt>
    <dd>
      <a href={guestServicesPhoneHref(brand)}>{brand.guestServices.phone}</a>
    </dd>
    <dt>E-mail</dt>
    <dd>
      <a href={`mailto:${brand.guestServices.email}`}>{brand.guestServices.email}</a>
    </dd>
    <dt>Address</dt>
    <dd>
      <address className={styles.address}>
        {brand.venueName}
        {brand.address.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>
    </dd>
  </dl>
);
