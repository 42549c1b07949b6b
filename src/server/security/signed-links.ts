import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema/index';

// Made on first use and kept in the database, so every process signs and checks alike with no setup.
const KEY_NAME = 'link-signing-key';

async function signingKey(db: Database): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
  if (!row) throw new Error('link signing key missing');
  return Buffer.from(row.value, 'base64');
}

/**
 * The signature of a link that acts without a sign-in (a one-click unsubscribe): HMAC-SHA256 over its
 * parts, base64url, 43 characters. Whoever holds the link may do what it says, nothing else.
 */
export async function signLink(db: Database, parts: readonly string[]): Promise<string> {
  return createHmac('sha256', await signingKey(db))
    .update(parts.join('\n'))
    .digest('base64url');
}

/** Whether the signature is the server's over exactly these parts (compared in constant time). */
export async function isSignedLink(db: Database, parts: readonly string[], signature: string) {
  const expected = Buffer.from(await signLink(db, parts));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
