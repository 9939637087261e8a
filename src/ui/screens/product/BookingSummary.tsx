import { useObservableEagerState } from "observable-hooks";
import type { TicketingView } from "../../../application/ticketing/ticketing.js";
import { separateGroupOrder, type CartProduct } from "../../../domain/cart.js";
import { bookingSummary } from "../../../domain/bookingSummary.js";
import { totalTicketsCount } from "../../../domain/discountSelection.js";
import type { LocaleFormats } from "../../../domain/localeFormats.js";
import type { Cents } from "../../../domain/money.js";
import { groupRewardTickets } from "../../../domain/orderLimits.js";
import type { Product } from "../../../domain/product.js";
import { missingChoice } from "../../../domain/productPage.js";
import { datePriceKnown } from "../../../domain/ticketingState.js";
import type { GuestWords } from "../../../domain/words/words.js";
import { useUseCases } from "../../app/UseCasesContext.js";
import { useFormats } from "../../app/useFormats.js";
import { useWords } from "../../app/WordsContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { AddToCart } from "./AddToCart.js";
import styles from "./BookingSummary.module.css";

/** An amount, or its range while the entry time still decides it. */
const amountText =
  (words: GuestWords, formats: Pick<LocaleFormats, "price">) =>
  (amount: Cents, top: Cents | null | undefined): string =>
    top === null || top === undefined
      ? formats.price(amount)
      : words("product.price.range", { from: formats.price(amount), to: formats.price(top) });

const Chosen = ({ product, view }: { readonly product: Product; readonly view: TicketingView }) => {
  const words = useWords();
  const formats = useFormats();
  return (
    <dl className={styles.chosen}>
      {product.skipVisitDateSelection ? null : (
        <div>
          <dt>{words("product.summary.date")}</dt>
          <dd>
            {view.activeDate === null
              ? words("product.summary.notChosen")
              : formats.fullDate(view.activeDate)}
          </dd>
        </div>
      )}
      {product.isTimed ? (
        <div>
          <dt>{words("product.entryTime")}</dt>
          <dd>{formats.activeTime(view.activeInventory)}</dd>
        </div>
      ) : null}
    </dl>
  );
};

/** The group's free tickets are the cart's to take off (the cheapest first); said here. */
const GroupReward = ({
  product,
  view,
}: {
  readonly product: Product;
  readonly view: TicketingView;
}) => {
  const free = groupRewardTickets(product, totalTicketsCount(view.selectedDiscounts));
  const words = useWords();
  if (free === 0) return null;
  return <p className={styles.note}>{words("product.summary.groupReward", { count: free })}</p>;
};

/**
 * What the guest is about to add, priced, beside the steps on a wide screen and right after
 * them on a phone; "Add to cart" is its last line, so the total is read before it is pressed.
 */
export const BookingSummary = ({
  product,
  view,
  line,
}: {
  readonly product: Product;
  readonly view: TicketingView;
  /** The cart line this page changes, if it was opened by its Change. */
  readonly line: CartProduct | null;
}) => {
  const { priceCart } = useUseCases();
  const cart = useObservableEagerState(priceCart.cart$);
  const summary = bookingSummary(view.discounts, view.selectedDiscounts, datePriceKnown(view));
  const separate = separateGroupOrder(cart, {
    key: line?.key ?? "",
    categoryName: product.categoryName,
  });
  const problems = separate === null ? view.groupProblems : [separate, ...view.groupProblems];
  const chosen = view.activeDate !== null || summary.lines.length > 0;
  const words = useWords();
  const formats = useFormats();
  const amount = amountText(words, formats);
  return (
    <aside className={styles.summary} aria-labelledby="booking-summary-heading">
      <h2 id="booking-summary-heading">{words("product.summary.heading")}</h2>
      <p className={styles.product}>{product.name}</p>
      <Chosen product={product} view={view} />
      {summary.lines.length === 0 ? (
        <p className={styles.empty}>{words("product.summary.noTickets")}</p>
      ) : (
        <ul className={styles.lines}>
          {summary.lines.map((line) => (
            <li key={line.discountId}>
              {/* "2 × Adult": a count and the venue's name of the type, no words of ours. */}
              <span>
                {line.unitPrice === null
                  ? `${String(line.ticketsCount)} × ${line.name}`
                  : `${String(line.ticketsCount)} × ${line.name} ${amount(line.unitPrice, line.top?.unitPrice)}`}
              </span>
              <span>{line.amount === null ? "" : amount(line.amount, line.top?.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>{words("product.summary.taxNote")}</p>
      <GroupReward product={product} view={view} />
      {problems.map((problem) => (
        <div key={problem.tag} className={styles.problem}>
          <ErrorMessage error={problem} />
        </div>
      ))}
      {/* On a phone, once something is chosen, the total and the button ride at the foot of
          the screen, in reach wherever the guest is in the steps. */}
      <div className={chosen ? `${styles.bar} ${styles.floating}` : styles.bar}>
        {summary.total === null ? null : (
          <p className={styles.total}>
            {words("product.summary.total", { amount: amount(summary.total, summary.totalTop) })}
          </p>
        )}
        <AddToCart
          missing={missingChoice(product, view)}
          blocked={problems.length > 0}
          line={line}
        />
      </div>
    </aside>
  );
};
