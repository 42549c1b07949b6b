import { eq } from 'drizzle-orm';
import { projectImageUrls } from '#shared/project-images';
import { profiles, projects } from '#server/db/schema/index';
import type { AppDeps } from '#server/feature-kit/app-deps';
import type { JobWorker } from '#server/jobs/job-queue';
import type { UnitOfWork } from '#server/jobs/unit-of-work';
import { originalKeyOf } from '#server/storage/image-originals';
import { restampWorkImage } from '#server/storage/restamp-work-image';
import { creditOf } from './work-images';

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    /** A project's images say its licence and its creator's credit as they now are. */
    'restamp-project-images': { projectId: string };
    /** Every project of a member's: their name or their AI-training choice changed. */
    'restamp-member-work': { userId: string };
  }
}

// Rewriting a file's metadata is quick; a large project's dozen images with their copies and
// originals are a few dozen reads and writes of storage.
const POLICY = { retryLimit: 5, retryDelaySeconds: 30, leaseSeconds: 600, concurrency: 1 };

/** Queues the restamp of a project's images, in the unit of the save that may change their credit. */
export const queueProjectRestamp = (unit: UnitOfWork, projectId: string) =>
  unit.jobs.enqueue(unit.db, 'restamp-project-images', { projectId }, { singletonKey: projectId });

/** Queues the restamp of all a member's work, in the unit of the change to their credit. */
export const queueMemberWorkRestamp = (unit: UnitOfWork, userId: string) =>
  unit.jobs.enqueue(unit.db, 'restamp-member-work', { userId }, { singletonKey: userId });

/**
 * Reads the project as it is when the job runs (a later save's licence wins; a deleted project has
 * nothing to do) and writes each of its work images' credit anew where it changed.
 */
export function restampProjectImages(
  deps: Pick<AppDeps, 'db' | 'config' | 'storage'>,
): JobWorker<'restamp-project-images'> {
  return {
    name: 'restamp-project-images',
    policy: POLICY,
    async run({ projectId }) {
      const [project] = await deps.db
        .select({
          userId: profiles.userId,
          licence: projects.licence,
          coverUrl: projects.coverUrl,
          blocks: projects.blocks,
        })
        .from(projects)
        .innerJoin(profiles, eq(profiles.id, projects.ownerId))
        .where(eq(projects.id, projectId));
      if (!project) return;
      const credit = await creditOf(deps, project.userId, project.licence);
      for (const url of projectImageUrls(project)) {
        const key = deps.storage.keyOf(url);
        // Only work stored with its credit: an older upload, a seeded or outside image has none.
        if (key && originalKeyOf(key)) await restampWorkImage(deps.storage, key, credit);
      }
    },
  };
}

/** Fans a member's change out to a restamp per project, one statement in one transaction. */
export function restampMemberWork(deps: Pick<AppDeps, 'db' | 'jobs'>): JobWorker<'restamp-member-work'> {
  return {
    name: 'restamp-member-work',
    policy: POLICY,
    async run({ userId }) {
      const owned = await deps.db
        .select({ id: projects.id })
        .from(projects)
        .innerJoin(profiles, eq(profiles.id, projects.ownerId))
        .where(eq(profiles.userId, userId));
      await deps.jobs.enqueueMany(
        deps.db,
        'restamp-project-images',
        owned.map(({ id }) => ({ payload: { projectId: id }, singletonKey: id })),
      );
    },
  };
}
