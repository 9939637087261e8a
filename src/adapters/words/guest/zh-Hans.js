import { plural, strictNumber } from "@messageformat/runtime";
import { zh } from "@messageformat/runtime/lib/cardinals";
export default {
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
  "footer.aboutTheVenue": () => "关于场馆",
  "home.pageTitle": () => "门票",
  "home.heading": (d) => d.venue + "门票",
  "home.categories": () => "商品类别",
  "home.card.offers": () => "优惠",
  "home.card.fromPrice": (d) => d.price + " 起",
  "home.card.getTickets": () => "购买门票",
  "home.card.getTicketsFor": (d) => "（" + d.product + "）",
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
};
