import { useObservableEagerState } from "observable-hooks";
import { Link } from "wouter";
import { offers } from "../../../domain/extensions.js";
import type { Receipt } from "../../../domain/receipt.js";
import type { LocaleFormats } from "../../../domain/localeFormats.js";
import type { GuestWords } from "../../../domain/words/words.js";
import { useSetup } from "../../app/SetupContext.js";
import { useLaterUseCases, useUseCases } from "../../app/UseCasesContext.js";
import { AddToCalendar } from "../viewTickets/WalletAndCalendar.js";
import { useRequestProductList } from "../../app/useRequestProductList.js";
import { LineSummaries } from "./LineSummaries.js";
import styles from "./Checkout.module.css";
import { PageTitle } from "../../components/PageTitle.js";
import { pagePaths, viewTicketsPath } from "../../../domain/pagePaths.js";
import { useFormats } from "../../app/useFormats.js";
import { useWords } from "../../app/WordsContext.js";

/** "Charged $115.61 to the card ending 4242", or that nothing was charged. */
const chargedText = (receipt: Receipt, words: GuestWords, formats: LocaleFormats): string => {
  const total = formats.price(receipt.confirmation.totalPrice);
  if (receipt.confirmation.totalPrice === 0) return words("checkout.nothingCharged", { total });
  return receipt.cardLastFour === null
    ? words("checkout.charged", { total })
    : words("checkout.chargedToCard", { total, lastFour: receipt.cardLastFour });
};

/** Each line bought, at its own amount, and what was charged. */
const WhatWasBought = ({ receipt }: { readonly receipt: Receipt }) => {
  const words = useWords();
  const formats = useFormats();
  return (
    <section aria-labelledby="bought-heading" className={styles.orderSummary}>
      <h2 id="bought-heading">{words("checkout.whatYouBought")}</h2>
      <LineSummaries products={receipt.lines} priced={receipt.priced} />
      <p className={styles.total}>{chargedText(receipt, words, formats)}</p>
    </section>
  );
};

/** The confirmation number, named for what it opens: the tickets, here or from the e-mail. */
const TicketsOf = ({ orderConfirmation }: { readonly orderConfirmation: string }) => {
  const { viewTickets } = useLaterUseCases();
  const { flags } = useSetup();
  const words = useWords();
  return (
    <>
      <p>
        {words("checkout.confirmationNumber")}
        <strong>{orderConfirmation}</strong>
        {words("checkout.confirmationNumberOpens")}
      </p>
      <div className={styles.keep}>
        <Link className={styles.viewTickets} href={viewTicketsPath(orderConfirmation)}>
          {words("checkout.viewTickets")}
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
const FoundWithManageMyOrder = ({ orderId }: { readonly orderId: number }) => {
  const words = useWords();
  return (
    <div className={styles.keep}>
      <p>{words("checkout.findWithManageMyOrder", { orderId: String(orderId) })}</p>
      <Link className={styles.viewTickets} href={pagePaths.selfService}>
        {words("shell.manageMyOrder")}
      </Link>
    </div>
  );
};

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
  const words = useWords();
  return (
    <section className={styles.screen}>
      <PageTitle>{words("checkout.confirmed")}</PageTitle>
      <h1>{words("checkout.confirmed")}</h1>
      <p className={styles.orderNumber}>
        {words("checkout.orderNumber", { orderId: String(confirmation.orderId) })}
      </p>
      <p>
        <strong>{words("checkout.keepThisNumber")}</strong>
        {words("checkout.keepThisNumberWhy")}
      </p>
      {thanks === "" ? null : <p>{thanks}</p>}
      {confirmation.ticketsEmailedTo === null ? null : (
        <p>{words("checkout.ticketsOnTheirWay", { email: confirmation.ticketsEmailedTo })}</p>
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
