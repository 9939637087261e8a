import * as TE from "fp-ts/lib/TaskEither.js";
import type { TestContainerOptions } from "../support/testContainer.js";
import type { Locale } from "../../src/domain/locale.js";
import type { Product } from "../../src/domain/product.js";
import type { TicketingApi } from "../../src/ports/ticketingApi.js";
import { saleDatesOf, aDiscount, aPricedCart, aProductList } from "../builders.js";
import { renderStorefront } from "./renderStorefront.js";

/**
 * The product page of one listed product, with ticketing answers a test can override: two
 * dates on sale (8 and 10 January 2030; web sales answers them for a voucher or a promo-code
 * product), one Adult ticket type, and pricing that succeeds; in English unless `locale` says.
 */
export const renderProductPage = (
  product: Product,
  ticketing: Partial<TicketingApi> = {},
  options: Omit<TestContainerOptions, "ticketing"> & { readonly locale?: Locale } = {},
) =>
  renderStorefront(`/product?productId=${String(product.productId)}&type=${product.categoryName}`, {
    ...options,
    webSales: {
      productList: () =>
        TE.right(
          product.categoryName === "productsGroups"
            ? aProductList({ productsGroups: [product] })
            : aProductList({ products: [product] }),
        ),
      saleDates: () => TE.right(saleDatesOf(["2030-01-08", "2030-01-10"])),
      ...options.webSales,
    },
    ticketing: {
      dates: () => TE.right(saleDatesOf(["2030-01-08", "2030-01-10"])),
      discounts: () => TE.right([aDiscount()]),
      inventory: () => TE.right([]),
      price: () => TE.right(aPricedCart()),
      ...ticketing,
    },
  });
