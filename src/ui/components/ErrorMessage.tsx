import { fieldProblemText, messageOf } from "../../domain/errorMessages.js";
import type { StorefrontError } from "../../domain/errors.js";
import type { FieldProblem } from "../../domain/purchaseForm.js";
import { useSetup } from "../app/SetupContext.js";

/**
 * The one place an error's tag becomes what a guest reads (the domain's catalogue, spec §8),
 * with the brand's guest-services contact line where the spec asks for it.
 */
export const ErrorMessage = ({
  error,
  id,
}: {
  readonly error: StorefrontError;
  readonly id?: string;
}) => {
  const { brand } = useSetup();
  const message = messageOf(error, brand);
  return (
    <div role="alert" id={id}>
      <p>{message.text}</p>
      {message.contact === null ? null : <p>{message.contact}</p>}
    </div>
  );
};

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
    {fieldProblemText(problem)}
  </p>
);
