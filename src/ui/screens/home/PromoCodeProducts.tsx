import { useObservableEagerState } from "observable-hooks";
import { useState, type SyntheticEvent } from "react";
import { useUseCases } from "../../app/UseCasesContext.js";
import { useWords } from "../../app/WordsContext.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { Spinner } from "../../components/Spinner.js";
import { ProductCards } from "./ProductCards.js";
import styles from "./PromoCodeProducts.module.css";
import { Button } from "../../components/Button.js";
import { throttledFor } from "../../../ports/apiFailure.js";

const ERROR_ID = "promo-code-error";

/** The PROMO CODE tab: a code, and the products it unlocks or why it unlocked none. */
export const PromoCodeProducts = ({ initialCode }: { readonly initialCode: string }) => {
  const { catalog } = useUseCases();
  const result = useObservableEagerState(catalog.promoCode$);
  const [code, setCode] = useState(initialCode);
  const isInvalid = result.status === "ready" && result.value.kind === "invalid";
  const words = useWords();

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void catalog.submitPromoCode(code);
  };

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor="promo-code">{words("home.promoCode.label")}</label>
        <div className={styles.row}>
          <input
            id="promo-code"
            name="promoCode"
            autoComplete="off"
            value={code}
            aria-invalid={isInvalid}
            aria-describedby={isInvalid ? ERROR_ID : undefined}
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
          <Button type="submit" unavailable={result.status === "loading"}>
            {words("home.promoCode.apply")}
          </Button>
        </div>
        {isInvalid ? <ErrorMessage id={ERROR_ID} error={{ tag: "INVALID_PROMO_CODE" }} /> : null}
        {result.status === "failed" ? (
          <ErrorMessage error={throttledFor(result.error) ?? { tag: "GENERIC" }} />
        ) : null}
      </form>
      {result.status === "loading" ? <Spinner /> : null}
      {result.status === "ready" && result.value.kind === "valid" ? (
        <ProductCards products={result.value.products} type="promoCodeProducts" />
      ) : null}
    </>
  );
};
