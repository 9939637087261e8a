import { useObservableEagerState } from "observable-hooks";
import { isFeatureOn } from "../../../domain/featureFlags.js";
import { useSetup } from "../../app/SetupContext.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { CancellationDone } from "./CancellationDone.js";
import { FindOrderForm } from "./FindOrderForm.js";
import { OrderCancellation } from "./OrderCancellation.js";
import styles from "./SelfService.module.css";
import { PageTitle } from "../../components/PageTitle.js";
import { useWords } from "../../app/WordsContext.js";
import { ContactLine } from "../../components/ErrorMessage.js";

const CancellationFlow = () => {
  const { cancellation } = useLaterUseCases();
  const state = useObservableEagerState(cancellation.state$);
  switch (state.status) {
    case "none":
    case "searching":
    case "not-found":
      return <FindOrderForm state={state} />;
    case "found":
    case "cancelling":
    case "error":
      return <OrderCancellation state={state} />;
    case "cancelled":
      return <CancellationDone order={state.order} />;
  }
};

/** /self-service: find an order by its number and e-mail, then cancel and refund it (spec §2). */
export const SelfServiceScreen = () => {
  const { flags } = useSetup();
  const words = useWords();
  return (
    <section className={styles.screen}>
      <PageTitle>{words("selfService.pageTitle")}</PageTitle>
      <h1>{words("selfService.pageTitle")}</h1>
      {isFeatureOn(flags, "selfServiceCancellation") ? (
        <CancellationFlow />
      ) : (
        <>
          <p>{words("selfService.unavailable")}</p>
          <p>
            <ContactLine />
          </p>
        </>
      )}
    </section>
  );
};
