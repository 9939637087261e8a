import type { OrderSummary } from "../../../domain/order.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useResultInView } from "../../components/useResultInView.js";
import styles from "./SelfService.module.css";
import { useWords } from "../../app/WordsContext.js";

/** The success texts of spec §2; DONE returns to an empty lookup. */
export const CancellationDone = ({ order }: { readonly order: OrderSummary }) => {
  const { cancellation } = useLaterUseCases();
  // The order's details the guest scrolled through are gone: reading resumes here.
  const heading = useResultInView<HTMLHeadingElement>();
  const words = useWords();
  return (
    <div className={styles.done} role="status">
      <h2 ref={heading} tabIndex={-1}>
        {words("selfService.done.heading", { orderId: String(order.orderId) })}
      </h2>
      <p>{words("selfService.done.refund")}</p>
      <button type="button" onClick={cancellation.reset}>
        {words("selfService.done.button")}
      </button>
    </div>
  );
};
