// The node:sqlite dialect on its own: how results come back, streaming, binding, and closing.
import { type Generated, Kysely, sql } from 'kysely';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { NodeSqliteDialect } from './dialect.ts';

interface Db {
  item: { id: Generated<number>; name: string; done: number };
}

let db: Kysely<Db>;
beforeEach(async () => {
  db = new Kysely<Db>({ dialect: new NodeSqliteDialect({ path: ':memory:' }) });
  await db.schema
    .createTable('item')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .execute();
});
afterEach(() => db.destroy());

test('a write reports affected rows and the new rowid as bigints', async () => {
  const result = await db.insertInto('item').values({ name: 'a', done: 0 }).executeTakeFirst();
  expect(result).toEqual({ insertId: 1n, numInsertedOrUpdatedRows: 1n });
  const updated = await db.updateTable('item').set({ done: 1 }).where('id', '=', 1).executeTakeFirst();
  expect(updated.numUpdatedRows).toBe(1n);
});

test('RETURNING reads rows, as plain objects like PostgreSQL gives', async () => {
  const rows = await db
    .insertInto('item')
    .values([
      { name: 'a', done: 0 },
      { name: 'b', done: 1 },
    ])
    .returning(['id', 'name'])
    .execute();
  expect(rows).toStrictEqual([
    { id: 1, name: 'a' },
    { id: 2, name: 'b' },
  ]);
});

test('booleans are bound as 1 and 0', async () => {
  await db
    .insertInto('item')
    .values([
      { name: 'a', done: 0 },
      { name: 'b', done: 1 },
    ])
    .execute();
  const { rows } = await sql<{ name: string }>`select name from item where done = ${true}`.execute(db);
  expect(rows).toEqual([{ name: 'b' }]);
});

test('streams rows in chunks', async () => {
  await db
    .insertInto('item')
    .values(Array.from({ length: 5 }, (_, i) => ({ name: `n${i}`, done: 0 })))
    .execute();
  const seen: string[] = [];
  for await (const row of db.selectFrom('item').select('name').orderBy('id').stream(2)) seen.push(row.name);
  expect(seen).toEqual(['n0', 'n1', 'n2', 'n3', 'n4']);
});

test('a failed statement inside a transaction rolls back what came before it', async () => {
  const failing = db.transaction().execute(async (trx) => {
    await trx.insertInto('item').values({ name: 'kept?', done: 0 }).execute();
    await sql`insert into missing_table values (1)`.execute(trx);
  });
  await expect(failing).rejects.toThrow(/no such table/);
  expect(await db.selectFrom('item').selectAll().execute()).toEqual([]);
});

test('queries after destroy fail cleanly', async () => {
  await db.destroy();
  await expect(db.selectFrom('item').selectAll().execute()).rejects.toThrow();
});
