import * as E from "fp-ts/lib/Either.js";
import { firstValueFrom } from "rxjs";
import type { TicketingView } from "../../application/ticketing/ticketing.js";
import { barcodeProviderFor } from "../../domain/cityPass.js";
import type { Product } from "../../domain/product.js";
import {
  output,
  runStep,
  type Command,
  type CommandContext,
  type CommandOutput,
} from "./command.js";
import { orderOf } from "./orderCommands.js";
import { optionalDate, requiredId, requiredText } from "./options.js";
import { openProduct, pickDate, pickTickets } from "./productPage.js";
import { explain, findProduct, type StartedStorefront, type Step } from "./started.js";
import { datesOutput, discountsOutput, inventoryOutput } from "./ticketingOutput.js";

/** Finds the product, then runs one product-page step on it. */
const onProduct =
  <A>(productId: number, step: (started: StartedStorefront, product: Product) => Step<A>) =>
  async ({ started }: CommandContext): Step<A> => {
    const product = await findProduct(started, productId);
    return E.isLeft(product) ? product : step(started, product.right);
  };

/** Enters one barcode and verifies it, with the provider the product's name decides (spec §5). */
const verifyBarcode =
  (barcode: string) =>
  async (started: StartedStorefront, product: Product): Step<CommandOutput> => {
    const { verifyBarcode: useCase } = started.useCases;
    useCase.start(product.name);
    const entryId = (await firstValueFrom(useCase.flow$)).entries[0]?.id ?? "";
    useCase.enter(entryId, barcode);
    await useCase.verify(entryId);
    const entry = (await firstValueFrom(useCase.flow$)).entries[0];
    if (entry?.verified !== true)
      return E.left(explain(started, entry?.error ?? { tag: "INVALID_BARCODE" }));
    const provider = barcodeProviderFor(product.name);
    return E.right(
      output(
        [
          `${barcode} is a valid ${provider} barcode for:`,
          ...entry.appliedPromotions.map(
            (promotion) => `  discount ${String(promotion.discountId)}  ${promotion.name}`,
          ),
        ],
        { barcode, provider, matches: entry.data },
      ),
    );
  };

export const ticketingCommands: Readonly<Record<string, Command>> = {
  dates: {
    summary: "the visit dates a product is on sale",
    required: ["product"],
    optional: [],
    prepare: (options) => {
      const productId = requiredId(options, "product");
      return runStep(
        onProduct(productId, async (started, product) =>
          E.map((view: TicketingView) => datesOutput(product, view))(
            await openProduct(started, product),
          ),
        ),
      );
    },
  },
  discounts: {
    summary: "the ticket types on sale for a product on a date",
    required: ["product"],
    optional: ["date"],
    prepare: (options) => {
      const productId = requiredId(options, "product");
      const date = optionalDate(options);
      return runStep(
        onProduct(productId, async (started, product) =>
          E.map(discountsOutput)(await pickDate(started, product, date)),
        ),
      );
    },
  },
  inventory: {
    summary: "the entry times with room for some tickets of a product on a date",
    required: ["product"],
    optional: ["date", "tickets"],
    prepare: (options) => {
      const { productId, choice } = orderOf(options);
      return runStep(
        onProduct(productId, async (started, product) =>
          E.map(inventoryOutput)(await pickTickets(started, product, choice)),
        ),
      );
    },
  },
  "verify-barcode": {
    summary: "check a city-pass barcode for a city-pass product",
    required: ["product", "barcode"],
    optional: [],
    prepare: (options) =>
      runStep(
        onProduct(requiredId(options, "product"), verifyBarcode(requiredText(options, "barcode"))),
      ),
  },
};
