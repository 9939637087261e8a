import type { CartProduct } from "../../domain/cart.js";
import { formatFullDate, formatSlotTimes } from "../../domain/formats.js";

/** When a product of the cart is visited: its date and entry time, each only when it has one. */
export const VisitWhen = ({
  product,
  className,
}: {
  readonly product: CartProduct;
  readonly className?: string | undefined;
}) => (
  <dl className={className}>
    {product.visitDate === null ? null : (
      <div>
        <dt>Visit date</dt>
        <dd>{formatFullDate(product.visitDate)}</dd>
      </div>
    )}
    {product.inventory === null ? null : (
      <div>
        <dt>Entry time</dt>
        <dd>{formatSlotTimes(product.inventory)}</dd>
      </div>
    )}
  </dl>
);
