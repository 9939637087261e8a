import type { OrderSummary } from "../../../domain/order.js";
import { formatOrderDate } from "../../../domain/formats.js";
import styles from "./SelfService.module.css";

/** ORDER DETAILS and the ticket rows of the cancellation screen (spec §2). */
export const OrderDetails = ({ order }: { readonly order: OrderSummary }) => {
  const details: readonly (readonly [string, string])[] = [
    ["Order #", String(order.orderId)],
    ["Customer Name", `${order.guestFirstName} ${order.guestLastName}`],
    ["Order Date", formatOrderDate(order.orderDate)],
    ["Confirmation #", order.orderConfirmation],
    ["Visit Date", formatOrderDate(order.visitDate)],
    ["Number of Tickets", String(order.numberOfTickets)],
  ];
  return (
    <>
      <h2>ORDER DETAILS</h2>
      <table className={styles.details}>
        <tbody>
          {details.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.tickets}>
        <caption>Tickets</caption>
        <thead>
          <tr>
            <th scope="col">Qty</th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody>
          {order.orderProducts.map((product, index) => (
            <tr key={`${product.productName}-${String(index)}`}>
              <td>{product.qty}</td>
              <td>{product.productName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
};
