import { plural, strictNumber } from "@messageformat/runtime";
import { zh } from "@messageformat/runtime/lib/cardinals";
export default {
  "shell.skipToContent": () => "跳到正文",
  "shell.siteNavigation": () => "网站",
  "shell.cart": (d) =>
    plural(d.count, 0, zh, {
      0: "购物车",
      other: "购物车 (" + strictNumber("zh-Hans", d.count, 0, "count") + ")",
    }),
  "shell.manageMyOrder": () => "管理我的订单",
  "shell.pleaseWait": () => "请稍候...",
  "shell.language": () => "语言",
  "home.pageTitle": () => "门票",
  "home.heading": (d) => d.venue + "门票",
  "home.categories": () => "商品类别",
  "productCard.offers": () => "优惠",
  "productCard.fromPrice": (d) => d.price + " 起",
  "productCard.getTickets": () => "购买门票",
  "productCard.getTicketsFor": (d) => "（" + d.product + "）",
};
