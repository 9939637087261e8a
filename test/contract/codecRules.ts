import * as E from "fp-ts/lib/Either.js";
import type * as t from "io-ts";
import { expect } from "vitest";

/** A wire object: an answer, body, query or path params as JSON carries them. */
export type Wire = Readonly<Record<string, unknown>>;

export const expectAccepted = (codec: t.Mixed, value: unknown): void => {
  expect(codec.decode(value)).toEqual(E.right(value));
};

export const expectRefused = (codec: t.Mixed, value: unknown): void => {
  expect(E.isLeft(codec.decode(value))).toBe(true);
};

export const without = (value: Wire, field: string): Wire =>
  Object.fromEntries(Object.entries(value).filter(([key]) => key !== field));

/** The value with none of `fields`: an answer with its extensions removed. */
export const withoutAll = (value: Wire, fields: readonly string[]): Wire =>
  fields.reduce((left, field) => without(left, field), value);

export const withField = (value: Wire, field: string, fieldValue: unknown): Wire => ({
  ...value,
  [field]: fieldValue,
});

/**
 * What a refusal says was expected: the name of the innermost codec that failed, which the
 * server's 400 answer gives as "body.email must be Email" (server/api/core/decodeFailure.ts).
 */
export const expectedName = (codec: t.Mixed, value: unknown): string => {
  const decoded = codec.decode(value);
  if (E.isRight(decoded)) throw new Error(`expected a refusal of ${JSON.stringify(value)}`);
  return decoded.left[0]?.context.at(-1)?.type.name ?? "(none)";
};
