import { guestServicesPhoneHref, type Brand } from "../../../domain/brand.js";
import styles from "./ContentScreen.module.css";
import { useWords } from "../../app/WordsContext.js";

/** Guest Services' phone and mailbox as links a phone can follow, and the venue's address. */
export const ContactDetails = ({ brand }: { readonly brand: Brand }) => {
  const words = useWords();
  return (
    <dl className={styles.contact}>
      <dt>{words("content.contact.phone")}</dt>
      <dd>
        <a href={guestServicesPhoneHref(brand)}>{brand.guestServices.phone}</a>
      </dd>
      <dt>{words("content.contact.email")}</dt>
      <dd>
        <a href={`mailto:${brand.guestServices.email}`}>{brand.guestServices.email}</a>
      </dd>
      <dt>{words("content.contact.address")}</dt>
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
};
