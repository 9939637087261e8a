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
  const pricing = useObservableEagerState(priceCart.pricing$);
  const product = ticketing.cartProduct(key);
  const add = async () => {
    if (product === null) return;
    if (await priceCart.add(product)) navigate("/cart");
  };
  return (
    <Button unavailable={product === null || blocked || pricing} onClick={() => void add()}>
      Add to cart
    </Button>
  );
};
