import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteServerList } from '#shared/schemas/federation';
import { auditEvents, remoteFollowers } from '#server/db/schema/index';
import { deliverFromPeer, type ActivityPubPeer } from '#server/test/activitypub-peer';
import type { TestApp } from '#server/test/build-test-app';
import { federatingCreator, startFederatingApp } from '#server/test/federating-app';
import type { MemberClient } from '#server/test/clients';
import { syncFederatedPosts } from './outbox';

// The peer listens on this machine: its server, as Atelier names it, is its host.
const PEER_DOMAIN = '127.0.0.1';

describe('staff and the servers Atelier federates with', () => {
  let testApp: TestApp;
  let peer: ActivityPubPeer;
  let nora: MemberClient;
  let actor: string;

  beforeAll(async () => {
    ({ testApp, peer } = await startFederatingApp());
    ({ member: nora, actor: actor } = await federatingCreator(testApp, { handle: 'nora' }));
  });
  afterAll(async () => {
    await peer?.close();
    await testApp?.close();
  });

  const follow = () =>
    deliverFromPeer(testApp.visitor(), peer, `${actor}/inbox`, peer.activity('Follow', { object: actor }));
  const followers = () => testApp.db.select().from(remoteFollowers);
  const sync = () =>
    syncFederatedPosts({ db: testApp.db, jobs: testApp.app.jobs, events: testApp.app.events });
  const servers = async (client: MemberClient) =>
    (await client.get('/api/admin/federation/servers')).json<RemoteServerList>().items;

  it('[ADMIN] sees a server with its followers and last delivery; suspending it removes them, stops deliveries and refuses its posts; reopening lets it follow again', async () => {
    const admin = await testApp.asStaff('admin');
    expect((await follow()).statusCode).toBe(202);
    await peer.nextReceived(({ activity }) => activity.type === 'Accept');
    await expect
      .poll(async () => (await servers(admin)).find((server) => server.domain === PEER_DOMAIN))
      .toMatchObject({
        status: 'open',
        followers: 1,
        lastDeliveredAt: expect.any(String),
        lastFailedAt: null,
      });

    const suspended = await admin.put(`/api/admin/federation/servers/${PEER_DOMAIN}`, {
      status: 'suspended',
    });
    expect(suspended.statusCode).toBe(204);
    expect(await followers()).toEqual([]);
    const [audit] = await testApp.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.kind, 'remote_server_suspended'));
    expect(audit).toMatchObject({ actorUserId: admin.user.id, detail: { domain: PEER_DOMAIN } });

    // Its posts are refused before its key is fetched.
    expect((await follow()).statusCode).toBe(403);
    expect(await followers()).toEqual([]);
    // New work goes nowhere: the server has no follower left here.
    const created = await nora.post('/api/projects', {
      title: 'After the suspension',
      stack: [],
      blocks: [],
    });
    expect(created.statusCode).toBe(201);
    await sync();
    expect(peer.received.filter(({ activity }) => activity.type === 'Create')).toEqual([]);

    // Limited, it may not start following; open again, it may.
    expect(
      (await admin.put(`/api/admin/federation/servers/${PEER_DOMAIN}`, { status: 'limited' })).statusCode,
    ).toBe(204);
    expect((await follow()).statusCode).toBe(202);
    expect(await followers()).toEqual([]);
    expect(
      (await admin.put(`/api/admin/federation/servers/${PEER_DOMAIN}`, { status: 'open' })).statusCode,
    ).toBe(204);
    expect((await follow()).statusCode).toBe(202);
    expect(await followers()).toHaveLength(1);
  });

  it('[MODERATOR] may neither list servers nor decide of one; a name that is no host name is refused', async () => {
    const moderator = await testApp.asStaff('moderator');
    expect((await moderator.get('/api/admin/federation/servers')).statusCode).toBe(403);
    expect(
      (await moderator.put(`/api/admin/federation/servers/${PEER_DOMAIN}`, { status: 'suspended' }))
        .statusCode,
    ).toBe(403);
    const admin = await testApp.asStaff('admin');
    for (const domain of ['bad_name', '-x.example', `${'a'.repeat(254)}`, 'x..example'])
      expect(
        (
          await admin.put(`/api/admin/federation/servers/${encodeURIComponent(domain)}`, {
            status: 'limited',
          })
        ).statusCode,
        domain,
      ).toBe(400);
  });
});
