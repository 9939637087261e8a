import { useState, type SubmitEvent } from "react";
import { useSearchParams } from "wouter";
import type { CancellationState } from "../../../application/cancellation/cancellation.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import styles from "./SelfService.module.css";
import { Button } from "../../components/Button.js";
import fields from "../../theme/fields.module.css";
import { useWords } from "../../app/WordsContext.js";

type LookupState = Extract<CancellationState, { status: "none" | "searching" | "not-found" }>;

const ORDER_NUMBER = /^\d+$/;

/** The lookup: the order number from the confirmation and the e-mail the order was bought with. */
export const FindOrderForm = ({ state }: { readonly state: LookupState }) => {
  const { cancellation } = useLaterUseCases();
  // The tickets page links here with its order's number (PlansChanged): only the e-mail is left.
  const [searchParams] = useSearchParams();
  const linkedOrder = searchParams.get("orderId") ?? "";
  const [orderNumber, setOrderNumber] = useState(ORDER_NUMBER.test(linkedOrder) ? linkedOrder : "");
  const [email, setEmail] = useState("");
  const [orderNumberTouched, setOrderNumberTouched] = useState(false);
  const searching = state.status === "searching";
  const words = useWords();
  const orderNumberInvalid = orderNumberTouched && !ORDER_NUMBER.test(orderNumber.trim());

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setOrderNumberTouched(true);
    if (!ORDER_NUMBER.test(orderNumber.trim()) || email.trim() === "") return;
    void cancellation.lookUp(Number(orderNumber.trim()), email);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{words("selfService.find.intro")}</p>
      <div className={fields.field}>
        <label htmlFor="order-number">{words("selfService.find.orderNumber")}</label>
        <input
          id="order-number"
          name="orderNumber"
          inputMode="numeric"
          autoComplete="off"
          required
          value={orderNumber}
          aria-invalid={orderNumberInvalid}
          aria-describedby={orderNumberInvalid ? "order-number-error" : undefined}
          onChange={(event) => {
            setOrderNumber(event.target.value);
          }}
        />
        {orderNumberInvalid ? (
          <p id="order-number-error" className={fields.fieldError}>
            {words("selfService.find.orderNumberDigits")}
          </p>
        ) : null}
      </div>
      <div className={fields.field}>
        <label htmlFor="order-email">{words("selfService.find.email")}</label>
        <input
          id="order-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
      </div>
      {state.status === "not-found" ? (
        <div className={styles.error}>
          <ErrorMessage error={state.error} />
        </div>
      ) : null}
      <Button type="submit" unavailable={searching} aria-busy={searching}>
        {words("selfService.find.submit")}
      </Button>
    </form>
  );
};
