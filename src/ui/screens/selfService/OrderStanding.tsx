import { Link } from "wouter";
import { formatOrderDate } from "../../../domain/formats.js";
import { formatUsd } from "../../../domain/money.js";
import type { OrderSummary } from "../../../domain/order.js";
import { viewTicketsPath } from "../viewTickets/viewTicketsPath.js";
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

const ConfirmedNotice = ({ orderConfirmation }: { readonly orderConfirmation: string }) => (
  <div className={styles.confirmedNotice}>
    <p className={styles.statusLine}>
      Status: <strong>Confirmed</strong>
    </p>
    <Link href={viewTicketsPath(orderConfirmation)} className={styles.viewTickets}>
      View tickets
    </Link>
  </div>
);

/** Whether the order stands, with the way to its tickets while it does. */
export const OrderStanding = ({ order }: { readonly order: OrderSummary }) =>
  order.status.tag === "CANCELLED" ? (
    <CancelledNotice cancelledDate={order.status.cancelledDate} />
  ) : (
    <ConfirmedNotice orderConfirmation={order.orderConfirmation} />
  );

/** What the guest paid for the order; tax is shown when there was any. */
export const OrderPayment = ({ order }: { readonly order: OrderSummary }) => (
  <table className={styles.details}>
    <caption>Payment</caption>
    <tbody>
      <tr>
        <th scope="row">Amount Paid</th>
        <td>{formatUsd(order.totalPaid)}</td>
      </tr>
      {order.totalTax > 0 ? (
        <tr>
          <th scope="row">Tax Included</th>
          <td>{formatUsd(order.totalTax)}</td>
        </tr>
      ) : null}
    </tbody>
  </table>
);
