import type { Queryable, Storage } from "../storage.js";
import { listedCategoryNames } from "../../../../src/domain/category.js";
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

const productDetails = (product: SeedProduct) => ({
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
  emailExchangeButtonLabel: product.voucherId === undefined ? null : "Exchange by e-mail",
  disclosure: product.disclosure ?? null,
  priceMessage: product.priceMessage ?? null,
  isPriceMessageEnabled: product.priceMessage !== undefined,
});

/** The categories a product may be in (the products' foreign key): the domain's listed ones. */
const insertCategories = (tx: Queryable) =>
  tx.query(
    "insert into product_categories (name) select unnest($1::text[]) on conflict do nothing",
    [[...listedCategoryNames]],
  );

const insertProduct = async (tx: Queryable, product: SeedProduct, sortOrder: number) => {
  await tx.query(
    `insert into products (product_id, tenant, is_hidden, category, sort_order, details,
       open_time, close_time, slot_minutes, slot_capacity, closed_weekdays)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
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
           insights_key, sentry_env)
         values ($1, $2, $3, $4, $5, $6, $7, $8, '', 'local')`,
        [
          settings.tenant,
          settings.htmlHeader,
          settings.htmlFooter,
          settings.taxBasisPoints,
          settings.pricingNotice,
          settings.checkOutThankMessage,
          settings.checkOutUpgradeMessage,
          settings.checkOutMessage,
        ],
      );
      for (const flag of seedFeatureFlags) {
        await tx.query("insert into feature_flags (tenant, name, enabled) values ($1, $2, true)", [
          settings.tenant,
          flag,
        ]);
      }
    }
    for (const script of seedTrackingScripts) {
      await tx.query("insert into tracking_scripts (script_id, script) values ($1, $2)", [
        script.id,
        script.script,
      ]);
    }
    return true;
  });
