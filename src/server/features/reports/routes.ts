import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { reportInputSchema } from '#shared/schemas/reports';
import type { Database } from '#server/db/client';
import { publicProfiles, reports, services } from '#server/db/schema/index';
import { requireUser } from '#server/feature-kit/request-user';
import { AppError } from '#server/errors';
import { findVisibleProjectStanding } from '#server/features/projects/index';
import { idempotentCreate } from '#server/feature-kit/idempotent';
import { signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';

type ReportInput = z.output<typeof reportInputSchema>;

/** The user a target belongs to, if the reporter can see it; a report on something hidden makes no sense. */
async function ownerOfTarget(db: Database, { targetType, targetId }: ReportInput, reporterId: string) {
  if (targetType === 'user') {
    const [profile] = await db
      .select({ userId: publicProfiles.userId })
      .from(publicProfiles)
      .where(eq(publicProfiles.userId, targetId));
    return profile?.userId;
  }
  if (targetType === 'project')
    return (await findVisibleProjectStanding(db, { projectId: targetId }, reporterId))?.owner.userId;
  const [service] = await db
    .select({ userId: publicProfiles.userId })
    .from(services)
    .innerJoin(publicProfiles, eq(publicProfiles.id, services.profileId))
    .where(and(eq(services.id, targetId), eq(services.active, true)));
  return service?.userId;
}

/** /api/reports: users report a profile, project or service to the staff; one open report each. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = appDeps(app);
  app.post(
    '/',
    {
      schema: {
        ...signedIn('signInToReport'),
        summary: 'Report a profile, project or service to the staff',
        body: reportInputSchema,
        response: {
          201: noBody('Reported'),
          ...failures({
            404: 'No profile, project or service with this id that the caller may see',
            409: 'You have a pending report on it already',
          }),
        },
      },
      config: idempotentCreate('notifyingWrite'),
    },
    async (request, reply) => {
      const reporterId = requireUser(request, 'signInToReport').id;
      const owner = await ownerOfTarget(db, request.body, reporterId);
      if (!owner) throw new AppError('not_found', 'reportTargetNotFound');
      if (owner === reporterId) throw new AppError('validation_failed', 'cannotReportSelf');
      const inserted = await db
        .insert(reports)
        .values({ reporterId, ...request.body })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (inserted.length === 0) throw new AppError('conflict', 'alreadyReported');
      return reply.status(201).send();
    },
  );
};
