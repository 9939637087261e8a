import { useCallback, useEffect, useState, type ReactNode, type SubmitEvent } from "react";
import type {
  ConfirmPurchase,
  PurchaseState,
} from "../../../application/confirmPurchase/confirmPurchase.js";
import type { Cart } from "../../../domain/cart.js";
import {
  addressFields,
  cardFields,
  contactFields,
  emptyPurchaseForm,
  isCardRequiredFor,
  type PurchaseForm,
} from "../../../domain/purchaseForm.js";
import { CheckoutMessage } from "./CheckoutMessage.js";
import { ErrorSummary } from "./ErrorSummary.js";
import { FieldGroup } from "./FieldGroup.js";
import styles from "./Checkout.module.css";
import { Button } from "../../components/Button.js";
import { useFormats } from "../../app/useFormats.js";
import { useWords } from "../../app/WordsContext.js";

/** Both venues are in the United States: most guests' addresses are too. */
const startingForm: PurchaseForm = { ...emptyPurchaseForm, country: "US" };

/**
 * The purchase form. What the guest typed lives here, so a declined card or a Code 21 leaves
 * it in place to correct and send again, and is kept by `confirmPurchase` (but the card) for a
 * guest who goes back to the cart and returns. `confirmPurchase` pays the cart's hold, which
 * `hold` shows: the guest's own cart's, or a waiting-list offer's.
 */
export const CheckoutForm = ({
  cart,
  purchase,
  confirmPurchase,
  hold,
}: {
  readonly cart: Cart;
  readonly purchase: PurchaseState;
  readonly confirmPurchase: Pick<ConfirmPurchase, "submit" | "draft" | "keepDraft">;
  readonly hold: ReactNode;
}) => {
  const [form, setForm] = useState<PurchaseForm>(() => confirmPurchase.draft() ?? startingForm);
  useEffect(() => {
    confirmPurchase.keepDraft(form);
  }, [confirmPurchase, form]);
  const cardRequired = isCardRequiredFor(cart);
  const errors = purchase.status === "invalid" ? purchase.fieldErrors : {};
  const submitting = purchase.status === "submitting";
  const words = useWords();
  const formats = useFormats();

  const change = useCallback((patch: Partial<PurchaseForm>) => {
    setForm((current) => ({ ...current, ...patch }));
  }, []);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void confirmPurchase.submit(form);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <ErrorSummary purchase={purchase} form={form} />
      {hold}
      <FieldGroup
        legend={words("checkout.contact")}
        fields={contactFields}
        form={form}
        errors={errors}
        onChange={change}
      />
      <FieldGroup
        legend={words("checkout.address")}
        fields={addressFields}
        form={form}
        errors={errors}
        onChange={change}
      />
      {cardRequired ? (
        <FieldGroup
          legend={words("checkout.card")}
          fields={cardFields}
          form={form}
          errors={errors}
          onChange={change}
        />
      ) : (
        <p>{words("checkout.noCardNeeded")}</p>
      )}
      <label className={styles.optIn}>
        <input
          type="checkbox"
          name="sendNotificationYN"
          checked={form.sendNotificationYN}
          onChange={(event) => {
            change({ sendNotificationYN: event.target.checked });
          }}
        />
        <span>{words("checkout.newsOptIn")}</span>
      </label>
      <CheckoutMessage />
      {cart.kind === "priced" ? (
        <p className={styles.total}>
          {words("checkout.total", { total: formats.price(cart.priced.total) })}
        </p>
      ) : null}
      <Button
        type="submit"
        className={styles.placeOrder}
        unavailable={false}
        busyLabel={submitting ? words("checkout.placingOrder") : undefined}
      >
        {words("checkout.placeOrder")}
      </Button>
    </form>
  );
};
