import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConversation,
  createCreator,
  createFollow,
  createMessage,
  createProject,
  createService,
} from '#server/seed/factories';
import * as tables from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { openEventStream } from '#server/test/event-stream';

describe('blocks', () => {
  let testApp: TestApp;
  let baseUrl = '';
  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => testApp.close());

  const member = async () => {
    const creator = await createCreator(testApp.db);
    return Object.assign(await testApp.as(creator), {
      handle: creator.profile.handle as string,
      profileId: creator.profile.id,
    });
  };

  it('[ANON] may not block, unblock or list blocks', async () => {
    const visitor = testApp.visitor();
    const ada = await member();
    expect((await visitor.get('/api/blocks')).statusCode).toBe(401);
    expect((await visitor.put(`/api/blocks/${ada.handle}`)).statusCode).toBe(401);
    expect((await visitor.delete(`/api/blocks/${ada.handle}`)).statusCode).toBe(401);
  });

  it('[USER] may not block themselves or a handle that does not exist', async () => {
    const ada = await member();
    const self = await ada.put(`/api/blocks/${ada.handle}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().messageId).toBe('cannotBlockYourself');
    expect((await ada.put('/api/blocks/nobodyhere')).statusCode).toBe(404);
  });

  it('[USER] blocks a member, sees them listed and on their profile, and unblocks them', async () => {
    const [ada, mallory] = [await member(), await member()];
    expect((await ada.put(`/api/blocks/${mallory.handle}`)).statusCode).toBe(204);
    expect((await ada.put(`/api/blocks/${mallory.handle}`)).statusCode).toBe(204);
    const list = (await ada.get('/api/blocks')).json();
    expect(list).toEqual([
      expect.objectContaining({ handle: mallory.handle, blockedAt: expect.any(String) }),
    ]);
    expect((await ada.get(`/api/profiles/${mallory.handle}`)).json().isBlocked).toBe(true);
    // Only the blocker's list holds it; the blocked member is told nothing.
    expect((await mallory.get('/api/blocks')).json()).toEqual([]);
    expect((await mallory.get(`/api/profiles/${ada.handle}`)).json().isBlocked).toBe(false);

    expect((await ada.delete(`/api/blocks/${mallory.handle}`)).statusCode).toBe(204);
    expect((await ada.get('/api/blocks')).json()).toEqual([]);
  });

  it('[USER] a block ends follows both ways; the blocked member cannot follow, comment, request or message', async () => {
    const [ada, mallory] = [await member(), await member()];
    await createFollow(testApp.db, ada.user.id, mallory.user.id);
    await createFollow(testApp.db, mallory.user.id, ada.user.id);
    const project = await createProject(testApp.db, ada.profileId);
    const service = await createService(testApp.db, ada.profileId);
    await ada.put(`/api/blocks/${mallory.handle}`);

    const remaining = await testApp.db
      .select()
      .from(tables.follows)
      .where(
        and(eq(tables.follows.followerId, mallory.user.id), eq(tables.follows.followingId, ada.user.id)),
      );
    expect(remaining).toEqual([]);
    expect((await ada.get(`/api/profiles/${mallory.handle}`)).json().isFollowing).toBe(false);

    const refusals = [
      await mallory.put(`/api/profiles/${ada.handle}/follow`),
      await mallory.post(`/api/projects/${project.id}/comments`, { content: 'Hi' }),
      await mallory.post(`/api/services/${service.id}/requests`, {
        description: 'Please build my page.',
        contactMethod: 'Email',
        contactInfo: 'mallory@example.test',
      }),
      await mallory.post(`/api/messages/with/${ada.handle}`, { content: 'Hi' }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(refusals.slice(0, 3).map((response) => response.json().messageId)).toEqual([
      'blockedByMember',
      'blockedByMember',
      'blockedByMember',
    ]);
    expect(refusals[3]?.json().messageId).toBe('messagesNotAccepted');
    // The blocker cannot write to them either until they unblock.
    expect((await ada.get(`/api/messages/with/${mallory.handle}`)).json().refusal).toBe('youBlocked');

    await ada.delete(`/api/blocks/${mallory.handle}`);
    expect((await mallory.put(`/api/profiles/${ada.handle}/follow`)).statusCode).toBe(200);
    expect((await mallory.post(`/api/messages/with/${ada.handle}`, { content: 'Sorry' })).statusCode).toBe(
      201,
    );
  });

  it('[USER] neither member sees a conversation across a block, nor counts its unread messages', async () => {
    const [ada, mallory] = [await member(), await member()];
    const conversation = await createConversation(testApp.db, ada.user.id, mallory.user.id);
    await createMessage(testApp.db, conversation.id, mallory.user.id, { content: 'Unwanted' });
    await createMessage(testApp.db, conversation.id, ada.user.id, { content: 'Stop' });
    expect((await ada.get('/api/messages/unread')).json().count).toBe(1);

    await ada.put(`/api/blocks/${mallory.handle}`);
    for (const client of [ada, mallory]) {
      expect((await client.get('/api/messages/conversations')).json().items).toEqual([]);
      expect((await client.get('/api/messages/unread')).json().count).toBe(0);
    }
  });

  it('[USER] a block hides both ways: no presence, no read receipts, no events; the blocked member no longer reads the thread', async () => {
    const [ada, mallory] = [await member(), await member()];
    const { conversationId } = (
      await mallory.post(`/api/messages/with/${ada.handle}`, { content: 'Hi Ada' })
    ).json();
    await ada.post(`/api/messages/conversations/${conversationId}/messages`, { content: 'Hello' });
    await mallory.post(`/api/messages/conversations/${conversationId}/read`);
    const adaTab = await openEventStream(baseUrl, ada.cookie);
    const malloryTab = await openEventStream(baseUrl, mallory.cookie);
    await adaTab.received('ready');
    await malloryTab.received('ready');
    // Before the block, each sees the other online and Ada sees when Mallory read her message.
    const header = async (client: typeof ada) =>
      (await client.get(`/api/messages/conversations/${conversationId}`)).json();
    expect((await header(ada)).other.online).toBe(true);
    expect((await header(ada)).otherLastReadAt).not.toBeNull();

    await ada.put(`/api/blocks/${mallory.handle}`);
    const adaSees = await header(ada);
    expect(adaSees.other.online).toBeNull();
    expect(adaSees.otherLastReadAt).toBeNull();
    expect((await ada.get(`/api/messages/with/${mallory.handle}`)).json().other.online).toBeNull();
    expect((await mallory.get(`/api/messages/with/${ada.handle}`)).json().other.online).toBeNull();
    // The blocker keeps the thread; the blocked member reads it no more, nor marks it read.
    expect((await ada.get(`/api/messages/conversations/${conversationId}/messages`)).statusCode).toBe(200);
    for (const refused of [
      await mallory.get(`/api/messages/conversations/${conversationId}`),
      await mallory.get(`/api/messages/conversations/${conversationId}/messages`),
      await mallory.post(`/api/messages/conversations/${conversationId}/read`),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messageId).toBe('blockedByMember');
    }

    // Nothing one does reaches the other's stream: reading, deleting a message, going and coming.
    const malloryEvents = malloryTab.events.length;
    const adaEvents = adaTab.events.length;
    await ada.post(`/api/messages/conversations/${conversationId}/read`);
    const [adaMessage] = (await ada.get(`/api/messages/conversations/${conversationId}/messages`)).json()
      .items;
    expect((await ada.delete(`/api/messages/${adaMessage.id}`)).statusCode).toBe(204);
    malloryTab.close();
    const malloryAgain = await openEventStream(baseUrl, mallory.cookie);
    await malloryAgain.received('ready');
    // Ada's own tab hears her own changes: the stream is live, and Mallory's news is simply absent.
    await adaTab.received('messages');
    expect(adaTab.events.slice(adaEvents)).not.toContain('presence');
    expect(malloryTab.events.slice(malloryEvents)).toEqual([]);
    expect(malloryAgain.events).toEqual(['ready']);
    adaTab.close();
    malloryAgain.close();
  });
});
