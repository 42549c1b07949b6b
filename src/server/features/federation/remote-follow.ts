import { AppError } from '#server/errors';
import type { Database } from '#server/db/client';
import { fetchBounded, type FetchBounds } from './bounded-fetch';
import { findFederatingUserByHandle } from './members';

// What a lookup of the visitor's own server may take: a WebFinger answer is a few hundred bytes, and
// a person waits for it (docs/decisions/0071-federation-with-fedify.md, 'Follow from your server').
const LOOKUP_BOUNDS: Omit<FetchBounds, 'allowPrivateAddresses'> = {
  timeoutMs: 5000,
  maxBytes: 64 * 1024,
  maxRedirects: 3,
};
// OStatus's subscribe link, which Mastodon, Pixelfed, Misskey and others still publish for this.
const SUBSCRIBE_REL = 'http://ostatus.org/schema/1.0/subscribe';

type Lookup = { allowPrivateAddresses: boolean };

/**
 * The visitor's server's WebFinger answer for their account: over https (http only where tests run
 * their peers), within the bounds of any fetch of another server's answer (bounded-fetch.ts).
 */
async function webFinger(account: string, host: string, lookup: Lookup): Promise<unknown> {
  const scheme = lookup.allowPrivateAddresses ? 'http' : 'https';
  const url = new URL(`${scheme}://${host}/.well-known/webfinger`);
  url.searchParams.set('resource', `acct:${account}`);
  const answer = await fetchBounded(
    url,
    { ...LOOKUP_BOUNDS, allowPrivateAddresses: lookup.allowPrivateAddresses },
    { headers: { accept: 'application/jrd+json, application/json' } },
  );
  return JSON.parse(answer.bytes.toString('utf8')) as unknown;
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
  // A server refused, given up on or answering what is not JSON is one that names no follow page.
  const answer = await webFinger(query.account, host, options).catch(() => null);
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
