import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { DRAFTS_MAX_COUNT } from '#shared/constants';
import type { Draft, DraftSummary, draftInputSchema } from '#shared/schemas/drafts';
import type { z } from 'zod';
import type { Database } from '#server/db/client';
import { drafts, profiles, projects, services } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { lockMember } from '#server/db/member-lock';

type DraftInput = z.output<typeof draftInputSchema>;

const summaryColumns = {
  id: drafts.id,
  kind: drafts.kind,
  subjectId: drafts.subjectId,
  title: drafts.title,
  updatedAt: drafts.updatedAt,
};

type SummaryRow = {
  id: string;
  kind: string;
  subjectId: string | null;
  title: string | null;
  updatedAt: Date;
};
const toSummary = (row: SummaryRow): DraftSummary => ({
  ...row,
  kind: row.kind as DraftSummary['kind'],
  updatedAt: row.updatedAt.toISOString(),
});

/** An edit draft names a project or service of the member's own: 404 if there is none, 403 if not theirs. */
async function checkSubject(db: Database, userId: string, input: DraftInput) {
  if (input.subjectId === null) return;
  const [row] =
    input.kind === 'project'
      ? await db
          .select({ ownerUserId: profiles.userId })
          .from(projects)
          .innerJoin(profiles, eq(profiles.id, projects.ownerId))
          .where(eq(projects.id, input.subjectId))
      : await db
          .select({ ownerUserId: profiles.userId })
          .from(services)
          .innerJoin(profiles, eq(profiles.id, services.profileId))
          .where(eq(services.id, input.subjectId));
  const project = input.kind === 'project';
  if (!row) throw new AppError('not_found', project ? 'projectNotFound' : 'serviceNotFound');
  if (row.ownerUserId !== userId) {
    throw new AppError('forbidden', project ? 'notProjectOwner' : 'serviceNotOwner');
  }
}

/**
 * Saves what a form holds under the id the form chose, so a retried save writes the same row. An id
 * of another member's draft is answered as unknown. An edit keeps one draft per project or service:
 * saving it from another device replaces the one the first device saved.
 */
export async function saveDraft(db: Database, userId: string, draftId: string, input: DraftInput) {
  await checkSubject(db, userId, input);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ ownerId: drafts.ownerId })
      .from(drafts)
      .where(eq(drafts.id, draftId))
      .for('update');
    if (existing && existing.ownerId !== userId) throw new AppError('not_found', 'draftNotFound');
    if (!existing) {
      await lockMember(tx, userId);
      const [kept] = await tx
        .select({ count: count() })
        .from(drafts)
        .where(and(eq(drafts.ownerId, userId), ne(drafts.id, draftId)));
      if ((kept?.count ?? 0) >= DRAFTS_MAX_COUNT) throw new AppError('conflict', 'tooManyDrafts');
    }
    if (input.subjectId !== null) {
      await tx
        .delete(drafts)
        .where(
          and(
            eq(drafts.ownerId, userId),
            eq(drafts.kind, input.kind),
            eq(drafts.subjectId, input.subjectId),
            ne(drafts.id, draftId),
          ),
        );
    }
    const values = {
      kind: input.kind,
      subjectId: input.subjectId,
      title: input.title,
      payload: input.payload,
    };
    const [saved] = await tx
      .insert(drafts)
      .values({ id: draftId, ownerId: userId, ...values })
      .onConflictDoUpdate({ target: drafts.id, set: { ...values, updatedAt: sql`now()` } })
      .returning(summaryColumns);
    if (!saved) throw new AppError('internal', 'unableToSave');
    return toSummary(saved);
  });
}

/** The member's drafts, newest first (there are at most DRAFTS_MAX_COUNT). */
export async function listDrafts(db: Database, userId: string): Promise<DraftSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(drafts)
    .where(eq(drafts.ownerId, userId))
    .orderBy(desc(drafts.updatedAt), desc(drafts.id));
  return rows.map(toSummary);
}

/** One of the member's drafts with what its form held; another member's is answered as unknown. */
export async function getDraft(db: Database, userId: string, draftId: string): Promise<Draft> {
  const [row] = await db
    .select({ ...summaryColumns, payload: drafts.payload })
    .from(drafts)
    .where(and(eq(drafts.id, draftId), eq(drafts.ownerId, userId)));
  if (!row) throw new AppError('not_found', 'draftNotFound');
  return { ...toSummary(row), payload: row.payload };
}

export async function deleteDraft(db: Database, userId: string, draftId: string) {
  const [deleted] = await discardDraft(db, userId, draftId);
  if (!deleted) throw new AppError('not_found', 'draftNotFound');
}

/**
 * Deletes the member's draft, if it is theirs and still there: what publishing the work does, in
 * the publish's own transaction, so a published project leaves no draft behind and a failed one
 * keeps it.
 */
export function discardDraft(tx: Database, userId: string, draftId: string | undefined) {
  if (!draftId) return Promise.resolve([]);
  return tx
    .delete(drafts)
    .where(and(eq(drafts.id, draftId), eq(drafts.ownerId, userId)))
    .returning({ id: drafts.id });
}
