import type { TicketingView } from "../../../application/ticketing/ticketing.js";
import { ProductPageStep } from "../../../domain/productPage.js";
import type { Product } from "../../../domain/product.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useWords } from "../../app/WordsContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { EntryTimes } from "./EntryTimes.js";
import { TicketCounters } from "./TicketCounters.js";
import { VisitCalendar, VisitCalendarLoading } from "./VisitCalendar.js";
import styles from "./ProductPage.module.css";

const TicketingFailure = ({
  product,
  view,
}: {
  readonly product: Product;
  readonly view: TicketingView;
}) => {
  const { ticketing } = useLaterUseCases();
  const words = useWords();
  // Choosing the date again reloads its ticket types and, with tickets picked, the slots.
  const retry = () =>
    view.activeDate === null
      ? ticketing.open(product, view.saleKind)
      : ticketing.chooseDate(view.activeDate);
  return (
    <section className={styles.step}>
      <ErrorMessage error={{ tag: "GENERIC" }} />
      <button type="button" onClick={() => void retry()}>
        {words("product.tryAgain")}
      </button>
    </section>
  );
};

/** Steps 2–5, each shown once the flow has reached it. */
export const TicketingSteps = ({
  product,
  view,
  cityPass,
  datesUnlocked,
}: {
  readonly product: Product;
  readonly view: TicketingView;
  readonly cityPass: boolean;
  readonly datesUnlocked: boolean;
}) => {
  const needsDate = datesUnlocked && !product.skipVisitDateSelection;
  const words = useWords();
  return (
    <>
      {needsDate && view.step >= ProductPageStep.VisitDate ? <VisitCalendar view={view} /> : null}
      {needsDate && view.loading === "dates" ? <VisitCalendarLoading /> : null}
      {!cityPass && view.step >= ProductPageStep.Tickets ? <TicketCounters view={view} /> : null}
      {product.isTimed && view.step >= ProductPageStep.TimeOfDay ? (
        <EntryTimes view={view} />
      ) : null}
      {view.failure === null ? null : <TicketingFailure product={product} view={view} />}
      {/* Always there, so its words come and go without moving what follows; a live region
          present from the start is also the one screen readers announce reliably. */}
      <p role="status" className={styles.status}>
        {view.loading === null ? "" : words("shell.pleaseWait")}
      </p>
    </>
  );
};
