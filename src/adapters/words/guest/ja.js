import { plural, strictNumber } from "@messageformat/runtime";
import { ja } from "@messageformat/runtime/lib/cardinals";
export default {
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
  "home.pageTitle": () => "チケット",
  "home.heading": (d) => d.venue + " のチケット",
  "home.categories": () => "商品カテゴリー",
  "productCard.offers": () => "特典",
  "productCard.fromPrice": (d) => d.price + " から",
  "productCard.getTickets": () => "チケットを購入",
  "productCard.getTicketsFor": (d) => "（" + d.product + "）",
};
