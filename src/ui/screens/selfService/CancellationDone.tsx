import type { OrderSummary } from "../../../domain/order.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useResultInView } from "../../components/useResultInView.js";
import styles from "./SelfService.module.css";

/** The success texts of spec §2; DONE returns to an empty lookup. */
export const CancellationDone = ({ order }: { readonly order: OrderSummary }) => {
  const { cancellation } = useLaterUseCases();
  // The order's details the guest scrolled through are gone: reading resumes here.
  const heading = useResultInView<HTMLHeadingElement>();
  return (
    <div className={styles.done} role="status">
      <h2 ref={heading} tabIndex={-1}>
        Order {order.orderId} has been canceled.
      </h2>
      <p>You should expect to receive your refund within 5-10 business days.</p>
      <button type="button" onClick={cancellation.reset}>
        DONE
      </button>
    </div>
  );
};
