import { importJwk } from '@fedify/fedify';
import type { Database } from '#server/db/client';
import { readActorKeys } from './actor-keys';

type Jwk = Parameters<typeof importJwk>[0];

/** A member's stored keys as Web Crypto key pairs, RSA first; none until the sweep has made them. */
export async function actorKeyPairs(db: Database, userId: string) {
  const keys = await readActorKeys(db, userId);
  return Promise.all(
    keys.map(async ({ publicJwk, privateJwk }) => ({
      publicKey: await importJwk(publicJwk as Jwk, 'public'),
      privateKey: await importJwk(privateJwk as Jwk, 'private'),
    })),
  );
}

/**
 * A member's private keys named as their actor document names them (Fedify's own naming: the first
 * `#main-key`, then `#key-2`...), so another server checks a signature with the key it keeps.
 */
export async function signingKeys(db: Database, userId: string, actorUri: URL) {
  const pairs = await actorKeyPairs(db, userId);
  return pairs.map(({ privateKey }, index) => ({
    privateKey,
    keyId: new URL(index === 0 ? '#main-key' : `#key-${index + 1}`, actorUri),
  }));
}
