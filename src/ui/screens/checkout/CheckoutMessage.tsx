import { useObservableEagerState } from "observable-hooks";
import { memo } from "react";
import { useUseCases } from "../../app/UseCasesContext.js";
import { useRequestProductList } from "../../app/useRequestProductList.js";
import styles from "./CheckoutMessage.module.css";

/**
 * The venue's checkout message (spec §3 checkOutMessage), by Place order: what the guest
 * accepts by paying ("valid only for the date and time shown") is read before they pay. Memoized:
 * it is the form's, which is drawn again on every keystroke.
 */
export const CheckoutMessage = memo(function CheckoutMessage() {
  const { catalog } = useUseCases();
  const list = useObservableEagerState(catalog.productList$);
  // The message is the list's: a guest who came straight to checkout has not loaded it yet.
  useRequestProductList();
  const message = list.status === "ready" ? list.value.checkOutMessage.trim() : "";
  return message === "" ? null : <p className={styles.message}>{message}</p>;
});
