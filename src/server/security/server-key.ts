import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from '#server/db/client';
import { databaseKey } from './database-key';

const KEY_NAME = 'totp-encryption-key';
// Sealed with the operator's key (TOTP_ENCRYPTION_KEY); values without it use the database's key.
const ENVIRONMENT_KEY_MARK = 'env:';

// The operator's key, per database handle: each app built on a handle registers its configuration.
const environmentKeys = new WeakMap<Database, Buffer>();

/**
 * Makes secrets sealed from now on use the operator's key, kept outside the database, so a copy of
 * the database alone (a leaked backup) does not reveal authenticator secrets. Without it, the key is
 * made on first use and kept in the database: every process shares it with no setup.
 */
export function useEnvironmentKey(db: Database, key: Buffer | undefined) {
  if (key) environmentKeys.set(db, key);
  else environmentKeys.delete(db);
}

/** AES-256-GCM: iv, tag and ciphertext in one base64 string, marked when sealed with the operator's key. */
export async function encryptSecret(db: Database, plain: string): Promise<string> {
  const environmentKey = environmentKeys.get(db);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', environmentKey ?? (await databaseKey(db, KEY_NAME)), iv);
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
  return environmentKey ? `${ENVIRONMENT_KEY_MARK}${sealed}` : sealed;
}

/** Opens a sealed secret with the key it was sealed with; secrets sealed before a key was set keep working. */
export async function decryptSecret(db: Database, sealed: string): Promise<string> {
  const withEnvironmentKey = sealed.startsWith(ENVIRONMENT_KEY_MARK);
  const environmentKey = environmentKeys.get(db);
  if (withEnvironmentKey && !environmentKey) {
    throw new Error('a TOTP secret was sealed with TOTP_ENCRYPTION_KEY, which is not set');
  }
  const key = withEnvironmentKey && environmentKey ? environmentKey : await databaseKey(db, KEY_NAME);
  const bytes = Buffer.from(
    withEnvironmentKey ? sealed.slice(ENVIRONMENT_KEY_MARK.length) : sealed,
    'base64',
  );
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
