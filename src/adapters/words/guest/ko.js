import { plural, select, strictNumber } from "@messageformat/runtime";
import { ko } from "@messageformat/runtime/lib/cardinals";
export default {
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
