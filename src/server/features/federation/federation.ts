import {
  createFederation,
  Endpoints,
  Image,
  importJwk,
  Person,
  PropertyValue,
  type Federation,
} from '@fedify/fedify';
import type { Database } from '#server/db/client';
import {
  findVisibleProfile,
  findVisibleProfileOfUser,
  toProfileLinks,
} from '#server/features/profiles/index';
import { countCommunity } from '#server/features/stats/index';
import { escapeHtml } from '#server/security/escape-html';
import { readActorKeys } from './actor-keys';
import { DatabaseKvStore } from './kv-store';

/** What each dispatcher is handed: the database, per request. */
export type FederationContext = { db: Database };

// A member is named by their user id, which never changes; their handle, which may, is the WebFinger
// name that leads to it (docs/decisions/0071-federation-with-fedify.md).
export const ACTOR_PATH = '/ap/users/{identifier}';
export const INBOX_PATH = '/ap/users/{identifier}/inbox';
export const SHARED_INBOX_PATH = '/ap/inbox';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A text a member wrote, as the HTML an actor's fields carry: escaped, its lines kept. */
const asHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** An image of Atelier's own, by the absolute address another server fetches it from. */
const imageAt = (publicUrl: string, url: string | null) =>
  url ? new Image({ url: new URL(url, publicUrl) }) : null;

/**
 * Atelier's ActivityPub side: every visible profile is a `Person`, found by WebFinger from its handle,
 * signing with its own keys. `publicUrl` is the canonical origin, whatever host a request names.
 */
export function buildFederation(db: Database, publicUrl: string): Federation<FederationContext> {
  const federation = createFederation<FederationContext>({
    kv: new DatabaseKvStore(db),
    origin: publicUrl,
  });

  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      if (!UUID.test(identifier)) return null;
      const profile = await findVisibleProfileOfUser(ctx.data.db, identifier);
      if (!profile?.handle) return null;
      const keys = await ctx.getActorKeyPairs(identifier);
      // Until the sweep has made their keys, a member is not yet an actor.
      if (keys.length === 0) return null;
      const links = toProfileLinks(profile);
      const summary = [profile.headline, profile.bio].filter(Boolean).join('\n\n');
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: profile.handle,
        name: profile.displayName,
        summary: summary ? asHtml(summary) : null,
        url: new URL(`/${profile.handle}`, publicUrl),
        icon: imageAt(publicUrl, profile.avatarUrl),
        image: imageAt(publicUrl, profile.bannerUrl),
        attachments: [
          ...links.socialLinks.map(({ platform, url }) => ({ name: platform, url })),
          ...links.customLinks,
        ].map(
          ({ name, url }) =>
            new PropertyValue({
              name,
              value: `<a href="${escapeHtml(url)}" rel="me nofollow noopener" target="_blank">${escapeHtml(url)}</a>`,
            }),
        ),
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((key) => key.multikey),
        manuallyApprovesFollowers: false,
        discoverable: true,
        indexable: false,
      });
    })
    .mapHandle(async (ctx, handle) => {
      const found = await findVisibleProfile(ctx.data.db, handle);
      return found?.profile.userId ?? null;
    })
    .setKeyPairsDispatcher(async (ctx, identifier) => {
      // Keys are made for a member others may see, never for any id a request names.
      if (!UUID.test(identifier) || !(await findVisibleProfileOfUser(ctx.data.db, identifier))) return [];
      const keys = await readActorKeys(ctx.data.db, identifier);
      type Jwk = Parameters<typeof importJwk>[0];
      return Promise.all(
        keys.map(async ({ publicJwk, privateJwk }) => ({
          publicKey: await importJwk(publicJwk as Jwk, 'public'),
          privateKey: await importJwk(privateJwk as Jwk, 'private'),
        })),
      );
    });

  // The inboxes exist so an actor names them; what they accept is added activity by activity.
  federation.setInboxListeners(INBOX_PATH, SHARED_INBOX_PATH);

  // What other servers and directories show of this one: the counts visitors see on the landing page.
  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async (ctx) => {
    const community = await countCommunity(ctx.data.db);
    return {
      software: { name: 'atelier', version: { major: 1, minor: 0, patch: 0 } },
      protocols: ['activitypub'],
      usage: { users: { total: community.creators }, localPosts: community.projects, localComments: 0 },
    };
  });

  return federation;
}
