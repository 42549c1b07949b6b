import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { appSecrets } from '#server/db/schema/index';

async function readOrMakeKey(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`database key ${name} missing`);
  return Buffer.from(row.value, 'base64');
}

// A key never changes once made, so a process reads it once per database, not with every mail it
// signs a link in (two statements a mail, docs/performance.md, Writes). Held by the database object:
// a test's fresh database, or a transaction, starts with none.
const keysOf = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/**
 * A 256-bit key kept in the database under its name, made by whichever process needs it first: every
 * process shares it with no setup (a concurrent first use keeps one, the other insert does nothing).
 */
export function databaseKey(db: Database, name: string): Promise<Buffer> {
  let keys = keysOf.get(db);
  if (!keys) {
    keys = new Map();
    keysOf.set(db, keys);
  }
  const held = keys.get(name);
  if (held) return held;
  const key = readOrMakeKey(db, name);
  keys.set(name, key);
  // A failed read is not kept: the next use tries again.
  key.catch(() => keys.delete(name));
  return key;
}
