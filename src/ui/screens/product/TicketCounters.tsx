import * as E from "fp-ts/lib/Either.js";
import type { TicketingView } from "../../../application/ticketing/ticketing.js";
import { isGroupsCategory } from "../../../domain/category.js";
import { ticketsCountOf } from "../../../domain/discountSelection.js";
import { discountPriceText } from "../../../domain/discountPrice.js";
import { datePriceKnown, type Discount } from "../../../domain/ticketingState.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useFormats } from "../../app/useFormats.js";
import { useWords } from "../../app/WordsContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import styles from "./TicketCounters.module.css";
import page from "./ProductPage.module.css";
import { Button } from "../../components/Button.js";
import { TypedQuantity } from "./TypedQuantity.js";

const Counter = ({
  discount,
  count,
  priceKnown,
  typed,
}: {
  readonly discount: Discount;
  readonly count: number;
  readonly priceKnown: boolean;
  readonly typed: boolean;
}) => {
  const { ticketing } = useLaterUseCases();
  const words = useWords();
  const formats = useFormats();
  return (
    <li className={styles.row}>
      <span className={styles.name}>
        {discount.name}
        <span className={styles.price}>
          {discountPriceText(discount, priceKnown, words, formats)}
        </span>
      </span>
      <span className={styles.counter}>
        <Button
          aria-label={words("product.tickets.removeOne", { name: discount.name })}
          unavailable={count === 0}
          onClick={() => void ticketing.removeTicket(discount)}
        >
          −
        </Button>
        <output
          aria-live="polite"
          aria-label={words("product.tickets.count", { name: discount.name })}
          className={styles.count}
        >
          {count}
        </output>
        <button
          type="button"
          aria-label={words("product.tickets.addOne", { name: discount.name })}
          onClick={() => void ticketing.addTicket(discount)}
        >
          +
        </button>
      </span>
      {typed ? (
        <TypedQuantity
          name={discount.name}
          count={count}
          onType={async (typedCount) => {
            const typedOutcome = await ticketing.typeTicketsCount(discount, typedCount);
            return E.isLeft(typedOutcome) ? typedOutcome.left : null;
          }}
        />
      ) : null}
    </li>
  );
};

/** Step 3: how many of each ticket type, within the product's per-order maximum. */
export const TicketCounters = ({ view }: { readonly view: TicketingView }) => {
  const priceKnown = datePriceKnown(view);
  const typed = view.product !== null && isGroupsCategory(view.product.categoryName);
  const words = useWords();
  return (
    <section className={page.step} aria-labelledby="tickets-heading">
      <h2 id="tickets-heading">{words("product.tickets.heading")}</h2>
      {view.discounts.length === 0 && view.loading === null ? (
        <p>{words("product.tickets.none")}</p>
      ) : (
        <ul className={styles.list}>
          {view.discounts.map((discount) => (
            <Counter
              key={discount.id}
              discount={discount}
              count={ticketsCountOf(view.selectedDiscounts, discount.id)}
              priceKnown={priceKnown}
              typed={typed}
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
};
