import type { KvKey, KvStore, KvStoreSetOptions } from '@fedify/fedify';
import { and, eq, isNotNull, lte, or, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { federationKv } from '#server/db/schema/index';

const encodeKey = (key: KvKey) => JSON.stringify(key);

/**
 * Fedify's key-value store on Atelier's database, so every process shares its caches and its marks
 * of inbox activities already handled. A value past its time is never answered, and the ten-minute
 * sweep deletes it (`deleteExpiredFederationValues`).
 */
export class DatabaseKvStore implements KvStore {
  constructor(private readonly db: Database) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const [row] = await this.db
      .select({ value: federationKv.value })
      .from(federationKv)
      .where(
        and(
          eq(federationKv.key, encodeKey(key)),
          or(isNull(federationKv.expiresAt), gt(federationKv.expiresAt, sql`now()`)),
        ),
      );
    return row?.value as T | undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const ttlMs = options?.ttl?.total({ unit: 'millisecond' });
    const expiresAt = ttlMs === undefined ? null : sql`now() + make_interval(secs => ${ttlMs / 1000})`;
    await this.db
      .insert(federationKv)
      .values({ key: encodeKey(key), value, expiresAt })
      .onConflictDoUpdate({ target: federationKv.key, set: { value, expiresAt } });
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.delete(federationKv).where(eq(federationKv.key, encodeKey(key)));
  }
}

/** Drops the values whose time has passed. */
export function deleteExpiredFederationValues(db: Database) {
  return db
    .delete(federationKv)
    .where(and(isNotNull(federationKv.expiresAt), lte(federationKv.expiresAt, sql`now()`)));
}
