import { useObservableEagerState } from "observable-hooks";
import { useEffect } from "react";
import { Link, useLocation, useSearchParams } from "wouter";
import { offers } from "../../../domain/extensions.js";
import { tellsTheVisit } from "../../../domain/ticketFacts.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { Spinner } from "../../components/Spinner.js";
import { ConfirmationNumberForm } from "./ConfirmationNumberForm.js";
import { useSetup } from "../../app/SetupContext.js";
import { TicketDownloads } from "./TicketDownloads.js";
import { TicketViews } from "./TicketViews.js";
import styles from "./ViewTickets.module.css";
import { AddToAppleWallet } from "./WalletAndCalendar.js";
import { PageTitle } from "../../components/PageTitle.js";
import { PlansChanged } from "./PlansChanged.js";
import { RemoveFromDevice } from "./RemoveFromDevice.js";
import { TicketsRemoved } from "./TicketsRemoved.js";
import { pagePaths } from "../../../domain/pagePaths.js";
import { useWords } from "../../app/WordsContext.js";

/**
 * Where a guest whose tickets cannot be shown goes next: their order by number and e-mail, or
 * the shop, rather than a dead end.
 */
const TicketsNotShownWays = () => {
  const words = useWords();
  return (
    <nav aria-label={words("tickets.next.label")} className={styles.next}>
      <Link href={pagePaths.selfService}>{words("tickets.next.manageMyOrder")}</Link>
      <Link href={pagePaths.home}>{words("tickets.next.backToTickets")}</Link>
    </nav>
  );
};

/** /view-tickets?orderConfirmation=…: the order's tickets as a carousel (spec §2). */
export const ViewTicketsScreen = () => {
  const { viewTickets } = useLaterUseCases();
  const [searchParams] = useSearchParams();
  const orderConfirmation = searchParams.get("orderConfirmation");
  const confirmation = orderConfirmation?.trim() ?? "";
  const state = useObservableEagerState(viewTickets.state$);
  const removal = useObservableEagerState(viewTickets.removal$);
  const { brand, flags } = useSetup();
  const withDocuments = offers(flags, "ticketDocuments");
  const [, navigate] = useLocation();
  const words = useWords();
  useEffect(() => {
    void viewTickets.load(orderConfirmation);
  }, [viewTickets, orderConfirmation]);
  // Removed tickets take their number out of the address too: on a shared device, a reload or
  // a Back to this page does not bring them back.
  const removed = removal.status === "removed";
  useEffect(() => {
    if (removed && orderConfirmation !== null) navigate(pagePaths.viewTickets, { replace: true });
  }, [removed, orderConfirmation, navigate]);
  return (
    <section className={styles.screen}>
      <PageTitle>{words("tickets.pageTitle")}</PageTitle>
      <h1>{words("tickets.pageTitle")}</h1>
      {removed ? (
        <>
          <TicketsRemoved />
          <ConfirmationNumberForm
            shown={null}
            reload={(confirmation) => void viewTickets.load(confirmation)}
          />
          <TicketsNotShownWays />
        </>
      ) : state.status === "ready" ? (
        <>
          <TicketDownloads
            documents={
              withDocuments
                ? {
                    pdfUrl: viewTickets.documents.pdfUrl(confirmation),
                    calendarUrl: tellsTheVisit(state.value)
                      ? viewTickets.documents.calendarUrl(confirmation)
                      : null,
                  }
                : null
            }
          />
          <TicketViews
            tickets={state.value}
            venue={brand}
            actions={(ticket) =>
              withDocuments ? (
                <AddToAppleWallet
                  href={viewTickets.documents.walletPassUrl(confirmation, ticket.barcode)}
                  barcode={ticket.barcode}
                />
              ) : null
            }
          />
          <PlansChanged tickets={state.value} />
          {viewTickets.keptOnDevice(state.value) ? (
            <RemoveFromDevice
              removal={removal}
              remove={() => void viewTickets.removeFromDevice()}
            />
          ) : null}
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
