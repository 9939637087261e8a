import { useObservableEagerState } from "observable-hooks";
import { useState } from "react";
import { useLocation } from "wouter";
import { cartProducts, type CartProduct } from "../../../domain/cart.js";
import { useUseCases } from "../../app/UseCasesContext.js";
import { Button } from "../../components/Button.js";

/**
 * Enabled once the tickets are complete (date, tickets, and a slot when timed); the cart is
 * repriced with them and, once priced, the guest goes to it. A failed pricing opens the
 * generic modal and keeps the guest here with their choices. Opened by a line's Change, it
 * replaces that line where it stands ("Update cart"), or adds it again if it has left the cart.
 */
export const AddToCart = ({
  blocked,
  line,
}: {
  readonly blocked: boolean;
  readonly line: CartProduct | null;
}) => {
  const { ticketing, priceCart } = useUseCases();
  const [, navigate] = useLocation();
  const [key] = useState(() => line?.key ?? crypto.randomUUID());
  const [adding, setAdding] = useState(false);
  const pricing = useObservableEagerState(priceCart.pricing$);
  const product = ticketing.cartProduct(key);
  const add = async () => {
    if (product === null) return;
    setAdding(true);
    const inCart = cartProducts(priceCart.current()).some((each) => each.key === key);
    const added = await (inCart ? priceCart.update(product) : priceCart.add(product));
    setAdding(false);
    if (added) navigate("/cart");
  };
  return (
    <Button
      unavailable={product === null || blocked || pricing}
      busyLabel={adding ? (line === null ? "Adding…" : "Updating…") : undefined}
      onClick={() => void add()}
    >
      {line === null ? "Add to cart" : "Update cart"}
    </Button>
  );
};
