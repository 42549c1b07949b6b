import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { RequestEntry } from '#shared/schemas/request-workspace';
import type { Database } from '#server/db/client';
import {
  requestDeliveries,
  requestMilestones,
  requestQuotes,
  serviceRequests,
} from '#server/db/schema/index';
import { AppError } from '#server/errors';
import type { AppDeps } from '#server/feature-kit/app-deps';
import type { FormFile } from '#server/storage/read-form';
import { entryOf } from './entries';
import { checkRoom, insertFiles, prepareFiles, withStoredFiles } from './request-files';
import {
  lockForWriting,
  notifyStatus,
  publishToBoth,
  recordActivity,
  writeEntry,
  writeStatusEntry,
  type Context,
  type Writer,
} from './writing';
import { unitOfWork } from '#server/jobs/unit-of-work';

// Deliveries (docs/decisions/0051): the seller delivers the whole request, or an open milestone of
// the agreed quote, while the request is accepted or in progress (an accepted one becomes in
// progress); the requester approves a delivery or asks for changes (a revision, counted on the
// request). Approving the last one completes the request, which asks the requester for a review.

const DELIVERABLE = ['accepted', 'in_progress'];

/**
 * The milestone a delivery is for: an open one of the agreed quote (one delivered waits for its
 * answer, and is not open), or none for the whole request, when the agreed quote has no milestones
 * or there is none, and no delivery of the whole request waits for an answer.
 */
async function milestoneToDeliver(tx: Database, requestId: string, milestoneId: string) {
  const milestones = await tx
    .select({ id: requestMilestones.id, status: requestMilestones.status })
    .from(requestMilestones)
    .innerJoin(requestQuotes, eq(requestQuotes.id, requestMilestones.quoteId))
    .where(and(eq(requestQuotes.requestId, requestId), eq(requestQuotes.status, 'accepted')));
  if (milestoneId) {
    const milestone = milestones.find((each) => each.id === milestoneId);
    if (!milestone || milestone.status !== 'open') throw new AppError('conflict', 'milestoneNotOpen');
    return milestone.id;
  }
  if (milestones.length > 0) {
    throw new AppError('validation_failed', 'milestoneRequired', { milestoneId: 'milestoneRequired' });
  }
  const [waiting] = await tx
    .select({ id: requestDeliveries.id })
    .from(requestDeliveries)
    .where(
      and(
        eq(requestDeliveries.requestId, requestId),
        isNull(requestDeliveries.milestoneId),
        eq(requestDeliveries.status, 'submitted'),
      ),
    )
    .limit(1);
  if (waiting) throw new AppError('conflict', 'deliveryAwaitingAnswer');
  return null;
}

/** POST /api/service-requests/{id}/deliveries: the seller's delivery, its note and files, as an entry. */
export async function deliver(
  { db, events, jobs, storage }: Context & Pick<AppDeps, 'storage'>,
  sellerId: string,
  requestId: string,
  { body, milestoneId }: { body: string; milestoneId: string },
  files: readonly FormFile[],
): Promise<RequestEntry> {
  if (!body && files.length === 0) {
    throw new AppError('validation_failed', 'messageRequired', { body: 'messageRequired' });
  }
  const prepared = prepareFiles(files);
  await checkRoom(db, requestId, prepared);
  return withStoredFiles(storage, requestId, prepared, (stored) =>
    unitOfWork({ db, events, jobs }, async (unit) => {
      const tx = unit.db;
      const writer = await lockForWriting(tx, sellerId, requestId);
      if (writer.side !== 'seller') throw new AppError('forbidden', 'onlySellerDelivers');
      if (!DELIVERABLE.includes(writer.parties.status))
        throw new AppError('conflict', 'requestNotInProgress');
      const milestone = await milestoneToDeliver(tx, requestId, milestoneId);
      await checkRoom(tx, requestId, prepared);

      const deliveryId = randomUUID();
      const entry = await writeEntry(tx, writer, 'delivery', {
        body,
        detail: { deliveryId, milestoneId: milestone },
      });
      await insertFiles(tx, entry, sellerId, stored);
      await tx
        .insert(requestDeliveries)
        .values({ id: deliveryId, requestId, entryId: entry.id, milestoneId: milestone });
      if (milestone) {
        await tx
          .update(requestMilestones)
          .set({ status: 'delivered' })
          .where(eq(requestMilestones.id, milestone));
      }
      const starts = writer.parties.status === 'accepted';
      if (starts) {
        await writeStatusEntry(tx, writer, 'in_progress');
        await notifyStatus(unit, writer, 'in_progress');
      }
      await recordActivity(tx, writer, starts ? { status: 'in_progress' } : {});
      await publishToBoth(unit, writer.parties);
      return entryOf(tx, sellerId, entry);
    }),
  );
}

/** The delivery of this request the requester answers: 404 for another request's, 409 once answered. */
async function deliveryToAnswer(tx: Database, writer: Writer, deliveryId: string) {
  if (writer.side !== 'requester') throw new AppError('forbidden', 'onlyRequesterAnswers');
  const [delivery] = await tx
    .select({
      id: requestDeliveries.id,
      status: requestDeliveries.status,
      milestoneId: requestDeliveries.milestoneId,
      quoteId: requestMilestones.quoteId,
    })
    .from(requestDeliveries)
    .leftJoin(requestMilestones, eq(requestMilestones.id, requestDeliveries.milestoneId))
    .where(and(eq(requestDeliveries.id, deliveryId), eq(requestDeliveries.requestId, writer.parties.id)));
  if (!delivery) throw new AppError('not_found', 'deliveryNotFound');
  if (delivery.status !== 'submitted') throw new AppError('conflict', 'deliveryAlreadyAnswered');
  if (!DELIVERABLE.includes(writer.parties.status)) throw new AppError('conflict', 'requestNotInProgress');
  return delivery;
}

/** Whether every milestone of the quote is approved. */
async function allApproved(tx: Database, quoteId: string) {
  const [row] = await tx
    .select({ open: count() })
    .from(requestMilestones)
    .where(and(eq(requestMilestones.quoteId, quoteId), ne(requestMilestones.status, 'approved')));
  return (row?.open ?? 0) === 0;
}

/**
 * POST .../deliveries/{deliveryId}/approve: the requester approves it, and its milestone. Approving
 * the delivery of the whole request, or of the last milestone, completes the request; the
 * requester hears of it through the status notification, which asks for the review.
 */
export async function approveDelivery(
  { db, events, jobs }: Context,
  requesterId: string,
  requestId: string,
  deliveryId: string,
) {
  await unitOfWork({ db, events, jobs }, async (unit) => {
    const tx = unit.db;
    const writer = await lockForWriting(tx, requesterId, requestId);
    const delivery = await deliveryToAnswer(tx, writer, deliveryId);
    await tx
      .update(requestDeliveries)
      .set({ status: 'approved', decidedAt: sql`now()` })
      .where(eq(requestDeliveries.id, delivery.id));
    if (delivery.milestoneId) {
      await tx
        .update(requestMilestones)
        .set({ status: 'approved' })
        .where(eq(requestMilestones.id, delivery.milestoneId));
    }
    await writeEntry(tx, writer, 'deliveryApproved', {
      detail: { deliveryId, milestoneId: delivery.milestoneId },
    });
    const completes = !delivery.quoteId || (await allApproved(tx, delivery.quoteId));
    if (completes) {
      await writeStatusEntry(tx, writer, 'completed');
      await notifyStatus(unit, writer, 'completed');
    }
    await recordActivity(tx, writer, completes ? { status: 'completed' } : {});
    await publishToBoth(unit, writer.parties);
  });
}

/**
 * POST .../deliveries/{deliveryId}/changes: the requester asks for changes, saying what: a revision,
 * counted on the request; the milestone opens again for the next delivery.
 */
export async function requestChanges(
  { db, events, jobs }: Context,
  requesterId: string,
  requestId: string,
  deliveryId: string,
  note: string,
) {
  await unitOfWork({ db, events, jobs }, async (unit) => {
    const tx = unit.db;
    const writer = await lockForWriting(tx, requesterId, requestId);
    const delivery = await deliveryToAnswer(tx, writer, deliveryId);
    await tx
      .update(requestDeliveries)
      .set({ status: 'changesRequested', decidedAt: sql`now()` })
      .where(eq(requestDeliveries.id, delivery.id));
    if (delivery.milestoneId) {
      await tx
        .update(requestMilestones)
        .set({ status: 'open' })
        .where(eq(requestMilestones.id, delivery.milestoneId));
    }
    await writeEntry(tx, writer, 'changesRequested', {
      body: note,
      detail: { deliveryId, milestoneId: delivery.milestoneId },
    });
    await recordActivity(tx, writer, { revisionCount: sql`${serviceRequests.revisionCount} + 1` });
    await publishToBoth(unit, writer.parties);
  });
}
