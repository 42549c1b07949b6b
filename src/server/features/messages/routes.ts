import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationIdParamsSchema,
  conversationPageSchema,
  conversationSchema,
  messageIdParamsSchema,
  messageInputSchema,
  messagePageSchema,
  messageSchema,
  recipientParamsSchema,
  recipientSchema,
  sentFirstMessageSchema,
  unreadCountSchema,
  viewingInputSchema,
} from '#shared/schemas/messages';
import { pageCursorParamSchema } from '#server/db/pagination';
import { signedIn } from '#server/http/access';
import { requireUser } from '#server/http/request-user';
import { limitedBy } from '#server/http/rate-limits';
import { getConversation, getRecipient, listConversations, participationOrThrow } from './conversations';
import { setViewing } from '#server/features/presence/index';
import {
  countUnread,
  deleteMessage,
  editMessage,
  listMessages,
  markRead,
  sendFirstMessage,
  sendMessage,
  signalTyping,
} from './thread';

const pageQuery = z.object({ cursor: pageCursorParamSchema });
const member = signedIn('signInToMessage');

/** /api/messages: one-to-one conversations between members (spec sections 2-5, 9). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ db: app.database.db, events: app.events, jobs: app.jobs });
  // Everything here is one member's private correspondence.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/conversations',
    { schema: { ...member, querystring: pageQuery, response: { 200: conversationPageSchema } } },
    async (request) => listConversations(app.database.db, requireUser(request).id, request.query.cursor),
  );

  app.get('/unread', { schema: { ...member, response: { 200: unreadCountSchema } } }, async (request) => ({
    count: await countUnread(app.database.db, requireUser(request).id),
  }));

  app.get(
    '/with/:handle',
    { schema: { ...member, params: recipientParamsSchema, response: { 200: recipientSchema } } },
    async (request) => getRecipient(app.database.db, requireUser(request).id, request.params.handle),
  );

  app.post(
    '/with/:handle',
    {
      schema: {
        ...member,
        params: recipientParamsSchema,
        body: messageInputSchema,
        response: { 201: sentFirstMessageSchema },
      },
      config: limitedBy('message'),
    },
    async (request, reply) => {
      const user = requireUser(request, 'signInToMessage');
      const sent = await sendFirstMessage(context(), user.id, request.params.handle, request.body.content);
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/conversations/:conversationId',
    { schema: { ...member, params: conversationIdParamsSchema, response: { 200: conversationSchema } } },
    async (request) =>
      getConversation(app.database.db, requireUser(request).id, request.params.conversationId),
  );

  app.get(
    '/conversations/:conversationId/messages',
    {
      schema: {
        ...member,
        params: conversationIdParamsSchema,
        querystring: pageQuery,
        response: { 200: messagePageSchema },
      },
    },
    async (request) =>
      listMessages(
        app.database.db,
        requireUser(request).id,
        request.params.conversationId,
        request.query.cursor,
      ),
  );

  app.post(
    '/conversations/:conversationId/messages',
    {
      schema: {
        ...member,
        params: conversationIdParamsSchema,
        body: messageInputSchema,
        response: { 201: messageSchema },
      },
      config: limitedBy('message'),
    },
    async (request, reply) => {
      const user = requireUser(request, 'signInToMessage');
      const message = await sendMessage(
        context(),
        user.id,
        request.params.conversationId,
        request.body.content,
      );
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/conversations/:conversationId/read',
    { schema: { ...member, params: conversationIdParamsSchema }, config: limitedBy('messageSignal') },
    async (request, reply) => {
      await markRead(context(), requireUser(request).id, request.params.conversationId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/conversations/:conversationId/typing',
    { schema: { ...member, params: conversationIdParamsSchema }, config: limitedBy('messageSignal') },
    async (request, reply) => {
      await signalTyping(context(), requireUser(request).id, request.params.conversationId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/viewing',
    { schema: { ...member, body: viewingInputSchema }, config: limitedBy('messageSignal') },
    async (request, reply) => {
      const user = requireUser(request);
      const { streamId, conversationId } = request.body;
      if (conversationId) await participationOrThrow(app.database.db, conversationId, user.id);
      await setViewing(app.database.db, user.id, streamId, conversationId);
      return reply.status(204).send();
    },
  );

  app.patch(
    '/:messageId',
    {
      schema: {
        ...member,
        params: messageIdParamsSchema,
        body: messageInputSchema,
        response: { 200: messageSchema },
      },
      config: limitedBy('message'),
    },
    async (request) =>
      editMessage(context(), requireUser(request).id, request.params.messageId, request.body.content),
  );

  app.delete(
    '/:messageId',
    { schema: { ...member, params: messageIdParamsSchema }, config: limitedBy('message') },
    async (request, reply) => {
      await deleteMessage(context(), requireUser(request).id, request.params.messageId);
      return reply.status(204).send();
    },
  );
};
