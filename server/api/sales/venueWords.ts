/*
 * The venue's own words in a guest's language (migration 014; not in the spec, whose API has
 * no language): SQL that reads a product's details, its name or a ticket type's name in the
 * language a statement's parameter names (`$2`), each word the venue has not written in it
 * read in English. English itself has no translation rows, so it reads as it always has.
 */

/** A product's details (`details` of `products` as `table`) with its words in the language. */
export const productDetailsIn = (table: string, language: string): string =>
  `${table}.details || coalesce((select pt.details from product_translations pt
     where pt.product_id = ${table}.product_id and pt.locale = ${language}), '{}')`;

/** The name of the product `productId`, `english` where it has none in the language. */
export const productNameIn = (productId: string, english: string, language: string): string =>
  `coalesce((select pt.details->>'name' from product_translations pt
     where pt.product_id = ${productId} and pt.locale = ${language}), ${english})`;

/** The name of the ticket type `discountId`, `english` where it has none in the language. */
export const discountNameIn = (discountId: string, english: string, language: string): string =>
  `coalesce((select dt.name from discount_translations dt
     where dt.discount_id = ${discountId} and dt.locale = ${language}), ${english})`;
