import { useLocation, useSearch } from "wouter";
import { localeNames, LOCALES } from "../../domain/locale.js";
import { inLocale } from "./inLocale.js";
import { useLocale, useWords } from "./WordsContext.js";
import styles from "./LanguagePicker.module.css";
import hidden from "../theme/visuallyHidden.module.css";

/** The sign for languages a guest knows whatever they read: drawn, so no emoji font needs it. */
const Globe = () => (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className={styles.globe}>
    <circle cx="10" cy="10" r="8.5" />
    <ellipse cx="10" cy="10" rx="3.75" ry="8.5" />
    <path d="M1.5 10h17M3 5.5h14M3 14.5h14" />
  </svg>
);

/**
 * The languages, each named in itself, as links to this page in that language: the server
 * draws it in the guest's choice, and the page's script keeps the choice for their next visit.
 * A full page load, not a move inside the app: the venue's own texts come in the language too.
 * On screen the globe and the language's own name say what it is; "Language" is read aloud.
 */
export const LanguagePicker = () => {
  const words = useWords();
  const locale = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  const here = search === "" ? path : `${path}?${search}`;
  return (
    <details className={styles.picker}>
      <summary className={styles.current}>
        <Globe />
        <span className={hidden.visuallyHidden}>{words("shell.language")} </span>
        <span lang={locale}>{localeNames[locale]}</span>
      </summary>
      <ul className={styles.choices}>
        {LOCALES.map((choice) => (
          <li key={choice}>
            <a
              href={inLocale(here, choice)}
              lang={choice}
              hrefLang={choice}
              aria-current={choice === locale ? "true" : undefined}
              className={styles.choice}
            >
              {localeNames[choice]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
};
