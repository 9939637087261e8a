import { plural, select } from "@messageformat/runtime";
import { strictNumber } from "../../../domain/words/pluralNumber.js";
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
  "checkout.pageTitle": () => "ご購入手続き",
  "checkout.cartEmpty": () => "カートは空です。",
  "checkout.backToTickets": () => "チケット一覧に戻る",
  "checkout.orderSummary": () => "ご注文内容",
  "checkout.hold.ended": () =>
    "確保期間が終了しました。ご注文を確定すると、チケットを再度確保します。",
  "checkout.contact": () => "連絡先",
  "checkout.address": () => "ご住所",
  "checkout.card": () => "クレジットカード",
  "checkout.noCardNeeded": () => "お支払いはありません。このご注文にカードは不要です。",
  "checkout.newsOptIn": () => "お知らせや特典をメールで受け取る",
  "checkout.total": (d) => "合計：" + d.total,
  "checkout.placeOrder": () => "注文を確定する",
  "checkout.placingOrder": () => "注文を確定しています…",
  "checkout.field.email": () => "メールアドレス",
  "checkout.field.firstName": () => "名",
  "checkout.field.lastName": () => "姓",
  "checkout.field.phone": () => "電話番号",
  "checkout.field.address": () => "住所",
  "checkout.field.address2": () => "住所 2 行目",
  "checkout.field.city": () => "市区町村",
  "checkout.field.region": (d) => select(d.region, { province: "州・準州", other: "州" }),
  "checkout.field.postalCode": () => "郵便番号",
  "checkout.field.country": () => "国",
  "checkout.field.cardOwnerName": () => "カード名義",
  "checkout.field.cardNumber": () => "カード番号",
  "checkout.field.expiry": () => "有効期限（MM/YY）",
  "checkout.field.cvv": () => "セキュリティコード（CVV）",
  "checkout.field.optional": () => "任意",
  "checkout.field.choose": () => "選択してください…",
  "checkout.removedFromCart": (d) => "カートから削除されました：" + d.products + "。",
  "checkout.confirmed": () => "ご注文が確定しました",
  "checkout.orderNumber": (d) => "ご注文番号 " + d.orderId,
  "checkout.keepThisNumber": () => "この番号を保管してください：",
  "checkout.keepThisNumberWhy": () =>
    "メールアドレスと合わせて、ご注文の確認・変更やキャンセルにお使いいただけます。",
  "checkout.ticketsOnTheirWay": (d) => "チケットを " + d.email + " にお送りしています。",
  "checkout.whatYouBought": () => "ご購入内容",
  "checkout.nothingCharged": (d) => "合計 " + d.total + "：請求はありません。",
  "checkout.charged": (d) => d.total + "（税込）を請求しました。",
  "checkout.chargedToCard": (d) =>
    "末尾 " + d.lastFour + " のカードに " + d.total + "（税込）を請求しました。",
  "checkout.confirmationNumber": () => "確認番号：",
  "checkout.confirmationNumberOpens": () =>
    "。この番号で、ここまたはメールからチケットを開き、入口でご提示ください。",
  "checkout.viewTickets": () => "チケットを表示",
  "checkout.findWithManageMyOrder": (d) =>
    "チケットをもう一度ご覧になるには、「ご注文の確認・変更」でご注文番号 " +
    d.orderId +
    " とメールアドレスを入力してください。確認番号とチケットが表示されます。",
  "content.terms.title": () => "利用規約",
  "content.privacy.title": () => "プライバシー",
  "content.accessibility.title": () => "アクセシビリティ",
  "content.contact.title": () => "お問い合わせ",
  "content.terms.tickets.heading": () => "チケットについて",
  "content.terms.tickets.admission.sn": (d) =>
    "チケット1枚につき1名様が、記載の日付に（時間指定チケットの場合は記載の入場時間内に）" +
    d.venue +
    "の展望デッキと回転するガラスの床にご入場いただけます。",
  "content.terms.tickets.admission.cgg": (d) =>
    "チケット1枚につき1名様が、記載の日付に（時間指定チケットの場合は記載の入場時間内に）" +
    d.venue +
    "の温室、ギャラリー、庭園にご入場いただけます。",
  "content.terms.tickets.arrival": () =>
    "入場時間内にお越しください。それ以降のご入場は空き状況によります。",
  "content.terms.tickets.bags.sn": () =>
    "16 x 12 x 8 インチ（41 x 30 x 20 cm）を超えるお荷物はお持ち込みいただけません。ロッカーはございません。",
  "content.terms.tickets.bags.cgg": () =>
    "ガラス作品保護のため、大きなバッグやリュックサックは入口の無料ロッカーにお預けください。",
  "content.terms.refunds.heading": () => "変更と返金",
  "content.terms.refunds.online": () =>
    "オンラインでキャンセルできるご注文は「ご注文の確認・変更」からキャンセルできます。返金は5～10営業日以内に、お支払いに使用したカードに行われます。",
  "content.terms.refunds.contact": (d) =>
    "その他のご用件は、ゲストサービス（" +
    d.phone +
    " または " +
    d.email +
    "）までお問い合わせください。",
  "content.terms.groups.heading": () => "団体でのご来場",
  "content.terms.groups.rules": (d) =>
    "団体チケットは" +
    d.minimum +
    "名様以上の団体向けで、少なくとも" +
    plural(d.daysAhead, 0, ja, { other: strictNumber("ja", d.daysAhead, 0, "daysAhead") }) +
    "日前までのご予約が必要です。有料チケット" +
    d.minimum +
    "枚ごとに1枚が無料になります。",
  "content.terms.groups.oneOrder": () =>
    "団体全体を1件のご注文とし、1枚のカードでお支払いいただきます。",
  "content.terms.seller.heading": () => "チケットの販売者",
  "content.terms.seller.company": (d) => "チケットは" + d.company + "が販売しています。",
  "content.privacy.kept.heading": () => "保存する情報",
  "content.privacy.kept.details": () =>
    "チケットの送付、ご注文の検索、返金のため、お名前、メールアドレス、住所、電話番号、ご購入いただいたチケットを保存します。",
  "content.privacy.kept.card": () =>
    "カードへの請求は決済代行会社が行います。カード番号やセキュリティコードを当社が保存することはありません。",
  "content.privacy.measured.heading": () => "計測する情報",
  "content.privacy.measured.visits": () =>
    "ショップ改善のため、ショップのページへのアクセス数と購入手続きの各ステップを集計しています。また、カードの不正利用を防ぐため、すべてのご購入を確認しています。",
  "content.privacy.choices.heading": () => "お客様の選択",
  "content.privacy.choices.request": (d) =>
    "当社が保存しているお客様の情報の確認・訂正・削除をご希望の場合は、" +
    d.email +
    " までご連絡ください。" +
    d.company +
    "が30日以内に回答します。",
  "content.accessibility.venue.heading": () => "施設内",
  "content.accessibility.venue.access.sn": () =>
    "2基のエレベーターと2つの展望フロアはすべて段差がなく、ガラスの床は車いすでも通行できます。補助犬も歓迎します。",
  "content.accessibility.venue.access.cgg": () =>
    "ギャラリー、温室、庭園の小道はすべて段差がなく、各部屋にベンチがあります。補助犬も歓迎します。",
  "content.accessibility.venue.companion": () =>
    "介助が必要なお客様の付き添いの方は無料でご入場いただけます。ご来場前にゲストサービスへお電話ください。",
  "content.accessibility.shop.heading": () => "このショップについて",
  "content.accessibility.shop.standard": () =>
    "このショップは WCAG 2.2 レベル AA に準拠するよう作られています。キーボードのみでの操作、スクリーンリーダー、400% のズームに対応し、ライトモードでもダークモードでもご利用いただけます。",
  "content.accessibility.shop.help": (d) =>
    "ご利用にお困りの点があれば、" +
    d.phone +
    " または " +
    d.email +
    " までお知らせください。スタッフがご一緒にチケットをご予約します。",
  "content.contact.guestServices.heading": () => "ゲストサービス",
  "content.contact.guestServices.hours": () =>
    "毎日午前9時から午後6時まで受け付けております。メールには1営業日以内に返信します。",
  "content.contact.guestServices.orderNumber": () =>
    "ご注文に関するお問い合わせの際は、注文番号をお手元にご用意ください。",
  "content.contact.phone": () => "電話番号",
  "content.contact.email": () => "メールアドレス",
  "content.contact.address": () => "住所",
  "content.notFound.title": () => "ページが見つかりません",
  "content.notFound.body": () => "お探しのページが見つかりませんでした。",
  "content.notFound.backToTickets": () => "チケット一覧に戻る",
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
  "errors.groupBelowMinimum": () =>
    "団体でのご注文には最少枚数があります。キャンセルするチケットを減らすか、すべてキャンセルしてください。",
  "errors.visitNotChangeable": () => "これらのチケットの日付・時間は変更できなくなりました。",
  "errors.entryTimeFull": () =>
    "この入場時間にはこれらのチケット分の空きがありません。別の時間を選んでください。",
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
    plural(d.seconds, 0, ja, { other: d.seconds + "秒" }) +
    "後にもう一度お試しください。",
  "errors.generic": () =>
    "リクエストの処理中に問題が発生しました。しばらくしてからもう一度お試しください。",
  "errors.close": () => "閉じる",
  "errors.renderFailure": () => "予期しない問題が発生しました。",
  "errors.tryAgain": () => "もう一度試す",
  "errors.chunkLoadFailed": () =>
    "このページを読み込めませんでした。接続をご確認のうえ、再読み込みしてください。",
  "errors.reload": () => "再読み込み",
  "errors.maxTicketsPerOrder": (d) =>
    plural(d.maximum, 0, ja, {
      other:
        "1回のご注文で購入できるチケットは" +
        strictNumber("ja", d.maximum, 0, "maximum") +
        "枚までです。",
    }),
  "errors.waitingListPlacesFree": () =>
    "この入場時間にはお客様のグループのお席があります。今すぐご購入いただけます。",
  "errors.waitingListAlreadyWaiting": () =>
    "このメールアドレスは、この入場時間のキャンセル待ちにすでに登録されています。",
  "errors.waitingListNoSuchEntry": () => "このキャンセル待ちのリンクは無効です。",
  "errors.waitingListOfferLapsed": () =>
    "このご案内は終了しました。お席は一定時間お取り置きした後、キャンセル待ちの次のグループにご案内しました。",
  "errors.waitingListOfferTaken": () => "このご案内はすでに購入されています。",
  "footer.aboutTheVenue": () => "施設について",
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
  "product.notAvailable.pageTitle": () => "ご利用いただけない商品",
  "product.notAvailable.heading": () => "この商品はご利用いただけません。",
  "product.notAvailable.backToTickets": () => "チケット一覧に戻る",
  "product.tryAgain": () => "もう一度試す",
  "product.cityPassUnavailable": () => "シティパスの引き換えはオンラインではご利用いただけません。",
  "product.groupSalesUnavailable": () => "団体販売はオンラインではご利用いただけません。",
  "product.price.from": (d) => d.from + " から",
  "product.price.range": (d) => d.from + " ～ " + d.to,
  "product.calendar.heading": () => "来場日",
  "product.calendar.noDates": () => "現在、販売中の来場日はありません。",
  "product.calendar.previousMonth": () => "前の月",
  "product.calendar.nextMonth": () => "次の月",
  "product.calendar.day": (d) =>
    select(d.status, {
      soldOut: d.date + "、売り切れ",
      closed: d.date + "、休業日",
      other: d.date,
    }),
  "product.calendar.legend": () => "破線で囲まれた日は売り切れまたは休業日です。",
  "product.tickets.heading": () => "チケット",
  "product.tickets.none": () => "この日に販売中のチケットはありません。",
  "product.tickets.removeOne": (d) => d.name + "を1枚減らす",
  "product.tickets.addOne": (d) => d.name + "を1枚追加",
  "product.tickets.count": (d) => d.name + "の枚数",
  "product.tickets.typeHowMany": (d) => "または" + d.name + "の枚数を入力してください",
  "product.entryTimes.heading": () => "来場時間帯",
  "product.entryTimes.none": () => "この日は、これらのチケットで選べる入場時間が残っていません。",
  "product.entryTimes.timeOfDay": () => "時間帯",
  "product.entryTimes.morning": () => "午前",
  "product.entryTimes.afternoon": () => "午後",
  "product.entryTimes.evening": () => "夜",
  "product.entryTimes.soldOut": () => "売り切れ",
  "product.entryTimes.left": (d) =>
    plural(d.count, 0, ja, { other: "残り" + strictNumber("ja", d.count, 0, "count") }),
  "product.entryTimes.yours": () => "選択した入場時間",
  "product.entryTimes.yoursShown": () => "選択した入場時間：",
  "product.entryTime": () => "入場時間",
  "product.summary.heading": () => "ご予約内容",
  "product.summary.date": () => "来場日",
  "product.summary.notChosen": () => "未選択",
  "product.summary.noTickets": () => "チケットはまだ選ばれていません。",
  "product.summary.taxNote": () => "税金はご購入手続きの際に加算されます。",
  "product.summary.groupReward": (d) =>
    plural(d.count, 0, ja, {
      other:
        "団体向けの無料チケット" +
        strictNumber("ja", d.count, 0, "count") +
        "枚は、カートで差し引かれます。",
    }),
  "product.summary.total": (d) => "合計 " + d.amount,
  "product.addToCart.add": () => "カートに追加",
  "product.addToCart.update": () => "カートを更新",
  "product.addToCart.adding": () => "追加中…",
  "product.addToCart.updating": () => "更新中…",
  "product.addToCart.chooseVisitDate": () => "先に来場日を選んでください。",
  "product.addToCart.chooseTickets": () => "先にチケットを選んでください。",
  "product.addToCart.chooseEntryTime": () => "先に入場時間を選んでください。",
  "product.cityPass.heading": () => "シティパスのバーコード",
  "product.cityPass.barcode": (d) => "バーコード " + d.position,
  "product.cityPass.verified": () => "確認済み",
  "product.cityPass.verify": () => "確認",
  "product.cityPass.verifyBarcode": (d) => "バーコード " + d.position + " を確認",
  "product.cityPass.remove": (d) => "バーコード " + d.position + " を削除",
  "product.cityPass.add": () => "バーコードを追加",
  "product.upgrades": () => "アップグレード",
  "product.beforeYouVisit": () => "ご来場の前に",
  "selfService.pageTitle": () => "ご注文の確認・変更",
  "selfService.unavailable": () => "オンラインでのキャンセルはご利用いただけません。",
  "selfService.find.intro": () =>
    "確認メールに記載の注文番号と、ご注文時のメールアドレスを入力してください。",
  "selfService.find.orderNumber": () => "注文番号",
  "selfService.find.orderNumberDigits": () => "注文番号は数字のみで入力してください。",
  "selfService.find.email": () => "メールアドレス",
  "selfService.find.submit": () => "注文を検索",
  "selfService.standing.status": () => "ステータス：",
  "selfService.standing.canceled": () => "キャンセル済み",
  "selfService.standing.confirmed": () => "確定",
  "selfService.standing.canceledAndRefunded": () =>
    "このご注文はキャンセルされ、返金済みです。このご注文のチケットはご利用いただけません。",
  "selfService.standing.canceledAndRefundedOn": (d) =>
    "このご注文は " +
    d.date +
    " にキャンセルされ、返金されました。このご注文のチケットはご利用いただけません。",
  "selfService.standing.viewTickets": () => "チケットを表示",
  "selfService.details.heading": () => "ご注文の詳細",
  "selfService.details.orderNumber": () => "注文番号",
  "selfService.details.customerName": () => "お客様名",
  "selfService.details.customer": (d) => d.lastName + " " + d.firstName,
  "selfService.details.orderDate": () => "注文日時",
  "selfService.details.confirmationNumber": () => "確認番号",
  "selfService.details.visitDate": () => "来場日",
  "selfService.details.numberOfTickets": () => "チケット枚数",
  "selfService.tickets.caption": () => "チケット",
  "selfService.tickets.quantity": () => "枚数",
  "selfService.tickets.type": () => "種類",
  "selfService.payment.caption": () => "お支払い",
  "selfService.payment.amountPaid": () => "お支払い金額",
  "selfService.payment.taxIncluded": () => "うち税額",
  "selfService.resend.button": () => "チケットを再送信",
  "selfService.resend.sending": () => "送信しています…",
  "selfService.resend.sent": (d) => d.email + " にチケットを送信しました。",
  "selfService.cancel.consent": () =>
    "チケットの注文をキャンセルして返金を希望します。返金は5～10営業日以内に行われることを了承します。",
  "selfService.cancel.back": () => "戻る",
  "selfService.cancel.submit": () => "チケットをキャンセル",
  "selfService.done.heading": (d) => "ご注文 " + d.orderId + " はキャンセルされました。",
  "selfService.done.refund": () => "返金は5～10営業日以内に行われる予定です。",
  "selfService.done.button": () => "完了",
  "selfService.some.open": () => "一部のチケットをキャンセル",
  "selfService.some.legend": () => "キャンセルするチケットを選んでください",
  "selfService.some.notCancellable": () => "オンラインではキャンセルできなくなりました",
  "selfService.some.quote": () => "返金額を確認",
  "selfService.some.quoting": () => "返金額を確認しています…",
  "selfService.some.refund": (d) => d.refund + " が返金されます。",
  "selfService.some.kept": (d) =>
    plural(d.kept, 0, ja, {
      0: "このご注文に残るチケットはありません。",
      other:
        "このご注文には " +
        strictNumber("ja", d.kept, 0, "kept") +
        " 枚のチケット（" +
        d.keptWorth +
        " 相当）が残ります。",
    }),
  "selfService.some.confirm": (d) =>
    plural(d.count, 0, ja, {
      other: strictNumber("ja", d.count, 0, "count") + " 枚のチケットをキャンセルする",
    }),
  "selfService.some.cancelling": () => "キャンセルしています…",
  "selfService.some.done.heading": () => "チケットをキャンセルしました",
  "selfService.some.done.refund": (d) => d.refunded + " は5～10営業日以内に返金される予定です。",
  "selfService.some.done.kept": (d) =>
    plural(d.kept, 0, ja, {
      0: "このご注文に残るチケットはありません。",
      other:
        "このご注文の残りのチケット " +
        strictNumber("ja", d.kept, 0, "kept") +
        " 枚は引き続き有効です。",
    }),
  "selfService.change.open": () => "日付・時間を変更",
  "selfService.change.legend": () => "変更するチケットを選択してください",
  "selfService.change.notChangeable": () => "オンラインでは変更できなくなりました",
  "selfService.change.date": () => "新しい日付",
  "selfService.change.datesFailed": () =>
    "日付を読み込めませんでした。もう一度チケットを選び直してください。",
  "selfService.change.entryTime": () => "新しい入場時間",
  "selfService.change.quote": () => "差額を確認",
  "selfService.change.quoting": () => "差額を確認しています…",
  "selfService.change.amountDue": (d) => "追加で " + d.amount + " のお支払いです。",
  "selfService.change.refund": (d) => d.refund + " が返金されます。",
  "selfService.change.same": () => "新しい時間でも料金は変わりません。",
  "selfService.change.card": () => "差額のお支払いカード",
  "selfService.change.confirm": (d) =>
    plural(d.count, 0, ja, {
      other: strictNumber("ja", d.count, 0, "count") + " 枚のチケットを変更",
    }),
  "selfService.change.changing": () => "変更しています…",
  "selfService.change.done.heading": () => "ご来場日時を変更しました",
  "selfService.change.done.charged": (d) => d.charged + " をカードに請求しました。",
  "selfService.change.done.refunded": (d) =>
    d.refunded + " は5～10営業日以内に返金される予定です。",
  "selfService.change.done.tickets": () =>
    "新しいチケットをメールでお送りしています。以前のバーコードでは入場できません。",
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
  "tickets.pageTitle": () => "お客様のチケット",
  "tickets.lookup.label": () => "チケットを探す",
  "tickets.lookup.confirmationNumber": () => "確認番号",
  "tickets.lookup.show": () => "チケットを表示",
  "tickets.next.label": () => "次にできること",
  "tickets.next.manageMyOrder": () => "ご注文の確認・変更",
  "tickets.next.backToTickets": () => "チケット一覧に戻る",
  "tickets.plans.label": () => "ご予定が変わりましたか？",
  "tickets.plans.change": () => "日時を変更するか、一部のチケットをキャンセル",
  "tickets.downloads.pdf": () => "PDF をダウンロード",
  "tickets.downloads.print": () => "印刷",
  "tickets.downloads.calendar": () => "カレンダーに追加",
  "tickets.wallet.add": () => "Apple Walletに追加",
  "tickets.wallet.addTicket": (d) => "Apple Walletに追加（チケット " + d.barcode + "）",
  "tickets.views.label": () => "チケットの表示方法",
  "tickets.views.oneByOne": () => "1枚ずつ",
  "tickets.views.all": () => "すべてのチケット",
  "tickets.carousel.label": () => "チケット",
  "tickets.carousel.roleDescription": () => "カルーセル",
  "tickets.carousel.position": (d) => d.count + "枚中" + d.position + "枚目",
  "tickets.carousel.previous": () => "前のチケット",
  "tickets.carousel.next": () => "次のチケット",
  "tickets.card.roleDescription": () => "スライド",
  "tickets.qrCode": (d) => "バーコード " + d.barcode + " の QR コード",
  "tickets.facts.ticket": () => "券種",
  "tickets.facts.guest": () => "お客様名",
  "tickets.facts.date": () => "来場日",
  "tickets.facts.time": () => "入場時間",
  "tickets.facts.order": () => "注文番号",
  "tickets.list.heading": (d) => "すべてのチケット（" + d.count + "枚）",
  "tickets.list.position": (d) => "（" + d.count + "枚中" + d.position + "枚目）",
  "tickets.device.heading": () => "共有の端末をお使いですか？",
  "tickets.device.kept": () =>
    "オフラインでも開けるよう、この端末にはご来場日の終わりまでチケットが保存されます。",
  "tickets.device.question": () =>
    "この端末からチケットを削除しますか？削除すると、ここには表示されなくなります。確認メールのリンクから再度開くことができます。",
  "tickets.device.refused": () =>
    "この端末からチケットを削除できませんでした。もう一度お試しいただくか、ブラウザの設定でこのサイトのデータを消去してください。",
  "tickets.device.removing": () => "削除しています…",
  "tickets.device.remove": () => "はい、削除します",
  "tickets.device.keep": () => "削除しない",
  "tickets.device.offer": () => "この端末からチケットを削除",
  "tickets.removed.heading": () => "この端末からチケットを削除しました。",
  "tickets.removed.seeAgain": () =>
    "もう一度表示するには、確認メールのリンクを開くか、確認番号を入力してください。",
  "waitingList.notify.full": () => "ご希望の入場時間が満席ですか？",
  "waitingList.notify.open": () => "空きが出たら通知",
  "waitingList.notify.intro": (d) =>
    "満席の入場時間に、チケット" +
    plural(d.count, 0, ja, { other: strictNumber("ja", d.count, 0, "count") + "枚" }) +
    "でキャンセル待ち登録ができます。ご一行分の空きが出たらメールでお知らせし、しばらくの間お取り置きします。",
  "waitingList.notify.time": () => "満席の入場時間",
  "waitingList.notify.email": () => "メールアドレス",
  "waitingList.notify.submit": () => "キャンセル待ちに登録",
  "waitingList.notify.joining": () => "登録中…",
  "waitingList.notify.joined": (d) =>
    d.time +
    "のキャンセル待ちに登録しました。チケット" +
    plural(d.count, 0, ja, { other: strictNumber("ja", d.count, 0, "count") + "枚" }) +
    "分の空きが出たら" +
    d.email +
    "宛てにメールでお知らせし、しばらくの間お取り置きします。そのメールのリンクからご購入ください。メールにはキャンセル待ちを取り消すリンクもあります。",
  "waitingList.offer.pageTitle": () => "キャンセル待ちでご用意したお席",
  "waitingList.offer.heldUntil": (d) =>
    "このお席は" +
    d.time +
    "までお取り置きしています。それを過ぎると、キャンセル待ちの次の方にご案内します。",
  "waitingList.offer.opening": () => "ご案内を開いています…",
  "waitingList.offer.backToTickets": () => "チケット一覧に戻る",
  "waitingList.leave.pageTitle": () => "キャンセル待ちの取り消し",
  "waitingList.leave.intro": () =>
    "キャンセル待ちを取り消すと、この入場時間の空きのお知らせは届かなくなります。お取り置き中のお席は次の方にご案内します。",
  "waitingList.leave.submit": () => "キャンセル待ちを取り消す",
  "waitingList.leave.leaving": () => "取り消し中…",
  "waitingList.leave.left": () =>
    "キャンセル待ちを取り消しました。この入場時間についてのメールはもうお送りしません。",
  "waitingList.leave.bought": () =>
    "ご案内したお席はすでにご購入済みのため、取り消すキャンセル待ちはありません。ご注文はそのまま有効です。",
};
