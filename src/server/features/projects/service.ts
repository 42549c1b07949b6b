import { and, eq, getTableColumns, like, or } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_PROJECT_LICENCE, PROJECT_SLUG_MAX_LENGTH } from '#shared/constants';
import { slugify, type EditableProject, type projectInputSchema } from '#shared/schemas/projects';
import { imagesOfBlocks, projectImageUrls } from '#shared/project-images';
import type { Database } from '#server/db/client';
import { profiles, projects, type ProjectCta } from '#server/db/schema/index';
import { withoutSearchColumns } from '#server/db/schema/search-documents';
import { AppError } from '#server/errors';
import { isOwnUpload, removeOwnedUpload, type Storage } from '#server/storage/storage';
import type { Actor } from '#server/policy/audit-log';
import { removeAsOwnerOrStaff } from '#server/policy/staff-override';
import { discardDraft } from '#server/features/drafts/index';
import type { AppDeps } from '#server/feature-kit/app-deps';
import { unitOfWork } from '#server/jobs/unit-of-work';
import { queueProjectRestamp } from './restamp-jobs';

type ProjectInput = z.output<typeof projectInputSchema>;
type Context = Pick<AppDeps, 'db' | 'storage' | 'log' | 'jobs' | 'events'>;

/** The onboarded profile a project would belong to; a user without a handle has no page to show it on. */
async function ownProfile(db: Database, userId: string) {
  const [profile] = await db
    .select({ id: profiles.id, handle: profiles.handle })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!profile?.handle) throw new AppError('forbidden', 'profileNotFound');
  return { id: profile.id, handle: profile.handle };
}

/**
 * A project's images must be ones this user uploaded (or ones the project already shows), each
 * shown once: another member's file, or an address from elsewhere, is refused.
 */
function checkImages(storage: Storage, userId: string, input: ProjectInput, current: string[] = []) {
  const refuse = (field: 'coverUrl' | 'blocks') => {
    throw new AppError('validation_failed', 'invalidReference', { [field]: 'invalidReference' });
  };
  const uploaded = (url: string) => current.includes(url) || isOwnUpload(storage, 'covers', userId, url);
  if (input.coverUrl !== null && !uploaded(input.coverUrl)) refuse('coverUrl');
  const urls = projectImageUrls(input);
  if (new Set(urls).size !== urls.length) refuse('blocks');
  if (!imagesOfBlocks(input.blocks).every((image) => uploaded(image.url))) refuse('blocks');
}

/** Removes the files a project showed and no longer does (a failure is logged; the save stands). */
async function removeDropped(context: Context, userId: string, before: string[], after: string[]) {
  const kept = new Set(after);
  const dropped = before.filter((url) => !kept.has(url));
  await Promise.all(dropped.map((url) => removeOwnedUpload(context.storage, userId, url, context.log)));
}

/** A call-to-action is written only when both its label and URL are given (docs/product/validation.md). */
const ctasOf = (input: ProjectInput): ProjectCta[] =>
  input.ctaLabel && input.ctaUrl ? [{ label: input.ctaLabel, url: input.ctaUrl }] : [];

/** A slug free among the owner's projects: the title's, then -2, -3... (cut so it stays within 50). */
async function freeSlug(db: Database, ownerId: string, base: string, exceptProjectId?: string) {
  const taken = new Set(
    (
      await db
        .select({ slug: projects.slug, id: projects.id })
        .from(projects)
        .where(
          and(
            eq(projects.ownerId, ownerId),
            or(eq(projects.slug, base), like(projects.slug, `${base.slice(0, 40)}%`)),
          ),
        )
    )
      .filter((row) => row.id !== exceptProjectId)
      .map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const tail = `-${suffix}`;
    const candidate = `${base.slice(0, PROJECT_SLUG_MAX_LENGTH - tail.length).replace(/-+$/, '')}${tail}`;
    if (!taken.has(candidate)) return candidate;
  }
}

async function assertSlugFree(db: Database, ownerId: string, slug: string, exceptProjectId?: string) {
  const [clash] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), eq(projects.slug, slug)));
  if (clash && clash.id !== exceptProjectId)
    throw new AppError('conflict', 'valueTaken', { slug: 'valueTaken' });
}

/** Publishes a project; the draft it was typed in, when named, is deleted in the same transaction. */
export async function createProject(context: Context, userId: string, input: ProjectInput, draftId?: string) {
  const { db, storage } = context;
  const owner = await ownProfile(db, userId);
  checkImages(storage, userId, input);
  let slug = input.slug;
  if (slug) await assertSlugFree(db, owner.id, slug);
  else slug = await freeSlug(db, owner.id, slugify(input.title));
  const created = await unitOfWork(context, async (unit) => {
    await discardDraft(unit.db, userId, draftId);
    const [row] = await unit.db
      .insert(projects)
      .values({
        ownerId: owner.id,
        title: input.title,
        slug,
        summary: input.summary,
        stack: input.stack,
        ctas: ctasOf(input),
        coverUrl: input.coverUrl,
        blocks: input.blocks,
        licence: input.licence ?? DEFAULT_PROJECT_LICENCE,
        originalsDownloadable: input.originalsDownloadable ?? false,
        published: true,
      })
      .returning({ id: projects.id, slug: projects.slug });
    // The images were credited under the licence the form showed as each was sent: the saved one wins.
    if (row) await queueProjectRestamp(unit, row.id);
    return row;
  });
  if (!created) throw new AppError('internal', 'unableToSave');
  return { ...created, ownerHandle: owner.handle };
}

/** The project, if the user owns it: 404 when it does not exist, 403 when it is someone else's. */
async function ownedProject(db: Database, userId: string, projectId: string) {
  const [row] = await db
    .select({
      project: withoutSearchColumns(getTableColumns(projects)),
      ownerUserId: profiles.userId,
      ownerHandle: profiles.handle,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.ownerId))
    .where(eq(projects.id, projectId));
  if (!row) throw new AppError('not_found', 'projectNotFound');
  if (row.ownerUserId !== userId) throw new AppError('forbidden', 'notProjectOwner');
  return { ...row.project, ownerHandle: row.ownerHandle ?? '' };
}

export async function getEditableProject(
  db: Database,
  userId: string,
  projectId: string,
): Promise<EditableProject> {
  const project = await ownedProject(db, userId, projectId);
  const [cta] = project.ctas;
  return {
    id: project.id,
    title: project.title,
    slug: project.slug,
    summary: project.summary,
    coverUrl: project.coverUrl,
    stack: project.stack,
    ctaLabel: cta?.label ?? '',
    ctaUrl: cta?.url ?? null,
    blocks: project.blocks,
    licence: project.licence,
    originalsDownloadable: project.originalsDownloadable,
    ownerHandle: project.ownerHandle,
  };
}

export async function updateProject(
  context: Context,
  userId: string,
  projectId: string,
  input: ProjectInput,
  draftId?: string,
) {
  const { db, storage } = context;
  const project = await ownedProject(db, userId, projectId);
  checkImages(storage, userId, input, projectImageUrls(project));
  const slug = input.slug || project.slug;
  if (slug !== project.slug) await assertSlugFree(db, project.ownerId, slug, project.id);
  await unitOfWork(context, async (unit) => {
    await discardDraft(unit.db, userId, draftId);
    await unit.db
      .update(projects)
      .set({
        title: input.title,
        slug,
        summary: input.summary,
        stack: input.stack,
        ctas: ctasOf(input),
        coverUrl: input.coverUrl,
        blocks: input.blocks,
        ...(input.licence ? { licence: input.licence } : {}),
        ...(input.originalsDownloadable === undefined
          ? {}
          : { originalsDownloadable: input.originalsDownloadable }),
      })
      .where(eq(projects.id, project.id));
    await queueProjectRestamp(unit, project.id);
  });
  await removeDropped(context, userId, projectImageUrls(project), projectImageUrls(input));
  return { id: project.id, slug, ownerHandle: project.ownerHandle };
}

/**
 * Deletes a project for good: the owner, or staff who moderate content and outrank the owner
 * (docs/product/roles-and-permissions.md: content_mod "can delete projects"), in which case the audit
 * log records it.
 */
export async function deleteProject(context: Context, actor: Actor, projectId: string) {
  const { db } = context;
  const [project] = await db
    .select({
      id: projects.id,
      coverUrl: projects.coverUrl,
      blocks: projects.blocks,
      ownerUserId: profiles.userId,
      ownerHandle: profiles.handle,
    })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.ownerId))
    .where(eq(projects.id, projectId));
  if (!project) throw new AppError('not_found', 'projectNotFound');
  const content = { type: 'project', id: project.id, ownerUserId: project.ownerUserId } as const;
  await removeAsOwnerOrStaff(db, actor, content, 'moderateContent', (tx) =>
    tx.delete(projects).where(eq(projects.id, project.id)),
  );
  await removeDropped(context, project.ownerUserId, projectImageUrls(project), []);
  return { ownerHandle: project.ownerHandle ?? '' };
}
