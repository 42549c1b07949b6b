import type { ServiceRequest } from '#shared/schemas/service-requests';
import { AppError } from '#server/errors';
import { blockBetweenSides } from './parties';
import {
  lockForWriting,
  notifyStatus,
  publishToBoth,
  recordActivity,
  writeStatusEntry,
  type Context,
} from './writing';
import { unitOfWork } from '#server/jobs/unit-of-work';

type Status = ServiceRequest['status'];

/**
 * The seller sets any of the five statuses (docs/product/states.md, Service requests: transitions are
 * not restricted). The requester may not; anyone else is told the request does not exist, so nothing
 * private is confirmed. The change is an entry of the thread (docs/decisions/0051), and stays the
 * seller's across a block (a request from someone they blocked still needs closing), though the
 * requester then hears nothing.
 */
export async function setRequestStatus(
  { db, events, jobs }: Context,
  userId: string,
  requestId: string,
  status: Status,
) {
  await unitOfWork({ db, events, jobs }, async (unit) => {
    const tx = unit.db;
    const writer = await lockForWriting(tx, userId, requestId, { acrossBlocks: true });
    if (writer.side !== 'seller') throw new AppError('forbidden', 'onlySellerChangesStatus');
    if (writer.parties.status === status) return;
    await writeStatusEntry(tx, writer, status);
    await recordActivity(tx, writer, { status });
    if (!blockBetweenSides(writer.parties)) await notifyStatus(unit, writer, status);
    await publishToBoth(unit, writer.parties);
  });
}
