import { useObservableEagerState } from "observable-hooks";
import { useEffect } from "react";
import { Link } from "wouter";
import { cartProducts } from "../../../domain/cart.js";
import { useLaterUseCases, useUseCases } from "../../app/UseCasesContext.js";
import { CheckoutForm } from "./CheckoutForm.js";
import { Confirmation } from "./Confirmation.js";
import { emptyPurchaseForm } from "../../../domain/purchaseForm.js";
import { ErrorSummary } from "./ErrorSummary.js";
import { OrderSummary } from "./OrderSummary.js";
import { ReservationHold } from "../../components/ReservationHold.js";
import styles from "./Checkout.module.css";
import { PageTitle } from "../../components/PageTitle.js";
import { pagePaths } from "../../../domain/pagePaths.js";
import { useWords } from "../../app/WordsContext.js";

/**
 * What is bought beside the form that pays for it: the guest's cart, or a waiting-list offer
 * (whose screen takes it from here, so that the two share this screen's chunk rather than a
 * new one the page's first script would have to name).
 */
export const CheckoutLayout = (props: Parameters<typeof CheckoutForm>[0]) => (
  <div className={styles.layout}>
    <OrderSummary cart={props.cart} />
    <CheckoutForm {...props} />
  </div>
);

/**
 * /checkout: the purchase form, and on success the confirmation in its place, which stays
 * there for the session while the cart is empty.
 */
export const CheckoutScreen = () => {
  const { priceCart } = useUseCases();
  const { confirmPurchase } = useLaterUseCases();
  const purchase = useObservableEagerState(confirmPurchase.state$);
  const cart = useObservableEagerState(priceCart.cart$);
  const words = useWords();
  // A later visit starts a new purchase rather than showing the last one's outcome.
  useEffect(() => confirmPurchase.reset, [confirmPurchase]);

  if (purchase.status === "confirmed") {
    return <Confirmation receipt={purchase.receipt} />;
  }
  // Back from the tickets, or a reload: with nothing new in the cart, the session's last
  // purchase is still the thing to see here.
  const kept =
    purchase.status === "idle" && cartProducts(cart).length === 0
      ? confirmPurchase.lastReceipt()
      : null;
  if (kept !== null) return <Confirmation receipt={kept} />;
  return (
    <section className={styles.screen}>
      <PageTitle>{words("checkout.pageTitle")}</PageTitle>
      <h1>{words("checkout.pageTitle")}</h1>
      {cartProducts(cart).length === 0 ? (
        <>
          {/* Code 21 may have taken the last product out: the form is gone, the reason stays. */}
          <ErrorSummary purchase={purchase} form={emptyPurchaseForm} />
          <p>
            {words("checkout.cartEmpty")}{" "}
            <Link href={pagePaths.home}>{words("checkout.backToTickets")}</Link>
          </p>
        </>
      ) : (
        <CheckoutLayout
          cart={cart}
          purchase={purchase}
          confirmPurchase={confirmPurchase}
          hold={<ReservationHold whenEnded={words("checkout.hold.ended")} reserveAgain />}
        />
      )}
    </section>
  );
};
