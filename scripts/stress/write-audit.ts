import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import type pg from 'pg';
import { pgliteDirectory } from '#server/db/client';
import { lockDataDirectory } from '#server/db/data-dir-lock';

/** Runs one statement and answers its rows, on whichever database is being audited. */
export type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export type WriteAudit = {
  acknowledged: number;
  /** Acknowledged sign-ups with no user row. */
  missing: string[];
  /** Acknowledged sign-ups whose user lacks its profile or its verification link. */
  incomplete: string[];
  /** Sign-ups sent but never answered (in flight at the kill) that were committed anyway. */
  unansweredCommitted: number;
  unanswered: number;
  /** Users without a profile anywhere: a sign-up transaction that was cut in half. */
  orphans: number;
};

/** Queries on a pg pool; pg's rows are untyped, the caller names their shape. */
export const poolQuery =
  (pool: pg.Pool): Query =>
  async <Row>(text: string, params?: unknown[]) =>
    (await pool.query(text, params)).rows as Row[];

/** Looks up every sign-up sent: each acknowledged one must be there, whole. */
export async function auditSignUps(query: Query, acknowledged: string[], attempted: string[]) {
  const rows = await query<{ email: string; has_profile: boolean; has_token: boolean }>(
    `select u.email,
       exists (select 1 from profiles p where p.user_id = u.id) as has_profile,
       exists (select 1 from auth_tokens t where t.user_id = u.id and t.purpose = 'email_verification')
         as has_token
     from users u where u.email = any($1::text[])`,
    [attempted],
  );
  const found = new Map(rows.map((row) => [row.email, row]));
  const acknowledgedSet = new Set(acknowledged);
  const unanswered = attempted.filter((email) => !acknowledgedSet.has(email));
  const [orphans] = await query<{ count: number }>(
    `select count(*)::int as count from users u where not exists (select 1 from profiles p where p.user_id = u.id)`,
  );
  return {
    acknowledged: acknowledged.length,
    missing: acknowledged.filter((email) => !found.has(email)),
    incomplete: acknowledged.filter((email) => {
      const row = found.get(email);
      return row !== undefined && !(row.has_profile && row.has_token);
    }),
    unansweredCommitted: unanswered.filter((email) => found.has(email)).length,
    unanswered: unanswered.length,
    orphans: orphans?.count ?? 0,
  } satisfies WriteAudit;
}

export const auditHolds = (audit: WriteAudit) =>
  audit.missing.length === 0 && audit.incomplete.length === 0 && audit.orphans === 0;

export function describeAudit(audit: WriteAudit): string {
  const problems = [
    ...audit.missing.map((email) => `missing ${email}`),
    ...audit.incomplete.map((email) => `incomplete ${email}`),
  ];
  return (
    `${audit.acknowledged - audit.missing.length}/${audit.acknowledged} acknowledged sign-ups present` +
    `${audit.incomplete.length ? `, ${audit.incomplete.length} without profile or link` : ''}, ` +
    `${audit.orphans} users without profile; ` +
    `${audit.unansweredCommitted} of ${audit.unanswered} unanswered ones committed anyway` +
    (problems.length ? ` (${problems.slice(0, 5).join(', ')})` : '')
  );
}

/**
 * Opens an embedded data directory the server has left (claiming it as the server does, so a live
 * server would make this throw), runs `audit` on it, and closes it.
 */
export async function withPgliteDirectory<T>(dataDir: string, audit: (query: Query) => Promise<T>) {
  const release = lockDataDirectory(dataDir);
  try {
    const client = await PGlite.create(pgliteDirectory(dataDir), { extensions: { amcheck } });
    try {
      return await audit(
        async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
      );
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * amcheck over every B-tree index of the app's tables, heap included (heapallindexed): after crashes,
 * a row the index lost or an index entry pointing nowhere shows here. Answers the indexes that fail.
 */
export async function checkIndexes(query: Query): Promise<{ checked: number; failures: string[] }> {
  await query('create extension if not exists amcheck');
  const indexes = await query<{ oid: string; name: string }>(
    `select c.oid::text as oid, c.relname as name from pg_index i
     join pg_class c on c.oid = i.indexrelid
     join pg_am am on am.oid = c.relam
     join pg_namespace n on n.oid = c.relnamespace
     where am.amname = 'btree' and n.nspname = 'public'
     order by c.relname`,
  );
  const failures: string[] = [];
  for (const { oid, name } of indexes) {
    try {
      await query('select bt_index_check($1::oid::regclass, true)', [oid]);
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { checked: indexes.length, failures };
}
