import { plural, select, strictNumber } from "@messageformat/runtime";
import { ja } from "@messageformat/runtime/lib/cardinals";

const number_ja__group_off_e45vgv = (function () {
  var opt = { useGrouping: false };
  var nf = new Intl.NumberFormat("ja", opt);
  return function (value) {
    return nf.format(value);
  };
})();
export default {
  "errors.orderNotFound": () =>
    "ご注文が見つかりませんでした。入力内容をご確認のうえ、もう一度お試しください。",
  "errors.requestCannotBeProcessed": () => "現在、このリクエストを処理できません。",
  "errors.contactLine": (d) =>
    "ゲストサービスまでお問い合わせください（電話：" + d.phone + "、メール：" + d.email + "）。",
  "errors.notRefundable": () => "このご注文はオンラインでのキャンセルの対象外です。",
  "errors.orderCanceled": () => "このご注文はキャンセルされたため、チケットは無効になりました。",
  "errors.noTicket": () => "この確認番号のチケットは見つかりませんでした。",
  "errors.confirmationNotValid": () => "このリンクには有効なご注文の確認番号が含まれていません。",
  "errors.viewTicketsUnexpected": () =>
    "現在チケットを表示できません。しばらくしてからもう一度お試しください。",
  "errors.confirmationNumberMissing": () => "ご注文確認に記載の確認番号を入力してください。",
  "errors.confirmationNumberMalformed": () => "確認番号は4～64文字の英数字です（例：ABCD234567）。",
  "errors.productsUnavailable": () => "一部の商品がご利用いただけません。",
  "errors.unavailableLine": (d) =>
    select(d.when, {
      dateAndTime: d.name + "（" + d.date + " " + d.time + "）",
      date: d.name + "（" + d.date + "）",
      time: d.name + "（" + d.time + "）",
      other: d.name,
    }),
  "errors.unavailableFewPlaces": (d) =>
    d.line +
    "：残りは" +
    plural(d.remaining, 0, ja, { other: strictNumber("ja", d.remaining, 0, "remaining") + "枠" }) +
    "のため、" +
    plural(d.tickets, 0, ja, { other: strictNumber("ja", d.tickets, 0, "tickets") + "枚" }) +
    "のチケットをご用意できません。",
  "errors.unavailableTimeGone": (d) => d.line + "：この入場時間はご利用いただけなくなりました。",
  "errors.unavailableOffSale": (d) => d.line + "：ご利用いただけなくなりました。",
  "errors.paymentDeclined": () =>
    "カードが承認されませんでした。カード情報をご確認いただくか、別のカードをご利用ください。",
  "errors.tooManyDeclines": () =>
    "このご注文で承認されなかったカードが多すぎるため、現在は別のカードをお試しいただけません。ご利用の銀行にご確認のうえ、しばらくしてからもう一度お試しください。",
  "errors.purchaseNotCompleted": () =>
    "ご購入を完了できませんでした。チケットはカートに残っています。入力内容をご確認のうえ、もう一度お試しください。",
  "errors.unexpectedJavascriptError": () => "予期しないJavaScriptエラーが発生しました",
  "errors.holdUnanswered": () =>
    "チケット窓口に接続できなかったため、ご注文は確定されず、カードへの請求も行われていません。接続をご確認のうえ、もう一度お試しください。",
  "errors.purchaseUnanswered": () =>
    "チケット窓口から応答がある前に接続が切れました。「注文を確定する」を押してもう一度お試しください。先にご注文が完了しているかを確認するため、カードに二重に請求されることはありません。",
  "errors.orderNotPlaced": () => "ご注文は確定されていません",
  "errors.orderMaybePlaced": () => "ご注文が確定されたかどうかを確認できませんでした",
  "errors.fieldRequired": () => "この項目は必須です。",
  "errors.fieldInvalidEmail": () =>
    "name@example.com のような形式でメールアドレスを入力してください。",
  "errors.fieldCardNumberInvalid": () => "このカード番号は無効です。",
  "errors.fieldExpiryMonthInvalid": () => "有効期限の月を1～12の数字で入力してください。",
  "errors.fieldExpiryYearInvalid": () => "有効期限の年を2桁または4桁で入力してください。",
  "errors.fieldCardExpired": () => "このカードは有効期限が切れています。",
  "errors.fieldCvvInvalid": () => "CVVはカードに記載された3桁または4桁の数字です。",
  "errors.holdNotExtended": () => "チケットの確保時間を延長できませんでした。",
  "errors.holdExtensionsExhausted": () => "チケットの確保時間はこれ以上延長できません。",
  "errors.tooManyHolds": () =>
    "お使いの接続から確保されているチケットが多すぎます。数分後にもう一度お試しください。",
  "errors.groupMinimumNotMet": (d) =>
    "団体でのご注文には" +
    plural(d.minimum, 0, ja, { other: strictNumber("ja", d.minimum, 0, "minimum") + "枚" }) +
    "以上のチケットが必要です。",
  "errors.groupAdvancePurchase": (d) =>
    "団体でのご来場は" +
    plural(d.days, 0, ja, { other: strictNumber("ja", d.days, 0, "days") + "日" }) +
    "前までにご予約ください。",
  "errors.notATicketsCount": () => "チケットの枚数を整数で入力してください。",
  "errors.groupOrderInCart": () =>
    "カートには単独でのご予約となる団体のご注文が入っています。これらのチケットを追加するには、先にご購入手続きを済ませるか、団体のご注文を削除してください。",
  "errors.groupOrderOnItsOwn": () =>
    "団体でのご来場は単独のご注文としてご予約いただきます。先にご購入手続きを済ませるか、カート内のチケットを削除してください。",
  "errors.duplicateBarcode": () => "このチケットは入力済みです",
  "errors.invalidBarcode": () => "無効なバーコードです",
  "errors.invalidPromoCode": () => "このプロモーションコードは無効です。",
  "errors.hyperlinkExpired": () => "この招待リンクは有効期限が切れています。",
  "errors.throttled": (d) =>
    "試行回数が多すぎます。" +
    plural(d.seconds, 0, ja, { other: number_ja__group_off_e45vgv(d.seconds, "ja") + "秒" }) +
    "後にもう一度お試しください。",
  "errors.generic": () =>
    "リクエストの処理中に問題が発生しました。しばらくしてからもう一度お試しください。",
  "errors.close": () => "閉じる",
  "errors.renderFailure": () => "予期しない問題が発生しました。",
  "errors.tryAgain": () => "もう一度試す",
  "errors.chunkLoadFailed": () =>
    "このページを読み込めませんでした。接続をご確認のうえ、再読み込みしてください。",
  "errors.reload": () => "再読み込み",
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
