import type { PurchaseState } from "../../../application/confirmPurchase/confirmPurchase.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";
import { useLocale, useWords } from "../../app/WordsContext.js";

type Failed = Extract<PurchaseState, { status: "failed" }>;

/** The products' names once each, listed as the guest's language lists them ("A, B", "A、B"). */
const namesOf = (products: Failed["removedProducts"], locale: string): string =>
  new Intl.ListFormat(locale, { type: "conjunction", style: "narrow" }).format(
    new Set(products.map((product) => product.name)),
  );

/** Why the order was not placed; for Code 21, which products were taken out of the cart. */
export const PurchaseFailure = ({ failure }: { readonly failure: Failed }) => {
  const words = useWords();
  const locale = useLocale();
  return (
    <>
      <ErrorMessage error={failure.error} />
      {failure.removedProducts.length > 0 ? (
        <p>
          {words("checkout.removedFromCart", {
            products: namesOf(failure.removedProducts, locale),
          })}
        </p>
      ) : null}
    </>
  );
};
