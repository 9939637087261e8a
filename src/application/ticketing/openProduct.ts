import type { CartProduct } from "../../domain/cart.js";
import { isCityPassExchange, type Product } from "../../domain/product.js";
import type { GroupSaleMode } from "../groupSaleMode/groupSaleMode.js";
import type { VerifyBarcode } from "../verifyBarcode/verifyBarcode.js";
import type { Ticketing } from "./ticketing.js";

/** The use cases opening a product page drives, named as UseCases and LaterUseCases name them. */
interface ProductPageUseCases {
  readonly groupSaleMode: Pick<GroupSaleMode, "setForProductPage" | "current">;
  readonly verifyBarcode: Pick<VerifyBarcode, "start">;
  readonly ticketing: Pick<Ticketing, "open">;
}

/**
 * Opens a product page, for the web UI and the CLI alike: group-sale mode set as the page's
 * category `type` calls for (spec §4), a fresh barcode flow for a city-pass exchange (its name
 * picks the barcode provider), then the ticketing flow in the sale that leaves, on a cart `line`
 * of the product when the page changes one. All three change before the first answer is awaited:
 * a caller that wraps the call (the web UI's transition) has them changed within it.
 */
export const openProduct = (
  useCases: ProductPageUseCases,
  product: Product,
  type: string | null,
  line: CartProduct | null = null,
): Promise<void> => {
  useCases.groupSaleMode.setForProductPage(type);
  if (isCityPassExchange(product)) useCases.verifyBarcode.start(product.name);
  return useCases.ticketing.open(product, useCases.groupSaleMode.current(), line);
};
