import * as E from "fp-ts/lib/Either.js";
import { acceptedLanguages, chooseLocale, type Locale } from "../../../src/domain/locale.js";
import type { SaleKind, Tenant } from "../../../src/domain/tenant.js";
import { tenantForAppKey } from "#contract/appKey.js";
import { WireCode } from "#contract/failure.js";
import type { Failure } from "./failure.js";

/** Who is calling: the tenant and sale kind its `appKey` stands for, and their language. */
export interface Caller {
  readonly tenant: Tenant;
  readonly saleKind: SaleKind;
  /**
   * The language the request asks in (requestLanguage): the venue's words are answered in it
   * where the venue has written them in it, and an order is kept in it.
   */
  readonly language: Locale;
}

/**
 * The language of a request's `Accept-Language` (not in the spec, whose API has no language):
 * the first of its languages the storefront has, as the storefront chooses (domain/locale.ts),
 * else English. The storefront sends its page's language alone.
 */
export const requestLanguage = (acceptLanguage: string | undefined): Locale =>
  chooseLocale({ requested: null, kept: null, accepted: acceptedLanguages(acceptLanguage) });

const refuse = (message: string): Failure => ({
  status: 401,
  Code: WireCode.InvalidAppKey,
  message,
});

// Every request carries one of a few keys: a known key is read once. Keys the limit leaves out
// (a caller inventing encodings) are read each time, never kept.
const KNOWN_KEYS_KEPT = 64;
const knownKeys = new Map<string, ReturnType<typeof tenantForAppKey>>();

const readAppKey = (appKey: string) => {
  const known = knownKeys.get(appKey);
  if (known !== undefined) return known;
  const read = tenantForAppKey(appKey);
  if (E.isRight(read) && knownKeys.size < KNOWN_KEYS_KEPT) knownKeys.set(appKey, read);
  return read;
};

/**
 * Every API request carries a valid `appKey` for a known venue and terminal (spec §6). The
 * group-sale key and `FE_isGroupSale=true` go together: one without the other is refused,
 * so a request is never priced for one kind of sale with the key of the other.
 */
export const identifyCaller = (
  appKey: string | string[] | undefined,
  groupSaleFlag: unknown,
  acceptLanguage: string | undefined,
): E.Either<Failure, Caller> => {
  if (typeof appKey !== "string" || appKey === "")
    return E.left(refuse("The appKey header is required."));
  const identified = readAppKey(appKey);
  if (E.isLeft(identified))
    return E.left(refuse(`The appKey header is not valid: ${identified.left.reason}.`));
  const wantsGroupSale = groupSaleFlag === "true";
  if (wantsGroupSale !== (identified.right.saleKind === "group")) {
    return E.left(
      refuse(
        wantsGroupSale
          ? "FE_isGroupSale=true needs the group-sale appKey."
          : "The group-sale appKey needs FE_isGroupSale=true.",
      ),
    );
  }
  return E.right({ ...identified.right, language: requestLanguage(acceptLanguage) });
};
