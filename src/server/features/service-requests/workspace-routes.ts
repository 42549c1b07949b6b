import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REQUEST_FILE_MAX_BYTES,
  REQUEST_FILES_PER_ENTRY_MAX,
  REQUEST_FILES_TOTAL_MAX_BYTES,
} from '#shared/constants';
import {
  changesInputSchema,
  deliveryFieldsSchema,
  deliveryParamsSchema,
  quoteInputSchema,
  quoteParamsSchema,
  requestEntryPageSchema,
  requestEntrySchema,
  requestFileParamsSchema,
  requestMessageFieldsSchema,
  requestNewsCountSchema,
  requestWorkspaceParamsSchema,
  requestWorkspaceSchema,
} from '#shared/schemas/request-workspace';
import { pageCursorParamSchema } from '#server/db/pagination';
import { AppError } from '#server/errors';
import { signedIn } from '#server/feature-kit/access';
import { bodyOfType, failures, megabytes, noBody } from '#server/feature-kit/answers';
import { appDeps } from '#server/feature-kit/app-deps';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { requireActor, requireUser } from '#server/feature-kit/request-user';
import { parseFormFields, readFormFiles } from '#server/storage/read-form';
import { approveDelivery, deliver, requestChanges } from './deliveries';
import { countRequestNews, markRequestRead } from './news';
import { postRequestMessage } from './post-message';
import { acceptQuote, declineQuote, proposeQuote } from './quotes';
import { readRequestFile, REQUEST_FORM_LIMITS } from './request-files';
import { contentDispositionOf } from '#server/feature-kit/content-disposition';
import { getEntries, getWorkspace } from './workspace';
import { checkWriter } from './writing';

const member = signedIn();
const noSuchRequest = failures({
  404: 'No request with this id that you sent or received (or that a report in your hands names)',
});
/** The refusals every write in the workspace shares. */
const writeRefusals = {
  403: 'Refused: banned, staff (who only read), a block between the two sides, or the other side’s action',
  404: 'No request with this id that you sent or received',
};
const withFiles = {
  413: `A file is larger than ${megabytes(REQUEST_FILE_MAX_BYTES)}, or the request's files would pass ${megabytes(REQUEST_FILES_TOTAL_MAX_BYTES)}`,
  415: 'A file is not an image (PNG, JPEG, GIF, WebP), a PDF or a zip, by its content',
};
const entriesQuery = z.object({ before: pageCursorParamSchema });

/**
 * /api/service-requests/{id}/...: a request's workspace (docs/decisions/0051), its thread of
 * messages and events, its files, quotes and deliveries; for its two sides, and for staff on a
 * report, read only.
 */
export const requestWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  const { db } = deps;
  // Everything here is the two sides' own.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/service-requests/news-count',
    {
      schema: {
        ...member,
        summary:
          'Count the requests with news for you: unopened pending ones, and any with news since you opened it',
        response: { 200: requestNewsCountSchema },
      },
    },
    async (request) => ({ count: await countRequestNews(db, requireUser(request).id) }),
  );

  app.get(
    '/service-requests/:requestId',
    {
      schema: {
        ...member,
        summary: "Open a request's workspace: the brief, the status, the quote and the thread's newest page",
        params: requestWorkspaceParamsSchema,
        response: { 200: requestWorkspaceSchema, ...noSuchRequest },
      },
    },
    async (request) => getWorkspace(db, requireActor(request), request.params.requestId),
  );

  app.get(
    '/service-requests/:requestId/entries',
    {
      schema: {
        ...member,
        summary: "Read an older page of a request's thread, newest first",
        params: requestWorkspaceParamsSchema,
        querystring: entriesQuery,
        response: { 200: requestEntryPageSchema, ...noSuchRequest },
      },
    },
    async (request) => getEntries(db, requireActor(request), request.params.requestId, request.query.before),
  );

  app.post(
    '/service-requests/:requestId/read',
    {
      schema: {
        ...member,
        summary: "Mark a request's workspace read, for the requests badge",
        params: requestWorkspaceParamsSchema,
        response: {
          204: noBody('Read; your other tabs refresh their badges'),
          ...failures({ 403: 'Refused: banned, or staff (who keep no read time)', 404: writeRefusals[404] }),
        },
      },
      config: limitedBy('toggle'),
    },
    async (request, reply) => {
      await markRequestRead(deps, requireActor(request), request.params.requestId);
      return reply.status(204).send();
    },
  );

  // Multipart: the text field `body` and up to REQUEST_FILES_PER_ENTRY_MAX files named `files`.
  app.post(
    '/service-requests/:requestId/messages',
    {
      schema: {
        ...member,
        summary: `Write in a request's thread: text, up to ${REQUEST_FILES_PER_ENTRY_MAX} files (multipart \`body\` and \`files\`), or both`,
        params: requestWorkspaceParamsSchema,
        response: { 201: requestEntrySchema, ...failures({ ...writeRefusals, ...withFiles }) },
      },
      config: limitedBy('requestMessage'),
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const { requestId } = request.params;
      // Refused before a byte of the files is read.
      await checkWriter(db, userId, requestId);
      const form = await readFormFiles(request, REQUEST_FORM_LIMITS);
      const { body } = parseFormFields(requestMessageFieldsSchema, form.fields);
      return reply.status(201).send(await postRequestMessage(deps, userId, requestId, body, form.files));
    },
  );

  app.get(
    '/service-requests/:requestId/files/:fileId',
    {
      schema: {
        ...member,
        summary: "Download a file of a request's thread, as one of its sides or as staff on a report",
        params: requestFileParamsSchema,
        response: {
          200: bodyOfType('application/octet-stream', 'The file as it was sent: an image, a PDF or a zip'),
          ...failures({ 404: 'No such file in a request you sent or received' }),
        },
      },
    },
    async (request, reply) => {
      const { requestId, fileId } = request.params;
      const file = await readRequestFile(deps, requireActor(request), requestId, fileId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDispositionOf(file.name, file.contentType))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.bytes);
    },
  );

  app.post(
    '/service-requests/:requestId/quotes',
    {
      schema: {
        ...member,
        summary:
          'Propose a quote (price, date, up to 5 milestones), as the seller; it replaces the one waiting',
        params: requestWorkspaceParamsSchema,
        body: quoteInputSchema,
        response: {
          201: requestEntrySchema,
          ...failures({
            ...writeRefusals,
            409: 'The request is not pending or accepted, or a quote is already agreed',
          }),
        },
      },
      config: limitedBy('requestTransition'),
    },
    async (request, reply) => {
      const entry = await proposeQuote(deps, requireUser(request).id, request.params.requestId, request.body);
      return reply.status(201).send(entry);
    },
  );

  for (const [answer, summary] of [
    ['accept', 'Accept the quote waiting, as the requester: a pending request becomes accepted'],
    ['decline', 'Decline the quote waiting, as the requester'],
  ] as const) {
    app.post(
      `/service-requests/:requestId/quotes/:quoteId/${answer}`,
      {
        schema: {
          ...member,
          summary,
          params: quoteParamsSchema,
          response: {
            204: noBody('Answered; both sides hear of it'),
            ...failures({
              ...writeRefusals,
              404: 'No such quote in a request you sent or received',
              409: 'The quote was already answered or replaced, or the request no longer takes it',
            }),
          },
        },
        config: limitedBy('requestTransition'),
      },
      async (request, reply) => {
        const { requestId, quoteId } = request.params;
        const answerQuote = answer === 'accept' ? acceptQuote : declineQuote;
        await answerQuote(deps, requireUser(request).id, requestId, quoteId);
        return reply.status(204).send();
      },
    );
  }

  // Multipart: the text fields `body` and `milestoneId` ('' for the whole request) and files named `files`.
  app.post(
    '/service-requests/:requestId/deliveries',
    {
      schema: {
        ...member,
        summary:
          'Deliver the whole request or a milestone, as the seller: a note, files (multipart), or both',
        params: requestWorkspaceParamsSchema,
        response: {
          201: requestEntrySchema,
          ...failures({
            ...writeRefusals,
            ...withFiles,
            409: 'The request is not accepted or in progress, the milestone is not open, or a delivery waits for an answer',
          }),
        },
      },
      config: limitedBy('requestUpload'),
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const { requestId } = request.params;
      const writer = await checkWriter(db, userId, requestId);
      if (writer.side !== 'seller') throw new AppError('forbidden', 'onlySellerDelivers');
      const form = await readFormFiles(request, REQUEST_FORM_LIMITS);
      const fields = parseFormFields(deliveryFieldsSchema, form.fields);
      return reply.status(201).send(await deliver(deps, userId, requestId, fields, form.files));
    },
  );

  app.post(
    '/service-requests/:requestId/deliveries/:deliveryId/approve',
    {
      schema: {
        ...member,
        summary: 'Approve a delivery, as the requester: the last one completes the request',
        params: deliveryParamsSchema,
        response: {
          204: noBody('Approved; both sides hear of it'),
          ...failures({
            ...writeRefusals,
            404: 'No such delivery in a request you sent or received',
            409: 'The delivery was already answered, or the request is no longer in progress',
          }),
        },
      },
      config: limitedBy('requestTransition'),
    },
    async (request, reply) => {
      const { requestId, deliveryId } = request.params;
      await approveDelivery(deps, requireUser(request).id, requestId, deliveryId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/service-requests/:requestId/deliveries/:deliveryId/changes',
    {
      schema: {
        ...member,
        summary: 'Ask for changes to a delivery, as the requester: a revision, counted on the request',
        params: deliveryParamsSchema,
        body: changesInputSchema,
        response: {
          204: noBody('Asked; both sides hear of it'),
          ...failures({
            ...writeRefusals,
            404: 'No such delivery in a request you sent or received',
            409: 'The delivery was already answered, or the request is no longer in progress',
          }),
        },
      },
      config: limitedBy('requestTransition'),
    },
    async (request, reply) => {
      const { requestId, deliveryId } = request.params;
      await requestChanges(deps, requireUser(request).id, requestId, deliveryId, request.body.note);
      return reply.status(204).send();
    },
  );
};
