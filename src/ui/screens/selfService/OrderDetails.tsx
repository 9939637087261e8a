import type { OrderSummary } from "../../../domain/order.js";
import styles from "./SelfService.module.css";
import { useWords } from "../../app/WordsContext.js";
import { useFormats } from "../../app/useFormats.js";

/** ORDER DETAILS and the ticket rows of the cancellation screen (spec §2). */
export const OrderDetails = ({ order }: { readonly order: OrderSummary }) => {
  const words = useWords();
  const formats = useFormats();
  const customer = words("selfService.details.customer", {
    firstName: order.guestFirstName,
    lastName: order.guestLastName,
  });
  const details: readonly (readonly [string, string])[] = [
    [words("selfService.details.orderNumber"), String(order.orderId)],
    [words("selfService.details.customerName"), customer],
    [words("selfService.details.orderDate"), formats.orderDate(order.orderDate)],
    [words("selfService.details.confirmationNumber"), order.orderConfirmation],
    [words("selfService.details.visitDate"), formats.orderDate(order.visitDate)],
    [words("selfService.details.numberOfTickets"), String(order.numberOfTickets)],
  ];
  return (
    <>
      <h2>{words("selfService.details.heading")}</h2>
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
        <caption>{words("selfService.tickets.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{words("selfService.tickets.quantity")}</th>
            <th scope="col">{words("selfService.tickets.type")}</th>
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
