import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { openEmptyDatabase } from '#server/test/empty-database';

const cleanups: (() => Promise<void>)[] = [];
// A table of the test's own: the database is empty, without Atelier's migrations.
const users = pgTable('people', { id: integer('id'), email: text('email') });
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Prepared = { statement: string };
const preparedOnThisConnection = async (tx: { execute: (query: ReturnType<typeof sql>) => unknown }) =>
  (
    (await tx.execute(sql`select statement from pg_prepared_statements where name like 'atelier_%'`)) as {
      rows: Prepared[];
    }
  ).rows.map(({ statement }) => statement);

// db/named-statements.ts: a connection prepares each statement with values once (PGlite has one
// connection and its own protocol, and names nothing).
describe.runIf(process.env.TEST_DATABASE_URL)('statements named on PostgreSQL', () => {
  it('prepares a statement with values once per connection, and leaves the searches’ unnamed', async () => {
    const { db } = await openEmptyDatabase(cleanups);
    await db.execute(sql.raw('create table people (id int, email text)'));
    const byEmail = (tx: Pick<typeof db, 'select'>, email: string) =>
      tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    await db.transaction(async (tx) => {
      const searchLike = tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')))
        .prepare('');
      await byEmail(tx, 'ada@example.test');
      await byEmail(tx, 'grace@example.test');
      await searchLike.execute({ email: 'alan@example.test' });
      const prepared = await preparedOnThisConnection(tx);
      const selects = prepared.filter((statement) => statement.includes('from "people"'));
      // One, for both runs of the same text; the empty-named statement is not among them.
      expect(selects).toEqual([byEmail(tx, '').toSQL().sql]);
    });
  });

  it('sends a text with no values as it is, several commands at once included', async () => {
    const { db } = await openEmptyDatabase(cleanups);
    await db.execute(sql.raw('create table several (id int); insert into several values (1)'));
    const result = (await db.execute(sql`select count(*)::int as n from several where id = ${1}`)) as {
      rows: { n: number }[];
    };
    expect(result.rows).toEqual([{ n: 1 }]);
  });
});
