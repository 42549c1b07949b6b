import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClusterCopyPath } from './pglite-new-cluster';
import { RemotePglite } from './pglite-remote';

// The embedded database on its own thread (decision 38): what drizzle and the server rely on must
// behave as PGlite does on the calling thread.

const TIMESTAMPTZ = 1184;
const dirs: string[] = [];
const newDirectory = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-remote-'));
  dirs.push(dir);
  return dir;
};

let client: RemotePglite;

beforeAll(async () => {
  client = new RemotePglite(newDirectory());
  await client.query(
    'create table notes (id int primary key, body text not null, data bytea, at timestamptz)',
  );
}, 60_000);

afterAll(async () => {
  await client.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const countNotes = async () => (await client.query('select count(*)::int as n from notes')).rows[0];

describe('the embedded database thread', () => {
  it('opens PostgreSQL with shared memory sized for its one backend (start-up)', async () => {
    const setting = async (name: string) =>
      (await client.query(`select current_setting('${name}') as value`)).rows[0];
    expect(await setting('shared_buffers')).toEqual({ value: '32MB' });
    expect(await setting('max_connections')).toEqual({ value: '4' });
  });

  it('answers rows as objects or arrays, with parameters of every kind carried intact', async () => {
    const bytes = new Uint8Array([0, 1, 2, 255]);
    await client.query('insert into notes (id, body, data) values ($1, $2, $3)', [
      1,
      'a $1 and a \\ stay',
      bytes,
    ]);

    const asObjects = await client.query('select id, body, data from notes where id = $1', [1]);
    expect(asObjects.rows).toEqual([{ id: 1, body: 'a $1 and a \\ stay', data: bytes }]);
    expect(asObjects.fields.map((field) => field.name)).toEqual(['id', 'body', 'data']);

    const asArrays = await client.query('select id, body from notes where id = $1', [1], {
      rowMode: 'array',
    });
    expect(asArrays.rows).toEqual([[1, 'a $1 and a \\ stay']]);
    await client.query('delete from notes');
  });

  it("applies the caller's parsers to the types it names, on this side of the thread", async () => {
    const at = '2026-11-23 10:00:00+00';
    const asText = await client.query(`select $1::timestamptz as at`, [at], {
      parsers: { [TIMESTAMPTZ]: (value) => value },
    });
    expect(asText.rows[0]).toEqual({ at });

    const marked = await client.query(`select $1::timestamptz as at, null::timestamptz as never`, [at], {
      rowMode: 'array',
      parsers: { [TIMESTAMPTZ]: (value, typeId) => `${typeId}:${value}` },
    });
    expect(marked.rows[0]).toEqual([`${TIMESTAMPTZ}:${at}`, null]);

    const parsedByDefault = await client.query(`select $1::timestamptz as at`, [at]);
    expect((parsedByDefault.rows[0] as { at: unknown }).at).toEqual(new Date('2026-11-23T10:00:00Z'));
  });

  it('keeps a database error’s code and fields, so a duplicate still reads as a conflict', async () => {
    await client.query('insert into notes (id, body) values (1, $1)', ['first']);
    const failure = await client
      .query('insert into notes (id, body) values (1, $1)', ['again'])
      .catch((e) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey', table: 'notes' });
    expect((failure as Error).message).toContain('duplicate key');

    const nul = await client.query('select $1::text', ['a\u0000b']).catch((e) => e);
    expect(nul).toMatchObject({ code: '22021' });
    await client.query('delete from notes');
  });

  it('commits a transaction’s statements together, and a failed one leaves nothing', async () => {
    const answer = await client.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (1, $1)', ['one']);
      await tx.query('insert into notes (id, body) values (2, $1)', ['two']);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await countNotes()).toEqual({ n: 2 });

    const failure = await client
      .transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (3, $1)', ['three']);
        await tx.query('insert into notes (id, body) values (1, $1)', ['taken']);
      })
      .catch((e) => e);
    expect(failure).toMatchObject({ code: '23505' });
    expect(await countNotes()).toEqual({ n: 2 });

    const thrown = new Error('changed my mind');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (4, $1)', ['four']);
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    expect(await countNotes()).toEqual({ n: 2 });
    await client.query('delete from notes');
  });

  it('makes other statements wait while a transaction is open, as PGlite does on one thread', async () => {
    let outsideSaw: unknown;
    await client.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (1, $1)', ['inside']);
      void client.query('select count(*)::int as n from notes').then(({ rows }) => {
        outsideSaw = rows[0];
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideSaw).toBeUndefined();
      await tx.query('insert into notes (id, body) values (2, $1)', ['inside too']);
    });
    await expect.poll(() => outsideSaw).toEqual({ n: 2 });
    await client.query('delete from notes');
  });

  it('hands NOTIFY payloads to each listener until it stops listening', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await client.listen('atelier_test', (payload) => first.push(payload));
    const stopSecond = await client.listen('atelier_test', (payload) => second.push(payload));

    await client.query(`select pg_notify('atelier_test', $1)`, ['hello']);
    await expect.poll(() => [first, second]).toEqual([['hello'], ['hello']]);

    await stopFirst();
    await client.query(`select pg_notify('atelier_test', $1)`, ['again']);
    await expect.poll(() => second).toEqual(['hello', 'again']);
    expect(first).toEqual(['hello']);
    await stopSecond();
  });

  it('starts a new database as a copy of the cluster initdb made first on this machine, a database of its own', async () => {
    const first = new RemotePglite(newDirectory());
    // Another test file, or the other API pass, may have made the machine's copy already.
    expect(['copy', 'initdb']).toContain(await first.opened);
    const secondDirectory = newDirectory();
    const second = new RemotePglite(secondDirectory);
    expect(await second.opened).toBe('copy');
    const copyFile = newClusterCopyPath(
      path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    );
    expect(statSync(copyFile).mode & 0o777).toBe(0o600);

    const catalog = 'select datname, datcollate from pg_database order by datname';
    expect((await second.query(catalog)).rows).toEqual((await first.query(catalog)).rows);
    await second.query('create table only_here (id int)');
    expect((await first.query("select to_regclass('only_here') as found")).rows).toEqual([{ found: null }]);
    await Promise.all([first.close(), second.close()]);
    const reopened = new RemotePglite(secondDirectory);
    expect(await reopened.opened).toBe('folder');
    expect((await reopened.query("select to_regclass('only_here')::text as found")).rows).toEqual([
      { found: 'only_here' },
    ]);
    await reopened.close();
  });

  it('fails every request with the reason when the database cannot open', async () => {
    const notADirectory = path.join(newDirectory(), 'file');
    writeFileSync(notADirectory, 'not a database');
    const broken = new RemotePglite(notADirectory);
    const early = broken.query('select 1').catch((e) => e);
    await expect(broken.opened).rejects.toBeInstanceOf(Error);
    expect(await early).toBeInstanceOf(Error);
    await expect(broken.query('select 1')).rejects.toBeInstanceOf(Error);
    await broken.close();
  });

  it('refuses requests once closed', async () => {
    const closing = new RemotePglite(newDirectory());
    expect((await closing.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await closing.close();
    await expect(closing.query('select 1')).rejects.toThrow('the embedded database is closed');
  });
});
