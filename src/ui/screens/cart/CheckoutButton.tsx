import * as E from "fp-ts/lib/Either.js";
import { useObservableEagerState } from "observable-hooks";
import { useLocation } from "wouter";
import type { CartProduct } from "../../../domain/cart.js";
import { useUseCases } from "../../app/UseCasesContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import styles from "./CheckoutButton.module.css";
import { Button } from "../../components/Button.js";

const UnavailableProducts = ({ products }: { readonly products: readonly CartProduct[] }) =>
  products.length === 0 ? null : (
    <p role="status">
      No longer available: {products.map((product) => product.name).join(", ")}. Remove them to
      check out the rest.
    </p>
  );

/** Reserves the cart (the hold starts), then goes to checkout; a refusal is explained here. */
export const CheckoutButton = ({ busy }: { readonly busy: boolean }) => {
  const { reserveOrder } = useUseCases();
  const reservation = useObservableEagerState(reserveOrder.reservation$);
  const [, navigate] = useLocation();
  const reserving = reservation.status === "reserving";

  const onCheckout = async () => {
    if (E.isRight(await reserveOrder.reserve())) navigate("/checkout");
  };

  return (
    <div className={styles.checkout}>
      {reservation.status === "failed" ? (
        <div className={styles.error}>
          <ErrorMessage error={reservation.error} />
          <UnavailableProducts products={reservation.unavailable} />
        </div>
      ) : null}
      <Button
        className={styles.button}
        unavailable={busy}
        busyLabel={reserving ? "Reserving…" : undefined}
        onClick={() => void onCheckout()}
      >
        Checkout
      </Button>
    </div>
  );
};
