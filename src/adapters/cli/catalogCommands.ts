import * as E from "fp-ts/lib/Either.js";
import { firstValueFrom } from "rxjs";
import {
  listedCategories,
  listedCategoryNames,
  type ListedCategoryName,
} from "../../domain/category.js";
import { visibleProductsIn, type Product } from "../../domain/product.js";
import {
  output,
  runStep,
  type Command,
  type CommandContext,
  type CommandOutput,
} from "./command.js";
import { LISTED_SLUGS, requiredText, text, UsageError, type ParsedOptions } from "./options.js";
import { describeApiFailure, explain, loadProducts, type Step } from "./started.js";

const productLine = (p: Product) =>
  `${String(p.productId).padStart(5)}  ${p.name} — ${p.shortDescription}`;

const productsOutput = (products: readonly Product[]): CommandOutput =>
  output(products.map(productLine), { products });

const categoriesOf = (options: ParsedOptions): readonly ListedCategoryName[] => {
  const slug = text(options, "category");
  if (slug === undefined) return listedCategoryNames;
  const listed = listedCategories.find((category) => category.slug === slug);
  if (listed === undefined)
    throw new UsageError(`--category must be ${LISTED_SLUGS}, not "${slug}"`);
  return [listed.name];
};

const config = ({ started }: CommandContext): Step<CommandOutput> => {
  const { configuration, brand, flags } = started.setup;
  return Promise.resolve(
    E.right(
      output(
        [
          `client ${configuration.client} (${brand.venueName})`,
          `API ${configuration.apiUri}`,
          `feature flags ${JSON.stringify(flags)}`,
        ],
        { configuration, flags },
      ),
    ),
  );
};

/** Spec §5: a promo code with no products is invalid. */
const promo =
  (code: string) =>
  async ({ started }: CommandContext): Step<CommandOutput> => {
    await started.useCases.catalog.submitPromoCode(code);
    const state = await firstValueFrom(started.useCases.catalog.promoCode$);
    if (state.status === "failed") return E.left(describeApiFailure(started, state.error));
    if (state.status !== "ready") return E.left("The promo code was not checked.");
    return state.value.kind === "valid"
      ? E.right(productsOutput(state.value.products))
      : E.left(explain(started, { tag: "INVALID_PROMO_CODE" }));
  };

/** The decision needs the product list, as on the web: a link to a listed product opens it. */
const resolveLink =
  (code: string) =>
  async ({ started }: CommandContext): Step<CommandOutput> => {
    const list = await loadProducts(started);
    if (E.isLeft(list)) return list;
    const { path } = await started.useCases.resolveHyperlink(code);
    return E.right(output([path], { code, path }));
  };

export const catalogCommands: Readonly<Record<string, Command>> = {
  config: {
    summary: "the configuration and feature flags the storefront starts with",
    required: [],
    optional: [],
    prepare: () => runStep(config),
  },
  products: {
    summary: "the products on sale, tab by tab",
    required: [],
    optional: ["category"],
    prepare: (options) => {
      const categories = categoriesOf(options);
      return runStep(async ({ started }) => {
        const list = await loadProducts(started);
        if (E.isLeft(list)) return list;
        return E.right(
          productsOutput(categories.flatMap((name) => visibleProductsIn(list.right, name))),
        );
      });
    },
  },
  promo: {
    summary: "the products a promo code unlocks",
    required: ["code"],
    optional: [],
    prepare: (options) => runStep(promo(requiredText(options, "code"))),
  },
  "resolve-link": {
    summary: "where a hyperlink code leads: the path the storefront opens",
    required: ["code"],
    optional: [],
    prepare: (options) => runStep(resolveLink(requiredText(options, "code"))),
  },
};
