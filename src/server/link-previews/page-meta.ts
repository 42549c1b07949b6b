import { LICENCE_TERMS, PRODUCT_NAME } from '#shared/constants';
import { isReservedHandle } from '#shared/reserved-handles';
import { peertubeHosts } from '#shared/video-embed';
import type { Database } from '#server/db/client';
import { findProjectPreview } from '#server/features/projects/index';
import { actorUrl } from '#server/features/federation/index';
import { findVisibleProfile } from '#server/features/profiles/index';
import { describeCollection } from './collection-meta';
import { absolute, shorten } from './meta-text';
import { describeService } from './service-meta';

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute URLs: crawlers do not resolve relative ones. */
  canonicalUrl: string;
  imageUrl: string | null;
  type: 'profile' | 'article' | 'website';
  jsonLd: Record<string, unknown>;
  /** A member's own page whose work they reserve from AI training (the default). */
  reservedFromAiTraining?: boolean;
  /** The PeerTube instances whose videos the page shows: its document may frame them. */
  frameHosts?: string[];
  /**
   * The same thing as another format's document, at an absolute address: a profile's ActivityPub
   * actor, linked from the page and answered at the page's address to a client asking for it.
   */
  alternate?: { type: typeof ACTIVITY_JSON; href: string };
  /**
   * The page a creator's insights count when it is asked for (docs/decisions/0072): a profile,
   * project or service a visitor may see, and its owner's account.
   */
  shown?: ShownPage;
};

/** A page whose views count for its owner's insights. */
export type ShownPage = { kind: 'profile' | 'project' | 'service'; id: string; ownerId: string };

export const ACTIVITY_JSON = 'application/activity+json';

const SEGMENT = /^[a-z0-9-]{1,64}$/i;

/**
 * What a shared link to a profile (/{handle}), project (/{handle}/{slug}), service (/services/{id})
 * or public collection (/collections/{id}) should show in a rich card: only what a visitor may see, so an unpublished
 * project, a banned profile or a private collection describes nothing.
 */
export async function describePage(
  db: Database,
  site: { publicUrl: string; federates: boolean },
  pathname: string,
): Promise<PageMeta | null> {
  const { publicUrl } = site;
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments[0] === 'collections' && segments.length === 2) {
    return describeCollection(db, publicUrl, segments[1] ?? '');
  }
  if (segments[0] === 'services' && segments.length === 2) {
    return describeService(db, publicUrl, segments[1] ?? '');
  }
  const [first = '', slug] = segments;
  const handle = first.replace(/^@/, '').toLowerCase();
  if (segments.length < 1 || segments.length > 2 || !SEGMENT.test(handle) || isReservedHandle(handle))
    return null;
  if (slug !== undefined && !SEGMENT.test(slug)) return null;

  const found = await findVisibleProfile(db, handle);
  if (!found) return null;
  const { profile } = found;
  const name = profile.displayName ?? handle;
  const profileUrl = `${publicUrl}/${handle}`;
  const person = {
    '@type': 'Person',
    name,
    alternateName: `@${handle}`,
    url: profileUrl,
    ...(profile.avatarUrl ? { image: absolute(publicUrl, profile.avatarUrl) } : {}),
    ...(profile.bio ? { description: shorten(profile.bio) } : {}),
    ...(profile.socialLinks.length > 0 ? { sameAs: profile.socialLinks.map((link) => link.url) } : {}),
  };

  if (slug === undefined) {
    return {
      title: `${name} (@${handle}) · ${PRODUCT_NAME}`,
      description: shorten(profile.bio ?? `${name} on ${PRODUCT_NAME}: projects, services and more.`),
      canonicalUrl: profileUrl,
      imageUrl: absolute(publicUrl, profile.avatarUrl),
      type: 'profile',
      jsonLd: { '@context': 'https://schema.org', ...person },
      reservedFromAiTraining: !profile.allowAiTraining,
      shown: { kind: 'profile', id: profile.userId, ownerId: profile.userId },
      ...(site.federates && profile.federates
        ? { alternate: { type: ACTIVITY_JSON, href: actorUrl(publicUrl, profile.userId) } }
        : {}),
    };
  }

  const project = await findProjectPreview(db, { handle, slug });
  if (!project) return null;
  const { title, summary, coverUrl, firstImageUrl, videoUrls, stack, createdAt, licence } = project.project;
  const projectUrl = `${profileUrl}/${slug}`;
  // What image search shows beside the work: who made it, its licence, and where to ask for one
  // (docs/decisions/0066-a-licence-per-project.md). The creator is named short: the page's document
  // has room for a few kilobytes (render-meta.ts).
  const granted = LICENCE_TERMS[licence];
  const rights = {
    creator: { '@type': 'Person', name, url: profileUrl },
    copyrightNotice: `© ${createdAt.getUTCFullYear()} ${name}`,
    creditText: `${name} / ${PRODUCT_NAME}`,
    acquireLicensePage: profileUrl,
    ...(granted ? { license: granted.url } : {}),
  };
  const imageUrl = absolute(publicUrl, coverUrl);
  return {
    title: `${title} by ${name} · ${PRODUCT_NAME}`,
    description: shorten(summary ?? `${title}, a project by ${name} on ${PRODUCT_NAME}.`),
    canonicalUrl: projectUrl,
    // The cover's full copy, or without one the first image of the case study.
    imageUrl: absolute(publicUrl, coverUrl ?? firstImageUrl),
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: title,
      url: projectUrl,
      dateCreated: createdAt.toISOString(),
      author: person,
      ...(summary ? { description: shorten(summary) } : {}),
      ...rights,
      ...(imageUrl ? { image: { '@type': 'ImageObject', contentUrl: imageUrl, ...rights } } : {}),
      ...(stack.length > 0 ? { keywords: stack.join(', ') } : {}),
    },
    reservedFromAiTraining: !profile.allowAiTraining,
    shown: { kind: 'project', id: project.project.id, ownerId: profile.userId },
    frameHosts: peertubeHosts(videoUrls),
  };
}
