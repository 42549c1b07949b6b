import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { REQUEST_ENTRY_KINDS } from '#shared/constants';
import type { Database } from '#server/db/client';
import { requestEntries, serviceRequests, type RequestEntryDetail } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { notify } from '#server/features/notifications/index';
import type { UnitOfWork } from '#server/jobs/unit-of-work';
import { requestStatusWord } from '#server/i18n/texts';
import type { AppDeps } from '#server/feature-kit/app-deps';
import {
  accessOf,
  findParties,
  otherSideOf,
  sideOf,
  workspaceLink,
  type RequestParties,
  type RequestStatus,
  type Side,
} from './parties';

// What every write in a workspace shares (docs/decisions/0051): the request's row locked first,
// who writes and whether they may, the thread's entry, the request's news markers, and both sides'
// tabs told. A transition calls these with its transaction, so a change and all it owes commit as one.

export type Context = Pick<AppDeps, 'db' | 'events' | 'jobs'>;
type EntryKind = (typeof REQUEST_ENTRY_KINDS)[number];

/** Who writes: the request, their side and the other side's user. */
export type Writer = { parties: RequestParties; side: Side; otherId: string; userId: string };

/**
 * The writer's side of the request, or the refusal: 404 for whoever may not see it, 403 for staff (they
 * read, never write) and across a block, either way (both still read the thread). The status dropdown of
 * docs/product/states.md (Service requests) stays the seller's across a block (acrossBlocks).
 */
async function writerOf(
  db: Database,
  userId: string,
  parties: RequestParties | null,
  acrossBlocks: boolean,
): Promise<Writer> {
  const access = await accessOf(db, userId, parties);
  const side = sideOf(access.parties, userId);
  if (!side) throw new AppError('forbidden', 'staffReadOnly');
  const writer = { parties: access.parties, side, otherId: otherSideOf(access.parties, side), userId };
  if (acrossBlocks) return writer;
  const { sellerBlockedRequester, requesterBlockedSeller } = access.parties;
  const youBlocked = side === 'seller' ? sellerBlockedRequester : requesterBlockedSeller;
  const theyBlocked = side === 'seller' ? requesterBlockedSeller : sellerBlockedRequester;
  if (youBlocked) throw new AppError('forbidden', 'youBlockedMember');
  if (theyBlocked) throw new AppError('forbidden', 'blockedByMember');
  return writer;
}

/** The check before any work (reading a form's files): the same refusals, without a lock. */
export async function checkWriter(db: Database, userId: string, requestId: string) {
  return writerOf(db, userId, await findParties(db, requestId), false);
}

/** In a transition's transaction: the request's row locked, then who writes and whether they may. */
export async function lockForWriting(
  tx: Database,
  userId: string,
  requestId: string,
  { acrossBlocks = false }: { acrossBlocks?: boolean } = {},
) {
  return writerOf(tx, userId, await findParties(tx, requestId, { lock: true }), acrossBlocks);
}

/**
 * An entry of the thread. Its time is the clock's, not the transaction's start, so that the
 * entries one transition writes (a delivery, then the status it moved) keep their order.
 */
export async function writeEntry(
  tx: Database,
  writer: Writer,
  kind: EntryKind,
  { body = null, detail = {} }: { body?: string | null; detail?: RequestEntryDetail } = {},
) {
  const [entry] = await tx
    .insert(requestEntries)
    .values({
      requestId: writer.parties.id,
      authorId: writer.userId,
      kind,
      body: body || null,
      detail,
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  if (!entry) throw new Error('request entry insert returned nothing');
  return entry;
}

/**
 * The request's news (docs/decisions/0051, News): its last activity is now and the writer's, who
 * has seen it, and any change of the request's own columns (its status) in the same statement.
 */
export async function recordActivity(
  tx: Database,
  writer: Writer,
  changes: PgUpdateSetSource<typeof serviceRequests> = {},
) {
  const now = sql`clock_timestamp()`;
  await tx
    .update(serviceRequests)
    .set({
      ...changes,
      activityAt: now,
      activityBy: writer.userId,
      ...(writer.side === 'seller' ? { sellerReadAt: now } : { requesterReadAt: now }),
    })
    .where(eq(serviceRequests.id, writer.parties.id));
}

/** A status change: its entry in the thread (from, to), written before the request's row changes. */
export async function writeStatusEntry(tx: Database, writer: Writer, to: RequestStatus) {
  return writeEntry(tx, writer, 'status', { detail: { from: writer.parties.status, to } });
}

/**
 * Tells the requester that their request's status changed, through the status notification
 * (kind requestStatus), with the workspace as its link and the request as its subject, for the
 * emails that gather a request's changes. Whoever caused it is named, unless it is the requester.
 */
export async function notifyStatus(unit: UnitOfWork, writer: Writer, status: RequestStatus) {
  const { parties } = writer;
  await notify(unit, {
    userId: parties.requesterId,
    kind: 'requestStatus',
    values: (language) => ({ service: parties.serviceTitle, status: requestStatusWord(status, language) }),
    link: workspaceLink(parties.id),
    ...(writer.userId === parties.requesterId ? {} : { actorId: writer.userId }),
    subjectId: parties.id,
  });
}

/** Both sides' open tabs refetch the request (their lists, badges and the workspace). */
export async function publishToBoth({ db, events }: Context, parties: RequestParties) {
  await events.publish(db, parties.sellerUserId, { type: 'requests' });
  await events.publish(db, parties.requesterId, { type: 'requests' });
}
