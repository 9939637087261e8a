import { useObservableEagerState } from "observable-hooks";
import { Link } from "wouter";
import { maskEmail } from "../../../domain/maskedEmail.js";
import type { PurchaseConfirmation } from "../../../domain/order.js";
import { useLaterUseCases, useUseCases } from "../../app/UseCasesContext.js";
import { AddToCalendar } from "../viewTickets/WalletAndCalendar.js";
import { useRequestProductList } from "../../app/useRequestProductList.js";
import styles from "./Checkout.module.css";
import { PageTitle } from "../../components/PageTitle.js";

/** What a guest keeps from a purchase: the order number self-service asks for, and the tickets. */
export const Confirmation = ({ confirmation }: { readonly confirmation: PurchaseConfirmation }) => {
  const { catalog } = useUseCases();
  const { viewTickets } = useLaterUseCases();
  const list = useObservableEagerState(catalog.productList$);
  // The thank-you message is the list's: a guest who came straight to checkout (a cart kept
  // from an earlier visit) has not loaded it yet.
  useRequestProductList();
  const thanks = list.status === "ready" ? list.value.checkOutThankMessage.trim() : "";
  return (
    <section className={styles.screen}>
      <PageTitle>Your order is confirmed</PageTitle>
      <h1>Your order is confirmed</h1>
      <p className={styles.orderNumber}>Order #{confirmation.orderId}</p>
      <p>
        Order confirmation number: <strong>{confirmation.orderConfirmation}</strong>
      </p>
      {thanks === "" ? null : <p>{thanks}</p>}
      {confirmation.ticketsEmailedTo === null ? null : (
        <p>Your tickets are on their way to {maskEmail(confirmation.ticketsEmailedTo)}.</p>
      )}
      <p>Keep your order number: with your e-mail it lets you manage or cancel your order.</p>
      <div className={styles.keep}>
        <Link
          className={styles.viewTickets}
          href={`/view-tickets?orderConfirmation=${encodeURIComponent(confirmation.orderConfirmation)}`}
        >
          View tickets
        </Link>
        <AddToCalendar href={viewTickets.documents.calendarUrl(confirmation.orderConfirmation)} />
      </div>
    </section>
  );
};
