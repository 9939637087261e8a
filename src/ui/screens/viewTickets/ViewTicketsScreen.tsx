import { useObservableEagerState } from "observable-hooks";
import { useEffect } from "react";
import { Link, useSearchParams } from "wouter";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { Spinner } from "../../components/Spinner.js";
import { ConfirmationNumberForm } from "./ConfirmationNumberForm.js";
import { TicketCarousel } from "./TicketCarousel.js";
import styles from "./ViewTickets.module.css";
import { AddToAppleWallet, AddToCalendar } from "./WalletAndCalendar.js";
import { PageTitle } from "../../components/PageTitle.js";

/**
 * Where a guest whose tickets cannot be shown goes next: their order by number and e-mail, or
 * the shop, rather than a dead end.
 */
const TicketsNotShownWays = () => (
  <nav aria-label="What to do next" className={styles.next}>
    <Link href="/self-service">Manage my order</Link>
    <Link href="/">Back to tickets</Link>
  </nav>
);

/** /view-tickets?orderConfirmation=…: the order's tickets as a carousel (spec §2). */
export const ViewTicketsScreen = () => {
  const { viewTickets } = useLaterUseCases();
  const [searchParams] = useSearchParams();
  const orderConfirmation = searchParams.get("orderConfirmation");
  const confirmation = orderConfirmation?.trim() ?? "";
  const state = useObservableEagerState(viewTickets.state$);
  useEffect(() => {
    void viewTickets.load(orderConfirmation);
  }, [viewTickets, orderConfirmation]);
  return (
    <section className={styles.screen}>
      <PageTitle>Your tickets</PageTitle>
      <h1>Your tickets</h1>
      {state.status === "ready" ? (
        <>
          <TicketCarousel
            tickets={state.value}
            actions={(ticket) => (
              <AddToAppleWallet
                href={viewTickets.files.walletPass(confirmation, ticket.barcode)}
                barcode={ticket.barcode}
              />
            )}
          />
          <AddToCalendar href={viewTickets.files.calendar(confirmation)} />
        </>
      ) : state.status === "failed" ? (
        <>
          <div className={styles.error}>
            <ErrorMessage error={state.error} />
          </div>
          <ConfirmationNumberForm
            key={orderConfirmation}
            shown={orderConfirmation}
            reload={(confirmation) => void viewTickets.load(confirmation)}
          />
          <TicketsNotShownWays />
        </>
      ) : (
        <Spinner />
      )}
    </section>
  );
};
