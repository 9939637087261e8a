import * as E from "fp-ts/lib/Either.js";
import { useState } from "react";
import { useLocation } from "wouter";
import type { CartProduct } from "../../../domain/cart.js";
import type { StorefrontError } from "../../../domain/errors.js";
import { useStorefront } from "../../app/StorefrontContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { reservationErrorOf } from "./reservationError.js";
import styles from "./CheckoutButton.module.css";
import { Button } from "../../components/Button.js";

type Checkout =
  | { readonly status: "idle" }
  | { readonly status: "reserving" }
  | { readonly status: "failed"; readonly error: StorefrontError };

const UnavailableProducts = ({
  error,
  products,
}: {
  readonly error: StorefrontError;
  readonly products: readonly CartProduct[];
}) => {
  if (error.tag !== "PRODUCTS_UNAVAILABLE") return null;
  const names = products
    .filter((product) => error.productIds.includes(product.productId))
    .map((product) => product.name);
  return names.length === 0 ? null : (
    <p role="status">No longer available: {names.join(", ")}. Remove them to check out the rest.</p>
  );
};

/** Reserves the cart (the hold starts), then goes to checkout; a refusal is explained here. */
export const CheckoutButton = ({
  products,
  busy,
}: {
  readonly products: readonly CartProduct[];
  readonly busy: boolean;
}) => {
  const { reserveOrder } = useStorefront();
  const [, navigate] = useLocation();
  const [checkout, setCheckout] = useState<Checkout>({ status: "idle" });

  const onCheckout = async () => {
    setCheckout({ status: "reserving" });
    const reserved = await reserveOrder.reserve();
    if (E.isRight(reserved)) navigate("/checkout");
    else setCheckout({ status: "failed", error: reservationErrorOf(reserved.left) });
  };

  return (
    <div className={styles.checkout}>
      {checkout.status === "failed" ? (
        <div className={styles.error}>
          <ErrorMessage error={checkout.error} />
          <UnavailableProducts error={checkout.error} products={products} />
        </div>
      ) : null}
      <Button
        className={styles.button}
        unavailable={busy || checkout.status === "reserving"}
        aria-busy={checkout.status === "reserving"}
        onClick={() => void onCheckout()}
      >
        Checkout
      </Button>
    </div>
  );
};
