import { shownProjectViews } from '#server/features/insights/index';
import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ProjectDetail } from '#shared/schemas/projects';
import type { Database } from '#server/db/client';
import {
  projectReactions,
  projects,
  publicProfiles,
  remoteBoosts,
  remoteLikes,
} from '#server/db/schema/index';
import { withoutSearchColumns } from '#server/db/schema/search-documents';
import { AppError } from '#server/errors';
import { holdOf } from '#server/policy/hold-of';
import { contentPowers } from '#server/policy/staff-policy';
import { findCreatorServices } from './creator-services';

// Who may see a project, and what a check of it names (a notice's title and link, a hold): never its
// case study, the largest column, which only its page and its link preview show.
const standingColumns = {
  id: projects.id,
  ownerId: projects.ownerId,
  title: projects.title,
  slug: projects.slug,
  published: projects.published,
  heldReason: projects.heldReason,
  heldAt: projects.heldAt,
};
const contentColumns = withoutSearchColumns(getTableColumns(projects));

const ownerColumns = {
  userId: publicProfiles.userId,
  handle: publicProfiles.handle,
  displayName: publicProfiles.displayName,
  avatarUrl: publicProfiles.avatarUrl,
};

type ProjectWhere = { projectId: string } | { handle: string; slug: string };

const matching = (where: ProjectWhere) =>
  'projectId' in where
    ? eq(projects.id, where.projectId)
    : and(eq(publicProfiles.handle, where.handle.toLowerCase()), eq(projects.slug, where.slug));

/** The row found, if the viewer may see it, with whether they own it. */
async function ifVisible<Row extends { project: { published: boolean }; owner: { userId: string } }>(
  db: Database,
  row: Row | undefined,
  viewerId: string | null,
) {
  if (!row) return undefined;
  const isOwner = viewerId !== null && row.owner.userId === viewerId;
  if (row.project.published || isOwner) return { ...row, isOwner };
  // Only a hidden project asks for the viewer's roles: published ones are read far more often.
  const staff = await contentPowers(db, viewerId, row.owner.userId, 'moderateContent');
  return staff.sees ? { ...row, isOwner } : undefined;
}

/**
 * A project as the viewer may see it, whole: published, of an owner others can see (onboarded, not
 * banned). The owner also sees their own unpublished project, and so do staff who moderate content.
 */
export async function findVisibleProject(db: Database, where: ProjectWhere, viewerId: string | null) {
  const [row] = await db
    .select({ project: contentColumns, owner: ownerColumns })
    .from(projects)
    .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
    .where(matching(where))
    .limit(1);
  return ifVisible(db, row, viewerId);
}

/** Whether the viewer may see a project (as findVisibleProject decides), with its names, not its content. */
export async function findVisibleProjectStanding(db: Database, where: ProjectWhere, viewerId: string | null) {
  const [row] = await db
    .select({ project: standingColumns, owner: ownerColumns })
    .from(projects)
    .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
    .where(matching(where))
    .limit(1);
  return ifVisible(db, row, viewerId);
}

// What a link to a project shows (its preview, link-previews/page-meta.ts), with of its case study
// only what that needs, taken out by the database: the first image (the preview's picture without a
// cover) and the videos' addresses (the players its page may frame). Its page reads the blocks once.
const previewColumns = {
  ...standingColumns,
  summary: projects.summary,
  coverUrl: projects.coverUrl,
  stack: projects.stack,
  licence: projects.licence,
  createdAt: projects.createdAt,
  firstImageUrl: sql<string | null>`(
    select coalesce(block->>'url', block->'images'->0->>'url')
    from jsonb_array_elements(${projects.blocks}) with ordinality as listed(block, place)
    where block->>'type' in ('image', 'grid') order by place limit 1)`,
  videoUrls: sql<string[]>`array(
    select block->>'url' from jsonb_array_elements(${projects.blocks}) as listed(block)
    where block->>'type' = 'video')`,
};

/** A project for its link preview, if a visitor may see it (as findVisibleProject decides). */
export async function findProjectPreview(db: Database, where: ProjectWhere) {
  const [row] = await db
    .select({ project: previewColumns, owner: ownerColumns })
    .from(projects)
    .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
    .where(matching(where))
    .limit(1);
  return ifVisible(db, row, null);
}

/**
 * A project's likes: its members' and, counted with them and told apart, those of accounts on other
 * servers (docs/decisions/0071-federation-with-fedify.md).
 */
export async function likeState(db: Database, projectId: string, viewerId: string | null) {
  const [[total], [fromElsewhere], mine] = await Promise.all([
    db.select({ value: count() }).from(projectReactions).where(eq(projectReactions.projectId, projectId)),
    db.select({ value: count() }).from(remoteLikes).where(eq(remoteLikes.projectId, projectId)),
    viewerId
      ? db
          .select({ id: projectReactions.id })
          .from(projectReactions)
          .where(and(eq(projectReactions.projectId, projectId), eq(projectReactions.userId, viewerId)))
      : Promise.resolve([]),
  ]);
  const fediverseLikeCount = fromElsewhere?.value ?? 0;
  return { likeCount: (total?.value ?? 0) + fediverseLikeCount, fediverseLikeCount, liked: mine.length > 0 };
}

/** How many accounts on other servers boosted a project (docs/decisions/0071-federation-with-fedify.md). */
async function fediverseBoostCount(db: Database, projectId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(remoteBoosts)
    .where(eq(remoteBoosts.projectId, projectId));
  return row?.value ?? 0;
}

export async function getProjectDetail(
  db: Database,
  handle: string,
  slug: string,
  viewerId: string | null,
): Promise<ProjectDetail> {
  const found = await findVisibleProject(db, { handle, slug }, viewerId);
  if (!found) throw new AppError('not_found', 'projectNotFound');
  const { project, owner, isOwner } = found;
  // The author's services are read beside the likes: one more query, in the same round. A project
  // that is not published is no shop window.
  const [likes, boosts, views, staff, offered] = await Promise.all([
    likeState(db, project.id, viewerId),
    fediverseBoostCount(db, project.id),
    shownProjectViews(db, owner.userId, project.id),
    contentPowers(db, viewerId, owner.userId, 'moderateContent'),
    project.published
      ? findCreatorServices(db, project.ownerId)
      : { creatorServices: [], moreCreatorServices: false },
  ]);
  const canModerate = staff.acts;
  return {
    id: project.id,
    title: project.title,
    slug: project.slug,
    summary: project.summary,
    coverUrl: project.coverUrl,
    stack: project.stack,
    ctas: project.ctas,
    outcomes: project.outcomes,
    blocks: project.blocks,
    licence: project.licence,
    originalsDownloadable: project.originalsDownloadable,
    published: project.published,
    createdAt: project.createdAt.toISOString(),
    owner: { handle: owner.handle, displayName: owner.displayName, avatarUrl: owner.avatarUrl },
    likeCount: likes.likeCount,
    fediverseLikeCount: likes.fediverseLikeCount,
    fediverseBoostCount: boosts,
    views,
    likedByMe: likes.liked,
    isOwner,
    hold: holdOf(project, isOwner || canModerate),
    canModerate,
    ...offered,
  };
}

/** Likes or unlikes a visible project; doing it twice changes nothing. */
export async function setLiked(db: Database, userId: string, projectId: string, liked: boolean) {
  const found = await findVisibleProjectStanding(db, { projectId }, userId);
  if (!found) throw new AppError('not_found', 'projectNotFound');
  if (liked) {
    await db
      .insert(projectReactions)
      .values({ projectId, userId, reactionType: 'like' })
      .onConflictDoNothing();
  } else {
    await db
      .delete(projectReactions)
      .where(and(eq(projectReactions.projectId, projectId), eq(projectReactions.userId, userId)));
  }
  return likeState(db, projectId, userId);
}
