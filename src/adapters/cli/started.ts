import * as E from "fp-ts/lib/Either.js";
import { firstValueFrom } from "rxjs";
import type { StorefrontSetup } from "../../application/startup/startup.js";
import { messageOf, throttledText } from "../../domain/errorMessages.js";
import type { StorefrontError } from "../../domain/errors.js";
import type { Product, ProductList } from "../../domain/product.js";
import type { ApiFailure } from "../../ports/apiFailure.js";
import { guestWordsIn } from "../words/guestWordsByLocale.js";
import type { LaterUseCases, UseCases } from "../../application/useCases.js";

/*
 * The CLI's steps drive the same use cases as the web UI. A step resolves Right with what it
 * produced, or Left with the one line to print before exiting non-zero.
 */

export type Step<A> = Promise<E.Either<string, A>>;

/** The CLI speaks English: the guest's words as the English catalogue has them. */
export const englishWords = guestWordsIn("en");

/** A started storefront: all its use cases (a command has no later screen) and what startup loaded. */
export interface StartedStorefront {
  readonly useCases: UseCases & LaterUseCases;
  readonly setup: StorefrontSetup;
}

const describeFailure = (failure: ApiFailure, api: string): string => {
  switch (failure.tag) {
    case "UNREACHABLE":
      return `The API cannot be reached at ${api}: ${failure.message}`;
    case "UNEXPECTED_ANSWER":
      return `The API at ${api} answered something unexpected at "${failure.field}".`;
    case "API_REFUSED":
      return `${failure.message} (Code ${String(failure.code)})`;
    case "NOT_SUCCESSFUL":
      return failure.message ?? `The API at ${api} answered that the request did not succeed.`;
    case "THROTTLED":
      return throttledText(failure.retryAfterSeconds, englishWords);
  }
};

/** A failure of a call made once started, which goes to the configured API. */
export const describeApiFailure = (started: StartedStorefront, failure: ApiFailure): string =>
  describeFailure(failure, started.setup.configuration.apiUri);

/** The guest's words for a domain error, with the contact line when the spec adds one. */
export const explain = (started: StartedStorefront, error: StorefrontError): string => {
  const message = messageOf(error, started.setup.brand, englishWords);
  return message.contact === null ? message.text : `${message.text} ${message.contact}`;
};

export const start = async (useCases: UseCases, api: string): Step<StartedStorefront> => {
  const state = await useCases.startup.start();
  if (state.status === "ready")
    return E.right({ useCases: { ...useCases, ...(await useCases.later()) }, setup: state });
  return E.left(
    state.status === "failed"
      ? describeFailure(state.failure, api)
      : "The storefront did not start.",
  );
};

export const loadProducts = async (started: StartedStorefront): Step<ProductList> => {
  await started.useCases.catalog.loadProductList();
  const list = await firstValueFrom(started.useCases.catalog.productList$);
  if (list.status === "ready") return E.right(list.value);
  return E.left(
    list.status === "failed"
      ? describeApiFailure(started, list.error)
      : "The products did not load.",
  );
};

export const findProduct = async (started: StartedStorefront, productId: number): Step<Product> => {
  const list = await loadProducts(started);
  if (E.isLeft(list)) return list;
  const product = started.useCases.catalog.product(productId);
  return product._tag === "Some"
    ? E.right(product.value)
    : E.left(`No product ${String(productId)} is listed here.`);
};
