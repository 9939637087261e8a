import type { Queryable, Storage } from "../storage.js";
import { listedCategoryNames } from "../../../../src/domain/category.js";
import { LOCALES } from "../../../../src/domain/locale.js";
import { venueDate } from "../../../../src/domain/venueTime.js";
import {
  seedCityPassBarcodes,
  seedFeatureFlags,
  seedHyperlinks,
  seedProducts,
  seedPromoCodes,
  seedPromotions,
  seedTenantSettings,
  seedTrackingScripts,
  type SeedProduct,
} from "./fixtures.js";
import {
  seedDiscountNames,
  seedExchangeButtonLabels,
  seedProductTexts,
  seedSettingsTexts,
  seedTermsLabels,
  type SeedProductTexts,
  type TranslatedLocale,
} from "./translations.js";

const EXCHANGE_BUTTON_LABEL = "Exchange by e-mail";

const productDetails = (product: SeedProduct, exchangeButtonLabel = EXCHANGE_BUTTON_LABEL) => ({
  name: product.name,
  shortDescription: product.shortDescription,
  longDescription: product.longDescription,
  isTimed: product.isTimed,
  productTypeId: product.productTypeId,
  imageUrl: `/images/products/${product.id}.svg`,
  displayLabel: product.displayLabel,
  additionalInformation: product.additionalInformation ?? "",
  productUpgrades: (product.upgrades ?? []).map((upgrade) => ({
    upgradeProductId: upgrade.productId,
    headline: upgrade.headline,
    promotionalMessage: upgrade.message,
    longDescription: upgrade.message,
    imageUrl: `/images/products/${upgrade.productId}.svg`,
  })),
  productAttributes: [
    ...(product.instructions ?? []).map((text, i) => ({
      attributeName: `Instruction${i + 1}`,
      attributeValue: text,
    })),
    ...(product.terms === undefined
      ? []
      : [
          { attributeName: "TermsAndConditionsLabel", attributeValue: product.terms.label },
          { attributeName: "TermsAndConditionsUrl", attributeValue: product.terms.url },
        ]),
  ],
  skipVisitDateSelection: product.skipVisitDateSelection ?? false,
  systemRedeemableOnly: false,
  maxTicketsAllowedPerOrder: product.maxTickets?.count ?? null,
  maxTicketsAllowedPerOrderMsg: product.maxTickets?.message ?? null,
  rollingDaysCount: product.rollingDaysCount,
  groupSalesAdvPurchaseDayCount: product.group?.advancePurchaseDays ?? null,
  groupSalesMinQty: product.group?.minQty ?? null,
  groupSalesMinRuleQty: product.group?.minRuleQty ?? null,
  groupSalesRewardQty: product.group?.rewardQty ?? null,
  voucherId: product.voucherId ?? null,
  isVoucher: product.voucherId !== undefined,
  promotionId: null,
  emailExchangeButtonLabel: product.voucherId === undefined ? null : exchangeButtonLabel,
  disclosure: product.disclosure ?? null,
  priceMessage: product.priceMessage ?? null,
  isPriceMessageEnabled: product.priceMessage !== undefined,
});

/** The languages the seed has words in besides English. */
const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is TranslatedLocale => locale !== "en");

/** The product as the venue writes it in another language: its words in it, the rest as it is. */
const productIn = (
  product: SeedProduct,
  texts: SeedProductTexts,
  locale: TranslatedLocale,
): SeedProduct => ({
  ...product,
  name: texts.name,
  shortDescription: texts.shortDescription,
  longDescription: texts.longDescription,
  displayLabel: texts.displayLabel,
  ...(texts.additionalInformation === undefined
    ? {}
    : { additionalInformation: texts.additionalInformation }),
  ...(product.maxTickets === undefined || texts.maxTicketsMessage === undefined
    ? {}
    : { maxTickets: { ...product.maxTickets, message: texts.maxTicketsMessage } }),
  ...(texts.priceMessage === undefined ? {} : { priceMessage: texts.priceMessage }),
  ...(texts.disclosure === undefined ? {} : { disclosure: texts.disclosure }),
  ...(product.upgrades === undefined
    ? {}
    : {
        upgrades: product.upgrades.map((upgrade, i) => ({ ...upgrade, ...texts.upgrades?.[i] })),
      }),
  ...(product.instructions === undefined
    ? {}
    : { instructions: product.instructions.map((text, i) => texts.instructions?.[i] ?? text) }),
  ...(product.terms === undefined
    ? {}
    : {
        terms: {
          ...product.terms,
          label: seedTermsLabels[product.terms.label]?.[locale] ?? product.terms.label,
        },
      }),
});

/**
 * A product's details in another language, as product_translations keeps them: only the
 * fields whose words differ from the English, which the answer lays over them.
 */
const translatedDetails = (
  product: SeedProduct,
  texts: SeedProductTexts,
  locale: TranslatedLocale,
): Record<string, unknown> => {
  const english: Record<string, unknown> = productDetails(product);
  const translated = productDetails(
    productIn(product, texts, locale),
    seedExchangeButtonLabels[locale] ?? EXCHANGE_BUTTON_LABEL,
  );
  return Object.fromEntries(
    Object.entries(translated).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(english[field]),
    ),
  );
};

/**
 * The seed's words in other languages, each table's rows in one statement: a database is
 * seeded at every start of a test's server.
 */
const insertTranslations = async (tx: Queryable) => {
  const products = TRANSLATED_LOCALES.flatMap((locale) =>
    seedProducts.flatMap((product) => {
      const texts = seedProductTexts[product.id]?.[locale];
      return texts === undefined
        ? []
        : [{ product, locale, details: translatedDetails(product, texts, locale) }];
    }),
  );
  const discounts = products.flatMap(({ product, locale }) =>
    product.discounts.flatMap((discount) => {
      const name = seedDiscountNames[discount.name]?.[locale];
      return name === undefined ? [] : [{ id: discount.id, locale, name }];
    }),
  );
  const settings = TRANSLATED_LOCALES.flatMap((locale) =>
    seedTenantSettings.flatMap(({ tenant }) => {
      const texts = seedSettingsTexts[tenant][locale];
      return texts === undefined ? [] : [{ tenant, locale, ...texts }];
    }),
  );
  await tx.query(
    `insert into product_translations (product_id, locale, details)
     select * from unnest($1::integer[], $2::text[], $3::jsonb[])`,
    [
      products.map((row) => row.product.id),
      products.map((row) => row.locale),
      products.map((row) => JSON.stringify(row.details)),
    ],
  );
  await tx.query(
    `insert into discount_translations (discount_id, locale, name)
     select * from unnest($1::integer[], $2::text[], $3::text[])`,
    [
      discounts.map((row) => row.id),
      discounts.map((row) => row.locale),
      discounts.map((row) => row.name),
    ],
  );
  await tx.query(
    `insert into tenant_settings_translations (tenant, locale, pricing_notice,
       checkout_thank_message, checkout_upgrade_message, checkout_message)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
    [
      settings.map((row) => row.tenant),
      settings.map((row) => row.locale),
      settings.map((row) => row.pricingNotice),
      settings.map((row) => row.checkOutThankMessage),
      settings.map((row) => row.checkOutUpgradeMessage),
      settings.map((row) => row.checkOutMessage),
    ],
  );
};

/** The categories a product may be in (the products' foreign key): the domain's listed ones. */
const insertCategories = (tx: Queryable) =>
  tx.query(
    "insert into product_categories (name) select unnest($1::text[]) on conflict do nothing",
    [[...listedCategoryNames]],
  );

const insertProduct = async (tx: Queryable, product: SeedProduct, sortOrder: number) => {
  await tx.query(
    `insert into products (product_id, tenant, is_hidden, category, sort_order, details,
       open_time, close_time, slot_minutes, slot_capacity, closed_weekdays, change_window_minutes)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      product.id,
      product.tenant,
      product.hidden ?? false,
      product.category,
      sortOrder,
      JSON.stringify(productDetails(product)),
      product.schedule.open,
      product.schedule.close,
      product.schedule.slotMinutes,
      product.schedule.capacity,
      [...(product.schedule.closedWeekdays ?? [])],
      product.schedule.changeWindowMinutes ?? null,
    ],
  );
  for (const [i, discount] of product.discounts.entries()) {
    await tx.query(
      `insert into discounts (discount_id, product_id, name, promotion_type, price_cents,
         group_price_cents, max_price_cents, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        discount.id,
        product.id,
        discount.name,
        discount.promotionType,
        discount.priceCents,
        discount.groupPriceCents ?? null,
        discount.maxPriceCents ?? null,
        i,
      ],
    );
  }
};

const plusDays = (date: string, days: number): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** Loads the seed catalogue into an empty database; a database with products is left alone. */
export const seedIfEmpty = async (storage: Storage, now: Date): Promise<boolean> =>
  storage.transaction(async (tx) => {
    await tx.query("lock table products in exclusive mode");
    const [existing] = await tx.query<{ count: number }>("select count(*) as count from products");
    if ((existing?.count ?? 0) > 0) return false;
    const today = venueDate(now);
    await insertCategories(tx);
    for (const [i, product] of seedProducts.entries()) await insertProduct(tx, product, i);
    for (const promotion of seedPromotions) {
      await tx.query(
        "insert into promotions (promotion_id, discount_id, name) values ($1, $2, $3)",
        [promotion.id, promotion.discountId, promotion.name],
      );
    }
    for (const pass of seedCityPassBarcodes) {
      await tx.query(
        "insert into city_pass_barcodes (barcode, tenant, provider, product_id, promotion_ids) values ($1, $2, $3, $4, $5)",
        [pass.barcode, pass.tenant, pass.provider, pass.productId, pass.promotionIds],
      );
    }
    for (const promo of seedPromoCodes) {
      await tx.query("insert into promo_codes (tenant, code, product_ids) values ($1, $2, $3)", [
        promo.tenant,
        promo.code,
        [...promo.productIds],
      ]);
    }
    for (const link of seedHyperlinks) {
      await tx.query(
        "insert into hyperlinks (tenant, code, product_id, hidden_product_ids, expires_on) values ($1, $2, $3, $4, $5)",
        [
          link.tenant,
          link.code,
          link.productId,
          [...link.hiddenProductIds],
          plusDays(today, link.expired ? -1 : 365),
        ],
      );
    }
    for (const settings of seedTenantSettings) {
      await tx.query(
        `insert into tenant_settings (tenant, html_header, html_footer, tax_basis_points,
           pricing_notice, checkout_thank_message, checkout_upgrade_message, checkout_message,
           insights_key, sentry_env, waiting_list_offer_minutes)
         values ($1, $2, $3, $4, $5, $6, $7, $8, '', 'local', $9)`,
        [
          settings.tenant,
          settings.htmlHeader,
          settings.htmlFooter,
          settings.taxBasisPoints,
          settings.pricingNotice,
          settings.checkOutThankMessage,
          settings.checkOutUpgradeMessage,
          settings.checkOutMessage,
          settings.waitingListOfferMinutes,
        ],
      );
      for (const flag of seedFeatureFlags) {
        await tx.query("insert into feature_flags (tenant, name, enabled) values ($1, $2, true)", [
          settings.tenant,
          flag,
        ]);
      }
    }
    await insertTranslations(tx);
    for (const script of seedTrackingScripts) {
      await tx.query("insert into tracking_scripts (script_id, script) values ($1, $2)", [
        script.id,
        script.script,
      ]);
    }
    return true;
  });
