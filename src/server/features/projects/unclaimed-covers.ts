import { inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { projects, unclaimedUploads } from '../../db/schema/index';
import type { JobWorker } from '../../jobs/job-queue';
import { removeStoredFile, type Storage } from '../../storage/storage';

// Long enough for a form left open over a weekend day; a cover older than this that no project
// names was abandoned with its form.
const UNCLAIMED_FOR = sql`interval '2 days'`;
const BATCH = 500;

/** Remembers a cover uploaded before its project is saved, for the sweep to find if it never is. */
export async function recordUnclaimedCover(db: Database, key: string, url: string) {
  await db.insert(unclaimedUploads).values({ key, url }).onConflictDoNothing();
}

/**
 * The daily sweep of covers whose form was abandoned: each upload older than two days is forgotten,
 * and its file (with its smaller copies) removed unless a project names it.
 */
export function unclaimedCoverSweep(context: {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}): JobWorker<'sweep-uploads'> {
  const { db, storage, log } = context;
  return {
    name: 'sweep-uploads',
    policy: { retryLimit: 3, retryDelaySeconds: 300, leaseSeconds: 900, concurrency: 1 },
    cron: '23 3 * * *',
    async run() {
      let removed = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const old = await tx
            .select({ key: unclaimedUploads.key, url: unclaimedUploads.url })
            .from(unclaimedUploads)
            .where(lt(unclaimedUploads.createdAt, sql`now() - ${UNCLAIMED_FOR}`))
            .orderBy(unclaimedUploads.createdAt)
            .limit(BATCH)
            .for('update', { skipLocked: true });
          if (old.length === 0) return { scanned: 0, abandoned: [] };
          const urls = old.map((upload) => upload.url);
          const named = await tx
            .select({ url: projects.coverUrl })
            .from(projects)
            .where(inArray(projects.coverUrl, urls));
          const namedUrls = new Set(named.map((project) => project.url));
          const keys = old.map((upload) => upload.key);
          await tx.delete(unclaimedUploads).where(inArray(unclaimedUploads.key, keys));
          return { scanned: old.length, abandoned: old.filter((upload) => !namedUrls.has(upload.url)) };
        });
        // Removed once the rows are gone: a file whose removal fails is only left behind, never named.
        await Promise.all(batch.abandoned.map((upload) => removeStoredFile(storage, upload.key)));
        removed += batch.abandoned.length;
        if (batch.scanned < BATCH) break;
      }
      if (removed > 0) log.info({ removed }, 'removed covers of abandoned project forms');
    },
  };
}
