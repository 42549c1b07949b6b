import { Document, Hashtag, Note, PUBLIC_COLLECTION, type Context } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { eq } from 'drizzle-orm';
import { imagesOfBlocks } from '#shared/project-images';
import { projects, publicProfiles } from '#server/db/schema/index';
import { escapeHtml } from '#server/security/escape-html';
import type { FederationContext } from './federation';

// Mastodon shows four images of a post; more are left out there, and shown on the project's page.
const IMAGES_PER_POST = 4;

/** A technology as a hashtag: its letters and digits, as Mastodon's own tags are. */
const hashtagOf = (technology: string) => technology.normalize('NFKC').replace(/[^\p{L}\p{N}_]/gu, '');

/**
 * A visible project as the Note its owner's followers see: the title, the summary and a link to its
 * page, up to four of its images with their descriptions as alt text, and its technologies as
 * hashtags. Null for a project no one may see.
 */
export async function projectPost(ctx: Context<FederationContext>, projectId: string): Promise<Note | null> {
  const [row] = await ctx.data.db
    .select({ project: projects, owner: { userId: publicProfiles.userId, handle: publicProfiles.handle } })
    .from(projects)
    .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
    .where(eq(projects.id, projectId));
  if (!row?.project.published) return null;
  const { project, owner } = row;
  const at = (path: string) => new URL(path, ctx.origin);
  const page = at(`/${owner.handle}/${project.slug}`);
  const tags = [...new Set(project.stack.map(hashtagOf).filter(Boolean))].map((name) => ({
    name,
    href: at(`/explore?q=${encodeURIComponent(name)}`),
  }));
  const images = [
    ...(project.coverUrl ? [{ url: project.coverUrl, alt: project.title }] : []),
    ...imagesOfBlocks(project.blocks),
  ].slice(0, IMAGES_PER_POST);
  const content = [
    `<p><strong>${escapeHtml(project.title)}</strong></p>`,
    project.summary ? `<p>${escapeHtml(project.summary)}</p>` : '',
    `<p><a href="${escapeHtml(page.href)}">${escapeHtml(page.href)}</a></p>`,
    tags.length
      ? `<p>${tags
          .map(
            ({ name, href }) =>
              `<a href="${escapeHtml(href.href)}" class="mention hashtag" rel="tag">#<span>${escapeHtml(name)}</span></a>`,
          )
          .join(' ')}</p>`
      : '',
  ].join('');
  return new Note({
    id: ctx.getObjectUri(Note, { id: project.id }),
    attribution: ctx.getActorUri(owner.userId),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(owner.userId),
    content,
    url: page,
    published: Temporal.Instant.from(project.createdAt.toISOString()),
    updated:
      project.updatedAt > project.createdAt ? Temporal.Instant.from(project.updatedAt.toISOString()) : null,
    attachments: images.map(
      ({ url, alt }) =>
        new Document({
          mediaType: url.endsWith('.webp') ? 'image/webp' : null,
          url: at(url),
          name: alt || null,
        }),
    ),
    tags: tags.map(({ name, href }) => new Hashtag({ name: `#${name}`, href })),
  });
}
