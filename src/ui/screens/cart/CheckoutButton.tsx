import * as E from "fp-ts/lib/Either.js";
import { useObservableEagerState } from "observable-hooks";
import { Link, useLocation } from "wouter";
import { isChangeable } from "../../../domain/cartLines.js";
import { productPath } from "../../../domain/productPage.js";
import type { UnavailableLine } from "../../../domain/unavailableLine.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { ErrorMessage, UnavailableLineText } from "../../components/ErrorMessage.js";
import styles from "./CheckoutButton.module.css";
import hidden from "../../theme/visuallyHidden.module.css";
import { Button } from "../../components/Button.js";
import { pagePaths } from "../../../domain/pagePaths.js";
import { useWords } from "../../app/WordsContext.js";

/** What the guest chooses again for a line the API would not hold: its date or its time. */
const choiceToMake = (unavailable: UnavailableLine) =>
  unavailable.line.inventory === null ? "date" : "time";

/** Each line the API would not hold, why, and the way to fix it: that line's Change. */
const UnavailableLines = ({ lines }: { readonly lines: readonly UnavailableLine[] }) => {
  const words = useWords();
  return lines.length === 0 ? null : (
    <ul className={styles.unavailable}>
      {lines.map((unavailable) => (
        <li key={unavailable.line.key}>
          <p>
            <UnavailableLineText unavailable={unavailable} />
          </p>
          {isChangeable(unavailable.line) ? (
            <Link
              href={productPath({
                productId: unavailable.line.productId,
                type: unavailable.line.categoryName,
                change: unavailable.line.key,
              })}
            >
              {words("cart.unavailable.chooseAnother", { choice: choiceToMake(unavailable) })}
              <span className={hidden.visuallyHidden}>
                {words("cart.unavailable.forProduct", { product: unavailable.line.name })}
              </span>
            </Link>
          ) : (
            <p>{words("cart.unavailable.removeIt")}</p>
          )}
        </li>
      ))}
    </ul>
  );
};

/** Reserves the cart (the hold starts), then goes to checkout; a refusal is explained here. */
export const CheckoutButton = ({ busy }: { readonly busy: boolean }) => {
  const { reserveOrder } = useLaterUseCases();
  const reservation = useObservableEagerState(reserveOrder.reservation$);
  const [, navigate] = useLocation();
  const reserving = reservation.status === "reserving";
  const words = useWords();

  const onCheckout = async () => {
    if (E.isRight(await reserveOrder.reserve())) navigate(pagePaths.checkout);
  };

  return (
    <div className={styles.checkout}>
      {reservation.status === "failed" ? (
        <div className={styles.error}>
          <ErrorMessage error={reservation.error} />
          <UnavailableLines lines={reservation.unavailable} />
        </div>
      ) : null}
      <Button
        className={styles.button}
        unavailable={busy}
        busyLabel={reserving ? words("cart.reserving") : undefined}
        onClick={() => void onCheckout()}
      >
        {words("cart.checkout")}
      </Button>
    </div>
  );
};
