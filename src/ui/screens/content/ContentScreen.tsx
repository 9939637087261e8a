import * as O from "fp-ts/lib/Option.js";
import { pipe } from "fp-ts/lib/function.js";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { contentPageAt, contentPageTitle, type ContentPage } from "../../../domain/contentPage.js";
import { contentSections } from "../../../domain/contentPageTexts.js";
import { useSetup } from "../../app/SetupContext.js";
import { NotFound } from "../../components/NotFound.js";
import { PageTitle } from "../../components/PageTitle.js";
import { ContactDetails } from "./ContactDetails.js";
import styles from "./ContentScreen.module.css";
import { useWords } from "../../app/WordsContext.js";

/** A link may open a page on one of its sections (a group product's terms): shown once it is in. */
const useScrollToSection = () => {
  useEffect(() => {
    const section = decodeURIComponent(window.location.hash.slice(1));
    if (section !== "") document.getElementById(section)?.scrollIntoView();
  }, []);
};

const ContentPageView = ({ page }: { readonly page: ContentPage }) => {
  const { brand } = useSetup();
  const words = useWords();
  const title = contentPageTitle(words, page.slug);
  useScrollToSection();
  return (
    <article className={styles.page}>
      <PageTitle>{title}</PageTitle>
      <h1>{title}</h1>
      {page.slug === "contact" ? <ContactDetails brand={brand} /> : null}
      {contentSections(brand, page.slug, words).map((section) => (
        <section key={section.heading} id={section.id} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
};

/** Terms and conditions, Privacy, Accessibility and Contact, in the brand's own words. */
export const ContentScreen = () => {
  const [location] = useLocation();
  return pipe(
    contentPageAt(location),
    O.match(
      () => <NotFound />,
      (page) => <ContentPageView key={page.slug} page={page} />,
    ),
  );
};
