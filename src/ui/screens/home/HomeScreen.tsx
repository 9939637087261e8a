import { useObservableEagerState } from "observable-hooks";
import { useParams, useSearch } from "wouter";
import {
  categoryByName,
  isListed,
  visibleCategories,
  type Category,
} from "../../../domain/category.js";
import { useSetup } from "../../app/SetupContext.js";
import { useUseCases } from "../../app/UseCasesContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { NotFound } from "../../components/NotFound.js";
import { Spinner } from "../../components/Spinner.js";
import { CategoryTabs, tabId } from "./CategoryTabs.js";
import { ListedProducts } from "./ListedProducts.js";
import { PromoCodeProducts } from "./PromoCodeProducts.js";
import { useHyperlinkAccess, type HyperlinkAccess } from "./useHyperlinkAccess.js";
import styles from "./HomeScreen.module.css";
import { useRequestProductList } from "../../app/useRequestProductList.js";
import { PageTitle } from "../../components/PageTitle.js";
import { useWords } from "../../app/WordsContext.js";

const PANEL_ID = "category-panel";

/** `/` and `/tickets` show TICKETS; a failed hyperlink shows PROMO CODE with its code. */
const selectedCategory = (
  tabs: readonly Category[],
  slug: string | undefined,
  access: HyperlinkAccess,
): Category | undefined => {
  const promo = tabs.find((tab) => tab.name === "promoCodeProducts");
  if (access.status === "unresolved" && promo !== undefined) return promo;
  return slug === undefined ? categoryByName("products") : tabs.find((tab) => tab.slug === slug);
};

const PricingNotice = () => {
  const { catalog } = useUseCases();
  const list = useObservableEagerState(catalog.productList$);
  return list.status === "ready" && list.value.pricingNotice !== "" ? (
    <p className={styles.notice}>{list.value.pricingNotice}</p>
  ) : null;
};

/** Home and the product listing (spec §2): the category tabs and their product cards. */
export const HomeScreen = () => {
  const { flags, brand } = useSetup();
  const { type } = useParams<{ type?: string }>();
  useRequestProductList();
  const code = new URLSearchParams(useSearch()).get("directAccess");
  const access = useHyperlinkAccess(code);
  const tabs = visibleCategories(flags);
  const selected = selectedCategory(tabs, type, access);
  const words = useWords();

  if (access.status === "resolving") return <Spinner />;
  if (selected === undefined) return <NotFound />;
  return (
    <section className={styles.home}>
      <PageTitle>{words("home.pageTitle")}</PageTitle>
      <h1 className={styles.title}>{words("home.heading", { venue: brand.venueName })}</h1>
      {access.status === "expired" ? <ErrorMessage error={{ tag: "HYPERLINK_EXPIRED" }} /> : null}
      <CategoryTabs tabs={tabs} selected={selected} panelId={PANEL_ID} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(selected)}>
        {isListed(selected) ? (
          <ListedProducts category={selected.name} />
        ) : (
          <PromoCodeProducts
            key={access.status === "unresolved" ? access.code : ""}
            initialCode={access.status === "unresolved" ? access.code : ""}
          />
        )}
        <PricingNotice />
      </div>
    </section>
  );
};
