import type { CartProduct } from "../../domain/cart.js";
import { useFormats } from "../app/useFormats.js";
import { useWords } from "../app/WordsContext.js";

/** When a product of the cart is visited: its date and entry time, each only when it has one. */
export const VisitWhen = ({
  product,
  className,
}: {
  readonly product: CartProduct;
  readonly className?: string | undefined;
}) => {
  const words = useWords();
  const formats = useFormats();
  return (
    <dl className={className}>
      {product.visitDate === null ? null : (
        <div>
          <dt>{words("cart.visit.date")}</dt>
          <dd>{formats.fullDate(product.visitDate)}</dd>
        </div>
      )}
      {product.inventory === null ? null : (
        <div>
          <dt>{words("cart.visit.entryTime")}</dt>
          <dd>{formats.slotTimes(product.inventory)}</dd>
        </div>
      )}
    </dl>
  );
};
