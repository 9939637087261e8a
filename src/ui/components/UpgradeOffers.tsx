import * as O from "fp-ts/lib/Option.js";
import { Link } from "wouter";
import type { UpgradeOffer } from "../../domain/upgrades.js";
import styles from "./UpgradeOffers.module.css";

/**
 * Upgrades as the venue words them (product page, cart). The headline names the upgrade, so the
 * picture is decorative; the headline's link covers the whole card, a target a thumb finds.
 */
export const UpgradeOffers = ({ offers }: { readonly offers: readonly UpgradeOffer[] }) => (
  <ul className={styles.offers}>
    {offers.map(({ upgrade, path }) => (
      <li key={upgrade.upgradeProductId} className={styles.offer}>
        {upgrade.imageUrl === "" ? null : (
          <img
            className={styles.image}
            src={upgrade.imageUrl}
            alt=""
            width={160}
            height={90}
            loading="lazy"
            decoding="async"
          />
        )}
        <div className={styles.words}>
          <h3 className={styles.headline}>
            {O.isSome(path) ? (
              <Link className={styles.link} href={path.value}>
                {upgrade.headline}
              </Link>
            ) : (
              upgrade.headline
            )}
          </h3>
          <p className={styles.message}>{upgrade.promotionalMessage}</p>
        </div>
      </li>
    ))}
  </ul>
);
