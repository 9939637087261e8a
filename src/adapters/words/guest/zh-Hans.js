import { plural, select, strictNumber } from "@messageformat/runtime";
import { zh } from "@messageformat/runtime/lib/cardinals";

const number_zh_Hans__group_off_8znw53 = (function () {
  var opt = { useGrouping: false };
  var nf = new Intl.NumberFormat("zh-Hans", opt);
  return function (value) {
    return nf.format(value);
  };
})();
export default {
  "errors.orderNotFound": () => "未找到您的订单。请检查您填写的信息后重试。",
  "errors.requestCannotBeProcessed": () => "目前无法处理您的请求。",
  "errors.contactLine": (d) =>
    "请拨打 " + d.phone + " 或发送邮件至 " + d.email + " 联系游客服务中心。",
  "errors.notRefundable": () => "您的订单不支持在线取消。",
  "errors.orderCanceled": () => "此订单已取消，其门票已失效。",
  "errors.noTicket": () => "未找到与此确认号对应的门票。",
  "errors.confirmationNotValid": () => "此链接不包含有效的订单确认号。",
  "errors.viewTicketsUnexpected": () => "目前无法显示您的门票。请稍后重试。",
  "errors.confirmationNumberMissing": () => "请输入订单确认信息中的确认号。",
  "errors.confirmationNumberMalformed": () =>
    "确认号由 4 到 64 位字母和数字组成，例如 ABCD234567。",
  "errors.productsUnavailable": () => "部分产品目前无法购买。",
  "errors.unavailableLine": (d) =>
    select(d.when, {
      dateAndTime: d.name + "（" + d.date + " " + d.time + "）",
      date: d.name + "（" + d.date + "）",
      time: d.name + "（" + d.time + "）",
      other: d.name,
    }),
  "errors.unavailableFewPlaces": (d) =>
    d.line +
    "：仅剩" +
    plural(d.remaining, 0, zh, {
      other: strictNumber("zh-Hans", d.remaining, 0, "remaining") + "个名额",
    }) +
    "，不足以容纳您的" +
    plural(d.tickets, 0, zh, { other: strictNumber("zh-Hans", d.tickets, 0, "tickets") + "张" }) +
    "门票。",
  "errors.unavailableTimeGone": (d) => d.line + "：此入场时间已不可选。",
  "errors.unavailableOffSale": (d) => d.line + "：已不可购买。",
  "errors.paymentDeclined": () => "您的银行卡被拒绝。请检查卡片信息或使用其他银行卡。",
  "errors.tooManyDeclines": () =>
    "此订单被拒绝的银行卡过多，目前无法再尝试其他银行卡。请向您的银行确认后稍后重试。",
  "errors.purchaseNotCompleted": () =>
    "您的购买未能完成。门票仍在您的购物车中：请检查您的信息后重试。",
  "errors.unexpectedJavascriptError": () => "发生意外的 JavaScript 错误",
  "errors.holdUnanswered": () =>
    "我们无法连接票务处，因此您的订单未提交，您的银行卡也未被扣款。请检查网络连接后重试。",
  "errors.purchaseUnanswered": () =>
    "在票务处回复之前连接已中断。请点击“提交订单”重试：我们会先确认您的订单是否已完成，因此不会重复扣款。",
  "errors.orderNotPlaced": () => "您的订单未提交",
  "errors.orderMaybePlaced": () => "我们无法确认您的订单是否已提交",
  "errors.fieldRequired": () => "此项为必填项。",
  "errors.fieldInvalidEmail": () => "请输入类似 name@example.com 的电子邮件地址。",
  "errors.fieldCardNumberInvalid": () => "此卡号无效。",
  "errors.fieldExpiryMonthInvalid": () => "请输入 1 到 12 之间的数字作为有效期月份。",
  "errors.fieldExpiryYearInvalid": () => "请输入 2 位或 4 位数字的有效期年份。",
  "errors.fieldCardExpired": () => "此卡已过期。",
  "errors.fieldCvvInvalid": () => "CVV 是您卡上的 3 位或 4 位数字。",
  "errors.holdNotExtended": () => "无法延长您的门票保留时间。",
  "errors.holdExtensionsExhausted": () => "您的门票保留时间无法再次延长。",
  "errors.tooManyHolds": () => "您的网络连接下保留的门票过多。请几分钟后重试。",
  "errors.groupMinimumNotMet": (d) =>
    "团体订单至少需要" +
    plural(d.minimum, 0, zh, { other: strictNumber("zh-Hans", d.minimum, 0, "minimum") + "张" }) +
    "门票。",
  "errors.groupAdvancePurchase": (d) =>
    "团体参观须至少提前" +
    plural(d.days, 0, zh, { other: strictNumber("zh-Hans", d.days, 0, "days") + "天" }) +
    "预订。",
  "errors.notATicketsCount": () => "请输入整数的门票数量。",
  "errors.groupOrderInCart": () =>
    "您的购物车中有一个团体订单，团体订单需单独预订。请先结账或将其移除，再添加这些门票。",
  "errors.groupOrderOnItsOwn": () => "团体参观需单独下订单。请先结账或移除购物车中的门票。",
  "errors.duplicateBarcode": () => "该门票已输入",
  "errors.invalidBarcode": () => "条形码无效",
  "errors.invalidPromoCode": () => "此优惠码无效。",
  "errors.hyperlinkExpired": () => "此邀请链接已过期。",
  "errors.throttled": (d) =>
    "尝试次数过多。请在" +
    plural(d.seconds, 0, zh, {
      other: number_zh_Hans__group_off_8znw53(d.seconds, "zh-Hans") + "秒",
    }) +
    "后重试。",
  "errors.generic": () => "处理您的请求时出现问题。请稍后重试。",
  "errors.close": () => "关闭",
  "errors.renderFailure": () => "发生了意外问题！",
  "errors.tryAgain": () => "重试",
  "errors.chunkLoadFailed": () => "无法加载此页面。请检查网络连接后重新加载。",
  "errors.reload": () => "重新加载",
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
