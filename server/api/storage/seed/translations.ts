import type { BrandKey } from "../../../../src/domain/brand.js";
import type { Locale } from "../../../../src/domain/locale.js";

/*
 * The seed catalogue's words in other languages (issue 28): what the venue would write for its
 * guests, answered to a request in that language (docs/reference-api.md). Every product of both
 * tenants in Spanish and Japanese; a word a language leaves out is answered in English.
 */

/** A product's own words in a language, field by field as fixtures.ts writes them in English. */
export interface SeedProductTexts {
  readonly name: string;
  readonly shortDescription: string;
  readonly longDescription: string;
  readonly displayLabel: string;
  readonly additionalInformation?: string;
  readonly maxTicketsMessage?: string;
  readonly priceMessage?: string;
  readonly disclosure?: string;
  /** In the order of the product's upgrades. */
  readonly upgrades?: readonly { readonly headline: string; readonly message: string }[];
  /** In the order of the product's instructions. */
  readonly instructions?: readonly string[];
}

export type TranslatedLocale = Exclude<Locale, "en">;

type InLanguages<T> = Partial<Record<TranslatedLocale, T>>;

/** The label of each product's terms link, by its English label. */
export const seedTermsLabels: Readonly<Record<string, InLanguages<string>>> = {
  "Terms and conditions": { es: "Términos y condiciones", ja: "利用規約" },
  "Group terms": { es: "Condiciones para grupos", ja: "団体利用規約" },
};

/** A city-pass product's button to exchange by e-mail. */
export const seedExchangeButtonLabels: InLanguages<string> = {
  es: "Canjear por correo electrónico",
  ja: "メールで引き換える",
};

/** Ticket types by their English name: the same words on every product that has them. */
export const seedDiscountNames: Readonly<Record<string, InLanguages<string>>> = {
  Adult: { es: "Adulto", ja: "大人" },
  "Child (5-12)": { es: "Niño (5-12)", ja: "子ども（5～12歳）" },
  "Senior (65+)": { es: "Mayor (65+)", ja: "シニア（65歳以上）" },
  "Café voucher": { es: "Vale de cafetería", ja: "カフェ券" },
  "Group Adult": { es: "Grupo adulto", ja: "団体 大人" },
  "Group Child (5-12)": { es: "Grupo niño (5-12)", ja: "団体 子ども（5～12歳）" },
  "CityPass Adult": { es: "CityPass adulto", ja: "CityPass 大人" },
  "CityPass Child": { es: "CityPass niño", ja: "CityPass 子ども" },
  "Member Adult": { es: "Socio adulto", ja: "会員 大人" },
  "Friends and Family": { es: "Amigos y familia", ja: "友人・ご家族" },
  "Audio guide": { es: "Audioguía", ja: "音声ガイド" },
  "Artist Friends": { es: "Amigos del artista", ja: "アーティストの友人" },
};

/** Each product's words, by product id. */
export const seedProductTexts: Readonly<Record<number, InLanguages<SeedProductTexts>>> = {
  101: {
    es: {
      name: "Entrada general",
      shortDescription: "Entrada con hora al mirador y al suelo de cristal giratorio.",
      longDescription:
        "Sube 160 metros en el ascensor de cristal, pisa el suelo de cristal giratorio y contempla la ciudad, la bahía y las montañas desde los dos niveles del mirador.",
      displayLabel: "La más popular",
      additionalInformation: "Calcula entre 60 y 90 minutos para tu visita.",
      maxTicketsMessage:
        "Puedes comprar hasta 10 entradas por pedido. Para 11 o más, reserva la entrada para grupos.",
      priceMessage: "Los precios son más altos los fines de semana.",
      upgrades: [
        {
          headline: "Añade un vale para el Summit Café",
          message: "Un café y un bollo en lo más alto.",
        },
      ],
      instructions: [
        "Llega a la entrada de la base 10 minutos antes de tu hora de entrada.",
        "No se permiten bolsas de más de 40 x 30 x 20 cm.",
      ],
    },
    ja: {
      name: "一般入場券",
      shortDescription: "展望デッキと回転するガラスの床への時間指定入場です。",
      longDescription:
        "ガラスのエレベーターで地上160メートルへ。回転するガラスの床に立ち、2つの展望フロアから街と湾、山々を一望できます。",
      displayLabel: "いちばん人気",
      additionalInformation: "ご見学には60～90分ほどお見込みください。",
      maxTicketsMessage:
        "1回のご注文で購入できるチケットは10枚までです。11名以上の場合は団体入場券をご予約ください。",
      priceMessage: "週末は料金が高くなります。",
      upgrades: [
        {
          headline: "サミットカフェ券を追加",
          message: "頂上でコーヒーとペストリーをどうぞ。",
        },
      ],
      instructions: [
        "入場時間の10分前までに1階入口へお越しください。",
        "40×30×20cmを超えるお荷物はお持ち込みいただけません。",
      ],
    },
  },
  102: {
    es: {
      name: "Entrada al atardecer",
      shortDescription: "Entrada por la tarde a la hora dorada.",
      longDescription:
        "Mira cómo se pone el sol sobre el agua desde la terraza al aire libre y luego ve encenderse las luces de la ciudad.",
      displayLabel: "Por la tarde",
      maxTicketsMessage: "La entrada al atardecer tiene un máximo de 8 entradas por pedido.",
      instructions: [
        "La hora del atardecer cambia a lo largo del año; elige una hora de entrada una hora antes de la puesta de sol.",
      ],
    },
    ja: {
      name: "サンセット入場券",
      shortDescription: "夕暮れのゴールデンアワーに合わせた夕方の入場です。",
      longDescription:
        "屋外デッキから海に沈む夕日を眺め、やがて街の明かりが灯る様子をお楽しみください。",
      displayLabel: "夕方",
      maxTicketsMessage: "サンセット入場券は1回のご注文につき8枚までです。",
      instructions: ["日没時刻は季節により変わります。日没の約1時間前の入場時間をお選びください。"],
    },
  },
  103: {
    es: {
      name: "Combo torre y jardín de cristal",
      shortDescription: "Una visita a la torre y otra al jardín de cristal de al lado.",
      longDescription:
        "Visita la torre mirador a la hora que elijas y el Crystal Glass Garden a cualquier hora del mismo día.",
      displayLabel: "Ahorra un 20 %",
    },
    ja: {
      name: "タワー＆ガラスガーデン セット券",
      shortDescription: "タワーと、隣のガラスガーデンにそれぞれ1回ずつ入場できます。",
      longDescription:
        "お選びの時間に展望タワーへ、同じ日のお好きな時間にクリスタル・グラス・ガーデンへご入場いただけます。",
      displayLabel: "20%お得",
    },
  },
  104: {
    es: {
      name: "Vale para el Summit Café",
      shortDescription: "Un café y un bollo en el Summit Café, cualquier día.",
      longDescription:
        "Canjéalo en el mostrador de la cafetería del nivel superior el día de tu visita.",
      displayLabel: "Extra",
    },
    ja: {
      name: "サミットカフェ券",
      shortDescription: "サミットカフェのコーヒーとペストリー。どの日でもご利用いただけます。",
      longDescription: "ご来場日に、上層階のカフェカウンターでお引き換えください。",
      displayLabel: "追加オプション",
    },
  },
  105: {
    es: {
      name: "Noche de estrellas del viernes",
      shortDescription: "Telescopios en la terraza con el club de astronomía de la ciudad.",
      longDescription:
        "Los viernes y sábados por la noche, los astrónomos montan telescopios en la terraza exterior y te guían por el cielo nocturno.",
      displayLabel: "Viernes y sábados",
      disclosure: "Se celebra llueva o no; con lluvia intensa se recogen los telescopios.",
    },
    ja: {
      name: "金曜の夜の星空観察",
      shortDescription: "市の天文クラブと一緒に、デッキで望遠鏡をのぞきます。",
      longDescription: "金曜と土曜の夜、天文家が屋外デッキに望遠鏡を設置し、夜空をご案内します。",
      displayLabel: "金曜・土曜",
      disclosure: "雨天でも開催します。強い雨の場合は望遠鏡を片付けます。",
    },
  },
  106: {
    es: {
      name: "Entrada para grupos",
      shortDescription:
        "Entrada con hora para grupos de 10 o más, con una entrada gratis por cada 10.",
      longDescription:
        "Escuelas, excursiones y grupos de 10 o más ahorran en cada entrada, y cada décimo visitante entra gratis.",
      displayLabel: "Grupos de 10+",
      instructions: [
        "La persona responsable del grupo recoge todas las entradas en la entrada de grupos.",
      ],
    },
    ja: {
      name: "団体入場券",
      shortDescription: "10名以上の団体向けの時間指定入場券。10名ごとに1名様分が無料です。",
      longDescription:
        "学校、ツアー、10名以上のグループはすべてのチケットがお得になり、10人目ごとに1名様が無料でご入場いただけます。",
      displayLabel: "10名以上の団体",
      instructions: ["団体の代表者様が団体入口ですべてのチケットをお受け取りください。"],
    },
  },
  107: {
    es: {
      name: "Canje de CityPass C3",
      shortDescription: "Canjea el código de barras de tu CityPass C3 por una entrada con hora.",
      longDescription:
        "Introduce el código de barras impreso en tu entrada CityPass C3, elige fecha y hora, y recibe tu entrada a la torre sin coste.",
      displayLabel: "CityPass",
    },
    ja: {
      name: "CityPass C3 引き換え",
      shortDescription: "CityPass C3のバーコードを時間指定チケットに引き換えます。",
      longDescription:
        "CityPass C3チケットに印刷されたバーコードを入力し、日時を選ぶと、タワーのチケットを無料でお受け取りいただけます。",
      displayLabel: "CityPass",
    },
  },
  108: {
    es: {
      name: "Entrada de preestreno para socios",
      shortDescription: "Entrada con hora solo para socios, a precio de socio.",
      longDescription:
        "Un precio de preestreno para socios, desbloqueado con un código promocional.",
      displayLabel: "Socios",
      maxTicketsMessage:
        "La entrada de preestreno para socios tiene un máximo de 4 entradas por pedido.",
    },
    ja: {
      name: "会員先行入場券",
      shortDescription: "会員様限定の時間指定入場券を会員価格で。",
      longDescription: "プロモーションコードでご利用いただける会員様向けの先行価格です。",
      displayLabel: "会員様",
      maxTicketsMessage: "会員先行入場券は1回のご注文につき4枚までです。",
    },
  },
  109: {
    es: {
      name: "Entrada de amigos y familia",
      shortDescription: "Entrada con hora al precio de amigos y familia.",
      longDescription:
        "Compartida por enlace con los amigos y familiares del personal de la torre.",
      displayLabel: "Por invitación",
    },
    ja: {
      name: "友人・ご家族入場券",
      shortDescription: "友人・ご家族価格の時間指定入場券です。",
      longDescription: "タワーのスタッフのご友人・ご家族にリンクでお届けしています。",
      displayLabel: "ご招待",
    },
  },
  201: {
    es: {
      name: "Entrada al jardín",
      shortDescription: "Entrada con hora al invernadero, las galerías y el jardín.",
      longDescription:
        "Recorre ocho galerías de arte en vidrio, el invernadero de doce metros y el jardín de esculturas de vidrio entre plantas vivas.",
      displayLabel: "La más popular",
      additionalInformation: "Calcula unos 90 minutos para tu visita.",
      maxTicketsMessage:
        "Puedes comprar hasta 10 entradas por pedido. Para 11 o más, reserva una visita guiada para grupos.",
      priceMessage: "Los precios son más altos los fines de semana.",
      upgrades: [
        {
          headline: "Añade la audioguía de la galería",
          message: "Unos auriculares en la entrada, para el día de tu visita.",
        },
      ],
      instructions: [
        "Entra por las puertas del invernadero en el lado sur.",
        "No se permiten trípodes en las galerías.",
      ],
    },
    ja: {
      name: "ガーデン入場券",
      shortDescription: "温室、ギャラリー、ガーデンへの時間指定入場です。",
      longDescription:
        "8つのガラスアートのギャラリー、高さ12メートルの温室、そして生きた植物の間にガラス彫刻が並ぶガーデンを巡ります。",
      displayLabel: "いちばん人気",
      additionalInformation: "ご見学には90分ほどお見込みください。",
      maxTicketsMessage:
        "1回のご注文で購入できるチケットは10枚までです。11名以上の場合は団体ガーデンツアーをご予約ください。",
      priceMessage: "週末は料金が高くなります。",
      upgrades: [
        {
          headline: "ギャラリー音声ガイドを追加",
          message: "ご来場日に入口でヘッドセットをお渡しします。",
        },
      ],
      instructions: [
        "南側の温室の扉からお入りください。",
        "ギャラリー内での三脚のご使用はできません。",
      ],
    },
  },
  202: {
    es: {
      name: "Jardín al anochecer",
      shortDescription: "Entrada por la tarde, cuando el vidrio se ilumina por dentro.",
      longDescription:
        "Al caer la noche se iluminan las esculturas del jardín y el invernadero brilla contra el cielo nocturno.",
      displayLabel: "Por la tarde",
    },
    ja: {
      name: "トワイライト・ガーデン",
      shortDescription: "ガラスが内側から輝く夕方の入場です。",
      longDescription:
        "日が暮れるとガーデンの彫刻がライトアップされ、温室が夜空に浮かび上がります。",
      displayLabel: "夕方",
    },
  },
  203: {
    es: {
      name: "Combo jardín y torre",
      shortDescription: "Una visita al jardín de cristal y otra a la torre de al lado.",
      longDescription:
        "Visita el jardín de cristal a cualquier hora del día que elijas y la torre mirador el mismo día.",
      displayLabel: "Ahorra un 20 %",
    },
    ja: {
      name: "ガーデン＆タワー セット券",
      shortDescription: "ガラスガーデンと、隣のタワーにそれぞれ1回ずつ入場できます。",
      longDescription:
        "お選びの日のお好きな時間にガラスガーデンへ、同じ日に展望タワーへご入場いただけます。",
      displayLabel: "20%お得",
    },
  },
  204: {
    es: {
      name: "Audioguía de la galería",
      shortDescription:
        "La visita en audio de la galería narrada por el propio artista, cualquier día.",
      longDescription: "Recoge tus auriculares en la entrada el día de tu visita.",
      displayLabel: "Extra",
    },
    ja: {
      name: "ギャラリー音声ガイド",
      shortDescription:
        "アーティスト本人によるギャラリーの音声ツアー。どの日でもご利用いただけます。",
      longDescription: "ご来場日に入口でヘッドセットをお受け取りください。",
      displayLabel: "追加オプション",
    },
  },
  205: {
    es: {
      name: "Demostración de soplado de vidrio",
      shortDescription: "Mira cómo se hace una pieza de vidrio de principio a fin en el taller.",
      longDescription:
        "Un maestro vidriero y su equipo dan forma a una pieza en directo mientras un presentador explica cada paso. Solo fines de semana.",
      displayLabel: "Fines de semana",
      disclosure: "Los asientos son bancos cerca del horno; hace calor.",
    },
    ja: {
      name: "ホットショップ ガラス吹きの実演",
      shortDescription: "工房でガラス作品ができあがるまでを最初から最後までご覧いただけます。",
      longDescription:
        "ガラス職人のチームが目の前で作品を形づくり、司会者が各工程を解説します。週末のみの開催です。",
      displayLabel: "週末",
      disclosure: "お席は炉の近くのベンチです。暑くなりますのでご注意ください。",
    },
  },
  206: {
    es: {
      name: "Visita guiada al jardín para grupos",
      shortDescription:
        "Entrada con hora para grupos de 15 o más, con una entrada gratis por cada 15.",
      longDescription:
        "Los grupos de 15 o más recorren el jardín a precio de grupo, y cada decimoquinto visitante entra gratis.",
      displayLabel: "Grupos de 15+",
    },
    ja: {
      name: "団体ガーデンツアー",
      shortDescription: "15名以上の団体向けの時間指定入場券。15名ごとに1名様分が無料です。",
      longDescription:
        "15名以上のグループは団体料金でガーデンを巡ることができ、15人目ごとに1名様が無料でご入場いただけます。",
      displayLabel: "15名以上の団体",
    },
  },
  207: {
    es: {
      name: "Canje de CityPass",
      shortDescription: "Canjea el código de barras de tu CityPass por una entrada con hora.",
      longDescription:
        "Introduce el código de barras impreso en tu CityPass, elige fecha y hora, y recibe tu entrada al jardín sin coste.",
      displayLabel: "CityPass",
    },
    ja: {
      name: "CityPass 引き換え",
      shortDescription: "CityPassのバーコードを時間指定チケットに引き換えます。",
      longDescription:
        "CityPassに印刷されたバーコードを入力し、日時を選ぶと、ガーデンのチケットを無料でお受け取りいただけます。",
      displayLabel: "CityPass",
    },
  },
  208: {
    es: {
      name: "Preestreno del jardín para socios",
      shortDescription: "Entrada con hora solo para socios, a precio de socio.",
      longDescription:
        "Un precio de preestreno para socios, desbloqueado con un código promocional.",
      displayLabel: "Socios",
      maxTicketsMessage:
        "El preestreno del jardín para socios tiene un máximo de 4 entradas por pedido.",
    },
    ja: {
      name: "会員先行ガーデン入場券",
      shortDescription: "会員様限定の時間指定入場券を会員価格で。",
      longDescription: "プロモーションコードでご利用いただける会員様向けの先行価格です。",
      displayLabel: "会員様",
      maxTicketsMessage: "会員先行ガーデン入場券は1回のご注文につき4枚までです。",
    },
  },
  209: {
    es: {
      name: "Entrada de amigos del artista",
      shortDescription: "Entrada con hora al precio de amigos del artista.",
      longDescription: "Compartida por enlace con los amigos del estudio.",
      displayLabel: "Por invitación",
    },
    ja: {
      name: "アーティストの友人入場券",
      shortDescription: "アーティストの友人価格の時間指定入場券です。",
      longDescription: "スタジオのご友人にリンクでお届けしています。",
      displayLabel: "ご招待",
    },
  },
};

/** A venue's messages in a language: the pricing notice and the checkout's three. */
export interface SeedSettingsTexts {
  readonly pricingNotice: string;
  readonly checkOutThankMessage: string;
  readonly checkOutUpgradeMessage: string;
  readonly checkOutMessage: string;
}

export const seedSettingsTexts: Readonly<Record<BrandKey, InLanguages<SeedSettingsTexts>>> = {
  sn: {
    es: {
      pricingNotice:
        "Los precios incluyen una tarifa de instalaciones de 2 USD. El impuesto sobre las ventas se añade al pagar.",
      checkOutThankMessage: "¡Gracias por tu pedido! Te esperamos con ilusión.",
      checkOutUpgradeMessage: "Aprovecha el día: añade esto a tu visita.",
      checkOutMessage: "Las entradas solo son válidas para la fecha y la hora indicadas.",
    },
    ja: {
      pricingNotice:
        "料金には施設利用料2ドルが含まれます。売上税はご購入手続きの際に加算されます。",
      checkOutThankMessage: "ご注文ありがとうございます。ご来場を心よりお待ちしております。",
      checkOutUpgradeMessage: "1日を満喫しましょう。ご来場にこちらもどうぞ。",
      checkOutMessage: "チケットは記載の日時のみ有効です。",
    },
  },
  cgg: {
    es: {
      pricingNotice: "El impuesto sobre las ventas se añade al pagar.",
      checkOutThankMessage: "¡Gracias por tu pedido! Te esperamos con ilusión.",
      checkOutUpgradeMessage:
        "Añade la audioguía de la galería y escucha la historia del propio artista.",
      checkOutMessage: "Llega en los 30 minutos siguientes a tu hora de entrada.",
    },
    ja: {
      pricingNotice: "売上税はご購入手続きの際に加算されます。",
      checkOutThankMessage: "ご注文ありがとうございます。ご来場を心よりお待ちしております。",
      checkOutUpgradeMessage:
        "ギャラリー音声ガイドを追加して、アーティスト自身の物語をお聴きください。",
      checkOutMessage: "入場時間から30分以内にお越しください。",
    },
  },
};
