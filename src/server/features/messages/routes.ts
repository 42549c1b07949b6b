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
import { signedIn } from '#server/feature-kit/access';
import { failures, noBody } from '#server/feature-kit/answers';
import { requireUser } from '#server/feature-kit/request-user';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { idempotentCreate } from '#server/feature-kit/idempotent';
import { getConversation, getRecipient, listConversations, participationOrThrow } from './conversations';
import { setViewing } from '#server/presence/index';
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
import { appDeps } from '#server/feature-kit/app-deps';

const pageQuery = z.object({ cursor: pageCursorParamSchema });
const member = signedIn('signInToMessage');
const noSuchProfile = failures({ 404: 'No public profile with this handle' });
const noSuchConversation = failures({ 404: 'No conversation of yours with this id' });
const noSuchMessage = failures({ 404: 'No message with this id in your conversations' });
const namelessSender = failures({
  400: 'The message is invalid, or your profile has no handle or display name yet (nameRequired)',
});

/**
 * /api/messages: one-to-one conversations between members (docs/product/screens-and-routes.md,
 * entities.md, states.md, validation.md and limits.md).
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = appDeps(app);
  // Everything here is one member's private correspondence.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/conversations',
    {
      schema: {
        ...member,
        summary: 'List your conversations, latest message first, one page at a time',
        querystring: pageQuery,
        response: { 200: conversationPageSchema },
      },
    },
    async (request) => listConversations(deps.db, requireUser(request).id, request.query.cursor),
  );

  app.get(
    '/unread',
    {
      schema: {
        ...member,
        summary: 'Count your unread messages, up to a cap',
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => ({ count: await countUnread(deps.db, requireUser(request).id) }),
  );

  app.get(
    '/with/:handle',
    {
      schema: {
        ...member,
        summary: 'Look up a member to message, with your conversation and whether you may write',
        params: recipientParamsSchema,
        response: { 200: recipientSchema, ...noSuchProfile },
      },
    },
    async (request) => getRecipient(deps.db, requireUser(request).id, request.params.handle),
  );

  app.post(
    '/with/:handle',
    {
      schema: {
        ...member,
        summary: 'Message a member, in your conversation with them or a new one',
        params: recipientParamsSchema,
        body: messageInputSchema,
        response: { 201: sentFirstMessageSchema, ...noSuchProfile, ...namelessSender },
      },
      config: idempotentCreate('message'),
    },
    async (request, reply) => {
      const user = requireUser(request, 'signInToMessage');
      const sent = await sendFirstMessage(deps, user.id, request.params.handle, request.body.content);
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/conversations/:conversationId',
    {
      schema: {
        ...member,
        summary: 'Get a conversation: who it is with and whether you may write',
        params: conversationIdParamsSchema,
        response: { 200: conversationSchema, ...noSuchConversation },
      },
    },
    async (request) => getConversation(deps.db, requireUser(request).id, request.params.conversationId),
  );

  app.get(
    '/conversations/:conversationId/messages',
    {
      schema: {
        ...member,
        summary: "List a conversation's messages, newest first, one page at a time",
        params: conversationIdParamsSchema,
        querystring: pageQuery,
        response: { 200: messagePageSchema, ...noSuchConversation },
      },
    },
    async (request) =>
      listMessages(deps.db, requireUser(request).id, request.params.conversationId, request.query.cursor),
  );

  app.post(
    '/conversations/:conversationId/messages',
    {
      schema: {
        ...member,
        summary: 'Send a message in one of your conversations',
        params: conversationIdParamsSchema,
        body: messageInputSchema,
        response: { 201: messageSchema, ...noSuchConversation, ...namelessSender },
      },
      config: idempotentCreate('message'),
    },
    async (request, reply) => {
      const user = requireUser(request, 'signInToMessage');
      const message = await sendMessage(deps, user.id, request.params.conversationId, request.body.content);
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/conversations/:conversationId/read',
    {
      schema: {
        ...member,
        summary: 'Mark a conversation as read',
        params: conversationIdParamsSchema,
        response: { 204: noBody('Read, with its message notifications'), ...noSuchConversation },
      },
      config: limitedBy('messageSignal'),
    },
    async (request, reply) => {
      await markRead(deps, requireUser(request).id, request.params.conversationId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/conversations/:conversationId/typing',
    {
      schema: {
        ...member,
        summary: 'Tell the other member of a conversation that you are typing',
        params: conversationIdParamsSchema,
        response: {
          204: noBody('Passed on, unless you hide your typing or they would not take a message from you'),
          ...noSuchConversation,
        },
      },
      config: limitedBy('messageSignal'),
    },
    async (request, reply) => {
      await signalTyping(deps, requireUser(request).id, request.params.conversationId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/viewing',
    {
      schema: {
        ...member,
        summary: 'Say which conversation, if any, the tab of a live stream shows',
        body: viewingInputSchema,
        response: { 204: noBody('Saved'), ...noSuchConversation },
      },
      config: limitedBy('messageSignal'),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { streamId, conversationId } = request.body;
      if (conversationId) await participationOrThrow(deps.db, conversationId, user.id);
      await setViewing(deps.db, user.id, streamId, conversationId);
      return reply.status(204).send();
    },
  );

  app.patch(
    '/:messageId',
    {
      schema: {
        ...member,
        summary: 'Edit a message you sent',
        params: messageIdParamsSchema,
        body: messageInputSchema,
        response: { 200: messageSchema, ...noSuchMessage },
      },
      config: limitedBy('message'),
    },
    async (request) =>
      editMessage(deps, requireUser(request).id, request.params.messageId, request.body.content),
  );

  app.delete(
    '/:messageId',
    {
      schema: {
        ...member,
        summary: 'Delete a message you sent',
        params: messageIdParamsSchema,
        response: { 204: noBody('Deleted: a placeholder keeps its place in the thread'), ...noSuchMessage },
      },
      config: limitedBy('message'),
    },
    async (request, reply) => {
      await deleteMessage(deps, requireUser(request).id, request.params.messageId);
      return reply.status(204).send();
    },
  );
};
