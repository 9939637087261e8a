import {
  ApiCode,
  type CancelTicketsError,
  type ChangeVisitError,
  type OrderLookupError,
  type RefundError,
  type ResendError,
  type ViewTicketsError,
  type WaitingListError,
} from "./errors.js";

/*
 * The refusals of the calls a guest makes after buying (the order look-up, its refund, resend
 * and tickets; cancelling some tickets, changing the visit, the waiting list), by their Code.
 * Apart from errors.ts because only the later screens' use cases read them: the page's first
 * script, which carries errors.ts for every screen's error words, leaves them out.
 */

/** Code 17 means not found (or an e-mail that does not match); anything else is a failure. */
export const orderLookupErrorFromCode = (code: number | null): OrderLookupError =>
  code === ApiCode.OrderNotFound ? { tag: "ORDER_NOT_FOUND" } : { tag: "ORDER_LOOKUP_FAILED" };

export const refundErrorFromCode = (code: number | null): RefundError =>
  code === ApiCode.NotRefundable ? { tag: "NOT_REFUNDABLE" } : { tag: "REFUND_FAILED" };

export const resendErrorFromCode = (code: number | null): ResendError =>
  code === ApiCode.OrderNotFound
    ? { tag: "ORDER_NOT_FOUND" }
    : code === ApiCode.OrderCanceled
      ? { tag: "ORDER_CANCELED" }
      : { tag: "RESEND_FAILED" };

export const viewTicketsErrorFromCode = (code: number | null): ViewTicketsError =>
  code === ApiCode.OrderCanceled ? { tag: "ORDER_CANCELED" } : { tag: "UNEXPECTED_ERROR" };

export const cancelTicketsErrorFromCode = (
  code: number | null,
  message: string | null,
): CancelTicketsError =>
  code === ApiCode.GroupBelowMinimum
    ? { tag: "GROUP_BELOW_MINIMUM", message }
    : code === ApiCode.NotRefundable
      ? { tag: "NOT_REFUNDABLE" }
      : { tag: "CANCEL_FAILED" };

export const changeVisitErrorFromCode = (
  code: number | null,
  message: string | null,
): ChangeVisitError => {
  switch (code) {
    case ApiCode.VisitNotChangeable:
      return { tag: "VISIT_NOT_CHANGEABLE", message };
    case ApiCode.EntryTimeFull:
      return { tag: "ENTRY_TIME_FULL" };
    case ApiCode.GroupBelowMinimum:
      return { tag: "GROUP_BELOW_MINIMUM", message };
    case ApiCode.PaymentDeclined:
      return { tag: "PAYMENT_DECLINED" };
    case ApiCode.TooManyDeclines:
      return { tag: "TOO_MANY_DECLINES" };
    default:
      return { tag: "CHANGE_FAILED" };
  }
};

const waitingListTags: Readonly<Record<number, WaitingListError>> = {
  [ApiCode.PlacesFree]: { tag: "PLACES_FREE" },
  [ApiCode.AlreadyWaiting]: { tag: "ALREADY_WAITING" },
  [ApiCode.NoSuchEntry]: { tag: "NO_SUCH_ENTRY" },
  [ApiCode.OfferLapsed]: { tag: "OFFER_LAPSED" },
  [ApiCode.OfferTaken]: { tag: "OFFER_TAKEN" },
};

export const waitingListErrorFromCode = (
  code: number | null,
  message: string | null,
): WaitingListError =>
  (code === null ? undefined : waitingListTags[code]) ?? { tag: "WAITING_LIST_FAILED", message };
