import { useObservableEagerState } from "observable-hooks";
import { Link } from "wouter";
import { offers } from "../../../domain/extensions.js";
import { formatUsd } from "../../../domain/money.js";
import type { Receipt } from "../../../domain/receipt.js";
import { useSetup } from "../../app/SetupContext.js";
import { useLaterUseCases, useUseCases } from "../../app/UseCasesContext.js";
import { AddToCalendar } from "../viewTickets/WalletAndCalendar.js";
import { useRequestProductList } from "../../app/useRequestProductList.js";
import { LineSummaries } from "./LineSummaries.js";
import styles from "./Checkout.module.css";
import { PageTitle } from "../../components/PageTitle.js";
import { pagePaths, viewTicketsPath } from "../../../domain/pagePaths.js";

/** "Charged $115.61 to the card ending 4242", or that nothing was charged. */
const chargedText = (receipt: Receipt): string => {
  const total = formatUsd(receipt.confirmation.totalPrice);
  if (receipt.confirmation.totalPrice === 0) return "Total $0.00: nothing was charged.";
  return receipt.cardLastFour === null
    ? `Charged ${total}, tax included.`
    : `Charged ${total}, tax included, to the card ending ${receipt.cardLastFour}.`;
};

/** Each line bought, at its own amount, and what was charged. */
const WhatWasBought = ({ receipt }: { readonly receipt: Receipt }) => (
  <section aria-labelledby="bought-heading" className={styles.orderSummary}>
    <h2 id="bought-heading">What you bought</h2>
    <LineSummaries products={receipt.lines} priced={receipt.priced} />
    <p className={styles.total}>{chargedText(receipt)}</p>
  </section>
);

/** The confirmation number, named for what it opens: the tickets, here or from the e-mail. */
const TicketsOf = ({ orderConfirmation }: { readonly orderConfirmation: string }) => {
  const { viewTickets } = useLaterUseCases();
  const { flags } = useSetup();
  return (
    <>
      <p>
        Order confirmation number: <strong>{orderConfirmation}</strong>. It opens your tickets, here
        or from your e-mail, to show at the entrance.
      </p>
      <div className={styles.keep}>
        <Link className={styles.viewTickets} href={viewTicketsPath(orderConfirmation)}>
          View tickets
        </Link>
        {offers(flags, "ticketDocuments") ? (
          <AddToCalendar href={viewTickets.documents.calendarUrl(orderConfirmation)} />
        ) : null}
      </div>
    </>
  );
};

/**
 * An API that answers a purchase with successfulYN alone gives no confirmation number: Manage
 * my order finds it, and the tickets it opens, from the order number and the e-mail.
 */
const FoundWithManageMyOrder = ({ orderId }: { readonly orderId: number }) => (
  <div className={styles.keep}>
    <p>
      To find your tickets again, open Manage my order with order #{orderId} and your e-mail: it
      shows your confirmation number and your tickets.
    </p>
    <Link className={styles.viewTickets} href={pagePaths.selfService}>
      Manage my order
    </Link>
  </div>
);

/**
 * What a guest keeps from a purchase: the one number to keep (the order number, which with
 * the e-mail manages or cancels the order), the confirmation number named for what it opens
 * (the tickets), what was bought and charged, and the tickets themselves.
 */
export const Confirmation = ({ receipt }: { readonly receipt: Receipt }) => {
  const { confirmation } = receipt;
  const { catalog } = useUseCases();
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
        <strong>Keep this number:</strong> with your e-mail it lets you manage or cancel your order.
      </p>
      {thanks === "" ? null : <p>{thanks}</p>}
      {confirmation.ticketsEmailedTo === null ? null : (
        <p>Your tickets are on their way to {confirmation.ticketsEmailedTo}.</p>
      )}
      <WhatWasBought receipt={receipt} />
      {confirmation.orderConfirmation === null ? (
        <FoundWithManageMyOrder orderId={confirmation.orderId} />
      ) : (
        <TicketsOf orderConfirmation={confirmation.orderConfirmation} />
      )}
    </section>
  );
};
