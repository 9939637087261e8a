import { useObservableEagerState } from "observable-hooks";
import { startTransition, useEffect, useMemo } from "react";
import { combineLatest } from "rxjs";
import { openProduct } from "../../../application/ticketing/openProduct.js";
import type { CartProduct } from "../../../domain/cart.js";
import { isGroupsCategory } from "../../../domain/category.js";
import { isFeatureOn } from "../../../domain/featureFlags.js";
import { isCityPassExchange, type Product } from "../../../domain/product.js";
import { ProductPageStep } from "../../../domain/productPage.js";
import { useSetup } from "../../app/SetupContext.js";
import { useLaterUseCases, useUseCases } from "../../app/UseCasesContext.js";
import { useWords } from "../../app/WordsContext.js";
import { Spinner } from "../../components/Spinner.js";
import { BookingSummary } from "./BookingSummary.js";
import { CityPassExchange } from "./CityPassExchange.js";
import { ProductDetails } from "./ProductDetails.js";
import { ProductExtras } from "./ProductExtras.js";
import { TicketingSteps } from "./TicketingSteps.js";
import styles from "./ProductPage.module.css";

const Unavailable = ({ product, text }: { readonly product: Product; readonly text: string }) => (
  <article>
    <ProductDetails product={product} />
    <p>{text}</p>
  </article>
);

/**
 * Opens the product page (openProduct) each time its product, its address's category `type` or
 * the cart line it changes is another.
 */
const useOpenProduct = (product: Product, type: string | null, line: CartProduct | null) => {
  const { groupSaleMode } = useUseCases();
  const { ticketing, verifyBarcode } = useLaterUseCases();
  useEffect(() => {
    // A transition: what opening changes at once (the steps, the calendar) is rendered in
    // slices that yield to the browser, not in one task a tap would wait behind.
    startTransition(() => {
      void openProduct({ groupSaleMode, verifyBarcode, ticketing }, product, type, line);
    });
  }, [ticketing, groupSaleMode, verifyBarcode, product, type, line]);
};

const OpenProduct = ({
  product,
  type,
  cityPass,
  line,
}: {
  readonly product: Product;
  readonly type: string | null;
  readonly cityPass: boolean;
  readonly line: CartProduct | null;
}) => {
  const { ticketing, verifyBarcode } = useLaterUseCases();
  // One state for both flows: read by two hooks, opening's two changes reached the screen in
  // different renders, and the opened product showed the barcode field of the flow that opening
  // had just replaced, so a guest's first keys went to a discarded entry.
  // Subscribed before the flows are opened: effects run in order, and an eager-state hook
  // that subscribes after a synchronous change would miss it.
  const page$ = useMemo(
    () => combineLatest({ view: ticketing.state$, flow: verifyBarcode.flow$ }),
    [ticketing, verifyBarcode],
  );
  const { view, flow } = useObservableEagerState(page$);
  useOpenProduct(product, type, line);
  // Until open() has run, the state still describes the previously opened product. The
  // product's own details do not wait for it: they are the page's first view, drawn by the
  // server too (src/ui/server/firstScreen.tsx), where no effect runs.
  const opened = view.product?.productId === product.productId;
  return (
    <article>
      <ProductDetails product={product} />
      {opened ? (
        <div className={styles.booking}>
          <div className={styles.steps}>
            {cityPass ? <CityPassExchange flow={flow} /> : null}
            <TicketingSteps
              product={product}
              view={view}
              cityPass={cityPass}
              datesUnlocked={!cityPass || flow.step >= ProductPageStep.VisitDate}
            />
          </div>
          <div className={styles.summary}>
            <BookingSummary product={product} view={view} line={line} />
          </div>
          <div className={styles.extras}>
            <ProductExtras product={product} />
          </div>
        </div>
      ) : (
        <Spinner />
      )}
    </article>
  );
};

/**
 * The product page (spec §2 steps 1–5), opened in the sale its address's category `type` calls
 * for; features switched off by a flag are said so. Given a cart `line` of the product, the page
 * changes that line.
 */
export const ProductPage = ({
  product,
  type,
  line = null,
}: {
  readonly product: Product;
  readonly type: string | null;
  readonly line?: CartProduct | null;
}) => {
  const { flags } = useSetup();
  const words = useWords();
  const cityPass = isCityPassExchange(product);
  if (cityPass && !isFeatureOn(flags, "cityPass")) {
    return <Unavailable product={product} text={words("product.cityPassUnavailable")} />;
  }
  if (isGroupsCategory(product.categoryName) && !isFeatureOn(flags, "groupSales")) {
    return <Unavailable product={product} text={words("product.groupSalesUnavailable")} />;
  }
  return <OpenProduct product={product} type={type} cityPass={cityPass} line={line} />;
};
