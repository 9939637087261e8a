import type { TicketingView } from "../../../application/ticketing/ticketing.js";
import { ticketsCountOf } from "../../../domain/discountSelection.js";
import { formatUsd } from "../../../domain/money.js";
import type { Discount } from "../../../domain/ticketing.js";
import { useUseCases } from "../../app/UseCasesContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import styles from "./TicketCounters.module.css";
import page from "./ProductPage.module.css";
import { Button } from "../../components/Button.js";

const priceOf = (discount: Discount): string =>
  discount.hasPriceRange
    ? `from ${formatUsd(discount.priceRange.minRetailPrice)} to ${formatUsd(discount.priceRange.maxRetailPrice)}`
    : formatUsd(discount.price);

const Counter = ({ discount, count }: { readonly discount: Discount; readonly count: number }) => {
  const { ticketing } = useUseCases();
  return (
    <li className={styles.row}>
      <span className={styles.name}>
        {discount.name}
        <span className={styles.price}>{priceOf(discount)}</span>
      </span>
      <span className={styles.counter}>
        <Button
          aria-label={`Remove one ${discount.name}`}
          unavailable={count === 0}
          onClick={() => void ticketing.removeTicket(discount)}
        >
          −
        </Button>
        <output aria-live="polite" aria-label={`${discount.name} tickets`} className={styles.count}>
          {count}
        </output>
        <button
          type="button"
          aria-label={`Add one ${discount.name}`}
          onClick={() => void ticketing.addTicket(discount)}
        >
          +
        </button>
      </span>
    </li>
  );
};

/** Step 3: how many of each ticket type, within the product's per-order maximum. */
export const TicketCounters = ({ view }: { readonly view: TicketingView }) => (
  <section className={page.step} aria-labelledby="tickets-heading">
    <h2 id="tickets-heading">Tickets</h2>
    {view.discounts.length === 0 && view.loading === null ? (
      <p>No tickets are on sale for this date.</p>
    ) : (
      <ul className={styles.list}>
        {view.discounts.map((discount) => (
          <Counter
            key={discount.id}
            discount={discount}
            count={ticketsCountOf(view.selectedDiscounts, discount.id)}
          />
        ))}
      </ul>
    )}
    {view.limitError === null ? null : (
      <div className={page.problem}>
        <ErrorMessage error={view.limitError} />
      </div>
    )}
  </section>
);
