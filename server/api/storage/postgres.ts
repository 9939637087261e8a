import pg from "pg";
import {
  columnParsers,
  type NotificationListener,
  type Queryable,
  type Storage,
} from "./storage.js";

// pg's own parser for every other type; `any` in its typings, a text parser in fact.
const defaultParser = pg.types.getTypeParser as (oid: number) => (text: string) => unknown;

const types = {
  getTypeParser: (oid: number) => columnParsers[oid] ?? defaultParser(oid),
};

/*
 * Every statement is prepared: named after its text, parsed and planned once per connection
 * and then only bound and executed. The server's statements are a fixed set of texts (values
 * always travel as parameters), so the names stay few.
 */
const statementNames = new Map<string, string>();
const statementName = (sql: string): string => {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `storefront_${String(statementNames.size)}`;
    statementNames.set(sql, name);
  }
  return name;
};

const adapt = (client: pg.Pool | pg.PoolClient): Queryable => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    const result = await client.query({
      name: statementName(sql),
      text: sql,
      values: [...params],
      types,
    });
    return result.rows as Row[];
  },
  // A query text without parameters goes over the simple query protocol, which runs several.
  async exec(script: string) {
    await client.query(script);
  },
});

/** A PostgreSQL server through a connection pool, for operators who outgrow one machine. */
export const openPostgres = async (connectionString: string): Promise<Storage> => {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (a restart, a terminated backend) must not crash the
  // process; the pool replaces it and the next query reconnects.
  pool.on("error", (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  });
  await pool.query("select 1");
  return {
    kind: "postgres",
    ...adapt(pool),
    async transaction(work, keeps) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work(adapt(client));
        await client.query(keeps?.(result) === false ? "rollback" : "commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, heard) => listenOn(connectionString, channel, heard),
    close: () => pool.end(),
  };
};

/** LISTEN holds its connection: one of its own, outside the pool. */
const listenOn = async (
  connectionString: string,
  channel: string,
  heard: NotificationListener,
): Promise<() => Promise<void>> => {
  const client = new pg.Client({ connectionString });
  let stopped = false;
  client.on("notification", (message) => {
    if (message.channel === channel) heard.onNotify(message.payload ?? "");
  });
  client.on("error", (error) => {
    if (!stopped) heard.onLost(error);
  });
  client.on("end", () => {
    if (!stopped) heard.onLost(new Error("the notification connection ended"));
  });
  await client.connect();
  await client.query(`listen ${client.escapeIdentifier(channel)}`);
  return async () => {
    stopped = true;
    await client.end();
  };
};
