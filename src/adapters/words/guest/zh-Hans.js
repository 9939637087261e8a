import { plural, select, strictNumber } from "@messageformat/runtime";
import { zh } from "@messageformat/runtime/lib/cardinals";
export default {
  "cart.pageTitle": () => "您的购物车",
  "cart.empty": () => "您的购物车是空的。",
  "cart.browseTickets": () => "浏览门票",
  "cart.groupOrder": () => "这是一个团体订单。",
  "cart.orderTotal": () => "订单总计",
  "cart.item.change": () => "更改",
  "cart.item.remove": () => "移除",
  "cart.item.ofProduct": (d) => "（" + d.product + "）",
  "cart.visit.date": () => "参观日期",
  "cart.visit.entryTime": () => "入场时间",
  "cart.lines.ticketsFor": (d) => d.product + " 的门票",
  "cart.lines.free": (d) =>
    "免费门票 " +
    plural(d.count, 0, zh, { other: strictNumber("zh-Hans", d.count, 0, "count") + " 张" }),
  "cart.totals.subtotal": () => "小计",
  "cart.totals.salesTax": () => "销售税",
  "cart.totals.total": () => "总计",
  "cart.checkout": () => "去结账",
  "cart.reserving": () => "正在预订…",
  "cart.unavailable.chooseAnother": (d) =>
    select(d.choice, { date: "选择其他日期", other: "选择其他时间" }),
  "cart.unavailable.forProduct": (d) => "（" + d.product + "）",
  "cart.unavailable.removeIt": () => "移除此项即可为其余门票结账。",
  "cart.upgrades.heading": () => "为您的参观增添精彩",
  "cart.hold.ended": () => "您的保留时间已结束。结账时将为您重新预订门票。",
  "cart.hold.heldFor": (d) => "您的门票将为您保留 " + d.time,
  "cart.hold.needMoreTime": () => "需要更多时间？",
  "cart.hold.addingTime": () => "正在延长时间…",
  "cart.hold.reserveAgain": () => "重新预订我的门票",
  "cart.hold.announceEnded": () => "您的保留时间已结束。",
  "cart.hold.twoMinutesLeft": () => "您的保留时间还剩 2 分钟。",
  "cart.hold.thirtySecondsLeft": () => "您的保留时间已不足 30 秒。",
  "cart.hold.chooseMoreTime": () => "如需保留门票，请选择“需要更多时间？”。",
  "cart.hold.added": (d) =>
    plural(d.minutes, 0, zh, {
      other: "已为您的保留时间延长 " + strictNumber("zh-Hans", d.minutes, 0, "minutes") + " 分钟。",
    }),
  "cart.hold.addedUnderAMinute": () => "已为您的保留时间延长不到 1 分钟。",
  "home.pageTitle": () => "门票",
  "home.heading": (d) => d.venue + "门票",
  "home.categories": () => "商品类别",
  "home.card.offers": () => "优惠",
  "home.card.fromPrice": (d) => d.price + " 起",
  "home.card.getTickets": () => "购买门票",
  "home.card.getTicketsFor": (d) => "（" + d.product + "）",
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
