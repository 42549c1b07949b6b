import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '#shared/constants';
import {
  feedbackCreatedSchema,
  feedbackIdParamsSchema,
  feedbackInputSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackStatusInputSchema,
  myFeedbackListSchema,
} from '#shared/schemas/feedback';
import { signedIn } from '#server/feature-kit/access';
import { bodyOfType, failures, megabytes, noBody } from '#server/feature-kit/answers';
import { requireActor, requireUser } from '#server/feature-kit/request-user';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { parseFormFields, readForm } from '#server/storage/read-form';
import {
  deleteFeedback,
  listFeedback,
  listMyFeedback,
  readScreenshot,
  setFeedbackStatus,
  submitFeedback,
} from './service';
import { appDeps } from '#server/feature-kit/app-deps';

const noSuchFeedback = failures({ 404: 'No feedback with this id' });

/** /api/feedback: members send bug reports and suggestions, and follow their status. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = appDeps(app);

  // One multipart request: the form's fields and the optional screenshot, so nothing is stored
  // half-way (no screenshot without its feedback).
  app.post(
    '/',
    {
      schema: {
        ...signedIn('signInToSendFeedback'),
        summary: 'Send a bug report or suggestion, with an optional screenshot',
        response: {
          201: feedbackCreatedSchema,
          ...failures({
            413: `The screenshot is larger than ${megabytes(FEEDBACK_SCREENSHOT_MAX_BYTES)}`,
          }),
        },
      },
      config: limitedBy('upload'),
    },
    async (request, reply) => {
      const userId = requireUser(request, 'signInToSendFeedback').id;
      const form = await readForm(request, FEEDBACK_SCREENSHOT_MAX_BYTES, 'screenshotTooLarge');
      const input = parseFormFields(feedbackInputSchema, form.fields);
      const screenshot = form.file && form.file.length > 0 ? form.file : null;
      return reply
        .status(201)
        .send(await submitFeedback({ db, storage: app.storage }, userId, input, screenshot));
    },
  );

  app.get(
    '/mine',
    {
      schema: {
        ...signedIn(),
        summary: 'List the feedback you sent, newest first',
        response: { 200: myFeedbackListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMyFeedback(db, requireUser(request).id);
    },
  );

  app.get(
    '/:feedbackId/screenshot',
    {
      schema: {
        ...signedIn(),
        summary: "Get a feedback's screenshot, as its sender or as staff",
        params: feedbackIdParamsSchema,
        response: {
          200: bodyOfType('image/webp', 'The screenshot, a WebP image'),
          ...failures({ 404: 'No feedback with this id that has a screenshot the caller may see' }),
        },
      },
    },
    async (request, reply) => {
      const bytes = await readScreenshot(
        { db, storage: app.storage },
        requireUser(request).id,
        request.params.feedbackId,
      );
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );
};

/** /api/admin/feedback: the staff queue (decision 33). */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  const { db } = deps;
  const staff = signedIn();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    {
      schema: {
        ...staff,
        summary: 'List the latest feedback, by type and status, with who sent each',
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListSchema },
      },
    },
    async (request) => listFeedback(db, requireUser(request).id, request.query),
  );

  app.patch(
    '/:feedbackId',
    {
      schema: {
        ...staff,
        summary: "Set a feedback's status",
        params: feedbackIdParamsSchema,
        body: feedbackStatusInputSchema,
        response: { 204: noBody('Saved; the sender hears when it is resolved'), ...noSuchFeedback },
      },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await setFeedbackStatus(deps, requireActor(request), request.params.feedbackId, request.body.status);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/:feedbackId',
    {
      schema: {
        ...staff,
        summary: 'Delete feedback and its screenshot',
        params: feedbackIdParamsSchema,
        response: { 204: noBody('Deleted'), ...noSuchFeedback },
      },
      config: limitedBy('staffAction'),
    },
    async (request, reply) => {
      await deleteFeedback(
        { db, storage: app.storage, events: app.events, log: request.log },
        requireActor(request),
        request.params.feedbackId,
      );
      return reply.status(204).send();
    },
  );
};
