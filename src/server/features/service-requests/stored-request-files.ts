import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { profiles, requestFiles, serviceRequests } from '#server/db/schema/index';
import type { Storage } from '#server/storage/storage';

/** Whose requests' files: those a member sent or received, or those of one service. */
type Scope = { userId: string } | { serviceId: string };

/**
 * The storage keys of the files of the requests in scope, read before the rows that name them are
 * deleted (with an account or a service), for `removeRequestFiles` once they are gone: the database
 * forgets a file with its request, storage would keep it for good (docs/decisions/0051).
 */
export async function findRequestFileKeys(db: Database, scope: Scope): Promise<string[]> {
  const inScope =
    'serviceId' in scope
      ? eq(serviceRequests.serviceId, scope.serviceId)
      : or(
          eq(serviceRequests.requesterId, scope.userId),
          inArray(
            serviceRequests.sellerProfileId,
            db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, scope.userId)),
          ),
        );
  const rows = await db
    .select({ key: requestFiles.storageKey })
    .from(requestFiles)
    .innerJoin(serviceRequests, eq(serviceRequests.id, requestFiles.requestId))
    .where(inScope);
  return rows.map((row) => row.key);
}

/** Removes files whose rows are gone; a failure is only logged, the deletion itself is done. */
export async function removeRequestFiles(storage: Storage, keys: readonly string[], log: FastifyBaseLogger) {
  await Promise.all(
    keys.map((key) =>
      storage.remove(key).catch((error: unknown) => log.warn({ err: error }, 'request file not removed')),
    ),
  );
}
