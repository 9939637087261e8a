import { map, type Observable } from "rxjs";
import { addressesGroupSale } from "../../domain/productPage.js";
import type { SaleKind } from "../../domain/tenant.js";
import { createState } from "../shared/state.js";

/**
 * Group-sale mode (spec §4): on while the guest is in group sales or on a group-sale product.
 * The HTTP adapter reads `current` so that, while it is on, every web API request carries
 * FE_isGroupSale=true and the group-sale appKey; leaving the mode removes both.
 */
export interface GroupSaleMode {
  readonly saleKind$: Observable<SaleKind>;
  readonly isOn$: Observable<boolean>;
  readonly current: () => SaleKind;
  readonly enter: () => void;
  readonly leave: () => void;
  /**
   * The mode a product page of category `type` calls for: entered for the groups category, left
   * for any other. Set when the page opens, and ahead of it (a card's link, a page's address
   * read at startup) so that the page's first calls already go in its sale.
   */
  readonly setForProductPage: (type: string | null) => void;
}

export const createGroupSaleMode = (): GroupSaleMode => {
  const state = createState<SaleKind>("general");
  return {
    saleKind$: state.state$,
    isOn$: state.state$.pipe(map((kind) => kind === "group")),
    current: state.get,
    enter: () => {
      state.set("group");
    },
    leave: () => {
      state.set("general");
    },
    setForProductPage: (type) => {
      state.set(addressesGroupSale(type) ? "group" : "general");
    },
  };
};
