import { useSubscription } from "observable-hooks";
import { useMemo } from "react";
import { distinctUntilChanged } from "rxjs";
import type { BarcodeEntry, CityPassFlow } from "../../../domain/cityPass.js";
import type { SelectedDiscount } from "../../../domain/discountSelection.js";
import { useLaterUseCases } from "../../app/UseCasesContext.js";
import { useWords } from "../../app/WordsContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import styles from "./CityPassExchange.module.css";
import page from "./ProductPage.module.css";

const sameSelection = (a: readonly SelectedDiscount[], b: readonly SelectedDiscount[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The verified barcodes are the tickets. Typing changes the flow on every key, but only a
 * change in what was verified is handed to ticketing, so slots are not reloaded per key.
 */
const useSelectionFeed = () => {
  const { ticketing, verifyBarcode } = useLaterUseCases();
  const selection$ = useMemo(
    () => verifyBarcode.selection$.pipe(distinctUntilChanged(sameSelection)),
    [verifyBarcode],
  );
  useSubscription(selection$, (selection) => void ticketing.useSelection(selection));
};

const BarcodeField = ({
  entry,
  position,
}: {
  readonly entry: BarcodeEntry;
  readonly position: number;
}) => {
  const { verifyBarcode } = useLaterUseCases();
  const words = useWords();
  const number = { position: String(position) };
  const fieldId = `barcode-${entry.id}`;
  const errorId = `${fieldId}-error`;
  return (
    <li className={styles.entry}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void verifyBarcode.verify(entry.id);
        }}
      >
        <label htmlFor={fieldId}>{words("product.cityPass.barcode", number)}</label>
        <input
          id={fieldId}
          value={entry.value}
          autoComplete="off"
          aria-invalid={entry.error !== null}
          aria-describedby={entry.error === null ? undefined : errorId}
          onChange={(event) => {
            verifyBarcode.enter(entry.id, event.target.value);
          }}
        />
        {entry.verified ? (
          <span role="status" className={styles.verified}>
            {words("product.cityPass.verified")}
          </span>
        ) : (
          <button type="submit" aria-label={words("product.cityPass.verifyBarcode", number)}>
            {words("product.cityPass.verify")}
          </button>
        )}
        {entry.error === null ? null : (
          <div className={styles.error}>
            <ErrorMessage id={errorId} error={entry.error} />
          </div>
        )}
        <button
          type="button"
          className={styles.remove}
          onClick={() => {
            verifyBarcode.removeEntry(entry.id);
          }}
        >
          {words("product.cityPass.remove", number)}
        </button>
      </form>
    </li>
  );
};

/** Step 1 of a city-pass exchange: barcodes instead of ticket counters (spec §4, §5). */
export const CityPassExchange = ({ flow }: { readonly flow: CityPassFlow }) => {
  const { verifyBarcode } = useLaterUseCases();
  const words = useWords();
  useSelectionFeed();
  return (
    <section className={page.step} aria-labelledby="city-pass-heading">
      <h2 id="city-pass-heading">{words("product.cityPass.heading")}</h2>
      <ul className={styles.entries}>
        {flow.entries.map((entry, index) => (
          <BarcodeField key={entry.id} entry={entry} position={index + 1} />
        ))}
      </ul>
      <button type="button" onClick={verifyBarcode.addEntry}>
        {words("product.cityPass.add")}
      </button>
    </section>
  );
};
