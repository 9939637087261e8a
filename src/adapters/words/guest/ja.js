import { plural, select, strictNumber } from "@messageformat/runtime";
import { ja } from "@messageformat/runtime/lib/cardinals";
export default {
  "home.pageTitle": () => "チケット",
  "home.heading": (d) => d.venue + " のチケット",
  "home.categories": () => "商品カテゴリー",
  "home.card.offers": () => "特典",
  "home.card.fromPrice": (d) => d.price + " から",
  "home.card.getTickets": () => "チケットを購入",
  "home.card.getTicketsFor": (d) => "（" + d.product + "）",
  "home.tab": (d) =>
    select(d.category, {
      products: "チケット",
      productsOtherAttractions: "その他のアトラクション",
      productsEvents: "イベント",
      productsGroups: "団体",
      promoCodeProducts: "プロモーションコード",
      other: "",
    }),
  "home.tryAgain": () => "もう一度試す",
  "home.nothingOnSale": () => "現在、ここで販売中のものはありません。",
  "home.promoCode.label": () => "プロモーションコード",
  "home.promoCode.apply": () => "適用",
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
