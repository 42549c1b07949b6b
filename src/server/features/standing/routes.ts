import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WARNING_SEVERITIES } from '#shared/constants';
import {
  appealInputSchema,
  standingResponseSchema,
  warningIdParamsSchema,
  type StandingResponse,
} from '#shared/schemas/standing';
import { requireUser } from '#server/feature-kit/request-user';
import { AppError } from '#server/errors';
import { toAppeal } from './appeal-shape';
import { submitAppeal } from './appeals';
import { acknowledgeWarning, findActiveBan, listUnacknowledgedWarnings } from './queries';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { openWhileBanned, signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';

/**
 * /api/account: the signed-in user's standing (ban and warnings), acknowledging warnings and appealing
 * a ban.
 */
export const standingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  const { db } = deps;
  app.get(
    '/standing',
    {
      schema: {
        ...signedIn(),
        ...openWhileBanned,
        summary: 'Get your standing: an active ban and the warnings you have not acknowledged',
        response: { 200: standingResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const [ban, warnings] = await Promise.all([
        findActiveBan(db, user.id),
        listUnacknowledgedWarnings(db, user.id),
      ]);
      reply.header('cache-control', 'no-store');
      const body: StandingResponse = {
        ban: ban
          ? {
              reason: ban.reason,
              expiresAt: ban.expiresAt?.toISOString() ?? null,
              appeal: ban.appeal ? toAppeal(ban.appeal) : null,
            }
          : null,
        warnings: warnings.map((warning) => ({
          ...warning,
          severity: warning.severity as (typeof WARNING_SEVERITIES)[number],
          createdAt: warning.createdAt.toISOString(),
        })),
      };
      return body;
    },
  );

  app.post(
    '/warnings/:warningId/acknowledge',
    {
      schema: {
        ...signedIn(),
        summary: 'Acknowledge a warning you were given',
        params: warningIdParamsSchema,
        response: {
          204: noBody('Acknowledged'),
          ...failures({ 404: 'No warning of yours with this id still to acknowledge' }),
        },
      },
      config: limitedBy('warningAcknowledgement'),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const acknowledged = await acknowledgeWarning(db, user.id, request.params.warningId);
      if (!acknowledged) throw new AppError('not_found', 'notFound');
      return reply.status(204).send();
    },
  );

  // The one write a banned member may make besides signing out (wiring/authentication.ts).
  app.post(
    '/appeal',
    {
      schema: {
        ...signedIn(),
        ...openWhileBanned,
        summary: 'Appeal your active ban',
        body: appealInputSchema,
        response: {
          201: noBody('Sent to the staff'),
          ...failures({ 409: 'You are not banned, or you appealed this ban already' }),
        },
      },
      config: limitedBy('contentWrite'),
    },
    async (request, reply) => {
      await submitAppeal(deps, requireUser(request).id, request.body);
      return reply.status(201).send();
    },
  );
};
