import { arrayOverlaps, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { drafts, projects, services, unclaimedUploads } from '#server/db/schema/index';
import type { JobWorker } from '#server/jobs/job-queue';
import { removeStoredFile, type Storage } from '#server/storage/storage';

// Long enough for a form left open over a weekend day; an upload older than this that nothing
// names was abandoned with its form.
const UNCLAIMED_FOR = sql`interval '2 days'`;
const BATCH = 500;

/**
 * Remembers an image uploaded before the form that shows it is saved (a project's cover or gallery
 * image, a service's image), for the sweep to find if it never is.
 */
export async function recordUnclaimedUpload(db: Database, key: string, url: string) {
  await db.insert(unclaimedUploads).values({ key, url }).onConflictDoNothing();
}

/** The addresses of the images among blocks (of a project, or of a draft's payload): images and grids. */
const blockImageUrls = (blocks: SQL) => sql`(
  select url #>> '{}' from jsonb_path_query(${blocks}, 'lax $[*] ? (@.type == "image").url') as url
  union all
  select url #>> '{}' from jsonb_path_query(${blocks}, 'lax $[*] ? (@.type == "grid").images[*].url') as url
)`;

/** Which of these URLs a project (cover or blocks) or a service shows: one pass over each table. */
async function namedAmong(tx: Database, urls: string[]): Promise<Set<string>> {
  const covers = await tx
    .select({ url: projects.coverUrl })
    .from(projects)
    .where(inArray(projects.coverUrl, urls));
  const blockImage = sql`(select image.url from ${projects}, lateral ${blockImageUrls(sql`${projects.blocks}`)} as image(url))`;
  const galleries = await tx
    .select({ url: sql<string>`image.url` })
    .from(sql`${blockImage} as image`)
    .where(inArray(sql`image.url`, urls));
  const serviceImages = await tx
    .select({ url: sql<string>`unnest(${services.images})` })
    .from(services)
    .where(arrayOverlaps(services.images, urls));
  return new Set(
    [...covers, ...galleries, ...serviceImages, ...(await namedByDrafts(tx, urls))].map(
      (row) => row.url ?? '',
    ),
  );
}

/**
 * Which of these URLs a draft holds (decision 52): a project form's cover and blocks (or its gallery,
 * in a draft typed before blocks), a service form's images, as typed. A draft resumed after days
 * finds its images still there; once it is older than the sweep's two days, its files stay after it
 * too.
 */
function namedByDrafts(tx: Database, urls: string[]) {
  const listIn = (key: string) =>
    sql`case when jsonb_typeof(${drafts.payload} -> ${key}) = 'array' then ${drafts.payload} -> ${key} else '[]'::jsonb end`;
  const held = sql`(
    select ${drafts.payload} ->> 'coverUrl' as url from ${drafts}
    union all select jsonb_array_elements(${listIn('gallery')}) ->> 'url' from ${drafts}
    union all select image.url from ${drafts}, lateral ${blockImageUrls(listIn('blocks'))} as image(url)
    union all select jsonb_array_elements_text(${listIn('images')}) from ${drafts}
  ) as held`;
  return tx
    .select({ url: sql<string>`held.url` })
    .from(held)
    .where(inArray(sql`held.url`, urls));
}

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    'sweep-uploads': Record<string, never>;
  }
}

/**
 * The daily sweep of images whose form was abandoned: each upload older than two days is forgotten,
 * and its file (with its smaller copies) removed unless a project or a service shows it, or a draft
 * holds it.
 */
export function unclaimedUploadSweep(context: {
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
          const named = await namedAmong(
            tx,
            old.map((upload) => upload.url),
          );
          const keys = old.map((upload) => upload.key);
          await tx.delete(unclaimedUploads).where(inArray(unclaimedUploads.key, keys));
          return { scanned: old.length, abandoned: old.filter((upload) => !named.has(upload.url)) };
        });
        // Removed once the rows are gone: a file whose removal fails is only left behind, never named.
        await Promise.all(batch.abandoned.map((upload) => removeStoredFile(storage, upload.key)));
        removed += batch.abandoned.length;
        if (batch.scanned < BATCH) break;
      }
      if (removed > 0) log.info({ removed }, 'removed images of abandoned forms');
    },
  };
}
