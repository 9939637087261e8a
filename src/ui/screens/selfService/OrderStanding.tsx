import { Link } from "wouter";
import { formatOrderDate } from "../../../domain/formats.js";
import { formatUsd } from "../../../domain/money.js";
import type { OrderSummary } from "../../../domain/order.js";
import { viewTicketsPath } from "../../../domain/pagePaths.js";
import styles from "./SelfService.module.css";

/** Said plainly, so a guest does not look for a way to cancel an order that was cancelled. */
const CancelledNotice = ({ cancelledDate }: { readonly cancelledDate: string | null }) => (
  <div className={styles.cancelledNotice}>
    <p className={styles.statusLine}>
      Status: <strong>Canceled</strong>
    </p>
    <p>
      {cancelledDate === null
        ? "This order has been canceled and refunded."
        : `This order was canceled and refunded on ${formatOrderDate(cancelledDate)}.`}{" "}
      Its tickets can no longer be used.
    </p>
  </div>
);

const TicketsLink = ({ orderConfirmation }: { readonly orderConfirmation: string }) => (
  <Link href={viewTicketsPath(orderConfirmation)} className={styles.viewTickets}>
    View tickets
  </Link>
);

const ConfirmedNotice = ({ orderConfirmation }: { readonly orderConfirmation: string }) => (
  <div className={styles.confirmedNotice}>
    <p className={styles.statusLine}>
      Status: <strong>Confirmed</strong>
    </p>
    <TicketsLink orderConfirmation={orderConfirmation} />
  </div>
);

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
}) =>
  totalPaid === null ? null : (
    <table className={styles.details}>
      <caption>Payment</caption>
      <tbody>
        <tr>
          <th scope="row">Amount Paid</th>
          <td>{formatUsd(totalPaid)}</td>
        </tr>
        {totalTax !== null && totalTax > 0 ? (
          <tr>
            <th scope="row">Tax Included</th>
            <td>{formatUsd(totalTax)}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
