import * as E from "fp-ts/lib/Either.js";
import { firstValueFrom } from "rxjs";
import type { Storefront } from "../../application/startup/startup.js";
import { messageOf, type StorefrontError } from "../../domain/errors.js";
import type { Product, ProductList } from "../../domain/product.js";
import type { ApiFailure } from "../../ports/apiFailure.js";
import type { StorefrontUseCases } from "../composition/storefront.js";

/*
 * The CLI's steps drive the same use cases as the web UI. A step resolves Right with what it
 * produced, or Left with the one line to print before exiting non-zero.
 */

export type Step<A> = Promise<E.Either<string, A>>;

/** A started storefront: its use cases and what startup loaded. */
export interface Session {
  readonly useCases: StorefrontUseCases;
  readonly storefront: Storefront;
}

const describeFailure = (failure: ApiFailure, api: string): string => {
  switch (failure.tag) {
    case "UNREACHABLE":
      return `The API cannot be reached at ${api}: ${failure.message}`;
    case "UNEXPECTED_ANSWER":
      return `The API at ${api} answered something unexpected at "${failure.field}".`;
    case "API_REFUSED":
      return `${failure.message} (Code ${String(failure.code)})`;
  }
};

/** A failure of a call made once started, which goes to the configured API. */
export const describeApiFailure = (session: Session, failure: ApiFailure): string =>
  describeFailure(failure, session.storefront.configuration.apiUri);

/** The guest's words for a domain error, with the contact line when the spec adds one. */
export const explain = (session: Session, error: StorefrontError): string => {
  const message = messageOf(error, session.storefront.brand);
  return message.contact === null ? message.text : `${message.text} ${message.contact}`;
};

export const start = async (useCases: StorefrontUseCases, api: string): Step<Session> => {
  const state = await useCases.startup.start();
  if (state.status === "ready") return E.right({ useCases, storefront: state });
  return E.left(
    state.status === "failed"
      ? describeFailure(state.failure, api)
      : "The storefront did not start.",
  );
};

export const loadProducts = async (session: Session): Step<ProductList> => {
  await session.useCases.catalog.loadProductList();
  const list = await firstValueFrom(session.useCases.catalog.productList$);
  if (list.status === "ready") return E.right(list.value);
  return E.left(
    list.status === "failed"
      ? describeApiFailure(session, list.error)
      : "The products did not load.",
  );
};

export const findProduct = async (session: Session, productId: number): Step<Product> => {
  const list = await loadProducts(session);
  if (E.isLeft(list)) return list;
  const product = session.useCases.catalog.product(productId);
  return product._tag === "Some"
    ? E.right(product.value)
    : E.left(`No product ${String(productId)} is listed here.`);
};
