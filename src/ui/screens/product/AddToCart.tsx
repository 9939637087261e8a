import { useObservableEagerState } from "observable-hooks";
import { useState } from "react";
import { useLocation } from "wouter";
import { cartProducts, type CartProduct } from "../../../domain/cart.js";
import type { MissingChoice } from "../../../domain/productPage.js";
import type { GuestMessages } from "../../../domain/words/guestMessages.js";
import { useLaterUseCases, useUseCases } from "../../app/UseCasesContext.js";
import { useWords } from "../../app/WordsContext.js";
import { Button } from "../../components/Button.js";
import styles from "./BookingSummary.module.css";
import { pagePaths } from "../../../domain/pagePaths.js";

const missingWords = {
  VISIT_DATE: "product.addToCart.chooseVisitDate",
  TICKETS: "product.addToCart.chooseTickets",
  ENTRY_TIME: "product.addToCart.chooseEntryTime",
} as const satisfies Record<MissingChoice, keyof GuestMessages>;

/**
 * Enabled once the tickets are complete (date, tickets, and a slot when timed); the cart is
 * repriced with them and, once priced, the guest goes to it. A failed pricing opens the
 * generic modal and keeps the guest here with their choices. Opened by a line's Change, it
 * replaces that line where it stands ("Update cart"), or adds it again if it has left the cart.
 * Pressed while it cannot be used, it says what is missing: a dimmed button alone says nothing.
 */
export const AddToCart = ({
  missing,
  blocked,
  line,
}: {
  /** The choice the page still needs, if any. */
  readonly missing: MissingChoice | null;
  /** What else keeps the tickets from the cart, already said beside the button. */
  readonly blocked: boolean;
  readonly line: CartProduct | null;
}) => {
  const { priceCart } = useUseCases();
  const { ticketing } = useLaterUseCases();
  const [, navigate] = useLocation();
  const [key] = useState(() => line?.key ?? crypto.randomUUID());
  const [adding, setAdding] = useState(false);
  const [hinted, setHinted] = useState(false);
  const words = useWords();
  const pricing = useObservableEagerState(priceCart.pricing$);
  const product = ticketing.cartProduct(key);
  const add = async () => {
    if (product === null) return;
    setAdding(true);
    const inCart = cartProducts(priceCart.current()).some((each) => each.key === key);
    const added = await (inCart ? priceCart.update(product) : priceCart.add(product));
    setAdding(false);
    if (added) navigate(pagePaths.cart);
  };
  const busyLabel = adding
    ? line === null
      ? words("product.addToCart.adding")
      : words("product.addToCart.updating")
    : undefined;
  // A hint answers the press it was for: once the choice is made it is gone.
  const shownHint = hinted && missing !== null ? words(missingWords[missing]) : null;
  return (
    <>
      <Button
        unavailable={product === null || blocked || pricing}
        busyLabel={busyLabel}
        onUnavailableClick={() => {
          setHinted(missing !== null);
        }}
        onClick={() => void add()}
      >
        {line === null ? words("product.addToCart.add") : words("product.addToCart.update")}
      </Button>
      <p aria-live="polite" className={styles.hint}>
        {shownHint}
      </p>
    </>
  );
};
