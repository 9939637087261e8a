import type { PurchaseState } from "../../../application/confirmPurchase/confirmPurchase.js";
import { ErrorMessage } from "../../components/ErrorMessage.js";

type Failed = Extract<PurchaseState, { status: "failed" }>;

/** Why the order was not placed; for Code 21, which products were taken out of the cart. */
export const PurchaseFailure = ({ failure }: { readonly failure: Failed }) => (
  <>
    <ErrorMessage error={failure.error} />
    {failure.removedProducts.length > 0 ? (
      <p>
        Removed from your cart:{" "}
        {[...new Set(failure.removedProducts.map((product) => product.name))].join(", ")}.
      </p>
    ) : null}
  </>
);
