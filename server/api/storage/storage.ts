/**
 * The storage port: the only way the server reaches its database. Two adapters implement it
 * (PGlite, embedded; `pg`, for a PostgreSQL server), and every SQL statement is written once.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /**
   * Runs a script of several statements, without parameters, as the database reads it: a `;`
   * inside a string or a function body stays part of its statement (migrations).
   */
  exec(script: string): Promise<void>;
}

export interface Storage extends Queryable {
  readonly kind: "pglite" | "postgres";
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws or
   * when `keeps` says its result is not to be kept (a refusal changes nothing).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, keeps?: (result: T) => boolean): Promise<T>;
  /**
   * Hears the NOTIFY sent on `channel` by any process once its transaction commits. `onLost`
   * says the line is cut (a dropped connection): what was heard may be incomplete from then.
   * Resolves, once listening, to the function that stops it.
   */
  listen(channel: string, heard: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface NotificationListener {
  readonly onNotify: (payload: string) => void;
  readonly onLost: (error: Error) => void;
}

/**
 * How both adapters read column types that JavaScript would otherwise get wrong: dates and
 * wall-clock timestamps stay ISO text (a Date would shift them by the server's own zone), and
 * 64-bit integers (counts, epoch milliseconds) become numbers. Instants are stored as epoch
 * milliseconds, so no reading depends on a session time zone.
 */
export const columnParsers: Readonly<Record<number, (text: string) => unknown>> = {
  1082: (text) => text,
  1114: (text) => text.replace(" ", "T"),
  20: (text) => Number(text),
};
