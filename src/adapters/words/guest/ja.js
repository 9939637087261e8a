import { plural, select, strictNumber } from "@messageformat/runtime";
import { ja } from "@messageformat/runtime/lib/cardinals";
export default {
  "cart.pageTitle": () => "カート",
  "cart.empty": () => "カートは空です。",
  "cart.browseTickets": () => "チケットを見る",
  "cart.groupOrder": () => "団体でのご注文です。",
  "cart.orderTotal": () => "ご注文合計",
  "cart.item.change": () => "変更",
  "cart.item.remove": () => "削除",
  "cart.item.ofProduct": (d) => "（" + d.product + "）",
  "cart.visit.date": () => "来場日",
  "cart.visit.entryTime": () => "入場時間",
  "cart.lines.ticketsFor": (d) => d.product + " のチケット",
  "cart.lines.free": (d) =>
    "無料チケット " +
    plural(d.count, 0, ja, { other: strictNumber("ja", d.count, 0, "count") + " 枚" }),
  "cart.totals.subtotal": () => "小計",
  "cart.totals.salesTax": () => "売上税",
  "cart.totals.total": () => "合計",
  "cart.checkout": () => "ご購入手続きへ",
  "cart.reserving": () => "予約しています…",
  "cart.unavailable.chooseAnother": (d) =>
    select(d.choice, { date: "別の日付を選ぶ", other: "別の時間を選ぶ" }),
  "cart.unavailable.forProduct": (d) => "（" + d.product + "）",
  "cart.unavailable.removeIt": () => "残りをご購入いただくには、この商品を削除してください。",
  "cart.upgrades.heading": () => "ご来場をさらに楽しく",
  "cart.hold.ended": () =>
    "確保期間が終了しました。ご購入手続きに進むと、チケットを再度確保します。",
  "cart.hold.heldFor": (d) => "チケットの確保期間は残り " + d.time + " です",
  "cart.hold.needMoreTime": () => "時間を延長しますか？",
  "cart.hold.addingTime": () => "時間を延長しています…",
  "cart.hold.reserveAgain": () => "チケットを再度確保する",
  "cart.hold.announceEnded": () => "確保期間が終了しました。",
  "cart.hold.twoMinutesLeft": () => "確保期間は残り 2 分です。",
  "cart.hold.thirtySecondsLeft": () => "確保期間は残り 30 秒を切りました。",
  "cart.hold.chooseMoreTime": () =>
    "チケットを確保し続けるには「時間を延長しますか？」を選んでください。",
  "cart.hold.added": (d) =>
    plural(d.minutes, 0, ja, {
      other: "確保期間を " + strictNumber("ja", d.minutes, 0, "minutes") + " 分延長しました。",
    }),
  "cart.hold.addedUnderAMinute": () => "確保期間を 1 分未満延長しました。",
  "home.pageTitle": () => "チケット",
  "home.heading": (d) => d.venue + " のチケット",
  "home.categories": () => "商品カテゴリー",
  "home.card.offers": () => "特典",
  "home.card.fromPrice": (d) => d.price + " から",
  "home.card.getTickets": () => "チケットを購入",
  "home.card.getTicketsFor": (d) => "（" + d.product + "）",
  "shell.skipToContent": () => "本文へスキップ",
  "shell.siteNavigation": () => "サイト",
  "shell.cart": (d) =>
    plural(d.count, 0, ja, {
      0: "カート",
      other: "カート (" + strictNumber("ja", d.count, 0, "count") + ")",
    }),
  "shell.manageMyOrder": () => "ご注文の確認・変更",
  "shell.pleaseWait": () => "少々お待ちください...",
  "shell.language": () => "言語",
};
