import { memo, useDeferredValue, useState } from "react";
import type { Place } from "../../../domain/addressRegions.js";
import { cardBrandOf, expiryPartsOf, expiryTextOf } from "../../../domain/cardDetails.js";
import type { ExpiryParts } from "../../../domain/cardDetails.js";
import type { FieldProblem, PurchaseField } from "../../../domain/purchaseForm.js";
import { fieldPresentation } from "./fields.js";
import { FormField, type ControlProps } from "./FormField.js";
import { useWords } from "../../app/WordsContext.js";

interface FieldProps<V> {
  readonly name: PurchaseField;
  readonly label: string;
  readonly value: V;
  readonly problem: FieldProblem | undefined;
  readonly onChange: (value: V) => void;
}

const inputOf = (control: ControlProps, value: string, onChange: (value: string) => void) => {
  const presentation = fieldPresentation[control.name];
  return (
    <input
      {...control}
      type={presentation.type ?? "text"}
      inputMode={presentation.inputMode}
      autoComplete={presentation.autoComplete}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
};

// The controls are memoized: each keystroke draws again only the field typed in.
export const TextField = memo(function TextField({
  name,
  label,
  value,
  problem,
  onChange,
  note,
}: FieldProps<string> & { readonly note?: string | undefined }) {
  return (
    <FormField name={name} label={label} problem={problem} note={note}>
      {(control) => inputOf(control, value, onChange)}
    </FormField>
  );
});

/** The card number, with its brand named as soon as the first digits say it. */
export const CardNumberField = (props: FieldProps<string>) => (
  <TextField {...props} note={cardBrandOf(props.value) ?? undefined} />
);

/** A choice from a list (country, state), with a first option asking for it. */
export const SelectField = memo(function SelectField({
  name,
  label,
  value,
  problem,
  onChange,
  places,
}: FieldProps<string> & { readonly places: readonly Place[] }) {
  const words = useWords();
  // The whole list comes in a draw of its own, after the screen is painted: the country and
  // state lists' 100-odd options were most of the 62 ms task that draws the checkout on a slow
  // phone (BENCHMARKS.md, footnote 5). Until then a select holds the chosen place alone, and
  // reads the same; the browser's autofill finds the whole list, drawn by the time it asks.
  const listed = useDeferredValue(
    places,
    places.filter((place) => place.code === value),
  );
  return (
    <FormField name={name} label={label} problem={problem}>
      {(control) => (
        <select
          {...control}
          autoComplete={fieldPresentation[name].autoComplete}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          <option value="">{words("checkout.field.choose")}</option>
          {listed.map((place) => (
            <option key={place.code} value={place.code}>
              {place.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
});

/**
 * One "MM/YY" field for the form's month and year. What the guest types is kept as typed
 * ("1" stays "1" rather than becoming "1/"); the form gets its month and year.
 */
export const ExpiryField = ({
  label,
  value,
  problem,
  onChange,
}: Omit<FieldProps<ExpiryParts>, "name">) => {
  const [text, setText] = useState(() => expiryTextOf(value));
  return (
    <FormField name="cardMonthExp" label={label} problem={problem}>
      {(control) =>
        inputOf(control, text, (typed) => {
          setText(typed);
          onChange(expiryPartsOf(typed));
        })
      }
    </FormField>
  );
};
