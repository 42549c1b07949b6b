import type { RequestEntry } from '#shared/schemas/request-workspace';
import { AppError } from '#server/errors';
import type { AppDeps } from '#server/feature-kit/app-deps';
import type { FormFile } from '#server/storage/read-form';
import { entryOf } from './entries';
import { checkRoom, insertFiles, prepareFiles, withStoredFiles } from './request-files';
import { lockForWriting, publishToBoth, recordActivity, writeEntry } from './writing';
import { unitOfWork } from '#server/jobs/unit-of-work';

type Context = Pick<AppDeps, 'db' | 'events' | 'jobs' | 'storage'>;

/**
 * A message in a request's thread, with its files: text, files or both. It is news for the other
 * side (their badge, through the request's activity) and both sides' tabs hear of it; no
 * notification is written per message, as a thread's pace would bury the member's list.
 */
export async function postRequestMessage(
  { db, events, jobs, storage }: Context,
  writerId: string,
  requestId: string,
  body: string,
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
      const writer = await lockForWriting(tx, writerId, requestId);
      // Two uploads at once: the second sees the first's files once the lock is its own.
      await checkRoom(tx, requestId, prepared);
      const entry = await writeEntry(tx, writer, 'message', { body });
      await insertFiles(tx, entry, writerId, stored);
      await recordActivity(tx, writer);
      await publishToBoth(unit, writer.parties);
      return entryOf(tx, writerId, entry);
    }),
  );
}
