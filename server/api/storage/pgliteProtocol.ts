/*
 * The messages between the server's thread and PGlite's worker (pgliteWorkerThread.ts). Every call
 * carries an id its reply answers; a transaction and a listener are named by the id of the
 * call that opened them.
 */

export type Call =
  | {
      readonly op: "query";
      readonly sql: string;
      readonly params: readonly unknown[];
      readonly tx?: number;
    }
  | { readonly op: "exec"; readonly script: string; readonly tx?: number }
  /** Answered once the transaction holds PGlite; its queries name it as `tx`, even before. */
  | { readonly op: "begin" }
  /** Answered once the transaction is committed, or rolled back when `commit` is false. */
  | { readonly op: "end"; readonly tx: number; readonly commit: boolean }
  | { readonly op: "listen"; readonly channel: string }
  | { readonly op: "unlisten"; readonly listener: number }
  | { readonly op: "close" };

export type Request = Call & { readonly id: number };

export type Reply =
  | { readonly id: number; readonly value: unknown }
  | { readonly id: number; readonly error: ErrorFields }
  /** A NOTIFY payload for the listener opened by call `heard`. */
  | { readonly heard: number; readonly payload: string };

/** What a PostgreSQL error says, as plain data: structured clone keeps no Error's own fields. */
export type ErrorFields = Readonly<Record<string, string | number | undefined>> & {
  readonly message: string;
};

// The fields of PGlite's DatabaseError (those of PostgreSQL's error report).
const REPORTED = [
  "severity",
  "code",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
] as const;

export const errorFields = (error: unknown): ErrorFields => {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, string | number | undefined> = { message: error.message };
  for (const name of REPORTED) {
    const value: unknown = (error as unknown as Record<string, unknown>)[name];
    if (typeof value === "string" || typeof value === "number") fields[name] = value;
  }
  return fields as ErrorFields;
};

/** The error again on this side, with every field the database reported. */
export const errorFrom = (fields: ErrorFields): Error =>
  Object.assign(new Error(fields.message), fields);
