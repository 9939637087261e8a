import { plural, select } from "@messageformat/runtime";
import { strictNumber } from "../../../domain/words/pluralNumber.js";
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
  "checkout.pageTitle": () => "结账",
  "checkout.cartEmpty": () => "您的购物车是空的。",
  "checkout.backToTickets": () => "返回门票",
  "checkout.orderSummary": () => "订单摘要",
  "checkout.hold.ended": () => "您的保留时间已结束；下单时将为您重新预订门票。",
  "checkout.contact": () => "联系方式",
  "checkout.address": () => "地址",
  "checkout.card": () => "银行卡",
  "checkout.noCardNeeded": () => "无需付款：此订单不需要银行卡。",
  "checkout.newsOptIn": () => "通过电子邮件向我发送新闻和优惠",
  "checkout.total": (d) => "总计：" + d.total,
  "checkout.placeOrder": () => "提交订单",
  "checkout.placingOrder": () => "正在提交订单…",
  "checkout.field.email": () => "电子邮箱",
  "checkout.field.firstName": () => "名",
  "checkout.field.lastName": () => "姓",
  "checkout.field.phone": () => "电话",
  "checkout.field.address": () => "地址第 1 行",
  "checkout.field.address2": () => "地址第 2 行",
  "checkout.field.city": () => "城市",
  "checkout.field.region": (d) => select(d.region, { province: "省/地区", other: "州" }),
  "checkout.field.postalCode": () => "邮政编码",
  "checkout.field.country": () => "国家/地区",
  "checkout.field.cardOwnerName": () => "持卡人姓名",
  "checkout.field.cardNumber": () => "卡号",
  "checkout.field.expiry": () => "有效期（MM/YY）",
  "checkout.field.cvv": () => "安全码（CVV）",
  "checkout.field.optional": () => "选填",
  "checkout.field.choose": () => "请选择…",
  "checkout.removedFromCart": (d) => "已从您的购物车中移除：" + d.products + "。",
  "checkout.confirmed": () => "您的订单已确认",
  "checkout.orderNumber": (d) => "订单号 " + d.orderId,
  "checkout.keepThisNumber": () => "请保存此号码：",
  "checkout.keepThisNumberWhy": () => "凭此号码和您的电子邮箱，您可以管理或取消订单。",
  "checkout.ticketsOnTheirWay": (d) => "您的门票正在发送至 " + d.email + "。",
  "checkout.whatYouBought": () => "您购买的商品",
  "checkout.nothingCharged": (d) => "总计 " + d.total + "：未收取任何费用。",
  "checkout.charged": (d) => "已收取 " + d.total + "（含税）。",
  "checkout.chargedToCard": (d) =>
    "已从尾号为 " + d.lastFour + " 的银行卡收取 " + d.total + "（含税）。",
  "checkout.confirmationNumber": () => "订单确认号：",
  "checkout.confirmationNumberOpens": () =>
    "。凭此号码，您可以在此处或从电子邮件中打开门票，在入口出示。",
  "checkout.viewTickets": () => "查看门票",
  "checkout.findWithManageMyOrder": (d) =>
    "如需再次查找您的门票，请打开“管理我的订单”，输入订单号 " +
    d.orderId +
    " 和您的电子邮箱：您将看到确认号和门票。",
  "content.terms.title": () => "条款和条件",
  "content.privacy.title": () => "隐私",
  "content.accessibility.title": () => "无障碍",
  "content.contact.title": () => "联系我们",
  "content.terms.tickets.heading": () => "您的门票",
  "content.terms.tickets.admission.sn": (d) =>
    "每张门票可供一位游客在票面日期参观" +
    d.venue +
    "的观景台和旋转玻璃地板；分时段门票须在票面所示的入场时间内入场。",
  "content.terms.tickets.admission.cgg": (d) =>
    "每张门票可供一位游客在票面日期参观" +
    d.venue +
    "的玻璃温室、展厅和花园；分时段门票须在票面所示的入场时间内入场。",
  "content.terms.tickets.arrival": () => "请在入场时间内到达：逾时入场视余位情况而定。",
  "content.terms.tickets.bags.sn": () =>
    "禁止携带超过 16 x 12 x 8 英寸（41 x 30 x 20 厘米）的包；现场不设储物柜。",
  "content.terms.tickets.bags.cgg": () =>
    "为保护玻璃展品，大包和背包请存放在入口处的免费储物柜中。",
  "content.terms.refunds.heading": () => "变更和退款",
  "content.terms.refunds.online": () =>
    "可在线取消的订单请在“管理我的订单”中取消；退款将在 5-10 个工作日内退回您付款所用的银行卡。",
  "content.terms.refunds.contact": (d) =>
    "如有其他问题，请致电 " + d.phone + " 或发送邮件至 " + d.email + " 联系游客服务。",
  "content.terms.groups.heading": () => "团体参观",
  "content.terms.groups.rules": (d) =>
    "团体票适用于 " +
    d.minimum +
    " 人及以上的团体，须至少提前 " +
    plural(d.daysAhead, 0, zh, { other: strictNumber("zh-Hans", d.daysAhead, 0, "daysAhead") }) +
    " 天预订，每 " +
    d.minimum +
    " 张付费门票赠送一张免费门票。",
  "content.terms.groups.oneOrder": () => "整个团体使用一个订单，并由一张银行卡支付。",
  "content.terms.seller.heading": () => "门票销售方",
  "content.terms.seller.company": (d) => "门票由 " + d.company + " 销售。",
  "content.privacy.kept.heading": () => "我们保存的信息",
  "content.privacy.kept.details": () =>
    "您的姓名、电子邮箱、地址和电话号码，以及您购买的门票，以便我们向您发送门票、查找您的订单并为其退款。",
  "content.privacy.kept.card": () => "您的银行卡由我们的支付服务商扣款；我们从不保存卡号或安全码。",
  "content.privacy.measured.heading": () => "我们统计的信息",
  "content.privacy.measured.visits": () =>
    "我们统计商店页面的访问量和购买的各个步骤以改进商店，并检查每笔购买以防范银行卡欺诈。",
  "content.privacy.choices.heading": () => "您的选择",
  "content.privacy.choices.request": (d) =>
    "如需查看、更正或删除我们保存的您的信息，请发送邮件至 " +
    d.email +
    "。" +
    d.company +
    " 将在 30 天内答复。",
  "content.accessibility.venue.heading": () => "场馆内",
  "content.accessibility.venue.access.sn": () =>
    "两部电梯和两层观景层均无台阶，轮椅可通过玻璃地板。欢迎携带辅助犬。",
  "content.accessibility.venue.access.cgg": () =>
    "展厅、玻璃温室和花园小径均无台阶；每个展厅都设有长椅。欢迎携带辅助犬。",
  "content.accessibility.venue.companion": () =>
    "需要陪同的游客，其陪同人员可免费参观：请在参观前致电游客服务。",
  "content.accessibility.shop.heading": () => "本商店",
  "content.accessibility.shop.standard": () =>
    "本商店按照 WCAG 2.2 AA 级标准设计：可仅用键盘、配合屏幕阅读器以及在 400% 缩放下使用，支持浅色和深色模式。",
  "content.accessibility.shop.help": (d) =>
    "如遇任何障碍，请通过 " + d.phone + " 或 " + d.email + " 告诉我们，我们将与您一起预订门票。",
  "content.contact.guestServices.heading": () => "游客服务",
  "content.contact.guestServices.hours": () =>
    "我们每天上午 9:00 至下午 6:00 提供服务，并在一个工作日内回复邮件。",
  "content.contact.guestServices.orderNumber": () => "咨询订单相关问题时，请准备好您的订单号。",
  "content.contact.phone": () => "电话",
  "content.contact.email": () => "电子邮箱",
  "content.contact.address": () => "地址",
  "content.notFound.title": () => "找不到页面",
  "content.notFound.body": () => "我们找不到您请求的页面。",
  "content.notFound.backToTickets": () => "返回门票",
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
  "errors.groupBelowMinimum": () => "团体订单需保留最少门票数。请少取消一些门票，或全部取消。",
  "errors.visitNotChangeable": () => "这些门票的日期或时间已无法更改。",
  "errors.entryTimeFull": () => "该入场时间已没有足够名额容纳这些门票。请选择其他时间。",
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
    "尝试次数过多。请在" + plural(d.seconds, 0, zh, { other: d.seconds + "秒" }) + "后重试。",
  "errors.generic": () => "处理您的请求时出现问题。请稍后重试。",
  "errors.close": () => "关闭",
  "errors.renderFailure": () => "发生了意外问题！",
  "errors.tryAgain": () => "重试",
  "errors.chunkLoadFailed": () => "无法加载此页面。请检查网络连接后重新加载。",
  "errors.reload": () => "重新加载",
  "errors.maxTicketsPerOrder": (d) =>
    plural(d.maximum, 0, zh, {
      other: "每笔订单最多可购买 " + strictNumber("zh-Hans", d.maximum, 0, "maximum") + " 张门票。",
    }),
  "errors.waitingListPlacesFree": () => "该入场时段有足够名额供您的团体使用：您现在就可以购买。",
  "errors.waitingListAlreadyWaiting": () => "该电子邮件地址已在此入场时段的候补名单上。",
  "errors.waitingListNoSuchEntry": () => "此候补名单链接无效。",
  "errors.waitingListOfferLapsed": () =>
    "此名额已失效：名额保留一段时间后已转给候补名单上的下一组。",
  "errors.waitingListOfferTaken": () => "此名额已被购买。",
  "footer.aboutTheVenue": () => "关于场馆",
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
  "product.notAvailable.pageTitle": () => "商品不可用",
  "product.notAvailable.heading": () => "此商品不可用。",
  "product.notAvailable.backToTickets": () => "返回门票",
  "product.tryAgain": () => "重试",
  "product.cityPassUnavailable": () => "城市通票兑换暂不支持在线办理。",
  "product.groupSalesUnavailable": () => "团体票暂不支持在线购买。",
  "product.price.from": (d) => d.from + " 起",
  "product.price.range": (d) => d.from + " 至 " + d.to,
  "product.calendar.heading": () => "参观日期",
  "product.calendar.noDates": () => "目前没有可售的参观日期。",
  "product.calendar.previousMonth": () => "上个月",
  "product.calendar.nextMonth": () => "下个月",
  "product.calendar.day": (d) =>
    select(d.status, { soldOut: d.date + "，已售罄", closed: d.date + "，闭馆", other: d.date }),
  "product.calendar.legend": () => "虚线框标出的日期已售罄或闭馆。",
  "product.tickets.heading": () => "门票",
  "product.tickets.none": () => "该日期没有可售门票。",
  "product.tickets.removeOne": (d) => "减少一张" + d.name,
  "product.tickets.addOne": (d) => "增加一张" + d.name,
  "product.tickets.count": (d) => d.name + "门票数量",
  "product.tickets.typeHowMany": (d) => "或输入" + d.name + "门票的数量",
  "product.entryTimes.heading": () => "参观时间",
  "product.entryTimes.none": () => "该日期已没有适用于这些门票的入场时间。",
  "product.entryTimes.timeOfDay": () => "时段",
  "product.entryTimes.morning": () => "上午",
  "product.entryTimes.afternoon": () => "下午",
  "product.entryTimes.evening": () => "晚上",
  "product.entryTimes.soldOut": () => "已售罄",
  "product.entryTimes.left": (d) =>
    plural(d.count, 0, zh, { other: "剩余 " + strictNumber("zh-Hans", d.count, 0, "count") }),
  "product.entryTimes.yours": () => "您的入场时间",
  "product.entryTimes.yoursShown": () => "您的入场时间：",
  "product.entryTime": () => "入场时间",
  "product.summary.heading": () => "您的预订",
  "product.summary.date": () => "参观日期",
  "product.summary.notChosen": () => "尚未选择",
  "product.summary.noTickets": () => "尚未选择门票。",
  "product.summary.taxNote": () => "税费将在结账时加收。",
  "product.summary.groupReward": (d) =>
    plural(d.count, 0, zh, {
      other:
        "团体赠送 " +
        strictNumber("zh-Hans", d.count, 0, "count") +
        " 张免费门票，将在购物车中扣除。",
    }),
  "product.summary.total": (d) => "合计 " + d.amount,
  "product.addToCart.add": () => "加入购物车",
  "product.addToCart.update": () => "更新购物车",
  "product.addToCart.adding": () => "正在加入…",
  "product.addToCart.updating": () => "正在更新…",
  "product.addToCart.chooseVisitDate": () => "请先选择参观日期。",
  "product.addToCart.chooseTickets": () => "请先选择门票。",
  "product.addToCart.chooseEntryTime": () => "请先选择入场时间。",
  "product.cityPass.heading": () => "您的城市通票条形码",
  "product.cityPass.barcode": (d) => "条形码 " + d.position,
  "product.cityPass.verified": () => "已验证",
  "product.cityPass.verify": () => "验证",
  "product.cityPass.verifyBarcode": (d) => "验证条形码 " + d.position,
  "product.cityPass.remove": (d) => "删除条形码 " + d.position,
  "product.cityPass.add": () => "再添加一个条形码",
  "product.upgrades": () => "升级选项",
  "product.beforeYouVisit": () => "参观须知",
  "selfService.pageTitle": () => "管理我的订单",
  "selfService.unavailable": () => "暂不支持在线取消。",
  "selfService.find.intro": () => "请输入确认邮件中的订单号以及您下单时使用的电子邮箱。",
  "selfService.find.orderNumber": () => "订单号",
  "selfService.find.orderNumberDigits": () => "请仅用数字输入订单号。",
  "selfService.find.email": () => "电子邮箱",
  "selfService.find.submit": () => "查找订单",
  "selfService.standing.status": () => "状态：",
  "selfService.standing.canceled": () => "已取消",
  "selfService.standing.confirmed": () => "已确认",
  "selfService.standing.canceledAndRefunded": () => "此订单已取消并退款。其门票已无法使用。",
  "selfService.standing.canceledAndRefundedOn": (d) =>
    "此订单已于 " + d.date + " 取消并退款。其门票已无法使用。",
  "selfService.standing.viewTickets": () => "查看门票",
  "selfService.details.heading": () => "订单详情",
  "selfService.details.orderNumber": () => "订单号",
  "selfService.details.customerName": () => "客户姓名",
  "selfService.details.customer": (d) => d.lastName + " " + d.firstName,
  "selfService.details.orderDate": () => "下单日期",
  "selfService.details.confirmationNumber": () => "确认号",
  "selfService.details.visitDate": () => "参观日期",
  "selfService.details.numberOfTickets": () => "门票数量",
  "selfService.tickets.caption": () => "门票",
  "selfService.tickets.quantity": () => "数量",
  "selfService.tickets.type": () => "类型",
  "selfService.payment.caption": () => "付款",
  "selfService.payment.amountPaid": () => "已付金额",
  "selfService.payment.taxIncluded": () => "含税",
  "selfService.resend.button": () => "重新发送门票",
  "selfService.resend.sending": () => "正在发送…",
  "selfService.resend.sent": (d) => "我们已将您的门票发送至 " + d.email + "。",
  "selfService.cancel.consent": () => "请取消我的门票订单并退款。我将在 5-10 个工作日内收到退款。",
  "selfService.cancel.back": () => "返回",
  "selfService.cancel.submit": () => "取消门票",
  "selfService.done.heading": (d) => "订单 " + d.orderId + " 已取消。",
  "selfService.done.refund": () => "您将在 5-10 个工作日内收到退款。",
  "selfService.done.button": () => "完成",
  "selfService.some.open": () => "取消部分门票",
  "selfService.some.legend": () => "选择要取消的门票",
  "selfService.some.notCancellable": () => "已无法在线取消",
  "selfService.some.quote": () => "查看退款",
  "selfService.some.quoting": () => "正在计算退款…",
  "selfService.some.refund": (d) => "您将获得 " + d.refund + " 退款。",
  "selfService.some.kept": (d) =>
    plural(d.kept, 0, zh, {
      0: "此订单将不再保留门票。",
      other:
        "此订单将保留 " +
        strictNumber("zh-Hans", d.kept, 0, "kept") +
        " 张门票，价值 " +
        d.keptWorth +
        "。",
    }),
  "selfService.some.confirm": (d) =>
    plural(d.count, 0, zh, {
      other: "确认取消 " + strictNumber("zh-Hans", d.count, 0, "count") + " 张门票",
    }),
  "selfService.some.cancelling": () => "正在取消…",
  "selfService.some.done.heading": () => "门票已取消",
  "selfService.some.done.refund": (d) => d.refunded + " 将在 5-10 个工作日内退还给您。",
  "selfService.some.done.kept": (d) =>
    plural(d.kept, 0, zh, {
      0: "此订单不再保留门票。",
      other: "此订单中其余 " + strictNumber("zh-Hans", d.kept, 0, "kept") + " 张门票仍然有效。",
    }),
  "selfService.change.open": () => "更改日期或时间",
  "selfService.change.legend": () => "选择要更改的门票",
  "selfService.change.notChangeable": () => "已无法在线更改",
  "selfService.change.date": () => "新日期",
  "selfService.change.datesFailed": () => "无法加载日期。请重新选择门票再试一次。",
  "selfService.change.entryTime": () => "新入场时间",
  "selfService.change.quote": () => "查看差价",
  "selfService.change.quoting": () => "正在计算差价…",
  "selfService.change.amountDue": (d) => "您需补付 " + d.amount + "。",
  "selfService.change.refund": (d) => "您将获退 " + d.refund + "。",
  "selfService.change.same": () => "新时间的价格相同。",
  "selfService.change.card": () => "用于支付差价的银行卡",
  "selfService.change.confirm": (d) =>
    plural(d.count, 0, zh, {
      other: "更改 " + strictNumber("zh-Hans", d.count, 0, "count") + " 张门票",
    }),
  "selfService.change.changing": () => "正在更改…",
  "selfService.change.done.heading": () => "参观时间已更改",
  "selfService.change.done.charged": (d) => "已从您的银行卡扣除 " + d.charged + "。",
  "selfService.change.done.refunded": (d) => d.refunded + " 将在 5-10 个工作日内退还给您。",
  "selfService.change.done.tickets": () => "新门票正通过电子邮件发送给您：旧条形码将无法再入场。",
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
  "tickets.pageTitle": () => "您的门票",
  "tickets.lookup.label": () => "查找您的门票",
  "tickets.lookup.confirmationNumber": () => "确认号",
  "tickets.lookup.show": () => "显示门票",
  "tickets.next.label": () => "接下来您可以",
  "tickets.next.manageMyOrder": () => "管理我的订单",
  "tickets.next.backToTickets": () => "返回门票",
  "tickets.plans.label": () => "计划有变？",
  "tickets.plans.change": () => "更改日期或时间，或取消部分门票",
  "tickets.downloads.pdf": () => "下载 PDF",
  "tickets.downloads.print": () => "打印",
  "tickets.downloads.calendar": () => "添加到日历",
  "tickets.wallet.add": () => "添加到 Apple 钱包",
  "tickets.wallet.addTicket": (d) => "添加到 Apple 钱包，门票 " + d.barcode,
  "tickets.views.label": () => "门票显示方式",
  "tickets.views.oneByOne": () => "逐张显示",
  "tickets.views.all": () => "全部门票",
  "tickets.carousel.label": () => "门票",
  "tickets.carousel.roleDescription": () => "轮播",
  "tickets.carousel.position": (d) => "第 " + d.position + " 张，共 " + d.count + " 张",
  "tickets.carousel.previous": () => "上一张门票",
  "tickets.carousel.next": () => "下一张门票",
  "tickets.card.roleDescription": () => "幻灯片",
  "tickets.qrCode": (d) => "条形码 " + d.barcode + " 的二维码",
  "tickets.facts.ticket": () => "票种",
  "tickets.facts.guest": () => "游客",
  "tickets.facts.date": () => "参观日期",
  "tickets.facts.time": () => "入场时间",
  "tickets.facts.order": () => "订单号",
  "tickets.list.heading": (d) => "全部门票（" + d.count + " 张）",
  "tickets.list.position": (d) => "（第 " + d.position + " 张，共 " + d.count + " 张）",
  "tickets.device.heading": () => "您在使用共享设备吗？",
  "tickets.device.kept": () => "本设备会保存您的门票直到参观当天结束，以便在没有网络时也能打开。",
  "tickets.device.question": () =>
    "要从本设备删除您的门票吗？删除后将不再在此显示。您可以通过确认邮件中的链接再次打开。",
  "tickets.device.refused": () =>
    "无法从本设备删除您的门票。请重试，或在浏览器设置中清除本网站的数据。",
  "tickets.device.removing": () => "正在删除…",
  "tickets.device.remove": () => "是，删除",
  "tickets.device.keep": () => "保留",
  "tickets.device.offer": () => "从本设备删除门票",
  "tickets.removed.heading": () => "您的门票已从本设备删除。",
  "tickets.removed.seeAgain": () => "如需再次查看，请打开确认邮件中的链接或输入您的确认号。",
  "waitingList.notify.full": () => "您想要的入场时间已满？",
  "waitingList.notify.open": () => "有位时通知我",
  "waitingList.notify.intro": (d) =>
    "为您的 " +
    plural(d.count, 0, zh, { other: strictNumber("zh-Hans", d.count, 0, "count") + " 张门票" }) +
    "加入已满入场时间的候补名单。一旦有适合您一行的名额空出，我们会发邮件通知您，并为您保留一段时间。",
  "waitingList.notify.time": () => "已满的入场时间",
  "waitingList.notify.email": () => "电子邮箱",
  "waitingList.notify.submit": () => "加入候补名单",
  "waitingList.notify.joining": () => "正在加入…",
  "waitingList.notify.joined": (d) =>
    "您已加入 " +
    d.time +
    " 的候补名单。一旦有适合您 " +
    plural(d.count, 0, zh, { other: strictNumber("zh-Hans", d.count, 0, "count") + " 张门票" }) +
    "的名额空出，我们会发邮件到 " +
    d.email +
    "，并为您保留这些名额一段时间：请通过该邮件中的链接购买。邮件中也有退出候补名单的链接。",
  "waitingList.offer.pageTitle": () => "您的候补名额",
  "waitingList.offer.heldUntil": (d) =>
    "这些名额为您保留至 " + d.time + "。之后将转给候补名单上的下一组。",
  "waitingList.offer.opening": () => "正在打开您的名额…",
  "waitingList.offer.backToTickets": () => "返回门票",
  "waitingList.leave.pageTitle": () => "退出候补名单",
  "waitingList.leave.intro": () =>
    "退出候补名单后，您将不再收到此入场时间的名额通知。为您保留的名额将转给下一组。",
  "waitingList.leave.submit": () => "退出候补名单",
  "waitingList.leave.leaving": () => "正在退出…",
  "waitingList.leave.left": () => "您已退出候补名单。我们不会再就此入场时间给您发邮件。",
  "waitingList.leave.bought": () =>
    "您已购买为您提供的名额，因此没有可退出的候补名单。您的订单依然有效。",
};
