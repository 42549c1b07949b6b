import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '#shared/constants';
import { MESSAGE_PAGE_SIZE } from '#shared/schemas/messages';
import {
  createBan,
  createConversation,
  createCreator,
  createFollow,
  createMessage,
  createProfile,
  createUser,
} from '#server/seed/factories';
import * as tables from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { MemberClient } from '#server/test/clients';
import { openEventStream } from '#server/test/event-stream';

type Privacy = {
  whoCanMessage?: 'everyone' | 'followers' | 'none';
  showOnlineStatus?: boolean;
  readReceipts?: boolean;
  typingIndicators?: boolean;
};

describe('messages', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => testApp.close());

  /** A new member, signed in, with a handle of their own. */
  const member = async () => {
    const creator = await createCreator(testApp.db);
    return Object.assign(await testApp.as(creator), { handle: creator.profile.handle as string });
  };
  const setPrivacy = (client: MemberClient, privacy: Privacy) =>
    client.put('/api/profile/privacy', {
      whoCanMessage: 'everyone',
      showOnlineStatus: true,
      readReceipts: true,
      typingIndicators: true,
      ...privacy,
    });
  const sendFirst = (from: MemberClient, to: { handle: string }, content = 'Hello!') =>
    from.post(`/api/messages/with/${to.handle}`, { content });
  const send = (from: MemberClient, conversationId: string, content = 'And again.') =>
    from.post(`/api/messages/conversations/${conversationId}/messages`, { content });
  const thread = async (client: MemberClient, conversationId: string, cursor?: string) =>
    (
      await client.get(
        `/api/messages/conversations/${conversationId}/messages${cursor ? `?cursor=${cursor}` : ''}`,
      )
    ).json();
  const unread = async (client: MemberClient) => (await client.get('/api/messages/unread')).json().count;
  const conversationList = async (client: MemberClient) =>
    (await client.get('/api/messages/conversations')).json().items;
  const storedMessages = async (senderId: string) => {
    const [row] = await testApp.db
      .select({ value: count() })
      .from(tables.messages)
      .where(eq(tables.messages.senderId, senderId));
    return row?.value ?? 0;
  };

  it('[ANON] may not list, read, send, or learn the unread count', async () => {
    const visitor = testApp.visitor();
    const ada = await member();
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await visitor.get('/api/messages/conversations'),
      await visitor.get('/api/messages/unread'),
      await visitor.get(`/api/messages/with/${ada.handle}`),
      await visitor.post(`/api/messages/with/${ada.handle}`, { content: 'Hi' }),
      await visitor.get(`/api/messages/conversations/${someId}`),
      await visitor.get(`/api/messages/conversations/${someId}/messages`),
      await visitor.post(`/api/messages/conversations/${someId}/messages`, { content: 'Hi' }),
      await visitor.post(`/api/messages/conversations/${someId}/read`),
      await visitor.patch(`/api/messages/${someId}`, { content: 'Hi' }),
      await visitor.delete(`/api/messages/${someId}`),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('[USER] starts the one conversation with a member from their handle, and both see it', async () => {
    const [ada, grace] = [await member(), await member()];
    const before = (await ada.get(`/api/messages/with/${grace.handle}`)).json();
    expect(before).toMatchObject({ conversationId: null, refusal: null, other: { handle: grace.handle } });

    const first = await sendFirst(ada, grace, '  Hello Grace!  ');
    expect(first.statusCode).toBe(201);
    const { conversationId, message } = first.json();
    expect(message).toMatchObject({ content: 'Hello Grace!', mine: true, deleted: false, editedAt: null });
    expect((await ada.get(`/api/messages/with/${grace.handle}`)).json().conversationId).toBe(conversationId);
    // A second first message joins the same conversation.
    expect((await sendFirst(ada, grace, 'Me again')).json().conversationId).toBe(conversationId);

    const [adaSide] = await conversationList(ada);
    expect(adaSide).toMatchObject({
      id: conversationId,
      other: { handle: grace.handle, userId: grace.user.id },
      lastMessage: { excerpt: 'Me again', mine: true, deleted: false },
      unreadCount: 0,
    });
    const [graceSide] = await conversationList(grace);
    expect(graceSide).toMatchObject({
      id: conversationId,
      other: { handle: ada.handle },
      lastMessage: { excerpt: 'Me again', mine: false },
      unreadCount: 2,
    });
    const items = (await thread(grace, conversationId)).items;
    expect(items.map((item: { content: string; mine: boolean }) => [item.content, item.mine])).toEqual([
      ['Me again', false],
      ['Hello Grace!', false],
    ]);
  });

  it('[USER] may not message themselves', async () => {
    const ada = await member();
    expect((await sendFirst(ada, ada)).statusCode).toBe(400);
    expect((await ada.get(`/api/messages/with/${ada.handle}`)).statusCode).toBe(400);
  });

  it('[USER] without a handle or a display name may not send a first message or any other; nothing is stored', async () => {
    const grace = await member();
    const nameless = await createUser(testApp.db);
    await createProfile(testApp.db, nameless.id);
    const asNameless = await testApp.as(nameless);
    const refused = await sendFirst(asNameless, grace);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messageId).toBe('nameRequired');
    expect(await storedMessages(nameless.id)).toBe(0);
    const [conversations] = await testApp.db
      .select({ value: count() })
      .from(tables.conversationParticipants)
      .where(eq(tables.conversationParticipants.userId, nameless.id));
    expect(conversations?.value).toBe(0);
    const [told] = await testApp.db
      .select({ value: count() })
      .from(tables.notifications)
      .where(eq(tables.notifications.userId, grace.user.id));
    expect(told?.value).toBe(0);

    // A handle without a display name is no name either, in a conversation that exists.
    const unnamed = await createCreator(testApp.db, { displayName: null });
    const { id: conversationId } = await createConversation(testApp.db, unnamed.user.id, grace.user.id);
    const asUnnamed = await testApp.as(unnamed);
    const again = await send(asUnnamed, conversationId);
    expect(again.statusCode).toBe(400);
    expect(again.json().messageId).toBe('nameRequired');
    expect(await storedMessages(unnamed.user.id)).toBe(0);

    // Once named (as the composer does inline), the same message goes.
    const named = await asNameless.post('/api/profile/onboarding', {
      username: `named${nameless.id.slice(0, 8)}`,
      displayName: 'Theo Named',
    });
    expect(named.statusCode).toBe(200);
    expect((await sendFirst(asNameless, grace)).statusCode).toBe(201);
  });

  it('[USER] two first messages at the same moment, from both sides, end in one conversation', async () => {
    const [ada, grace] = [await member(), await member()];
    const [fromAda, fromGrace] = await Promise.all([sendFirst(ada, grace), sendFirst(grace, ada)]);
    expect(fromAda.statusCode).toBe(201);
    expect(fromGrace.statusCode).toBe(201);
    expect(fromAda.json().conversationId).toBe(fromGrace.json().conversationId);
    const participants = await testApp.db
      .select({ value: count() })
      .from(tables.conversationParticipants)
      .where(eq(tables.conversationParticipants.conversationId, fromAda.json().conversationId));
    expect(participants[0]?.value).toBe(2);
    expect((await thread(ada, fromAda.json().conversationId)).items).toHaveLength(2);
  });

  it('[USER] "No one": nobody may start a conversation or write into one, and nothing is stored', async () => {
    const [ada, grace] = [await member(), await member()];
    const { conversationId } = (await sendFirst(ada, grace, 'Before the change')).json();
    expect((await setPrivacy(grace, { whoCanMessage: 'none' })).statusCode).toBe(204);

    expect((await ada.get(`/api/messages/with/${grace.handle}`)).json().refusal).toBe('notAccepted');
    expect((await ada.get(`/api/messages/conversations/${conversationId}`)).json().refusal).toBe(
      'notAccepted',
    );
    const refused = await send(ada, conversationId, 'After the change');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageId).toBe('messagesNotAccepted');
    expect((await sendFirst(ada, grace)).statusCode).toBe(403);
    const newcomer = await member();
    expect((await sendFirst(newcomer, grace)).statusCode).toBe(403);
    expect(await storedMessages(newcomer.user.id)).toBe(0);
    // History stays.
    expect(
      (await thread(grace, conversationId)).items.map((item: { content: string }) => item.content),
    ).toEqual(['Before the change']);
  });

  it('[USER] "People I follow": only members the recipient follows may write', async () => {
    const [ada, grace] = [await member(), await member()];
    await setPrivacy(grace, { whoCanMessage: 'followers' });
    expect((await sendFirst(ada, grace)).statusCode).toBe(403);
    // Ada following Grace is not enough: Grace must follow Ada.
    await createFollow(testApp.db, ada.user.id, grace.user.id);
    expect((await sendFirst(ada, grace)).statusCode).toBe(403);
    await createFollow(testApp.db, grace.user.id, ada.user.id);
    expect((await ada.get(`/api/messages/with/${grace.handle}`)).json().refusal).toBeNull();
    expect((await sendFirst(ada, grace)).statusCode).toBe(201);
  });

  it('[USER] "Everyone" (the default) takes messages from any member', async () => {
    const [ada, grace] = [await member(), await member()];
    await setPrivacy(grace, { whoCanMessage: 'everyone' });
    expect((await sendFirst(ada, grace)).statusCode).toBe(201);
  });

  it('[BANNED] may neither send nor read; the conversation is kept for when the ban ends', async () => {
    const [ada, grace] = [await member(), await member()];
    const { conversationId } = (await sendFirst(ada, grace)).json();
    await createBan(testApp.db, ada.user.id, { reason: 'Spam' });
    const refused = await send(ada, conversationId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('banned');
    expect((await sendFirst(ada, grace)).statusCode).toBe(403);
    const read = await ada.get(`/api/messages/conversations/${conversationId}/messages`);
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('banned');
    expect(await storedMessages(ada.user.id)).toBe(1);
    expect((await thread(grace, conversationId)).items).toHaveLength(1);
  });

  it('[USER] outside a conversation may not read it, write into it, mark it read or change its messages', async () => {
    const [ada, grace, mallory] = [await member(), await member(), await member()];
    const { conversationId, message } = (await sendFirst(ada, grace)).json();
    const refusals = [
      await mallory.get(`/api/messages/conversations/${conversationId}`),
      await mallory.get(`/api/messages/conversations/${conversationId}/messages`),
      await send(mallory, conversationId),
      await mallory.post(`/api/messages/conversations/${conversationId}/read`),
      await mallory.post(`/api/messages/conversations/${conversationId}/typing`),
      await mallory.patch(`/api/messages/${message.id}`, { content: 'Hijacked' }),
      await mallory.delete(`/api/messages/${message.id}`),
    ];
    for (const response of refusals) expect(response.statusCode).toBe(404);
    expect(await storedMessages(mallory.user.id)).toBe(0);
    expect((await thread(ada, conversationId)).items[0].content).toBe('Hello!');
  });

  it("[USER] edits and deletes their own messages, never the other member's", async () => {
    const [ada, grace] = [await member(), await member()];
    const { conversationId, message } = (await sendFirst(ada, grace, 'Helo')).json();

    const notTheirs = await grace.patch(`/api/messages/${message.id}`, { content: 'Changed' });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().messageId).toBe('onlySenderChangesMessage');
    expect((await grace.delete(`/api/messages/${message.id}`)).statusCode).toBe(403);

    const edited = await ada.patch(`/api/messages/${message.id}`, { content: 'Hello' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Hello', mine: true });
    expect(edited.json().editedAt).not.toBeNull();
    expect((await thread(grace, conversationId)).items[0]).toMatchObject({ content: 'Hello', mine: false });

    expect((await ada.delete(`/api/messages/${message.id}`)).statusCode).toBe(204);
    expect((await thread(grace, conversationId)).items[0]).toMatchObject({ content: null, deleted: true });
    expect((await conversationList(grace))[0].lastMessage).toMatchObject({ excerpt: null, deleted: true });
    // A deleted message cannot be edited back, nor deleted twice.
    expect((await ada.patch(`/api/messages/${message.id}`, { content: 'Back' })).statusCode).toBe(404);
    expect((await ada.delete(`/api/messages/${message.id}`)).statusCode).toBe(404);
  });

  it('[USER] a message is trimmed, not empty, and at most 2000 characters', async () => {
    const [ada, grace] = [await member(), await member()];
    const longest = 'x'.repeat(MESSAGE_MAX_LENGTH);
    expect((await sendFirst(ada, grace, longest)).statusCode).toBe(201);
    const tooLong = await sendFirst(ada, grace, `${longest}x`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ content: 'messageTooLong' });
    const blank = await sendFirst(ada, grace, ' \n\t ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ content: 'messageRequired' });
  });

  it('[USER] unread counts: the other member’s messages after the last read; opening reads them', async () => {
    const [ada, grace, linus] = [await member(), await member(), await member()];
    const { conversationId } = (await sendFirst(ada, grace, 'One')).json();
    await send(ada, conversationId, 'Two');
    const third = (await send(ada, conversationId, 'Three')).json();
    await sendFirst(linus, grace, 'From Linus');
    expect(await unread(grace)).toBe(4);
    expect(await unread(ada)).toBe(0);

    await ada.delete(`/api/messages/${third.id}`);
    expect(await unread(grace)).toBe(3);

    expect((await grace.post(`/api/messages/conversations/${conversationId}/read`)).statusCode).toBe(204);
    expect(await unread(grace)).toBe(1);
    const list = await conversationList(grace);
    // Latest message first: Linus wrote last.
    expect(
      list.map((item: { other: { handle: string }; unreadCount: number }) => [
        item.other.handle,
        item.unreadCount,
      ]),
    ).toEqual([
      [linus.handle, 1],
      [ada.handle, 0],
    ]);

    // Her reply is read by her, and unread for Ada.
    await send(grace, conversationId, 'Thanks');
    expect(await unread(ada)).toBe(1);
    expect(await unread(grace)).toBe(1);
  });

  it('[USER] read receipts reach the sender only while the reader sends them', async () => {
    const [ada, grace] = [await member(), await member()];
    const { conversationId } = (await sendFirst(ada, grace)).json();
    const header = async () => (await ada.get(`/api/messages/conversations/${conversationId}`)).json();
    expect((await header()).otherLastReadAt).toBeNull();

    await grace.post(`/api/messages/conversations/${conversationId}/read`);
    expect((await header()).otherLastReadAt).toEqual(expect.any(String));

    await setPrivacy(grace, { readReceipts: false });
    expect((await header()).otherLastReadAt).toBeNull();
  });

  it('[USER] a long thread comes in keyset pages, newest first, none repeated or skipped', async () => {
    const [ada, grace] = [await member(), await member()];
    const conversation = await createConversation(testApp.db, ada.user.id, grace.user.id);
    const start = Date.now() - 1_000_000;
    const total = MESSAGE_PAGE_SIZE * 2 + 8;
    for (let index = 0; index < total; index += 1) {
      await createMessage(testApp.db, conversation.id, index % 2 ? ada.user.id : grace.user.id, {
        content: `Message ${index}`,
        // Pairs share a time, so the id must break ties.
        createdAt: new Date(start + Math.floor(index / 2) * 1000),
      });
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await thread(grace, conversation.id, cursor);
      seen.push(...page.items.map((item: { content: string }) => item.content));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(total);
    const order = seen.map((content) => Number(content.split(' ')[1]));
    expect(new Set(order.slice(0, 2))).toEqual(new Set([total - 2, total - 1]));
    expect(new Set(order.slice(-2))).toEqual(new Set([0, 1]));
    expect(
      (await grace.get(`/api/messages/conversations/${conversation.id}/messages?cursor=nope!`)).statusCode,
    ).toBe(400);
  });

  it('[USER] a recipient who is not looking gets one notification per conversation until they read it', async () => {
    const [ada, grace] = [await member(), await member()];
    const messageNotices = async () =>
      (
        await testApp.db
          .select()
          .from(tables.notifications)
          .where(
            and(eq(tables.notifications.userId, grace.user.id), eq(tables.notifications.type, 'message')),
          )
      ).length;
    const { conversationId } = (await sendFirst(ada, grace)).json();
    await send(ada, conversationId, 'Second');
    expect(await messageNotices()).toBe(1);
    const [notice] = (await grace.get('/api/notifications')).json().items;
    expect(notice).toMatchObject({
      type: 'message',
      link: `/messages?conversation=${conversationId}`,
      read: false,
    });

    await grace.post(`/api/messages/conversations/${conversationId}/read`);
    expect((await grace.get('/api/notifications')).json().items[0].read).toBe(true);
    await send(ada, conversationId, 'Third');
    expect(await messageNotices()).toBe(2);
  });

  it('[USER] a recipient looking at the thread gets the message live and no notification', async () => {
    const [ada, grace] = [await member(), await member()];
    const { conversationId } = (await sendFirst(ada, grace)).json();
    await grace.post(`/api/messages/conversations/${conversationId}/read`);
    const graceTab = await openEventStream(baseUrl, grace.cookie);
    await graceTab.received('ready');
    const streamId = graceTab.payloads[0]?.streamId as string;
    expect(streamId).toEqual(expect.any(String));
    const viewing = await grace.put('/api/messages/viewing', { streamId, conversationId });
    expect(viewing.statusCode).toBe(204);

    await send(ada, conversationId, 'Are you there?');
    await graceTab.received('messages');
    expect(graceTab.payloads.at(-1)).toEqual({ type: 'messages', conversationId });
    const unreadNotices = (await grace.get('/api/notifications'))
      .json()
      .items.filter((item: { type: string; read: boolean }) => item.type === 'message' && !item.read);
    expect(unreadNotices).toHaveLength(0);
    graceTab.close();
  });

  it('[USER] may only say they view a conversation they are in', async () => {
    const [ada, grace, mallory] = [await member(), await member(), await member()];
    const { conversationId } = (await sendFirst(ada, grace)).json();
    const tab = await openEventStream(baseUrl, mallory.cookie);
    await tab.received('ready');
    const streamId = tab.payloads[0]?.streamId as string;
    expect((await mallory.put('/api/messages/viewing', { streamId, conversationId })).statusCode).toBe(404);
    tab.close();
  });

  it('[USER] typing reaches the other member only while the typer shows it', async () => {
    const [ada, grace] = [await member(), await member()];
    const { conversationId } = (await sendFirst(ada, grace)).json();
    const graceTab = await openEventStream(baseUrl, grace.cookie);
    await graceTab.received('ready');

    expect((await ada.post(`/api/messages/conversations/${conversationId}/typing`)).statusCode).toBe(204);
    await graceTab.received('typing');
    expect(graceTab.payloads.at(-1)).toEqual({ type: 'typing', conversationId });

    await setPrivacy(ada, { typingIndicators: false });
    await ada.post(`/api/messages/conversations/${conversationId}/typing`);
    await send(ada, conversationId, 'Sent after typing');
    await graceTab.received('messages');
    expect(graceTab.events.filter((type) => type === 'typing')).toHaveLength(1);
    graceTab.close();
  });

  it('[USER] sees the other member online only while they show it', async () => {
    const [ada, grace] = [await member(), await member()];
    const { conversationId } = (await sendFirst(ada, grace)).json();
    const other = async () => (await ada.get(`/api/messages/conversations/${conversationId}`)).json().other;
    expect((await other()).online).toBe(false);

    const adaTab = await openEventStream(baseUrl, ada.cookie);
    await adaTab.received('ready');
    const graceTab = await openEventStream(baseUrl, grace.cookie);
    await graceTab.received('ready');
    await adaTab.received('presence');
    expect(adaTab.payloads.at(-1)).toEqual({ type: 'presence', userId: grace.user.id });
    expect((await other()).online).toBe(true);

    await setPrivacy(grace, { showOnlineStatus: false });
    expect((await other()).online).toBeNull();
    graceTab.close();
    adaTab.close();
  });

  it('[USER] sees a member offline on their Message button while someone else is online', async () => {
    const [ada, grace, carol] = [await member(), await member(), await member()];
    const carolTab = await openEventStream(baseUrl, carol.cookie);
    await carolTab.received('ready');
    expect((await ada.get(`/api/messages/with/${grace.handle}`)).json().other.online).toBe(false);
    expect((await ada.get(`/api/messages/with/${carol.handle}`)).json().other.online).toBe(true);
    carolTab.close();
  });
});
