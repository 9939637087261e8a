import type { ConfirmationNumberProblem } from "../../domain/confirmationNumber.js";
import {
  confirmationNumberProblemText,
  contactLine,
  fieldProblemText,
  messageOf,
  purchaseProblemHeading,
  unavailableLineText,
} from "../../domain/errorMessages.js";
import type { PurchaseError, StorefrontError } from "../../domain/errors.js";
import type { FieldProblem } from "../../domain/purchaseForm.js";
import type { UnavailableLine } from "../../domain/unavailableLine.js";
import { useSetup } from "../app/SetupContext.js";
import { useFormats } from "../app/useFormats.js";
import { useWords } from "../app/WordsContext.js";

/*
 * The one place the UI shows the error catalogue (domain/errorMessages.ts, spec §8): each
 * error, problem or line the guest reads, in their language, with the brand's guest-services
 * contact line where the spec asks for it.
 */

const useMessage = (error: StorefrontError) => messageOf(error, useSetup().brand, useWords());

/** An error as an alert: its words, and the contact line when the spec adds one. */
export const ErrorMessage = ({
  error,
  id,
}: {
  readonly error: StorefrontError;
  readonly id?: string;
}) => {
  const message = useMessage(error);
  return (
    <div role="alert" id={id}>
      <p>{message.text}</p>
      {message.contact === null ? null : <p>{message.contact}</p>}
    </div>
  );
};

/** An error's words alone, inside a notice that announces itself. */
export const ErrorText = ({ error }: { readonly error: StorefrontError }) => useMessage(error).text;

/** The brand's guest-services phone number and mailbox, as a sentence. */
export const ContactLine = () => contactLine(useSetup().brand, useWords());

/** A form field's problem in words, beside the field it is about (not an alert of its own). */
export const FieldErrorMessage = ({
  problem,
  id,
  className,
}: {
  readonly problem: FieldProblem;
  readonly id: string;
  readonly className: string | undefined;
}) => (
  <p id={id} className={className}>
    <FieldProblemText problem={problem} />
  </p>
);

/** A form field's problem in words, where the form lists its problems. */
export const FieldProblemText = ({ problem }: { readonly problem: FieldProblem }) =>
  fieldProblemText(problem, useWords());

/** What is wrong with a typed confirmation number. */
export const ConfirmationNumberProblemText = ({
  problem,
}: {
  readonly problem: ConfirmationNumberProblem;
}) => confirmationNumberProblemText(problem, useWords());

/** The heading over why Place order brought no confirmation (null: the form's own problems). */
export const PurchaseProblemHeading = ({ error }: { readonly error: PurchaseError | null }) =>
  purchaseProblemHeading(error, useWords());

/** A cart line the API would not hold: which, when, and why. */
export const UnavailableLineText = ({ unavailable }: { readonly unavailable: UnavailableLine }) =>
  unavailableLineText(unavailable, useWords(), useFormats());
