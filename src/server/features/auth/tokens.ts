import { createHash, randomBytes } from 'node:crypto';

/** A fresh unguessable token (256 bits) for a cookie or a link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: enough to recognise it, useless to someone who reads it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
