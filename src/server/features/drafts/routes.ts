import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  draftIdParamsSchema,
  draftInputSchema,
  draftListSchema,
  draftSchema,
  draftSummarySchema,
} from '#shared/schemas/drafts';
import { signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { requireUser } from '#server/feature-kit/request-user';
import { deleteDraft, getDraft, listDrafts, saveDraft } from './service';
import { appDeps } from '#server/feature-kit/app-deps';

const noSuchDraft = failures({ 404: 'No draft of yours with this id' });

/** /api/drafts: what a creator typed into a project or service form, kept until it is published. */
export const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = appDeps(app);

  app.get(
    '/',
    {
      schema: {
        ...signedIn(),
        summary: 'List your drafts, newest first',
        response: { 200: draftListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listDrafts(db, requireUser(request).id);
    },
  );

  app.get(
    '/:draftId',
    {
      schema: {
        ...signedIn(),
        summary: 'Get one of your drafts with what its form held',
        params: draftIdParamsSchema,
        response: { 200: draftSchema, ...noSuchDraft },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getDraft(db, requireUser(request).id, request.params.draftId);
    },
  );

  // Idempotent: the form chooses the id, so a save sent twice writes one row.
  app.put(
    '/:draftId',
    {
      schema: {
        ...signedIn(),
        summary: 'Save a draft of a project or service form, under an id the form chose',
        params: draftIdParamsSchema,
        body: draftInputSchema,
        response: {
          200: draftSummarySchema,
          ...failures({
            403: 'The project or service it edits is not yours',
            404: "No such project or service to edit, or the id is another member's draft",
            409: 'You keep as many drafts as a member may',
          }),
        },
      },
      config: limitedBy('draftSave'),
    },
    async (request) => saveDraft(db, requireUser(request).id, request.params.draftId, request.body),
  );

  app.delete(
    '/:draftId',
    {
      schema: {
        ...signedIn(),
        summary: 'Delete one of your drafts',
        params: draftIdParamsSchema,
        response: { 204: noBody('Deleted'), ...noSuchDraft },
      },
      config: limitedBy('draftSave'),
    },
    async (request, reply) => {
      await deleteDraft(db, requireUser(request).id, request.params.draftId);
      return reply.status(204).send();
    },
  );
};
