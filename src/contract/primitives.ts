import * as t from "io-ts";

/** Shared wire primitives. Every codec in the contract is built from these. */

export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/**
 * An answer's two readings (docs/api-fields.md): in full, as the reference server sends and
 * checks it, and as the storefront reads it, the spec's fields required and the server's
 * extensions taken when they come, so an API that answers as the spec says is understood.
 */
export const twoReadings = <S extends t.Props, X extends t.Props>(
  name: string,
  spec: S,
  extensions: X,
) =>
  [
    t.type({ ...spec, ...extensions }, name),
    t.intersection([t.type(spec), t.partial(extensions)], name),
  ] as const;

type Tolerated<C extends t.Mixed> = t.Type<t.TypeOf<C> | undefined, t.OutputOf<C> | undefined>;

/**
 * A field read when it is well formed and as not sent when it is not: for an answer that comes
 * after the guest's card was charged, where refusing all of it for one malformed extension
 * would tell them the purchase failed.
 */
const tolerated = <C extends t.Mixed>(codec: C): Tolerated<C> =>
  new t.Type<t.TypeOf<C> | undefined, t.OutputOf<C> | undefined, unknown>(
    codec.name,
    (value): value is t.TypeOf<C> | undefined => value === undefined || codec.is(value),
    (value, context) => {
      const decoded = codec.validate(value, context);
      return t.success(decoded._tag === "Right" ? (decoded.right as t.TypeOf<C>) : undefined);
    },
    (value) => (value === undefined ? undefined : (codec.encode(value) as t.OutputOf<C>)),
  );

/** Each field `tolerated`. */
export const eachTolerated = <P extends t.Props>(props: P) =>
  Object.fromEntries(Object.entries(props).map(([name, codec]) => [name, tolerated(codec)])) as {
    [K in keyof P]: Tolerated<P[K]>;
  };

export interface NonNegativeIntBrand {
  readonly NonNegativeInt: unique symbol;
}
export const NonNegativeInt = t.brand(
  t.Int,
  (n): n is t.Branded<t.Int, NonNegativeIntBrand> => n >= 0,
  "NonNegativeInt",
);

export interface IdBrand {
  readonly Id: unique symbol;
}
/** Ids are positive integers. */
export const Id = t.brand(
  t.Int,
  (n): n is t.Branded<t.Int, IdBrand> => n > 0 && n <= Number.MAX_SAFE_INTEGER,
  "Id",
);

const isCalendarDate = (s: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // A day past its month's end rolls over into a later month, and a month past 12 into a later
  // year (a year before 100 reads as 19xx), so the year and month read back say the day exists.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
};

export interface IsoDateBrand {
  readonly IsoDate: unique symbol;
}
/** A calendar day, "yyyy-MM-dd". */
export const IsoDate = t.brand(
  t.string,
  (s): s is t.Branded<string, IsoDateBrand> => isCalendarDate(s),
  "IsoDate",
);

export interface WallClockBrand {
  readonly WallClock: unique symbol;
}
const TIME_OF_DAY = /^T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

const isWallClock = (s: string): boolean =>
  isCalendarDate(s.slice(0, 10)) && TIME_OF_DAY.test(s.slice(10));

/** A venue wall-clock time, "yyyy-MM-ddTHH:mm:ss" with no offset (the terminal's zone is fixed). */
export const WallClock = t.brand(
  t.string,
  (s): s is t.Branded<string, WallClockBrand> => isWallClock(s),
  "WallClock",
);

export interface InstantBrand {
  readonly Instant: unique symbol;
}

// Checked by pattern, not with `Date.parse`, which Firefox and Safari make more lenient than V8.
const FRACTION_AND_OFFSET = /^(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** An instant, ISO 8601 with its offset (e.g. a reservation's expiry). */
export const Instant = t.brand(
  t.string,
  (s): s is t.Branded<string, InstantBrand> =>
    isWallClock(s.slice(0, 19)) && FRACTION_AND_OFFSET.test(s.slice(19)),
  "Instant",
);

export interface DollarsBrand {
  readonly Dollars: unique symbol;
}
/** Money on the wire: non-negative US dollars with at most two decimals. */
export const Dollars = t.brand(
  t.number,
  (n): n is t.Branded<number, DollarsBrand> =>
    Number.isFinite(n) &&
    n >= 0 &&
    n < 1e9 &&
    // Stryker disable next-line EqualityOperator: no amount is exactly 1e-6 cents off a whole cent
    Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
  "Dollars",
);

// Control characters (C0 with NUL, DEL, C1): no field of the contract spans lines, and
// PostgreSQL refuses NUL in text outright, so one in a field would be a 500, not a refusal.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Text a single-line field may hold: no control character, tab and newline included. */
export const isSingleLine = (s: string): boolean => !CONTROL_CHARACTER.test(s);

/** A bounded, non-blank, single-line string; the API refuses megabyte names and blank values. */
export const boundedString = (name: string, max: number) =>
  t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= max && isSingleLine(s), name);

/** A bounded single-line string that may be empty (an optional form field). */
export const optionalString = (name: string, max: number) =>
  t.refinement(t.string, (s) => s.length <= max && isSingleLine(s), name);

/** A path or query value that carries an id: a decimal string on the wire. */
export const IdFromString = new t.Type<t.TypeOf<typeof Id>, string, unknown>(
  "IdFromString",
  (u): u is t.TypeOf<typeof Id> => Id.is(u),
  (u, c) =>
    typeof u === "string" && /^[1-9]\d{0,15}$/.test(u)
      ? Id.validate(Number(u), c)
      : t.failure(u, c),
  String,
);
