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
  memberDeletionSchema,
  memberIdParamsSchema,
  memberListSchema,
  memberRoleParamsSchema,
  memberSearchQuerySchema,
  reportIdParamsSchema,
  reportListQuerySchema,
  reportListSchema,
  reportRequestListSchema,
  reportStatusInputSchema,
  warningListSchema,
  warnInputSchema,
} from '#shared/schemas/moderation';
import { signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { requirePower } from '#server/policy/staff-policy';
import { requireActor, requireUser } from '#server/feature-kit/request-user';
import { limitedBy } from '#server/feature-kit/rate-limits';
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
import { listReportRequests } from './report-requests';
import { listAuditEvents, listBans, listWarnings } from './staff-lists';
import { appDeps } from '#server/feature-kit/app-deps';

const NO_SUCH_MEMBER = { 404: 'No member with this id' } as const;
const noSuchMember = failures(NO_SUCH_MEMBER);

const HOLD = {
  project: {
    summary: 'Hold a project: unpublish it, with the reason its owner reads',
    liftSummary: 'Lift the hold on a project, publishing it again',
    notFound: 'No project with this id',
    notHeld: 'The project is not held',
  },
  service: {
    summary: 'Hold a service: deactivate it, with the reason its owner reads',
    liftSummary: 'Lift the hold on a service, activating it again',
    notFound: 'No service with this id',
    notHeld: 'The service is not held',
  },
} as const;

/**
 * /api/admin: the staff API behind the dashboard. Every route checks the caller's power and, for an
 * action on a member, the rank rule (staff.ts); every action writes the audit log.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  const { db } = deps;
  const staff = signedIn();

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/users',
    {
      schema: {
        ...staff,
        summary: 'Search members by handle, display name or email',
        querystring: memberSearchQuerySchema,
        response: { 200: memberListSchema },
      },
    },
    async (request) => searchMembers(db, requireUser(request).id, request.query.q),
  );

  app.get(
    '/users/:userId',
    {
      schema: {
        ...staff,
        summary: "Get a member's record and what you may do to them",
        params: memberIdParamsSchema,
        response: { 200: memberDetailSchema, ...noSuchMember },
      },
    },
    async (request) => getMember(db, requireUser(request).id, request.params.userId),
  );

  app.post(
    '/users/:userId/warnings',
    {
      schema: {
        ...staff,
        summary: 'Warn a member',
        params: memberIdParamsSchema,
        body: warnInputSchema,
        response: { 204: noBody('Warned'), ...noSuchMember },
      },
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
      schema: {
        ...staff,
        summary: 'Ban a member for a number of days or for good',
        params: memberIdParamsSchema,
        body: banInputSchema,
        response: { 204: noBody('Banned; a ban already open is replaced'), ...noSuchMember },
      },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await banMember(db, requireActor(request), request.params.userId, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:userId/bans',
    {
      schema: {
        ...staff,
        summary: "Lift a member's ban",
        params: memberIdParamsSchema,
        response: {
          204: noBody('Lifted'),
          ...failures({ ...NO_SUCH_MEMBER, 409: 'The member has no open ban' }),
        },
      },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await unbanMember(db, requireActor(request), request.params.userId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/users/:userId/roles/:role',
    {
      schema: {
        ...staff,
        summary: 'Give a member a role',
        params: memberRoleParamsSchema,
        response: { 204: noBody('Given, or held already'), ...noSuchMember },
      },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await grantRole(db, requireActor(request), request.params.userId, request.params.role);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:userId/roles/:role',
    {
      schema: {
        ...staff,
        summary: 'Take a role from a member',
        params: memberRoleParamsSchema,
        response: { 204: noBody('Taken, or not held'), ...noSuchMember },
      },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await revokeRole(db, requireActor(request), request.params.userId, request.params.role);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:userId',
    {
      schema: {
        ...staff,
        summary: "Delete a member's account, once their username is typed exactly",
        params: memberIdParamsSchema,
        body: memberDeletionSchema,
        response: { 204: noBody('Deleted'), ...noSuchMember },
      },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await deleteMemberAccount(
        { db, storage: app.storage, jobs: app.jobs, log: request.log },
        requireActor(request),
        request.params.userId,
        request.body.confirmation,
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/warnings',
    {
      schema: {
        ...staff,
        summary: 'List the latest warnings, with who warned whom',
        response: { 200: warningListSchema },
      },
    },
    async (request) => listWarnings(db, requireUser(request).id),
  );

  app.get(
    '/bans',
    {
      schema: {
        ...staff,
        summary: 'List active or past bans, latest first, each with its appeal',
        querystring: banListQuerySchema,
        response: { 200: banListSchema },
      },
    },
    async (request) => listBans(db, requireUser(request).id, request.query.state),
  );

  app.get(
    '/audit',
    {
      schema: {
        ...staff,
        summary: 'List the latest staff actions of the audit log, by actor, target and kind',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request) => listAuditEvents(db, requireUser(request).id, request.query),
  );

  app.get(
    '/jobs',
    {
      schema: {
        ...staff,
        summary: 'Count the background jobs that failed',
        response: { 200: jobStatusSchema },
      },
    },
    async (request) => {
      await requirePower(db, requireUser(request).id, 'viewJobs');
      return { failed: await app.jobs.failedCount() };
    },
  );

  app.get(
    '/reports',
    {
      schema: {
        ...staff,
        summary: 'List the latest reports, by status and target type',
        querystring: reportListQuerySchema,
        response: { 200: reportListSchema },
      },
    },
    async (request) => listReports(db, requireUser(request).id, request.query),
  );

  app.get(
    '/reports/:reportId/requests',
    {
      schema: {
        ...staff,
        summary: "List the newest service requests a report opens to staff; none once it's closed",
        params: reportIdParamsSchema,
        response: { 200: reportRequestListSchema, ...failures({ 404: 'No report with this id' }) },
      },
    },
    async (request) => listReportRequests(db, requireUser(request).id, request.params.reportId),
  );

  app.patch(
    '/reports/:reportId',
    {
      schema: {
        ...staff,
        summary: "Set a report's status",
        params: reportIdParamsSchema,
        body: reportStatusInputSchema,
        response: {
          204: noBody('Saved; the reporter hears when it is resolved'),
          ...failures({
            404: 'No report with this id',
            409: 'Reopening it would give its reporter two pending reports on the same target',
          }),
        },
      },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await setReportStatus(deps, requireActor(request), request.params.reportId, request.body.status);
      return reply.status(204).send();
    },
  );

  app.get(
    '/content',
    {
      schema: {
        ...staff,
        summary: 'List the projects and services staff have held and not put back',
        response: { 200: heldContentListSchema },
      },
    },
    async (request) => listHeldContent(db, requireUser(request).id),
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
        schema: {
          ...staff,
          summary: HOLD[type].summary,
          params: contentIdParamsSchema,
          body: contentHoldInputSchema,
          response: {
            204: noBody('Held; the pending reports on it are resolved'),
            ...failures({ 404: HOLD[type].notFound }),
          },
        },
        config: limitedBy('staffAction'),
      },
      async (request, reply) => {
        const { contentId } = request.params;
        const { reason } = request.body;
        await holdContent(deps, requireActor(request), type, contentId, reason);
        return reply.status(204).send();
      },
    );

    app.delete(
      `/${segment}/:contentId/hold`,
      {
        schema: {
          ...staff,
          summary: HOLD[type].liftSummary,
          params: contentIdParamsSchema,
          response: {
            204: noBody('Shown again'),
            ...failures({ 404: HOLD[type].notFound, 409: HOLD[type].notHeld }),
          },
        },
        config: limitedBy('staffAction'),
      },
      async (request, reply) => {
        await liftHold(db, requireActor(request), type, request.params.contentId);
        return reply.status(204).send();
      },
    );
  }

  app.post(
    '/appeals/:appealId/decision',
    {
      schema: {
        ...staff,
        summary: 'Decide a ban appeal: lift the ban or uphold it',
        params: appealIdParamsSchema,
        body: appealDecisionInputSchema,
        response: {
          204: noBody('Decided; the member is emailed the decision'),
          ...failures({
            404: 'No appeal with this id',
            409: 'The appeal is decided already, or its ban is over',
          }),
        },
      },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await decideAppeal(deps, requireActor(request), request.params.appealId, request.body);
      return reply.status(204).send();
    },
  );
};
