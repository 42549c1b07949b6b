import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appealDecisionInputSchema,
  appealIdParamsSchema,
  auditListSchema,
  auditQuerySchema,
  banListQuerySchema,
  banListSchema,
  banInputSchema,
  contentHoldInputSchema,
  contentIdParamsSchema,
  heldContentListSchema,
  jobStatusSchema,
  memberDetailSchema,
  memberIdParamsSchema,
  memberListSchema,
  memberRoleParamsSchema,
  memberSearchQuerySchema,
  reportIdParamsSchema,
  reportListQuerySchema,
  reportListSchema,
  reportStatusInputSchema,
  warningListSchema,
  warnInputSchema,
} from '#shared/schemas/moderation';
import { signedIn } from '#server/http/access';
import { requirePower } from '#server/policy/staff-policy';
import { requireActor, requireUser } from '#server/http/request-user';
import { limitedBy } from '#server/http/rate-limits';
import {
  banMember,
  deleteMemberAccount,
  grantRole,
  revokeRole,
  unbanMember,
  warnMember,
} from './member-actions';
import { decideAppeal } from './appeals';
import { holdContent, liftHold, listHeldContent } from './content-holds';
import { getMember, searchMembers } from './members';
import { listReports, setReportStatus } from './reports';
import { listAuditEvents, listBans, listWarnings } from './staff-lists';

/**
 * /api/admin: the staff API behind the dashboard. Every route checks the caller's power and, for an
 * action on a member, the rank rule (staff.ts); every action writes the audit log.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const staff = signedIn();

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/users',
    { schema: { ...staff, querystring: memberSearchQuerySchema, response: { 200: memberListSchema } } },
    async (request) => searchMembers(db, requireUser(request).id, request.query.q),
  );

  app.get(
    '/users/:userId',
    { schema: { ...staff, params: memberIdParamsSchema, response: { 200: memberDetailSchema } } },
    async (request) => getMember(db, requireUser(request).id, request.params.userId),
  );

  app.post(
    '/users/:userId/warnings',
    {
      schema: { ...staff, params: memberIdParamsSchema, body: warnInputSchema },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await warnMember(db, requireActor(request), request.params.userId, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/users/:userId/bans',
    {
      schema: { ...staff, params: memberIdParamsSchema, body: banInputSchema },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await banMember(db, requireActor(request), request.params.userId, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:userId/bans',
    { schema: { ...staff, params: memberIdParamsSchema }, config: limitedBy('staffAction') },
    async (request, reply) => {
      await unbanMember(db, requireActor(request), request.params.userId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/users/:userId/roles/:role',
    { schema: { ...staff, params: memberRoleParamsSchema }, config: limitedBy('staffAction') },
    async (request, reply) => {
      await grantRole(db, requireActor(request), request.params.userId, request.params.role);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:userId/roles/:role',
    { schema: { ...staff, params: memberRoleParamsSchema }, config: limitedBy('staffAction') },
    async (request, reply) => {
      await revokeRole(db, requireActor(request), request.params.userId, request.params.role);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:userId',
    { schema: { ...staff, params: memberIdParamsSchema }, config: limitedBy('staffAction') },
    async (request, reply) => {
      await deleteMemberAccount(
        { db, storage: app.storage, jobs: app.jobs, log: request.log },
        requireActor(request),
        request.params.userId,
      );
      return reply.status(204).send();
    },
  );

  app.get('/warnings', { schema: { ...staff, response: { 200: warningListSchema } } }, async (request) =>
    listWarnings(db, requireUser(request).id),
  );

  app.get(
    '/bans',
    { schema: { ...staff, querystring: banListQuerySchema, response: { 200: banListSchema } } },
    async (request) => listBans(db, requireUser(request).id, request.query.state),
  );

  app.get(
    '/audit',
    { schema: { ...staff, querystring: auditQuerySchema, response: { 200: auditListSchema } } },
    async (request) => listAuditEvents(db, requireUser(request).id, request.query),
  );

  app.get('/jobs', { schema: { ...staff, response: { 200: jobStatusSchema } } }, async (request) => {
    await requirePower(db, requireUser(request).id, 'viewJobs');
    return { failed: await app.jobs.failedCount() };
  });

  app.get(
    '/reports',
    { schema: { ...staff, querystring: reportListQuerySchema, response: { 200: reportListSchema } } },
    async (request) => listReports(db, requireUser(request).id, request.query),
  );

  app.patch(
    '/reports/:reportId',
    {
      schema: { ...staff, params: reportIdParamsSchema, body: reportStatusInputSchema },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await setReportStatus(
        { db, events: app.events, jobs: app.jobs },
        requireActor(request),
        request.params.reportId,
        request.body.status,
      );
      return reply.status(204).send();
    },
  );

  app.get('/content', { schema: { ...staff, response: { 200: heldContentListSchema } } }, async (request) =>
    listHeldContent(db, requireUser(request).id),
  );

  // Unpublish a project or deactivate a service (PUT, with the reason its owner reads), or put it
  // back (DELETE).
  for (const [segment, type] of [
    ['projects', 'project'],
    ['services', 'service'],
  ] as const) {
    app.put(
      `/${segment}/:contentId/hold`,
      {
        schema: { ...staff, params: contentIdParamsSchema, body: contentHoldInputSchema },
        config: limitedBy('staffAction'),
      },
      async (request, reply) => {
        const { contentId } = request.params;
        const { reason } = request.body;
        await holdContent(
          { db, events: app.events, jobs: app.jobs },
          requireActor(request),
          type,
          contentId,
          reason,
        );
        return reply.status(204).send();
      },
    );

    app.delete(
      `/${segment}/:contentId/hold`,
      { schema: { ...staff, params: contentIdParamsSchema }, config: limitedBy('staffAction') },
      async (request, reply) => {
        await liftHold(db, requireActor(request), type, request.params.contentId);
        return reply.status(204).send();
      },
    );
  }

  app.post(
    '/appeals/:appealId/decision',
    {
      schema: { ...staff, params: appealIdParamsSchema, body: appealDecisionInputSchema },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await decideAppeal(
        { db, events: app.events, jobs: app.jobs },
        requireActor(request),
        request.params.appealId,
        request.body,
      );
      return reply.status(204).send();
    },
  );
};
