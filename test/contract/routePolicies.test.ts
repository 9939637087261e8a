import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import { describe, expect, it } from "vitest";
import type { GuessGroup } from "#contract/routeContract.js";
import { routes, type RouteContract, type RouteName } from "#contract/routes.js";

/*
 * A route's policies are declared on it in the contract: which secret it guesses (the guess
 * throttle), what the offline worker keeps of it, and whether pages are written with its
 * answer. These are the rules the declarations keep, whatever route is added.
 */

const names = Object.keys(routes) as RouteName[];
const contractOf = (name: RouteName): RouteContract => routes[name];

/** The names of a codec's fields, at its top level (through intersections and refinements). */
const fieldsOf = (codec: t.Mixed): readonly string[] => {
  const parts = codec as unknown as {
    readonly props?: Readonly<Record<string, unknown>>;
    readonly types?: readonly t.Mixed[];
    readonly type?: t.Mixed;
  };
  if (parts.props !== undefined) return Object.keys(parts.props);
  if (parts.types !== undefined) return parts.types.flatMap(fieldsOf);
  if (parts.type !== undefined) return fieldsOf(parts.type);
  return [];
};

/** The fields that are a secret a guest types, each with the kind of secret it is. */
const secretFields: Readonly<Record<string, GuessGroup>> = {
  orderConfirmation: "orders",
  email: "orders",
  barcode: "orders",
  code: "codes",
  // A waiting-list token, in a mail's link: guessed like a promo code.
  token: "codes",
  voucherCode: "cityPass",
};

/**
 * The kind of secret a call is asked about: a secret field of its params, query or body. A
 * cart-bound call names its order by the cart's own token, so the e-mail its form carries is
 * the guest's, not a guess.
 */
const guessedBy = (contract: RouteContract): GuessGroup | null => {
  if (contract.cartBound === true) return null;
  const groups = [contract.params, contract.query, contract.body]
    .flatMap(fieldsOf)
    .flatMap((field) => (Object.hasOwn(secretFields, field) ? [secretFields[field]] : []));
  return groups[0] ?? null;
};

describe("the guess throttle's groups", () => {
  it("every route that answers whether a typed secret is right is in a guess group, its secret's", () => {
    const declared = names.map((name) => [name, contractOf(name).guesses]);
    const asked = names.map((name) => [name, guessedBy(contractOf(name))]);
    expect(declared).toEqual(asked);
    expect(declared.filter(([, group]) => group !== null).length).toBeGreaterThan(0);
  });
});

describe("what the offline worker keeps", () => {
  it("the worker keeps only GET answers", () => {
    const keptPosts = names.filter(
      (name) => contractOf(name).offline !== "never" && contractOf(name).method !== "GET",
    );
    expect(keptPosts).toEqual([]);
  });

  // An answer to a guess is one guest's too: their order's, or what their code unlocks.
  it("a guest's own answer is kept offline only in the tickets' cache, which the storefront empties", () => {
    const guestsOwn = names.filter((name) => {
      const contract = contractOf(name);
      return contract.guestsOwn === true || contract.guesses !== null;
    });
    expect(guestsOwn.length).toBeGreaterThan(0);
    expect(guestsOwn.filter((name) => contractOf(name).offline === "startup")).toEqual([]);
  });
});

describe("a page's first answers", () => {
  const pages = [
    "/",
    "/tickets",
    "/tickets/promo-code",
    "/product?productId=101",
    "/view-tickets",
    "/view-tickets?orderConfirmation=ABC-123",
    "/cart",
    "/manage-order",
  ].map((page) => new URL(page, "https://shop.example"));

  const written = names.flatMap((name) =>
    pages.flatMap((page) => {
      const query = contractOf(name).firstAnswer?.(page);
      return query === undefined ? [] : [{ name, page: page.href, query }];
    }),
  );

  it("a page is written only answers to GETs that change no state, each asked with a query its route takes", () => {
    expect(written.length).toBeGreaterThan(0);
    for (const { name, page, query } of written) {
      const contract = contractOf(name);
      expect({ name, page, method: contract.method, changesState: contract.changesState }).toEqual({
        name,
        page,
        method: "GET",
        changesState: false,
      });
      expect(E.isRight(contract.query.decode(query)), `${name} on ${page}`).toBe(true);
    }
  });
});
