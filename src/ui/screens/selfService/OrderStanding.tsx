import { Link } from "wouter";
import type { OrderSummary } from "../../../domain/order.js";
import { viewTicketsPath } from "../../../domain/pagePaths.js";
import styles from "./SelfService.module.css";
import { useWords } from "../../app/WordsContext.js";
import { useFormats } from "../../app/useFormats.js";

/** "Status: Canceled": the label and, in bold, where the order stands. */
const StatusLine = ({ standing }: { readonly standing: string }) => {
  const words = useWords();
  return (
    <p className={styles.statusLine}>
      {words("selfService.standing.status")} <strong>{standing}</strong>
    </p>
  );
};

/** Said plainly, so a guest does not look for a way to cancel an order that was cancelled. */
const CancelledNotice = ({ cancelledDate }: { readonly cancelledDate: string | null }) => {
  const words = useWords();
  const formats = useFormats();
  return (
    <div className={styles.cancelledNotice}>
      <StatusLine standing={words("selfService.standing.canceled")} />
      <p>
        {cancelledDate === null
          ? words("selfService.standing.canceledAndRefunded")
          : words("selfService.standing.canceledAndRefundedOn", {
              date: formats.orderDate(cancelledDate),
            })}
      </p>
    </div>
  );
};

const TicketsLink = ({ orderConfirmation }: { readonly orderConfirmation: string }) => {
  const words = useWords();
  return (
    <Link href={viewTicketsPath(orderConfirmation)} className={styles.viewTickets}>
      {words("selfService.standing.viewTickets")}
    </Link>
  );
};

const ConfirmedNotice = ({ orderConfirmation }: { readonly orderConfirmation: string }) => {
  const words = useWords();
  return (
    <div className={styles.confirmedNotice}>
      <StatusLine standing={words("selfService.standing.confirmed")} />
      <TicketsLink orderConfirmation={orderConfirmation} />
    </div>
  );
};

/**
 * Whether the order stands, with the way to its tickets while it does. An API that does not
 * say (the spec lists no status) leaves the way to the tickets, which its details name.
 */
export const OrderStanding = ({
  order: { status, orderConfirmation },
}: {
  readonly order: OrderSummary;
}) => {
  if (status === null) return <TicketsLink orderConfirmation={orderConfirmation} />;
  return status.tag === "CANCELLED" ? (
    <CancelledNotice cancelledDate={status.cancelledDate} />
  ) : (
    <ConfirmedNotice orderConfirmation={orderConfirmation} />
  );
};

/**
 * What the guest paid for the order; tax is shown when there was any. An API that does not say
 * shows none: the spec's order details name no amount.
 */
export const OrderPayment = ({
  order: { totalPaid, totalTax },
}: {
  readonly order: OrderSummary;
}) => {
  const words = useWords();
  const formats = useFormats();
  return totalPaid === null ? null : (
    <table className={styles.details}>
      <caption>{words("selfService.payment.caption")}</caption>
      <tbody>
        <tr>
          <th scope="row">{words("selfService.payment.amountPaid")}</th>
          <td>{formats.price(totalPaid)}</td>
        </tr>
        {totalTax !== null && totalTax > 0 ? (
          <tr>
            <th scope="row">{words("selfService.payment.taxIncluded")}</th>
            <td>{formats.price(totalTax)}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
};
