import { plural, select } from "@messageformat/runtime";
import { strictNumber } from "../../../domain/words/pluralNumber.js";
import { ko } from "@messageformat/runtime/lib/cardinals";
export default {
  "cart.pageTitle": () => "장바구니",
  "cart.empty": () => "장바구니가 비어 있어요.",
  "cart.browseTickets": () => "티켓 둘러보기",
  "cart.groupOrder": () => "단체 주문이에요.",
  "cart.orderTotal": () => "주문 합계",
  "cart.item.change": () => "변경",
  "cart.item.remove": () => "삭제",
  "cart.item.ofProduct": (d) => "(" + d.product + ")",
  "cart.visit.date": () => "방문 날짜",
  "cart.visit.entryTime": () => "입장 시간",
  "cart.lines.ticketsFor": (d) => d.product + " 티켓",
  "cart.lines.free": (d) =>
    "무료 티켓 " +
    plural(d.count, 0, ko, { other: strictNumber("ko", d.count, 0, "count") + "장" }),
  "cart.totals.subtotal": () => "소계",
  "cart.totals.salesTax": () => "판매세",
  "cart.totals.total": () => "합계",
  "cart.checkout": () => "결제하기",
  "cart.reserving": () => "예약하는 중…",
  "cart.unavailable.chooseAnother": (d) =>
    select(d.choice, { date: "다른 날짜 선택", other: "다른 시간 선택" }),
  "cart.unavailable.forProduct": (d) => "(" + d.product + ")",
  "cart.unavailable.removeIt": () => "나머지를 결제하려면 이 항목을 삭제해 주세요.",
  "cart.upgrades.heading": () => "방문을 더 알차게",
  "cart.hold.ended": () => "예약 유지 시간이 끝났어요. 결제하면 티켓을 다시 예약해요.",
  "cart.hold.heldFor": (d) => "티켓 예약 유지 시간이 " + d.time + " 남았어요",
  "cart.hold.needMoreTime": () => "시간이 더 필요하세요?",
  "cart.hold.addingTime": () => "시간을 추가하는 중…",
  "cart.hold.reserveAgain": () => "티켓 다시 예약하기",
  "cart.hold.announceEnded": () => "예약 유지 시간이 끝났어요.",
  "cart.hold.twoMinutesLeft": () => "예약 유지 시간이 2분 남았어요.",
  "cart.hold.thirtySecondsLeft": () => "예약 유지 시간이 30초도 안 남았어요.",
  "cart.hold.chooseMoreTime": () => " 티켓을 유지하려면 ‘시간이 더 필요하세요?’를 선택하세요.",
  "cart.hold.added": (d) =>
    plural(d.minutes, 0, ko, {
      other: "예약 유지 시간이 " + strictNumber("ko", d.minutes, 0, "minutes") + "분 늘었어요.",
    }),
  "cart.hold.addedUnderAMinute": () => "예약 유지 시간이 1분 미만 늘었어요.",
  "checkout.pageTitle": () => "결제",
  "checkout.cartEmpty": () => "장바구니가 비어 있어요.",
  "checkout.backToTickets": () => "티켓으로 돌아가기",
  "checkout.orderSummary": () => "주문 요약",
  "checkout.hold.ended": () => "예약 유지 시간이 끝났어요. 주문하면 티켓을 다시 예약해요.",
  "checkout.contact": () => "연락처",
  "checkout.address": () => "주소",
  "checkout.card": () => "카드",
  "checkout.noCardNeeded": () => "결제할 금액이 없어요. 이 주문에는 카드가 필요 없어요.",
  "checkout.newsOptIn": () => "소식과 혜택을 이메일로 받을게요",
  "checkout.total": (d) => "합계: " + d.total,
  "checkout.placeOrder": () => "주문하기",
  "checkout.placingOrder": () => "주문하는 중…",
  "checkout.field.email": () => "이메일",
  "checkout.field.firstName": () => "이름",
  "checkout.field.lastName": () => "성",
  "checkout.field.phone": () => "전화번호",
  "checkout.field.address": () => "주소 1",
  "checkout.field.address2": () => "주소 2",
  "checkout.field.city": () => "도시",
  "checkout.field.region": (d) => select(d.region, { province: "주/준주", other: "주" }),
  "checkout.field.postalCode": () => "우편번호",
  "checkout.field.country": () => "국가",
  "checkout.field.cardOwnerName": () => "카드 명의",
  "checkout.field.cardNumber": () => "카드 번호",
  "checkout.field.expiry": () => "유효기간(MM/YY)",
  "checkout.field.cvv": () => "보안 코드(CVV)",
  "checkout.field.optional": () => "선택 사항",
  "checkout.field.choose": () => "선택하세요…",
  "checkout.removedFromCart": (d) => "장바구니에서 삭제됐어요: " + d.products + ".",
  "checkout.confirmed": () => "주문이 확정됐어요",
  "checkout.orderNumber": (d) => "주문 번호 " + d.orderId,
  "checkout.keepThisNumber": () => "이 번호를 꼭 보관하세요:",
  "checkout.keepThisNumberWhy": () => " 이메일과 함께 입력하면 주문을 관리하거나 취소할 수 있어요.",
  "checkout.ticketsOnTheirWay": (d) => "티켓을 " + d.email + " 주소로 보내고 있어요.",
  "checkout.whatYouBought": () => "구매 내역",
  "checkout.nothingCharged": (d) => "합계 " + d.total + ": 결제된 금액이 없어요.",
  "checkout.charged": (d) => "세금 포함 " + d.total + " 결제가 완료됐어요.",
  "checkout.chargedToCard": (d) =>
    "끝자리 " + d.lastFour + " 카드로 세금 포함 " + d.total + " 결제가 완료됐어요.",
  "checkout.confirmationNumber": () => "주문 확인 번호: ",
  "checkout.confirmationNumberOpens": () =>
    ". 이 번호로 여기나 이메일에서 티켓을 열어 입구에서 보여 주세요.",
  "checkout.viewTickets": () => "티켓 보기",
  "checkout.findWithManageMyOrder": (d) =>
    "티켓을 다시 찾으려면 ‘내 주문 관리’를 열고 주문 번호 " +
    d.orderId +
    " 및 이메일을 입력하세요. 확인 번호와 티켓을 볼 수 있어요.",
  "content.terms.title": () => "이용 약관",
  "content.privacy.title": () => "개인정보 보호",
  "content.accessibility.title": () => "접근성",
  "content.contact.title": () => "문의하기",
  "content.terms.tickets.heading": () => "티켓 안내",
  "content.terms.tickets.admission.sn": (d) =>
    "티켓 1장으로 1명이 표시된 날짜에 " +
    d.venue +
    "의 전망대와 회전하는 유리 바닥에 입장할 수 있어요. 시간 지정 티켓은 표시된 입장 시간 안에 입장해야 해요.",
  "content.terms.tickets.admission.cgg": (d) =>
    "티켓 1장으로 1명이 표시된 날짜에 " +
    d.venue +
    "의 온실, 갤러리, 정원에 입장할 수 있어요. 시간 지정 티켓은 표시된 입장 시간 안에 입장해야 해요.",
  "content.terms.tickets.arrival": () =>
    "입장 시간 안에 도착해 주세요. 늦게 입장하는 것은 자리가 남아 있을 때만 가능해요.",
  "content.terms.tickets.bags.sn": () =>
    "16 x 12 x 8인치(41 x 30 x 20cm)보다 큰 가방은 반입할 수 없어요. 보관함은 없어요.",
  "content.terms.tickets.bags.cgg": () =>
    "유리 작품을 보호하기 위해 큰 가방과 배낭은 입구의 무료 보관함에 맡겨 주세요.",
  "content.terms.refunds.heading": () => "변경 및 환불",
  "content.terms.refunds.online": () =>
    "온라인으로 취소할 수 있는 주문은 ‘내 주문 관리’에서 취소해요. 환불은 영업일 기준 5~10일 안에 결제한 카드로 돌아가요.",
  "content.terms.refunds.contact": (d) =>
    "그 밖의 문의는 고객 서비스(" + d.phone + " 또는 " + d.email + ")로 연락하세요.",
  "content.terms.groups.heading": () => "단체 방문",
  "content.terms.groups.rules": (d) =>
    "단체 티켓은 " +
    d.minimum +
    "명 이상의 단체를 위한 티켓으로, 최소 " +
    plural(d.daysAhead, 0, ko, { other: strictNumber("ko", d.daysAhead, 0, "daysAhead") }) +
    "일 전에 예약해야 하며, 유료 티켓 " +
    d.minimum +
    "장마다 1장이 무료예요.",
  "content.terms.groups.oneOrder": () =>
    "주문 하나로 단체 전체를 예약하고 카드 한 장으로 결제해요.",
  "content.terms.seller.heading": () => "티켓 판매자",
  "content.terms.seller.company": (d) => "티켓은 " + d.company + "에서 판매해요.",
  "content.privacy.kept.heading": () => "보관하는 정보",
  "content.privacy.kept.details": () =>
    "티켓을 보내고, 주문을 찾고, 환불하기 위해 이름, 이메일, 주소, 전화번호와 구매한 티켓을 보관해요.",
  "content.privacy.kept.card": () =>
    "카드 결제는 결제 대행사가 처리하며, 저희는 카드 번호나 보안 코드를 절대 저장하지 않아요.",
  "content.privacy.measured.heading": () => "측정하는 정보",
  "content.privacy.measured.visits": () =>
    "스토어를 개선하기 위해 스토어 페이지 방문과 구매 단계를 집계하고, 카드 부정 사용을 막기 위해 모든 구매를 확인해요.",
  "content.privacy.choices.heading": () => "내 정보에 대한 선택",
  "content.privacy.choices.request": (d) =>
    "저희가 보관하는 내 정보를 확인, 수정 또는 삭제하려면 " +
    d.email +
    "로 연락하세요. " +
    d.company +
    "에서 30일 안에 답변해요.",
  "content.accessibility.venue.heading": () => "현장에서",
  "content.accessibility.venue.access.sn": () =>
    "엘리베이터 두 대와 전망층 두 곳 모두 계단이 없고, 유리 바닥은 휠체어로 지나갈 수 있어요. 보조견도 환영해요.",
  "content.accessibility.venue.access.cgg": () =>
    "갤러리, 온실, 정원 산책로 모두 계단이 없고, 모든 전시실에 벤치가 있어요. 보조견도 환영해요.",
  "content.accessibility.venue.companion": () =>
    "도움이 필요한 방문객과 함께 오는 동반자는 무료로 입장해요. 방문 전에 고객 서비스로 전화해 주세요.",
  "content.accessibility.shop.heading": () => "이 스토어",
  "content.accessibility.shop.standard": () =>
    "이 스토어는 WCAG 2.2 AA 수준을 충족하도록 만들어졌어요. 키보드만으로, 화면 낭독기로, 400% 확대에서도, 라이트 모드와 다크 모드 모두에서 사용할 수 있어요.",
  "content.accessibility.shop.help": (d) =>
    "이용에 어려움이 있으면 " +
    d.phone +
    " 또는 " +
    d.email +
    "로 알려 주세요. 함께 티켓을 예약해 드릴게요.",
  "content.contact.guestServices.heading": () => "고객 서비스",
  "content.contact.guestServices.hours": () =>
    "매일 오전 9시부터 오후 6시까지 응대하며, 이메일은 영업일 기준 하루 안에 답변해요.",
  "content.contact.guestServices.orderNumber": () =>
    "주문에 대해 문의할 때는 주문 번호를 준비해 주세요.",
  "content.contact.phone": () => "전화",
  "content.contact.email": () => "이메일",
  "content.contact.address": () => "주소",
  "content.notFound.title": () => "페이지를 찾을 수 없어요",
  "content.notFound.body": () => "요청하신 페이지를 찾을 수 없어요.",
  "content.notFound.backToTickets": () => "티켓으로 돌아가기",
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
  "errors.groupBelowMinimum": () =>
    "단체 주문은 최소 티켓 수를 유지해야 해요. 더 적은 티켓을 취소하거나 모두 취소해 주세요.",
  "errors.visitNotChangeable": () => "이 티켓의 날짜나 시간은 더 이상 변경할 수 없습니다.",
  "errors.entryTimeFull": () =>
    "해당 입장 시간에 이 티켓을 위한 자리가 더 이상 없습니다. 다른 시간을 선택하세요.",
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
    plural(d.seconds, 0, ko, { other: d.seconds + "초" }) +
    " 후에 다시 시도해 주세요.",
  "errors.generic": () => "요청을 처리하는 중에 문제가 발생했어요. 잠시 후 다시 시도해 주세요.",
  "errors.close": () => "닫기",
  "errors.renderFailure": () => "예기치 않은 문제가 발생했어요!",
  "errors.tryAgain": () => "다시 시도",
  "errors.chunkLoadFailed": () =>
    "이 페이지를 불러오지 못했어요. 연결 상태를 확인하고 새로고침해 주세요.",
  "errors.reload": () => "새로고침",
  "errors.maxTicketsPerOrder": (d) =>
    plural(d.maximum, 0, ko, {
      other:
        "한 번의 주문으로 티켓을 최대 " +
        strictNumber("ko", d.maximum, 0, "maximum") +
        "장까지 구매할 수 있어요.",
    }),
  "errors.waitingListPlacesFree": () =>
    "이 입장 시간에는 일행을 위한 자리가 있습니다. 지금 구매하실 수 있습니다.",
  "errors.waitingListAlreadyWaiting": () =>
    "이 이메일 주소는 이미 이 입장 시간의 대기자 명단에 있습니다.",
  "errors.waitingListNoSuchEntry": () => "이 대기자 명단 링크는 유효하지 않습니다.",
  "errors.waitingListOfferLapsed": () =>
    "이 제안은 종료되었습니다. 자리를 한동안 맡아 둔 후 대기자 명단의 다음 일행에게 넘겼습니다.",
  "errors.waitingListOfferTaken": () => "이 제안은 이미 구매되었습니다.",
  "footer.aboutTheVenue": () => "시설 안내",
  "home.pageTitle": () => "티켓",
  "home.heading": (d) => d.venue + " 티켓",
  "home.categories": () => "상품 카테고리",
  "home.card.offers": () => "혜택",
  "home.card.fromPrice": (d) => d.price + "부터",
  "home.card.getTickets": () => "티켓 구매",
  "home.card.getTicketsFor": (d) => " (" + d.product + ")",
  "home.tab": (d) =>
    select(d.category, {
      products: "티켓",
      productsOtherAttractions: "기타 어트랙션",
      productsEvents: "이벤트",
      productsGroups: "단체",
      promoCodeProducts: "프로모션 코드",
      other: "",
    }),
  "home.tryAgain": () => "다시 시도",
  "home.nothingOnSale": () => "지금 여기에서 판매 중인 상품이 없어요.",
  "home.promoCode.label": () => "프로모션 코드",
  "home.promoCode.apply": () => "적용",
  "product.notAvailable.pageTitle": () => "이용할 수 없는 상품",
  "product.notAvailable.heading": () => "이 상품은 이용할 수 없어요.",
  "product.notAvailable.backToTickets": () => "티켓 목록으로 돌아가기",
  "product.tryAgain": () => "다시 시도",
  "product.cityPassUnavailable": () => "시티패스 교환은 온라인으로 이용할 수 없어요.",
  "product.groupSalesUnavailable": () => "단체 판매는 온라인으로 이용할 수 없어요.",
  "product.price.from": (d) => d.from + "부터",
  "product.price.range": (d) => d.from + " ~ " + d.to,
  "product.calendar.heading": () => "방문 날짜",
  "product.calendar.noDates": () => "지금 판매 중인 방문 날짜가 없어요.",
  "product.calendar.previousMonth": () => "이전 달",
  "product.calendar.nextMonth": () => "다음 달",
  "product.calendar.day": (d) =>
    select(d.status, { soldOut: d.date + ", 매진", closed: d.date + ", 휴무", other: d.date }),
  "product.calendar.legend": () => "점선으로 표시된 날은 매진이거나 휴무예요.",
  "product.tickets.heading": () => "티켓",
  "product.tickets.none": () => "이 날짜에 판매 중인 티켓이 없어요.",
  "product.tickets.removeOne": (d) => d.name + " 1장 빼기",
  "product.tickets.addOne": (d) => d.name + " 1장 추가",
  "product.tickets.count": (d) => d.name + " 티켓 수",
  "product.tickets.typeHowMany": (d) => "또는 " + d.name + " 티켓 수를 입력하세요",
  "product.entryTimes.heading": () => "방문 시간",
  "product.entryTimes.none": () =>
    "이 날짜에는 이 티켓으로 고를 수 있는 입장 시간이 남아 있지 않아요.",
  "product.entryTimes.timeOfDay": () => "시간대",
  "product.entryTimes.morning": () => "오전",
  "product.entryTimes.afternoon": () => "오후",
  "product.entryTimes.evening": () => "저녁",
  "product.entryTimes.soldOut": () => "매진",
  "product.entryTimes.left": (d) =>
    plural(d.count, 0, ko, { other: strictNumber("ko", d.count, 0, "count") + "자리 남음" }),
  "product.entryTimes.yours": () => "선택한 입장 시간",
  "product.entryTimes.yoursShown": () => "선택한 입장 시간:",
  "product.entryTime": () => "입장 시간",
  "product.summary.heading": () => "예약 내용",
  "product.summary.date": () => "방문 날짜",
  "product.summary.notChosen": () => "아직 선택하지 않았어요",
  "product.summary.noTickets": () => "아직 선택한 티켓이 없어요.",
  "product.summary.taxNote": () => "세금은 결제할 때 추가돼요.",
  "product.summary.groupReward": (d) =>
    plural(d.count, 0, ko, {
      other:
        "단체 무료 티켓 " + strictNumber("ko", d.count, 0, "count") + "장은 장바구니에서 빠져요.",
    }),
  "product.summary.total": (d) => "합계 " + d.amount,
  "product.addToCart.add": () => "장바구니에 담기",
  "product.addToCart.update": () => "장바구니 업데이트",
  "product.addToCart.adding": () => "담는 중…",
  "product.addToCart.updating": () => "업데이트 중…",
  "product.addToCart.chooseVisitDate": () => "먼저 방문 날짜를 선택하세요.",
  "product.addToCart.chooseTickets": () => "먼저 티켓을 선택하세요.",
  "product.addToCart.chooseEntryTime": () => "먼저 입장 시간을 선택하세요.",
  "product.cityPass.heading": () => "시티패스 바코드",
  "product.cityPass.barcode": (d) => "바코드 " + d.position,
  "product.cityPass.verified": () => "확인됨",
  "product.cityPass.verify": () => "확인",
  "product.cityPass.verifyBarcode": (d) => "바코드 " + d.position + " 확인",
  "product.cityPass.remove": (d) => "바코드 " + d.position + " 삭제",
  "product.cityPass.add": () => "바코드 추가",
  "product.upgrades": () => "업그레이드",
  "product.beforeYouVisit": () => "방문 전에 알아 두세요",
  "selfService.pageTitle": () => "내 주문 관리",
  "selfService.unavailable": () => "온라인 취소는 이용할 수 없어요.",
  "selfService.find.intro": () =>
    "확인 메일에 있는 주문 번호와 주문할 때 사용한 이메일을 입력하세요.",
  "selfService.find.orderNumber": () => "주문 번호",
  "selfService.find.orderNumberDigits": () => "주문 번호는 숫자로만 입력하세요.",
  "selfService.find.email": () => "이메일",
  "selfService.find.submit": () => "주문 찾기",
  "selfService.standing.status": () => "상태:",
  "selfService.standing.canceled": () => "취소됨",
  "selfService.standing.confirmed": () => "확정됨",
  "selfService.standing.canceledAndRefunded": () =>
    "이 주문은 취소되고 환불되었어요. 이 주문의 티켓은 더 이상 사용할 수 없어요.",
  "selfService.standing.canceledAndRefundedOn": (d) =>
    "이 주문은 " + d.date + "에 취소되고 환불되었어요. 이 주문의 티켓은 더 이상 사용할 수 없어요.",
  "selfService.standing.viewTickets": () => "티켓 보기",
  "selfService.details.heading": () => "주문 상세 정보",
  "selfService.details.orderNumber": () => "주문 번호",
  "selfService.details.customerName": () => "고객 이름",
  "selfService.details.customer": (d) => d.lastName + " " + d.firstName,
  "selfService.details.orderDate": () => "주문 날짜",
  "selfService.details.confirmationNumber": () => "확인 번호",
  "selfService.details.visitDate": () => "방문 날짜",
  "selfService.details.numberOfTickets": () => "티켓 수",
  "selfService.tickets.caption": () => "티켓",
  "selfService.tickets.quantity": () => "수량",
  "selfService.tickets.type": () => "종류",
  "selfService.payment.caption": () => "결제",
  "selfService.payment.amountPaid": () => "결제 금액",
  "selfService.payment.taxIncluded": () => "포함된 세금",
  "selfService.resend.button": () => "티켓 다시 보내기",
  "selfService.resend.sending": () => "보내는 중…",
  "selfService.resend.sent": (d) => d.email + "(으)로 티켓을 보냈어요.",
  "selfService.cancel.consent": () =>
    "제 티켓 주문을 취소하고 환불해 주세요. 환불은 영업일 기준 5~10일 안에 받게 돼요.",
  "selfService.cancel.back": () => "뒤로",
  "selfService.cancel.submit": () => "티켓 취소",
  "selfService.done.heading": (d) => "주문 " + d.orderId + "이(가) 취소되었어요.",
  "selfService.done.refund": () => "환불은 영업일 기준 5~10일 안에 받을 수 있어요.",
  "selfService.done.button": () => "완료",
  "selfService.some.open": () => "일부 티켓 취소",
  "selfService.some.legend": () => "취소할 티켓을 선택하세요",
  "selfService.some.notCancellable": () => "더 이상 온라인으로 취소할 수 없어요",
  "selfService.some.quote": () => "환불 금액 보기",
  "selfService.some.quoting": () => "환불 금액을 확인하는 중…",
  "selfService.some.refund": (d) => d.refund + "을(를) 돌려받아요.",
  "selfService.some.kept": (d) =>
    plural(d.kept, 0, ko, {
      0: "이 주문에 남는 티켓이 없어요.",
      other:
        "이 주문에 티켓 " +
        strictNumber("ko", d.kept, 0, "kept") +
        "장(" +
        d.keptWorth +
        ")이 남아요.",
    }),
  "selfService.some.confirm": (d) =>
    plural(d.count, 0, ko, {
      other: "티켓 " + strictNumber("ko", d.count, 0, "count") + "장 취소 확정",
    }),
  "selfService.some.cancelling": () => "취소하는 중…",
  "selfService.some.done.heading": () => "티켓이 취소되었어요",
  "selfService.some.done.refund": (d) => d.refunded + "은(는) 영업일 기준 5~10일 안에 환불돼요.",
  "selfService.some.done.kept": (d) =>
    plural(d.kept, 0, ko, {
      0: "이 주문에 남는 티켓이 없어요.",
      other:
        "이 주문의 나머지 티켓 " +
        strictNumber("ko", d.kept, 0, "kept") +
        "장은 계속 사용할 수 있어요.",
    }),
  "selfService.change.open": () => "날짜 또는 시간 변경",
  "selfService.change.legend": () => "변경할 티켓을 선택하세요",
  "selfService.change.notChangeable": () => "더 이상 온라인으로 변경할 수 없어요",
  "selfService.change.date": () => "새 날짜",
  "selfService.change.datesFailed": () =>
    "날짜를 불러오지 못했어요. 다시 시도하려면 티켓을 다시 선택하세요.",
  "selfService.change.entryTime": () => "새 입장 시간",
  "selfService.change.quote": () => "차액 보기",
  "selfService.change.quoting": () => "차액을 확인하는 중…",
  "selfService.change.amountDue": (d) => d.amount + "을(를) 더 결제해요.",
  "selfService.change.refund": (d) => d.refund + "을(를) 돌려받아요.",
  "selfService.change.same": () => "새 시간도 요금이 같아요.",
  "selfService.change.card": () => "차액 결제 카드",
  "selfService.change.confirm": (d) =>
    plural(d.count, 0, ko, {
      other: "티켓 " + strictNumber("ko", d.count, 0, "count") + "장 변경",
    }),
  "selfService.change.changing": () => "변경하는 중…",
  "selfService.change.done.heading": () => "방문 일정이 변경되었어요",
  "selfService.change.done.charged": (d) => d.charged + "이(가) 카드로 결제되었어요.",
  "selfService.change.done.refunded": (d) =>
    d.refunded + "은(는) 영업일 기준 5~10일 안에 환불돼요.",
  "selfService.change.done.tickets": () =>
    "새 티켓을 이메일로 보내고 있어요. 이전 바코드로는 더 이상 입장할 수 없어요.",
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
  "tickets.pageTitle": () => "내 티켓",
  "tickets.lookup.label": () => "티켓 찾기",
  "tickets.lookup.confirmationNumber": () => "확인 번호",
  "tickets.lookup.show": () => "티켓 보기",
  "tickets.next.label": () => "다음에 할 수 있는 일",
  "tickets.next.manageMyOrder": () => "내 주문 관리",
  "tickets.next.backToTickets": () => "티켓으로 돌아가기",
  "tickets.plans.label": () => "계획이 바뀌셨나요?",
  "tickets.plans.change": () => "날짜나 시간을 변경하거나 일부 티켓을 취소하세요",
  "tickets.downloads.pdf": () => "PDF 다운로드",
  "tickets.downloads.print": () => "인쇄",
  "tickets.downloads.calendar": () => "캘린더에 추가",
  "tickets.wallet.add": () => "Apple Wallet에 추가",
  "tickets.wallet.addTicket": (d) => "Apple Wallet에 추가, 티켓 " + d.barcode,
  "tickets.views.label": () => "티켓 보기 방식",
  "tickets.views.oneByOne": () => "한 장씩",
  "tickets.views.all": () => "모든 티켓",
  "tickets.carousel.label": () => "티켓",
  "tickets.carousel.roleDescription": () => "캐러셀",
  "tickets.carousel.position": (d) => "티켓 " + d.count + "장 중 " + d.position + "번째",
  "tickets.carousel.previous": () => "이전 티켓",
  "tickets.carousel.next": () => "다음 티켓",
  "tickets.card.roleDescription": () => "슬라이드",
  "tickets.qrCode": (d) => "바코드 " + d.barcode + "의 QR 코드",
  "tickets.facts.ticket": () => "티켓 종류",
  "tickets.facts.guest": () => "방문객",
  "tickets.facts.date": () => "방문 날짜",
  "tickets.facts.time": () => "입장 시간",
  "tickets.facts.order": () => "주문 번호",
  "tickets.list.heading": (d) => "모든 티켓(" + d.count + "장)",
  "tickets.list.position": (d) => "(" + d.count + "장 중 " + d.position + "번째)",
  "tickets.device.heading": () => "공용 기기를 사용하고 있나요?",
  "tickets.device.kept": () =>
    "인터넷 연결 없이도 열 수 있도록 이 기기에 방문일이 끝날 때까지 티켓을 보관해요.",
  "tickets.device.question": () =>
    "이 기기에서 티켓을 삭제할까요? 삭제하면 여기에 더 이상 표시되지 않아요. 확인 이메일의 링크로 다시 열 수 있어요.",
  "tickets.device.refused": () =>
    "이 기기에서 티켓을 삭제하지 못했어요. 다시 시도하거나 브라우저 설정에서 이 사이트의 데이터를 지워 주세요.",
  "tickets.device.removing": () => "삭제하는 중…",
  "tickets.device.remove": () => "네, 삭제할게요",
  "tickets.device.keep": () => "그대로 둘게요",
  "tickets.device.offer": () => "이 기기에서 티켓 삭제",
  "tickets.removed.heading": () => "이 기기에서 티켓을 삭제했어요.",
  "tickets.removed.seeAgain": () =>
    "다시 보려면 확인 이메일의 링크를 열거나 확인 번호를 입력하세요.",
  "waitingList.notify.full": () => "원하시는 입장 시간이 매진인가요?",
  "waitingList.notify.open": () => "알림 받기",
  "waitingList.notify.intro": (d) =>
    "매진된 입장 시간의 대기자 명단에 티켓 " +
    plural(d.count, 0, ko, { other: strictNumber("ko", d.count, 0, "count") + "매" }) +
    "로 등록하세요. 일행을 위한 자리가 나면 이메일로 알려 드리고 잠시 동안 자리를 잡아 둡니다.",
  "waitingList.notify.time": () => "매진된 입장 시간",
  "waitingList.notify.email": () => "이메일",
  "waitingList.notify.submit": () => "대기자 명단에 등록",
  "waitingList.notify.joining": () => "등록 중…",
  "waitingList.notify.joined": (d) =>
    d.time +
    " 대기자 명단에 등록되었습니다. 티켓 " +
    plural(d.count, 0, ko, { other: strictNumber("ko", d.count, 0, "count") + "매" }) +
    "에 맞는 자리가 나면 " +
    d.email +
    "(으)로 이메일을 보내고 잠시 동안 자리를 잡아 둡니다. 그 이메일의 링크에서 구매하세요. 이메일에는 명단에서 나가는 링크도 있습니다.",
  "waitingList.offer.pageTitle": () => "대기자 명단으로 잡아 둔 자리",
  "waitingList.offer.heldUntil": (d) =>
    "이 자리는 " +
    d.time +
    "까지 고객님을 위해 잡아 둡니다. 그 후에는 대기자 명단의 다음 일행에게 넘어갑니다.",
  "waitingList.offer.opening": () => "제안을 여는 중…",
  "waitingList.offer.backToTickets": () => "티켓으로 돌아가기",
  "waitingList.leave.pageTitle": () => "대기자 명단에서 나가기",
  "waitingList.leave.intro": () =>
    "대기자 명단에서 나가면 이 입장 시간의 자리 알림을 더 이상 받지 않습니다. 고객님을 위해 잡아 둔 자리는 다음 일행에게 넘어갑니다.",
  "waitingList.leave.submit": () => "대기자 명단에서 나가기",
  "waitingList.leave.leaving": () => "나가는 중…",
  "waitingList.leave.left": () =>
    "대기자 명단에서 나갔습니다. 이 입장 시간에 관한 이메일은 더 이상 보내지 않습니다.",
  "waitingList.leave.bought": () =>
    "제안된 자리를 이미 구매하셨으므로 나갈 대기자 명단이 없습니다. 주문은 그대로 유효합니다.",
};
