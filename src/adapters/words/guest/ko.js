import { plural, select, strictNumber } from "@messageformat/runtime";
import { ko } from "@messageformat/runtime/lib/cardinals";

const number_ko__group_off_8up0zg = (function () {
  var opt = { useGrouping: false };
  var nf = new Intl.NumberFormat("ko", opt);
  return function (value) {
    return nf.format(value);
  };
})();
export default {
  "errors.orderNotFound": () => "주문을 찾을 수 없어요. 입력한 정보를 확인하고 다시 시도해 주세요.",
  "errors.requestCannotBeProcessed": () => "지금은 요청을 처리할 수 없어요.",
  "errors.contactLine": (d) => d.phone + " 또는 " + d.email + "로 고객 서비스에 문의해 주세요.",
  "errors.notRefundable": () => "이 주문은 온라인으로 취소할 수 없어요.",
  "errors.orderCanceled": () => "취소된 주문이라 티켓이 더 이상 유효하지 않아요.",
  "errors.noTicket": () => "이 확인 번호로 찾은 티켓이 없어요.",
  "errors.confirmationNotValid": () => "이 링크에는 유효한 주문 확인 번호가 없어요.",
  "errors.viewTicketsUnexpected": () =>
    "지금은 티켓을 표시할 수 없어요. 잠시 후 다시 시도해 주세요.",
  "errors.confirmationNumberMissing": () => "주문 확인서에 있는 확인 번호를 입력해 주세요.",
  "errors.confirmationNumberMalformed": () =>
    "확인 번호는 4~64자의 영문자와 숫자로 되어 있어요(예: ABCD234567).",
  "errors.productsUnavailable": () => "일부 상품을 이용할 수 없어요.",
  "errors.unavailableLine": (d) =>
    select(d.when, {
      dateAndTime: d.name + " (" + d.date + " " + d.time + ")",
      date: d.name + " (" + d.date + ")",
      time: d.name + " (" + d.time + ")",
      other: d.name,
    }),
  "errors.unavailableFewPlaces": (d) =>
    d.line +
    ": 남은 자리가 " +
    plural(d.remaining, 0, ko, { other: strictNumber("ko", d.remaining, 0, "remaining") + "개" }) +
    "뿐이라 티켓 " +
    plural(d.tickets, 0, ko, { other: strictNumber("ko", d.tickets, 0, "tickets") + "장" }) +
    "을 예약할 수 없어요.",
  "errors.unavailableTimeGone": (d) => d.line + ": 이 입장 시간은 더 이상 이용할 수 없어요.",
  "errors.unavailableOffSale": (d) => d.line + ": 더 이상 이용할 수 없어요.",
  "errors.paymentDeclined": () =>
    "카드가 거절되었어요. 카드 정보를 확인하거나 다른 카드를 사용해 주세요.",
  "errors.tooManyDeclines": () =>
    "이 주문에서 거절된 카드가 너무 많아 지금은 다른 카드를 사용할 수 없어요. 은행에 확인한 뒤 나중에 다시 시도해 주세요.",
  "errors.purchaseNotCompleted": () =>
    "구매를 완료하지 못했어요. 티켓은 장바구니에 그대로 있어요. 입력한 정보를 확인하고 다시 시도해 주세요.",
  "errors.unexpectedJavascriptError": () => "예기치 않은 JavaScript 오류가 발생했어요",
  "errors.holdUnanswered": () =>
    "매표소에 연결하지 못해 주문이 접수되지 않았고 카드도 결제되지 않았어요. 연결 상태를 확인하고 다시 시도해 주세요.",
  "errors.purchaseUnanswered": () =>
    "매표소의 응답을 받기 전에 연결이 끊겼어요. 다시 시도하려면 '주문하기'를 눌러 주세요. 주문이 완료되었는지 먼저 확인하므로 카드가 두 번 결제되지 않아요.",
  "errors.orderNotPlaced": () => "주문이 접수되지 않았어요",
  "errors.orderMaybePlaced": () => "주문이 접수되었는지 확인하지 못했어요",
  "errors.fieldRequired": () => "필수 항목이에요.",
  "errors.fieldInvalidEmail": () => "name@example.com 형식으로 이메일 주소를 입력해 주세요.",
  "errors.fieldCardNumberInvalid": () => "유효하지 않은 카드 번호예요.",
  "errors.fieldExpiryMonthInvalid": () => "만료 월을 1~12 사이의 숫자로 입력해 주세요.",
  "errors.fieldExpiryYearInvalid": () => "만료 연도를 2자리 또는 4자리로 입력해 주세요.",
  "errors.fieldCardExpired": () => "만료된 카드예요.",
  "errors.fieldCvvInvalid": () => "CVV는 카드에 적힌 3자리 또는 4자리 숫자예요.",
  "errors.holdNotExtended": () => "티켓 예약 시간을 연장하지 못했어요.",
  "errors.holdExtensionsExhausted": () => "티켓 예약 시간은 더 이상 연장할 수 없어요.",
  "errors.tooManyHolds": () =>
    "현재 연결에서 예약 중인 티켓이 너무 많아요. 몇 분 후에 다시 시도해 주세요.",
  "errors.groupMinimumNotMet": (d) =>
    "단체 주문은 티켓이 최소 " +
    plural(d.minimum, 0, ko, { other: strictNumber("ko", d.minimum, 0, "minimum") + "장" }) +
    " 필요해요.",
  "errors.groupAdvancePurchase": (d) =>
    "단체 방문은 최소 " +
    plural(d.days, 0, ko, { other: strictNumber("ko", d.days, 0, "days") + "일" }) +
    " 전에 예약해야 해요.",
  "errors.notATicketsCount": () => "티켓 수를 정수로 입력해 주세요.",
  "errors.groupOrderInCart": () =>
    "장바구니에 단체 주문이 있어요. 단체 주문은 따로 예약해야 해요. 이 티켓을 추가하려면 먼저 결제하거나 단체 주문을 삭제해 주세요.",
  "errors.groupOrderOnItsOwn": () =>
    "단체 방문은 별도의 주문으로 예약해요. 먼저 결제하거나 장바구니의 티켓을 삭제해 주세요.",
  "errors.duplicateBarcode": () => "이미 입력한 티켓이에요",
  "errors.invalidBarcode": () => "유효하지 않은 바코드예요",
  "errors.invalidPromoCode": () => "유효하지 않은 프로모션 코드예요.",
  "errors.hyperlinkExpired": () => "이 초대 링크는 만료되었어요.",
  "errors.throttled": (d) =>
    "시도 횟수가 너무 많아요. " +
    plural(d.seconds, 0, ko, { other: number_ko__group_off_8up0zg(d.seconds, "ko") + "초" }) +
    " 후에 다시 시도해 주세요.",
  "errors.generic": () => "요청을 처리하는 중에 문제가 발생했어요. 잠시 후 다시 시도해 주세요.",
  "errors.close": () => "닫기",
  "errors.renderFailure": () => "예기치 않은 문제가 발생했어요!",
  "errors.tryAgain": () => "다시 시도",
  "errors.chunkLoadFailed": () =>
    "이 페이지를 불러오지 못했어요. 연결 상태를 확인하고 새로고침해 주세요.",
  "errors.reload": () => "새로고침",
  "home.pageTitle": () => "티켓",
  "home.heading": (d) => d.venue + " 티켓",
  "home.categories": () => "상품 카테고리",
  "home.card.offers": () => "혜택",
  "home.card.fromPrice": (d) => d.price + "부터",
  "home.card.getTickets": () => "티켓 구매",
  "home.card.getTicketsFor": (d) => " (" + d.product + ")",
  "shell.skipToContent": () => "본문으로 건너뛰기",
  "shell.siteNavigation": () => "사이트",
  "shell.cart": (d) =>
    plural(d.count, 0, ko, {
      0: "장바구니",
      other: "장바구니 (" + strictNumber("ko", d.count, 0, "count") + ")",
    }),
  "shell.manageMyOrder": () => "내 주문 관리",
  "shell.pleaseWait": () => "잠시만 기다려 주세요...",
  "shell.language": () => "언어",
};
