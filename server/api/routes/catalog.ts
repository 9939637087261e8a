import * as E from "fp-ts/lib/Either.js";
import type { FastifyInstance } from "fastify";
import { byListedCategory, type ListedCategoryName } from "../../../src/domain/category.js";
import { extensions } from "../../../src/domain/extensions.js";
import { venueDate } from "../../../src/domain/venueTime.js";
import { notFound } from "../core/failure.js";
import { cachedRoute } from "../http/cachedRoute.js";
import { route, type RouteDeps } from "../http/route.js";
import {
  listedProducts,
  productsByIds,
  wireProduct,
  wirePromoCodeProduct,
} from "../sales/productRows.js";

const PROMO_CODE_TYPE = "1";

/** Feature flags, the product list, promo codes, hyperlinks and the tracking script. */
export const registerCatalog = (app: FastifyInstance, deps: RouteDeps) => {
  // Asked by every page it draws (its first answers) as by every visit: kept until a flag is
  // written (migration 019), as the list is.
  cachedRoute(app, deps, "features", async ({ caller, db }) => {
    const flags = await db.query<{ name: string; enabled: boolean }>(
      "select name, enabled from feature_flags where tenant = $1 order by name",
      [caller.tenant.client],
    );
    // This server offers every extension the storefront can use; a tenant's own flag may
    // still turn one off.
    const offered = Object.fromEntries(extensions.map((extension) => [extension, true]));
    return E.right({
      answer: { ...offered, ...Object.fromEntries(flags.map((flag) => [flag.name, flag.enabled])) },
      validUntilMs: Number.POSITIVE_INFINITY,
    });
  });

  // The list does not depend on the time: only writes change it. Its words are the venue's,
  // in the caller's language where the venue wrote them in it (migration 014).
  cachedRoute(
    app,
    deps,
    "productList",
    async ({ caller, db }) => {
      const tenant = caller.tenant.client;
      const rows = await listedProducts(db, tenant, caller.language);
      const [settings] = await db.query<{
        pricing_notice: string;
        checkout_thank_message: string;
        checkout_upgrade_message: string;
        checkout_message: string;
      }>(
        `select coalesce(t.pricing_notice, s.pricing_notice) as pricing_notice,
           coalesce(t.checkout_thank_message, s.checkout_thank_message) as checkout_thank_message,
           coalesce(t.checkout_upgrade_message, s.checkout_upgrade_message)
             as checkout_upgrade_message,
           coalesce(t.checkout_message, s.checkout_message) as checkout_message
         from tenant_settings s
         left join tenant_settings_translations t on t.tenant = s.tenant and t.locale = $2
         where s.tenant = $1`,
        [tenant, caller.language],
      );
      const inCategory = (category: ListedCategoryName) =>
        rows.filter((row) => row.category === category).map(wireProduct);
      return E.right({
        validUntilMs: Number.POSITIVE_INFINITY,
        answer: {
          ...byListedCategory(inCategory),
          pricingNotice: settings?.pricing_notice ?? "",
          checkOutThankMessage: settings?.checkout_thank_message ?? "",
          checkOutUpgradeMessage: settings?.checkout_upgrade_message ?? "",
          checkOutMessage: settings?.checkout_message ?? "",
        },
      });
    },
    { inLanguage: true },
  );

  // Type 1 is a promo code (sales-channel junction); type 2 a promo hyperlink's hidden products.
  // An unknown or expired code answers an empty list, which marks the code invalid (spec §5).
  route(app, deps, "promoCodeProducts", async ({ caller, db, params, now }) => {
    const tenant = caller.tenant.client;
    const code = params.code.trim().toUpperCase();
    const found =
      params.type === PROMO_CODE_TYPE
        ? await db.query<{ ids: number[] }>(
            "select product_ids as ids from promo_codes where tenant = $1 and upper(code) = $2",
            [tenant, code],
          )
        : await db.query<{ ids: number[] }>(
            `select hidden_product_ids as ids from hyperlinks
             where tenant = $1 and upper(code) = $2 and (expires_on is null or expires_on >= $3)`,
            [tenant, code, venueDate(now)],
          );
    const ids = found[0]?.ids ?? [];
    const rows = ids.length === 0 ? [] : await productsByIds(db, tenant, ids, caller.language);
    return E.right(rows.map(wirePromoCodeProduct));
  });

  route(app, deps, "productHyperlink", async ({ caller, db, params, now }) => {
    const [link] = await db.query<{ product_id: number | null; expired: boolean }>(
      `select product_id, (expires_on is not null and expires_on < $3) as expired
       from hyperlinks where tenant = $1 and upper(code) = $2`,
      [caller.tenant.client, params.code.trim().toUpperCase(), venueDate(now)],
    );
    if (link === undefined) return notFound("This link is not known.");
    return E.right({ id: link.product_id, isExpiredLink: link.expired });
  });

  route(app, deps, "trackingScript", async ({ db, params }) => {
    const [script] = await db.query<{ script: string }>(
      "select script from tracking_scripts where script_id = $1",
      [params.id],
    );
    return script === undefined
      ? notFound("No tracking script has this id.")
      : E.right({ data: script.script });
  });
};
