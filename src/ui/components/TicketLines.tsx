import type { CartLine, CartProduct } from "../../domain/cart.js";
import { ticketLinesOf } from "../../domain/cartLines.js";
import { formatUsd } from "../../domain/money.js";
import styles from "./TicketLines.module.css";

/**
 * A product's tickets as "2 × Adult $35.00", each with what its line comes to (cart, checkout).
 * A line's free tickets are said under it with what they would have cost, beside the tickets
 * rather than among the amounts: the line's amount already leaves them out.
 */
export const TicketLines = ({
  product,
  lines,
}: {
  readonly product: CartProduct;
  readonly lines: readonly CartLine[];
}) => (
  <ul className={styles.lines} aria-label={`Tickets for ${product.name}`}>
    {ticketLinesOf(product, lines).map((ticket, index) => (
      <li key={`${String(ticket.discountId)}-${String(index)}`}>
        <span>
          {`${String(ticket.count)} × ${ticket.discountName} `}
          <span className={styles.unit}>{formatUsd(ticket.unitPrice)}</span>
        </span>
        <span>{formatUsd(ticket.lineTotal)}</span>
        {ticket.free === null ? null : (
          <span className={styles.free}>
            {`${String(ticket.free.count)} free ${ticket.free.count === 1 ? "ticket" : "tickets"} `}
            <span className={styles.unit}>{`−${formatUsd(ticket.free.value)}`}</span>
          </span>
        )}
      </li>
    ))}
  </ul>
);
