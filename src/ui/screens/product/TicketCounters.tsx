import * as E from "fp-ts/lib/Either.js";
import { startTransition, useOptimistic } from "react";
import type { TicketingView } from "../../../application/ticketing/ticketing.js";
import { isGroupsCategory } from "../../../domain/category.js";
import { ticketsCountOf } from "../../../domain/discountSelection.js";
import { checkOneMoreTicket } from "../../../domain/orderLimits.js";
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
  oneMoreAllowed,
}: {
  readonly discount: Discount;
  readonly count: number;
  readonly priceKnown: boolean;
  readonly typed: boolean;
  /** Whether the order's maximum leaves room for one more: a refused tap shows no new count. */
  readonly oneMoreAllowed: boolean;
}) => {
  const { ticketing } = useLaterUseCases();
  const words = useWords();
  const formats = useFormats();
  // The tapped counter shows its new count in the tap's own frame; what the change opens (the
  // entry times, the total, the bar at the foot of the screen) is drawn after it as a
  // transition, as a tapped day is (MonthGrid). A change is a step from the count React last
  // drew, so two quick taps show two more.
  const [shownCount, showChange] = useOptimistic(count, (shown, by: number) =>
    Math.max(0, shown + by),
  );
  const change = (by: number, act: () => Promise<void>) => {
    startTransition(async () => {
      showChange(by);
      await act();
    });
  };
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
          unavailable={shownCount === 0}
          onClick={() => {
            change(-1, () => ticketing.removeTicket(discount));
          }}
        >
          −
        </Button>
        <output
          aria-live="polite"
          aria-label={words("product.tickets.count", { name: discount.name })}
          className={styles.count}
        >
          {shownCount}
        </output>
        <button
          type="button"
          aria-label={words("product.tickets.addOne", { name: discount.name })}
          onClick={() => {
            change(oneMoreAllowed ? 1 : 0, () => ticketing.addTicket(discount));
          }}
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
  const oneMoreAllowed =
    view.product !== null && E.isRight(checkOneMoreTicket(view.product, view.selectedDiscounts));
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
              oneMoreAllowed={oneMoreAllowed}
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
