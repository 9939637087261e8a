import type { PurchaseState } from "../../../application/confirmPurchase/confirmPurchase.js";
import { purchaseFields, type PurchaseForm } from "../../../domain/purchaseForm.js";
import { fieldId, fieldLabels } from "./fields.js";
import { PurchaseFailure } from "./PurchaseFailure.js";
import { useResultInView } from "../../components/useResultInView.js";
import { FieldProblemText, PurchaseProblemHeading } from "../../components/ErrorMessage.js";
import styles from "./Checkout.module.css";
import { useWords } from "../../app/WordsContext.js";

type Refused = Extract<PurchaseState, { status: "invalid" | "failed" }>;

const isRefused = (purchase: PurchaseState): purchase is Refused =>
  purchase.status === "invalid" || purchase.status === "failed";

/** Each field's problem, linked to the field, in the order the form asks for them. */
const FieldProblems = ({ purchase, form }: { purchase: Refused; form: PurchaseForm }) => {
  const labelOf = fieldLabels(useWords());
  if (purchase.status !== "invalid") return null;
  const wrong = purchaseFields.filter((field) => purchase.fieldErrors[field] !== undefined);
  // The expiry's month and year share one field: it is listed once.
  const ids = [...new Map(wrong.map((field) => [fieldId(field), field])).entries()];
  return (
    <ul>
      {ids.map(([id, field]) => {
        const problem = purchase.fieldErrors[field];
        return problem === undefined ? null : (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(id)?.focus();
              }}
            >
              {labelOf(field, form)}: <FieldProblemText problem={problem} />
            </a>
          </li>
        );
      })}
    </ul>
  );
};

/**
 * Why "Place order" brought no confirmation, at the top of the form: it takes focus and is
 * scrolled to, so a guest on a phone who pressed the button at the bottom reads it at once.
 */
export const ErrorSummary = ({
  purchase,
  form,
}: {
  readonly purchase: PurchaseState;
  readonly form: PurchaseForm;
}) => {
  // Once per refused submit (each one is a new state), not on every keystroke.
  const summary = useResultInView<HTMLDivElement>(purchase);
  if (!isRefused(purchase)) return null;
  return (
    <div
      ref={summary}
      className={styles.summary}
      tabIndex={-1}
      aria-labelledby="checkout-problem"
      role="group"
    >
      <h2 id="checkout-problem">
        <PurchaseProblemHeading error={purchase.status === "failed" ? purchase.error : null} />
      </h2>
      {purchase.status === "failed" ? <PurchaseFailure failure={purchase} /> : null}
      <FieldProblems purchase={purchase} form={form} />
    </div>
  );
};
