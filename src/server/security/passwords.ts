// argon2id at OWASP's recommended parameters: 19 MiB, two passes, one lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// A native module: loaded by the first sign-up or sign-in rather than by every start.
const loadArgon2 = () => import('@node-rs/argon2');

/** A salted argon2id hash, for passwords and backup codes alike. */
export async function hashPassword(secret: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(secret, ARGON2_OPTIONS);
}

/** True when the secret matches the hash; a malformed hash is a mismatch, never an error. */
export async function verifyPassword(storedHash: string, secret: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}
