import type { CartLine, CartProduct } from "../../domain/cart.js";
import { ticketLinesOf } from "../../domain/cartLines.js";
import styles from "./TicketLines.module.css";
import { useFormats } from "../app/useFormats.js";
import { useWords } from "../app/WordsContext.js";

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
}) => {
  const words = useWords();
  const formats = useFormats();
  return (
    <ul
      className={styles.lines}
      aria-label={words("cart.lines.ticketsFor", { product: product.name })}
    >
      {ticketLinesOf(product, lines).map((ticket, index) => (
        <li key={`${String(ticket.discountId)}-${String(index)}`}>
          <span>
            {`${String(ticket.count)} × ${ticket.discountName} `}
            <span className={styles.unit}>{formats.price(ticket.unitPrice)}</span>
          </span>
          <span>{formats.price(ticket.lineTotal)}</span>
          {ticket.free === null ? null : (
            <span className={styles.free}>
              {`${words("cart.lines.free", { count: ticket.free.count })} `}
              <span className={styles.unit}>{`−${formats.price(ticket.free.value)}`}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
};
