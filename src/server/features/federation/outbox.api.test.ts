import { Create, Note } from '@fedify/fedify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '#server/db/schema/index';
import { createBan, createCreator } from '#server/seed/factories';
import { deliverFromPeer, type ActivityPubPeer } from '#server/test/activitypub-peer';
import type { TestApp } from '#server/test/build-test-app';
import { FEDERATING_URL, federatingCreator, startFederatingApp } from '#server/test/federating-app';
import type { MemberClient } from '#server/test/clients';
import { formWith, makeImage } from '#server/test/images';
import { makeMissingActorKeys } from './actor-keys';
import { syncFederatedPosts, tellOfDepartedMembers } from './outbox';

const PUBLIC_URL = FEDERATING_URL;

/** The items of an async iterable (Node 20 has no Array.fromAsync). */
async function listed<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
const ACTIVITY_JSON = 'application/activity+json';

describe('a member’s new work, as their followers on other servers receive it', () => {
  let testApp: TestApp;
  let peer: ActivityPubPeer;
  let nora: MemberClient;
  let actor: string;

  beforeAll(async () => {
    ({ testApp, peer } = await startFederatingApp());
    ({ member: nora, actor: actor } = await federatingCreator(testApp, { handle: 'nora' }));
    const follow = peer.activity('Follow', { object: actor });
    expect((await deliverFromPeer(testApp.visitor(), peer, `${actor}/inbox`, follow)).statusCode).toBe(202);
    await peer.nextReceived(({ activity }) => activity.type === 'Accept');
  });
  afterAll(async () => {
    await peer?.close();
    await testApp?.close();
  });

  const sync = () =>
    syncFederatedPosts({ db: testApp.db, jobs: testApp.app.jobs, events: testApp.app.events });
  const receivedOf = (type: string) => peer.received.filter(({ activity }) => activity.type === type);

  it('[REMOTE] a published project reaches the follower’s server once, as a Note with its images, alt text and hashtags; an edit as an Update; hiding it as a Delete', async () => {
    const upload = await nora.post('/api/projects/images', formWith('file', await makeImage(1200, 900)));
    expect(upload.statusCode).toBe(200);
    const image = upload.json<{ url: string; width: number; height: number }>();
    const created = await nora.post('/api/projects', {
      title: 'Ferry signs & <maps>',
      summary: 'Wayfinding for the harbour.',
      stack: ['Figma', 'Node.js'],
      blocks: [{ id: 'b1', type: 'image', ...image, alt: 'A sign on the quay at dusk' }],
    });
    expect(created.statusCode).toBe(201);
    const { id: projectId, slug } = created.json<{ id: string; slug: string }>();

    expect(await sync()).toEqual({ told: 1, deleted: 0 });
    const delivered = await peer.nextReceived(({ activity }) => activity.type === 'Create');
    // One server, one delivery: to its shared inbox, signed with Nora's published key.
    expect(delivered).toMatchObject({ path: '/inbox', verified: true });
    // Read by Fedify's own parser, as a server receiving it reads it.
    const create = await Create.fromJsonLd(delivered.activity);
    const note = await create.getObject();
    expect(note).toBeInstanceOf(Note);
    if (!(note instanceof Note)) return;
    expect(note.id?.href).toBe(`${PUBLIC_URL}/ap/projects/${projectId}`);
    expect(note.attributionId?.href).toBe(actor);
    expect(note.url?.toString()).toBe(`${PUBLIC_URL}/nora/${slug}`);
    const content = String(note.content);
    expect(content).toContain('<strong>Ferry signs &#38; &#60;maps&#62;</strong>');
    expect(content).toContain('Wayfinding for the harbour.');
    expect(content).toContain(`href="${PUBLIC_URL}/nora/${slug}"`);
    const attachments = await listed(note.getAttachments());
    expect(attachments.map((each) => [String((each as Note).name), (each as Note).mediaType])).toEqual([
      ['A sign on the quay at dusk', 'image/webp'],
    ]);
    const tags = await listed(note.getTags());
    expect(tags.map((tag) => String((tag as { name: unknown }).name))).toEqual(['#Figma', '#Nodejs']);
    // The Note is also what its address answers.
    const fetched = await testApp.visitor().get(`/ap/projects/${projectId}`, { accept: ACTIVITY_JSON });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toMatchObject({ type: 'Note', id: note.id?.href });

    // Nothing changed, nothing sent.
    expect(await sync()).toEqual({ told: 0, deleted: 0 });

    const edited = await nora.put(`/api/projects/${projectId}`, {
      title: 'Ferry signs',
      summary: 'Wayfinding for the harbour.',
      stack: ['Figma'],
      blocks: [{ id: 'b1', type: 'image', ...image, alt: 'A sign on the quay at dusk' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(await sync()).toEqual({ told: 1, deleted: 0 });
    const update = await peer.nextReceived(({ activity }) => activity.type === 'Update');
    expect(update).toMatchObject({ verified: true, activity: { object: { id: note.id?.href } } });

    expect((await nora.put(`/api/projects/${projectId}/published`, { published: false })).statusCode).toBe(
      204,
    );
    expect(await sync()).toEqual({ told: 0, deleted: 1 });
    const deleted = await peer.nextReceived(({ activity }) => activity.type === 'Delete');
    expect(deleted).toMatchObject({
      verified: true,
      activity: { object: { id: note.id?.href, type: 'Tombstone' } },
    });
    const gone = await testApp.visitor().get(`/ap/projects/${projectId}`, { accept: ACTIVITY_JSON });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ type: 'Tombstone', id: note.id?.href });

    // Shown again, it is created again.
    expect((await nora.put(`/api/projects/${projectId}/published`, { published: true })).statusCode).toBe(
      204,
    );
    expect(await sync()).toEqual({ told: 1, deleted: 0 });
    await expect.poll(() => receivedOf('Create').length).toBe(2);
    expect(receivedOf('Update')).toHaveLength(1);
  });

  it('[REMOTE] staff holding a project takes it back from followers', async () => {
    const staff = await testApp.asStaff('admin');
    const created = await nora.post('/api/projects', { title: 'Held soon', stack: [], blocks: [] });
    expect(created.statusCode, created.body).toBe(201);
    const { id: projectId } = created.json<{ id: string }>();
    expect(await sync()).toEqual({ told: 1, deleted: 0 });
    const hold = await staff.put(`/api/admin/projects/${projectId}/hold`, {
      reason: 'Copied from elsewhere',
    });
    expect(hold.statusCode).toBe(204);
    expect(await sync()).toEqual({ told: 0, deleted: 1 });
    await peer.nextReceived(
      ({ activity }) =>
        activity.type === 'Delete' &&
        (activity.object as { id?: string }).id === `${PUBLIC_URL}/ap/projects/${projectId}`,
    );
  });

  it('[REMOTE] a banned member is gone from their followers’ servers: one Delete of the account, signed with the key those servers keep, and their actor answers 410', async () => {
    const creator = await createCreator(testApp.db, { handle: 'rosa' });
    const rosa = await testApp.as(creator);
    await makeMissingActorKeys(testApp.db);
    const rosaActor = `${PUBLIC_URL}/ap/users/${creator.user.id}`;
    const follow = peer.activity('Follow', { object: rosaActor });
    expect((await deliverFromPeer(testApp.visitor(), peer, `${rosaActor}/inbox`, follow)).statusCode).toBe(
      202,
    );
    await peer.nextReceived(({ activity }) => activity.type === 'Accept' && activity.actor === rosaActor);
    const created = await rosa.post('/api/projects', { title: 'Before the ban', stack: [], blocks: [] });
    const { id: projectId } = created.json<{ id: string }>();
    expect(await sync()).toEqual({ told: 1, deleted: 0 });
    const tellBans = () =>
      tellOfDepartedMembers({ db: testApp.db, jobs: testApp.app.jobs, events: testApp.app.events });
    expect(await tellBans()).toBe(0);

    const staff = await testApp.asStaff('admin');
    const ban = await staff.post(`/api/admin/users/${creator.user.id}/bans`, {
      reason: 'Spam',
      duration: 'permanent',
    });
    expect(ban.statusCode, ban.body).toBe(204);
    expect(await tellBans()).toBe(1);
    const farewell = await peer.nextReceived(
      ({ activity }) => activity.type === 'Delete' && activity.object === rosaActor,
    );
    expect(farewell).toMatchObject({ verified: true, keyId: `${rosaActor}#main-key` });
    // Told once; their work is not deleted post by post after it.
    expect(await tellBans()).toBe(0);
    expect(await sync()).toEqual({ told: 0, deleted: 1 });
    await testApp.app.jobs.settled();
    expect(
      peer.received.filter(
        ({ activity }) =>
          activity.type === 'Delete' &&
          (activity.object as { id?: string }).id === `${PUBLIC_URL}/ap/projects/${projectId}`,
      ),
    ).toEqual([]);

    const actorAnswer = await testApp
      .visitor()
      .get(`/ap/users/${creator.user.id}`, { accept: ACTIVITY_JSON });
    expect(actorAnswer.statusCode).toBe(410);
    expect(actorAnswer.json()).toMatchObject({ type: 'Tombstone', id: rosaActor, formerType: 'Person' });
    const finger = await testApp
      .visitor()
      .get('/.well-known/webfinger?resource=acct:rosa@atelier.example', { accept: 'application/jrd+json' });
    expect(finger.statusCode).toBe(404);
  });

  it('[USER] a member who turns federation off is no actor, and each follower’s server is told its follow is refused; turned on again, they are an actor again', async () => {
    const creator = await createCreator(testApp.db, { handle: 'nico' });
    const nico = await testApp.as(creator);
    await makeMissingActorKeys(testApp.db);
    const nicoActor = `${PUBLIC_URL}/ap/users/${creator.user.id}`;
    const follow = peer.activity('Follow', { object: nicoActor });
    expect((await deliverFromPeer(testApp.visitor(), peer, `${nicoActor}/inbox`, follow)).statusCode).toBe(
      202,
    );
    await peer.nextReceived(({ activity }) => activity.type === 'Accept' && activity.actor === nicoActor);
    const tellDepartures = () =>
      tellOfDepartedMembers({ db: testApp.db, jobs: testApp.app.jobs, events: testApp.app.events });
    expect(await tellDepartures()).toBe(0);

    expect((await nico.put('/api/profile/federation', { federates: false })).statusCode).toBe(204);
    expect((await nico.get('/api/profile')).json()).toMatchObject({ federates: false });
    expect(
      (await testApp.visitor().get(`/ap/users/${creator.user.id}`, { accept: ACTIVITY_JSON })).statusCode,
    ).toBe(404);
    const finger = () =>
      testApp
        .visitor()
        .get('/.well-known/webfinger?resource=acct:nico@atelier.example', { accept: 'application/jrd+json' });
    expect((await finger()).statusCode).toBe(404);

    expect(await tellDepartures()).toBe(1);
    const refusal = await peer.nextReceived(
      ({ activity }) => activity.type === 'Reject' && activity.actor === nicoActor,
    );
    expect(refusal).toMatchObject({
      path: '/users/alex/inbox',
      verified: true,
      activity: { object: { type: 'Follow', id: follow.id, object: nicoActor } },
    });
    expect(await tellDepartures()).toBe(0);
    // A follow sent while it is off is not kept.
    const again = peer.activity('Follow', { object: nicoActor });
    expect((await deliverFromPeer(testApp.visitor(), peer, `${nicoActor}/inbox`, again)).statusCode).not.toBe(
      202,
    );
    expect(await tellDepartures()).toBe(0);

    expect((await nico.put('/api/profile/federation', { federates: true })).statusCode).toBe(204);
    expect((await finger()).statusCode).toBe(200);
    expect(
      (await testApp.visitor().get(`/ap/users/${creator.user.id}`, { accept: ACTIVITY_JSON })).statusCode,
    ).toBe(200);
  });

  it('[VISITOR] may not turn anyone’s federation off, nor a banned member their own', async () => {
    expect((await testApp.visitor().put('/api/profile/federation', { federates: false })).statusCode).toBe(
      401,
    );
    const creator = await createCreator(testApp.db);
    const member = await testApp.as(creator);
    expect((await member.put('/api/profile/federation', { federates: 'no' })).statusCode).toBe(400);
    await createBan(testApp.db, creator.user.id);
    expect((await member.put('/api/profile/federation', { federates: false })).statusCode).toBe(403);
    expect((await member.get('/api/profile')).statusCode).toBe(403);
    const [row] = await testApp.db
      .select({ federates: profiles.federates })
      .from(profiles)
      .where(eq(profiles.userId, creator.user.id));
    expect(row?.federates).toBe(true);
  });

  it('[REMOTE] a like from the follower’s server counts with the project’s likes, told apart; its Undo takes it back', async () => {
    const created = await nora.post('/api/projects', { title: 'Liked from afar', stack: [], blocks: [] });
    const { id: projectId, slug } = created.json<{ id: string; slug: string }>();
    const note = `${PUBLIC_URL}/ap/projects/${projectId}`;
    const likes = async () =>
      (await testApp.visitor().get(`/api/profiles/nora/projects/${slug}`)).json<{
        likeCount: number;
        fediverseLikeCount: number;
      }>();
    const liked = await (
      await testApp.as(await createCreator(testApp.db))
    ).put(`/api/projects/${projectId}/like`);
    expect(liked.statusCode).toBe(200);
    expect(await likes()).toMatchObject({ likeCount: 1, fediverseLikeCount: 0 });

    const like = peer.activity('Like', { object: note });
    expect((await deliverFromPeer(testApp.visitor(), peer, `${PUBLIC_URL}/ap/inbox`, like)).statusCode).toBe(
      202,
    );
    // The same like again (a retry of the other server's) counts once.
    const again = peer.activity('Like', { object: note });
    expect((await deliverFromPeer(testApp.visitor(), peer, `${PUBLIC_URL}/ap/inbox`, again)).statusCode).toBe(
      202,
    );
    expect(await likes()).toMatchObject({ likeCount: 2, fediverseLikeCount: 1 });

    const undo = peer.activity('Undo', { object: { ...like, '@context': undefined } });
    expect((await deliverFromPeer(testApp.visitor(), peer, `${PUBLIC_URL}/ap/inbox`, undo)).statusCode).toBe(
      202,
    );
    expect(await likes()).toMatchObject({ likeCount: 1, fediverseLikeCount: 0 });

    // A like of a project no one may see is not kept.
    expect((await nora.put(`/api/projects/${projectId}/published`, { published: false })).statusCode).toBe(
      204,
    );
    const hidden = peer.activity('Like', { object: note });
    expect(
      (await deliverFromPeer(testApp.visitor(), peer, `${PUBLIC_URL}/ap/inbox`, hidden)).statusCode,
    ).toBe(202);
    expect((await nora.put(`/api/projects/${projectId}/published`, { published: true })).statusCode).toBe(
      204,
    );
    expect(await likes()).toMatchObject({ likeCount: 1, fediverseLikeCount: 0 });

    // A like taken back while the project was hidden is gone when it shows again.
    const later = peer.activity('Like', { object: note });
    expect((await deliverFromPeer(testApp.visitor(), peer, `${PUBLIC_URL}/ap/inbox`, later)).statusCode).toBe(
      202,
    );
    expect(await likes()).toMatchObject({ likeCount: 2, fediverseLikeCount: 1 });
    expect((await nora.put(`/api/projects/${projectId}/published`, { published: false })).statusCode).toBe(
      204,
    );
    const undoLater = peer.activity('Undo', { object: { ...later, '@context': undefined } });
    expect(
      (await deliverFromPeer(testApp.visitor(), peer, `${PUBLIC_URL}/ap/inbox`, undoLater)).statusCode,
    ).toBe(202);
    expect((await nora.put(`/api/projects/${projectId}/published`, { published: true })).statusCode).toBe(
      204,
    );
    expect(await likes()).toMatchObject({ likeCount: 1, fediverseLikeCount: 0 });
  });
});
