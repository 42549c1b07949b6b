import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '#server/db/client';
import { databaseKey } from './database-key';

// Kept in the database (database-key.ts), so every process signs and checks alike with no setup.
const KEY_NAME = 'link-signing-key';

/**
 * The signature of a link that acts without a sign-in (a one-click unsubscribe): HMAC-SHA256 over its
 * parts, base64url, 43 characters. Whoever holds the link may do what it says, nothing else.
 */
export async function signLink(db: Database, parts: readonly string[]): Promise<string> {
  return createHmac('sha256', await databaseKey(db, KEY_NAME))
    .update(parts.join('\n'))
    .digest('base64url');
}

/** Whether the signature is the server's over exactly these parts (compared in constant time). */
export async function isSignedLink(db: Database, parts: readonly string[], signature: string) {
  const expected = Buffer.from(await signLink(db, parts));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
