/** One analytics line item: per discount, with the price sent as 0 (spec §7). */
export interface AnalyticsItem {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_category: string;
  readonly item_variant: string;
  readonly price: 0;
  readonly quantity: number;
}

export type AnalyticsEventName =
  | "view_item"
  | "purchase"
  | "add_to_cart"
  | "remove_from_cart"
  | "view_item_list"
  | "view_cart"
  | "begin_checkout"
  | "add_payment_info";

/** An e-commerce event, in USD (spec §7). */
export interface AnalyticsEvent {
  readonly name: AnalyticsEventName;
  readonly currency: "USD";
  readonly value: number;
  readonly items: readonly AnalyticsItem[];
  readonly payment_type?: "Credit Card";
  readonly transaction_id?: string;
  readonly tax?: number;
  readonly item_list_name?: string;
}

/** Where analytics events go. Sending must never block or break the guest's flow. */
export interface Analytics {
  track(event: AnalyticsEvent): void;
}
