import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate } from "../../server/api/storage/migrate.js";
import type { Storage } from "../../server/api/storage/storage.js";
import { freshStorage, storageKinds } from "./harness.js";

// A semicolon in a comment, in a string literal and in a function body: none ends a statement.
const migrationWithSemicolons = `
-- notes; kept by the test
create table notes (id serial primary key, body text not null);
insert into notes (body) values ('one; two');
create function shout(text) returns text language plpgsql as $$
begin
  return upper($1) || ';!';
end;
$$;
insert into notes (body) values (shout('three'));
`;

describe.each(storageKinds())("migrations, on %s", (kind) => {
  let storage: Storage;
  let closeStorage: () => Promise<void>;
  let dir: string;

  beforeEach(async () => {
    ({ storage, close: closeStorage } = await freshStorage(kind));
    dir = await mkdtemp(join(tmpdir(), "migrations-"));
  });

  afterEach(async () => {
    await closeStorage();
    await rm(dir, { recursive: true, force: true });
  });

  const migrationsDir = () => pathToFileURL(`${dir}/`);

  it("a migration runs as one script: a ; inside a string or a $$ function body does not split it", async () => {
    await writeFile(join(dir, "001_notes.sql"), migrationWithSemicolons);
    expect(await migrate(storage, migrationsDir())).toEqual(["001_notes.sql"]);
    const notes = await storage.query<{ body: string }>("select body from notes order by id");
    expect(notes.map((note) => note.body)).toEqual(["one; two", "THREE;!"]);
  });

  it("a migration already applied is not applied again", async () => {
    await writeFile(join(dir, "001_notes.sql"), migrationWithSemicolons);
    await migrate(storage, migrationsDir());
    expect(await migrate(storage, migrationsDir())).toEqual([]);
    expect(await storage.query("select body from notes")).toHaveLength(2);
  });

  it("a migration that fails leaves nothing behind and is not recorded", async () => {
    await writeFile(
      join(dir, "001_broken.sql"),
      "create table half (id integer);\ninsert into half values ('not a number');\n",
    );
    await expect(migrate(storage, migrationsDir())).rejects.toThrow();
    expect(
      await storage.query("select 1 from information_schema.tables where table_name = 'half'"),
    ).toEqual([]);
    expect(await storage.query("select version from schema_migrations")).toEqual([]);
  });
});
