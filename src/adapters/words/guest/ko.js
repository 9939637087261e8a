import { plural, select, strictNumber } from "@messageformat/runtime";
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
