import {
  createFederation,
  Endpoints,
  Image,
  Note,
  Person,
  PropertyValue,
  type Federation,
} from '@fedify/fedify';
import { count, eq } from 'drizzle-orm';
import { remoteFollowers } from '#server/db/schema/index';
import { isUuid } from '#shared/ids';
import type { Database } from '#server/db/client';
import type { EventHub } from '#server/events/event-hub';
import type { JobQueue } from '#server/jobs/job-queue';
import type { Storage } from '#server/storage/storage';
import { toProfileLinks } from '#server/features/profiles/index';
import { countCommunity } from '#server/features/stats/index';
import { escapeHtml } from '#server/security/escape-html';
import type { FederationDeps } from './federation-instance';
import { documentLoaders } from './document-loaders';
import { listenToInbox } from './inbox';
import { findFederatingProfileOfUser, findFederatingUserByHandle } from './members';
import { DatabaseKvStore } from './kv-store';
import { ACTOR_PATH, FOLLOWERS_PATH, INBOX_PATH, POST_PATH, SHARED_INBOX_PATH } from './paths';
import { projectPost } from './posts';
import { actorKeyPairs } from './signing-keys';

/** What each dispatcher and listener is handed: the parts of a unit of work, for what it owes. */
export type FederationContext = { db: Database; jobs: JobQueue; events: EventHub; storage: Storage };

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
export function buildFederation({ db, config }: FederationDeps): Federation<FederationContext> {
  const { publicUrl } = config;
  const kv = new DatabaseKvStore(db);
  // Fedify fetches other servers' actors, keys, objects and contexts with Atelier's bounded loaders,
  // which refuse this machine's networks but in tests: Fedify's own allowPrivateAddress is left off,
  // as Fedify refuses it beside loaders of one's own.
  const loaders = documentLoaders({
    kv,
    publicUrl,
    allowPrivateAddresses: config.federation.allowPrivateAddresses,
  });
  const federation = createFederation<FederationContext>({
    kv,
    origin: publicUrl,
    documentLoaderFactory: () => loaders.documentLoader,
    contextLoaderFactory: () => loaders.contextLoader,
    authenticatedDocumentLoaderFactory: loaders.authenticatedDocumentLoaderFactory,
  });

  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      if (!isUuid(identifier)) return null;
      const profile = await findFederatingProfileOfUser(ctx.data.db, identifier);
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
        followers: ctx.getFollowersUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((key) => key.multikey),
        manuallyApprovesFollowers: profile.approvesFollowers,
        discoverable: true,
        indexable: false,
      });
    })
    .mapHandle((ctx, handle) => findFederatingUserByHandle(ctx.data.db, handle))
    .setKeyPairsDispatcher(async (ctx, identifier) => {
      // Keys are made for a member others may see, never for any id a request names.
      if (!isUuid(identifier) || !(await findFederatingProfileOfUser(ctx.data.db, identifier))) return [];
      return actorKeyPairs(ctx.data.db, identifier);
    });

  listenToInbox(federation.setInboxListeners(INBOX_PATH, SHARED_INBOX_PATH));

  // A project as its followers were sent it; one no longer visible is a Tombstone (routes.ts).
  federation.setObjectDispatcher(Note, POST_PATH, (ctx, { id }) =>
    isUuid(id) ? projectPost(ctx, id) : null,
  );

  // How many follow a member from elsewhere; who they are is not listed, as Mastodon lets members hide.
  federation
    .setFollowersDispatcher(FOLLOWERS_PATH, () => ({ items: [] }))
    .setCounter(async (ctx, identifier) => {
      if (!isUuid(identifier)) return 0;
      const [row] = await ctx.data.db
        .select({ value: count() })
        .from(remoteFollowers)
        .where(eq(remoteFollowers.userId, identifier));
      return row?.value ?? 0;
    });

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
