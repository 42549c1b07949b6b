import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowRequestList } from '#shared/schemas/federation';
import { remoteActors, remoteFollowers } from '#server/db/schema/index';
import { createBan, createCreator } from '#server/seed/factories';
import { deliverFromPeer, type ActivityPubPeer } from '#server/test/activitypub-peer';
import type { TestApp } from '#server/test/build-test-app';
import { federatingCreator, startFederatingApp } from '#server/test/federating-app';
import type { MemberClient } from '#server/test/clients';
import { settleFollowRequests } from './follow-requests';

const ACTIVITY_JSON = 'application/activity+json';

describe('a member who approves their followers from other servers', () => {
  let testApp: TestApp;
  let peer: ActivityPubPeer;

  beforeAll(async () => {
    ({ testApp, peer } = await startFederatingApp());
  });
  afterAll(async () => {
    await peer?.close();
    await testApp?.close();
  });

  /** A creator who approves followers, and the peer's follow of them, waiting. */
  async function followedCreatorWhoApproves() {
    const { creator, member, actor } = await federatingCreator(testApp);
    expect((await member.put('/api/profile/follow-approval', { approvesFollowers: true })).statusCode).toBe(
      204,
    );
    const follow = peer.activity('Follow', { object: actor });
    expect((await deliverFromPeer(testApp.visitor(), peer, `${actor}/inbox`, follow)).statusCode).toBe(202);
    return { creator, member, actor, follow };
  }
  const requestsOf = async (member: MemberClient) =>
    (await member.get('/api/federation/follow-requests')).json<FollowRequestList>().items;
  const followersOf = (userId: string) =>
    testApp.db.select().from(remoteFollowers).where(eq(remoteFollowers.userId, userId));
  const peerActorId = async () => {
    const [row] = await testApp.db.select().from(remoteActors).where(eq(remoteActors.uri, peer.actorId));
    return row?.id ?? '';
  };
  const answersTo = (followId: string, type: string) =>
    peer.received.filter(
      ({ activity }) => activity.type === type && (activity.object as { id?: string })?.id === followId,
    );

  it('[REMOTE] a follow waits, told as locked in the actor; accepting it makes a follower and sends a signed Accept', async () => {
    const { creator, member, actor, follow } = await followedCreatorWhoApproves();
    const document = await testApp.visitor().get(new URL(actor).pathname, { accept: ACTIVITY_JSON });
    expect(document.json()).toMatchObject({ manuallyApprovesFollowers: true });
    expect((await member.get('/api/profile')).json()).toMatchObject({ approvesFollowers: true });

    expect(await requestsOf(member)).toEqual([
      {
        id: expect.any(String),
        name: 'alex on the peer',
        address: 'alex@127.0.0.1',
        url: `${peer.origin}/@alex`,
        requestedAt: expect.any(String),
      },
    ]);
    expect(await followersOf(creator.user.id)).toEqual([]);
    expect(answersTo(follow.id, 'Accept')).toEqual([]);
    // The member hears of it once, though its server sends it again.
    expect((await deliverFromPeer(testApp.visitor(), peer, `${actor}/inbox`, follow)).statusCode).toBe(202);
    const notices = (await member.get('/api/notifications')).json<{
      items: { title: string; message: string; link: string }[];
    }>().items;
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Follow request',
        message: 'alex on the peer asks to follow you from another server',
        link: '/settings#privacy',
      }),
    ]);

    const [request] = await requestsOf(member);
    expect((await member.post(`/api/federation/follow-requests/${request?.id}/accept`)).statusCode).toBe(204);
    expect(await followersOf(creator.user.id)).toEqual([expect.objectContaining({ followUri: follow.id })]);
    expect(await requestsOf(member)).toEqual([]);
    const accept = await peer.nextReceived(
      ({ activity }) => activity.type === 'Accept' && (activity.object as { id?: string })?.id === follow.id,
    );
    expect(accept.verified).toBe(true);
    // Answered already: a second answer finds nothing.
    expect((await member.post(`/api/federation/follow-requests/${request?.id}/accept`)).statusCode).toBe(404);

    // An account that follows already, following again, is told yes at once.
    const again = peer.activity('Follow', { object: actor });
    expect((await deliverFromPeer(testApp.visitor(), peer, `${actor}/inbox`, again)).statusCode).toBe(202);
    expect(await requestsOf(member)).toEqual([]);
    await peer.nextReceived(
      ({ activity }) => activity.type === 'Accept' && (activity.object as { id?: string })?.id === again.id,
    );
  });

  it('[REMOTE] declining sends a signed Reject and keeps no follower; an Undo takes a waiting follow back', async () => {
    const { creator, member, actor, follow } = await followedCreatorWhoApproves();
    const remoteActorId = await peerActorId();
    expect((await member.delete(`/api/federation/follow-requests/${remoteActorId}`)).statusCode).toBe(204);
    const reject = await peer.nextReceived(
      ({ activity }) => activity.type === 'Reject' && (activity.object as { id?: string })?.id === follow.id,
    );
    expect(reject.verified).toBe(true);
    expect(await followersOf(creator.user.id)).toEqual([]);

    const second = peer.activity('Follow', { object: actor });
    expect((await deliverFromPeer(testApp.visitor(), peer, `${actor}/inbox`, second)).statusCode).toBe(202);
    expect(await requestsOf(member)).toHaveLength(1);
    const undo = peer.activity('Undo', { object: { ...second, '@context': undefined } });
    expect((await deliverFromPeer(testApp.visitor(), peer, `${actor}/inbox`, undo)).statusCode).toBe(202);
    expect(await requestsOf(member)).toEqual([]);
  });

  it('[REMOTE] turned off, the waiting follows are accepted at the outbox’s next run', async () => {
    const { creator, member, follow } = await followedCreatorWhoApproves();
    expect((await member.put('/api/profile/follow-approval', { approvesFollowers: false })).statusCode).toBe(
      204,
    );
    const settle = () =>
      settleFollowRequests({ db: testApp.db, jobs: testApp.app.jobs, events: testApp.app.events });
    expect(await settle()).toBeGreaterThanOrEqual(1);
    expect(await followersOf(creator.user.id)).toEqual([expect.objectContaining({ followUri: follow.id })]);
    expect(await requestsOf(member)).toEqual([]);
    await peer.nextReceived(
      ({ activity }) => activity.type === 'Accept' && (activity.object as { id?: string })?.id === follow.id,
    );
  });

  it('[VISITOR] may not see or answer anyone’s follow requests; another member may not answer them; a banned member may not either', async () => {
    const { creator, member } = await followedCreatorWhoApproves();
    const remoteActorId = await peerActorId();
    const visitor = testApp.visitor();
    expect((await visitor.get('/api/federation/follow-requests')).statusCode).toBe(401);
    expect((await visitor.post(`/api/federation/follow-requests/${remoteActorId}/accept`)).statusCode).toBe(
      401,
    );
    expect((await visitor.delete(`/api/federation/follow-requests/${remoteActorId}`)).statusCode).toBe(401);
    expect((await visitor.put('/api/profile/follow-approval', { approvesFollowers: true })).statusCode).toBe(
      401,
    );

    const other = await testApp.as(await createCreator(testApp.db));
    expect(await requestsOf(other)).toEqual([]);
    expect((await other.post(`/api/federation/follow-requests/${remoteActorId}/accept`)).statusCode).toBe(
      404,
    );
    expect((await other.delete(`/api/federation/follow-requests/${remoteActorId}`)).statusCode).toBe(404);
    expect((await other.post('/api/federation/follow-requests/not-an-id/accept')).statusCode).toBe(400);
    expect((await other.put('/api/profile/follow-approval', { approvesFollowers: 'yes' })).statusCode).toBe(
      400,
    );
    expect(await requestsOf(member)).toHaveLength(1);

    await createBan(testApp.db, creator.user.id);
    expect((await member.post(`/api/federation/follow-requests/${remoteActorId}/accept`)).statusCode).toBe(
      403,
    );
    expect((await member.put('/api/profile/follow-approval', { approvesFollowers: false })).statusCode).toBe(
      403,
    );
    expect(await followersOf(creator.user.id)).toEqual([]);
  });
});
