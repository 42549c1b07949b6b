import { Link, type Actor } from '@fedify/fedify';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { remoteActors } from '#server/db/schema/index';

// What is kept of another server's words: bounded, as our own fields are, whatever it sends.
const MAX_NAME = 100;
const MAX_HANDLE = 200;
const MAX_URL = 2048;

const CONTROL_CHARACTERS = /\p{Cc}/gu;
const shortText = (text: unknown, max: number) => {
  const plain = typeof text === 'string' || text instanceof Object ? String(text) : '';
  const clean = plain.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, max);
  return clean === '' ? null : clean;
};
const httpUrl = (url: URL | null | undefined) =>
  url && /^https?:$/.test(url.protocol) && url.href.length <= MAX_URL ? url.href : null;

/** The actor's address for a link to it: its `url`, given as an address or as a Link. */
const profilePage = (actor: Actor) => {
  const url = actor.url;
  return httpUrl(url instanceof Link ? url.href : url);
};

/**
 * Where its picture is, as its document gives it: an image written into the document (Mastodon's
 * way), never one fetched by its address here; the copy is made by the avatars job, within bounds
 * (remote-avatars.ts).
 */
async function iconAddress(actor: Actor) {
  const icon = await actor.getIcon({
    documentLoader: () => Promise.reject(new Error('an icon is read from the actor document only')),
    suppressError: true,
  });
  const url = icon?.url;
  return httpUrl(url instanceof Link ? url.href : url);
}

/** What to call an actor in a notice: its name, else its username, bounded and plain. */
export const remoteActorName = (actor: Actor) =>
  shortText(actor.name, MAX_NAME) ?? shortText(actor.preferredUsername, MAX_NAME) ?? '';

/**
 * Records another server's actor as its document says now, or updates it: where to deliver to it
 * and what to show of it. Answers its row's id, or null for a document that gives no way to reach it.
 */
export async function saveRemoteActor(db: Database, actor: Actor): Promise<string | null> {
  const uri = httpUrl(actor.id);
  const inbox = httpUrl(actor.inboxId);
  if (!uri || !inbox || !actor.id) return null;
  const domain = actor.id.hostname.toLowerCase();
  const values = {
    domain,
    inbox,
    sharedInbox: httpUrl(actor.endpoints?.sharedInbox),
    handle: actor.preferredUsername
      ? shortText(`${String(actor.preferredUsername)}@${domain}`, MAX_HANDLE)
      : null,
    name: shortText(actor.name, MAX_NAME),
    url: profilePage(actor),
    iconUrl: await iconAddress(actor),
  };
  const [row] = await db
    .insert(remoteActors)
    .values({ uri, ...values })
    .onConflictDoUpdate({
      target: remoteActors.uri,
      // A new picture is copied at the job's next run, even if the last one could not be.
      set: {
        ...values,
        avatarTriedAt: sql`case when ${remoteActors.iconUrl} is distinct from excluded.icon_url then null else ${remoteActors.avatarTriedAt} end`,
      },
    })
    .returning({ id: remoteActors.id });
  return row?.id ?? null;
}
