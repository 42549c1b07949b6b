import { AppError } from '#server/errors';
import type { Database } from '#server/db/client';
import { findFederatingUserByHandle } from './members';
import { isPublicDestination } from './public-address';

// What a lookup of the visitor's own server may take: a WebFinger answer is a few hundred bytes, and
// a person waits for it (docs/decisions/0071-federation-with-fedify.md, Safe fetching).
const LOOKUP_TIMEOUT_MS = 5000;
const LOOKUP_MAX_BYTES = 64 * 1024;
const LOOKUP_MAX_REDIRECTS = 3;
// OStatus's subscribe link, which Mastodon, Pixelfed, Misskey and others still publish for this.
const SUBSCRIBE_REL = 'http://ostatus.org/schema/1.0/subscribe';

type Lookup = { allowPrivateAddresses: boolean };

/** A body read up to a limit; null past it. */
async function readCapped(response: Response, limit: number): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The visitor's server's WebFinger answer for their account: over https (http only where tests run
 * their peers), to public addresses only at every redirect, within a time and a size.
 */
async function webFinger(account: string, host: string, lookup: Lookup): Promise<unknown> {
  const scheme = lookup.allowPrivateAddresses ? 'http' : 'https';
  let url = new URL(`${scheme}://${host}/.well-known/webfinger`);
  url.searchParams.set('resource', `acct:${account}`);
  const deadline = AbortSignal.timeout(LOOKUP_TIMEOUT_MS);
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== `${scheme}:` || !(await isPublicDestination(url, lookup.allowPrivateAddresses)))
      return null;
    const response = await fetch(url, {
      headers: { accept: 'application/jrd+json, application/json' },
      redirect: 'manual',
      signal: deadline,
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (redirects >= LOOKUP_MAX_REDIRECTS) return null;
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) return null;
    const text = await readCapped(response, LOOKUP_MAX_BYTES);
    return text === null ? null : (JSON.parse(text) as unknown);
  }
}

/** The follow page a server's WebFinger answer names, filled in with the account to follow. */
function subscribeUrl(answer: unknown, accountToFollow: string, scheme: string): string | null {
  const links = (answer as { links?: unknown } | null)?.links;
  if (!Array.isArray(links)) return null;
  for (const link of links as { rel?: unknown; template?: unknown }[]) {
    if (link.rel !== SUBSCRIBE_REL || typeof link.template !== 'string') continue;
    if (!link.template.includes('{uri}')) continue;
    const filled = link.template.replaceAll('{uri}', encodeURIComponent(accountToFollow));
    // The visitor's browser is sent there: a web address, nothing else.
    if (URL.canParse(filled) && new URL(filled).protocol === `${scheme}:`) return filled;
  }
  return null;
}

/**
 * Where a visitor confirms following a member from their own server ('Follow from your server'):
 * the follow page their server's WebFinger names, given this member's address. The member must be
 * an actor; a server that cannot be reached, or names no follow page, is told as such.
 */
export async function remoteFollowUrl(
  db: Database,
  options: Lookup & { publicUrl: string },
  query: { handle: string; account: string },
): Promise<string> {
  const handle = query.handle.replace(/^@/, '').toLowerCase();
  if (!(await findFederatingUserByHandle(db, handle))) throw new AppError('not_found', 'userNotFound');
  const host = query.account.slice(query.account.lastIndexOf('@') + 1).toLowerCase();
  // The whole lookup within its time, name resolution included, which no signal cancels.
  const answer = await Promise.race([
    webFinger(query.account, host, options),
    new Promise<null>((resolve) => setTimeout(resolve, LOOKUP_TIMEOUT_MS, null).unref()),
  ]).catch(() => null);
  const url = subscribeUrl(
    answer,
    `${handle}@${new URL(options.publicUrl).host}`,
    options.allowPrivateAddresses ? 'http' : 'https',
  );
  if (!url)
    throw new AppError('validation_failed', 'remoteFollowUnavailable', {
      account: 'remoteFollowUnavailable',
    });
  return url;
}
