import { plural, select, strictNumber } from "@messageformat/runtime";
import { zh } from "@messageformat/runtime/lib/cardinals";
export default {
  "home.pageTitle": () => "门票",
  "home.heading": (d) => d.venue + "门票",
  "home.categories": () => "商品类别",
  "home.card.offers": () => "优惠",
  "home.card.fromPrice": (d) => d.price + " 起",
  "home.card.getTickets": () => "购买门票",
  "home.card.getTicketsFor": (d) => "（" + d.product + "）",
  "home.tab": (d) =>
    select(d.category, {
      products: "门票",
      productsOtherAttractions: "其他景点",
      productsEvents: "活动",
      productsGroups: "团体",
      promoCodeProducts: "优惠码",
      other: "",
    }),
  "home.tryAgain": () => "重试",
  "home.nothingOnSale": () => "此处目前没有在售商品。",
  "home.promoCode.label": () => "优惠码",
  "home.promoCode.apply": () => "使用",
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
};
