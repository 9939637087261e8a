import { useObservableEagerState } from "observable-hooks";
import { useState } from "react";
import { useLocation } from "wouter";
import { useUseCases } from "../../app/UseCasesContext.js";
import { Button } from "../../components/Button.js";

/**
 * Enabled once the tickets are complete (date, tickets, and a slot when timed); the cart is
 * repriced with them and, once priced, the guest goes to it. A failed pricing opens the
 * generic modal and keeps the guest here with their choices.
 */
export const AddToCart = ({ blocked }: { readonly blocked: boolean }) => {
  const { ticketing, priceCart } = useUseCases();
  const [, navigate] = useLocation();
  const [key] = useState(() => crypto.randomUUID());
  const [adding, setAdding] = useState(false);
  const pricing = useObservableEagerState(priceCart.pricing$);
  const product = ticketing.cartProduct(key);
  const add = async () => {
    if (product === null) return;
    setAdding(true);
    const added = await priceCart.add(product);
    setAdding(false);
    if (added) navigate("/cart");
  };
  return (
    <Button
      unavailable={product === null || blocked || pricing}
      busyLabel={adding ? "Adding…" : undefined}
      onClick={() => void add()}
    >
      Add to cart
    </Button>
  );
};
