import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets } from '../../db/schema/index';

const KEY_NAME = 'totp-encryption-key';

/**
 * The server's key for secrets it must read back (TOTP secrets). Made on first use and kept in the
 * database, so every process on it shares one key without any setup.
 */
async function serverKey(db: Database): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
  if (!row) throw new Error('server key missing');
  return Buffer.from(row.value, 'base64');
}

/** AES-256-GCM: iv, tag and ciphertext in one base64 string. */
export async function encryptSecret(db: Database, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await serverKey(db), iv);
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
}

export async function decryptSecret(db: Database, sealed: string): Promise<string> {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', await serverKey(db), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
