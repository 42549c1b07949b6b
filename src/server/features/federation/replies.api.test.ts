import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH } from '#shared/constants';
import type { Comment } from '#shared/schemas/comments';
import { remoteFollowers } from '#server/db/schema/index';
import { deliverFromPeer, type ActivityPubPeer } from '#server/test/activitypub-peer';
import type { TestApp } from '#server/test/build-test-app';
import { FEDERATING_URL, federatingCreator, startFederatingApp } from '#server/test/federating-app';
import type { MemberClient } from '#server/test/clients';

const PUBLIC_URL = FEDERATING_URL;
const SHARED_INBOX = `${PUBLIC_URL}/ap/inbox`;

describe('replies and boosts from another server, as Mastodon sends them', () => {
  let testApp: TestApp;
  let peer: ActivityPubPeer;
  let nora: MemberClient;
  let noraActor: string;

  beforeAll(async () => {
    ({ testApp, peer } = await startFederatingApp());
    ({ member: nora, actor: noraActor } = await federatingCreator(testApp, {
      handle: 'nora',
      displayName: 'Nora',
    }));
  });
  afterAll(async () => {
    await peer?.close();
    await testApp?.close();
  });

  const deliver = (activity: object) => deliverFromPeer(testApp.visitor(), peer, SHARED_INBOX, activity);
  const publish = async (title: string) => {
    const created = await nora.post('/api/projects', { title, stack: [], blocks: [] });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json<{ id: string; slug: string }>();
    return { id, slug, note: `${PUBLIC_URL}/ap/projects/${id}` };
  };
  const commentsOn = async (projectId: string) =>
    (await testApp.visitor().get(`/api/projects/${projectId}/comments`)).json<Comment[]>();
  const replyTo = (note: string, content: string) => {
    const object = peer.note({ inReplyTo: note, content, mention: noraActor });
    return { object, create: peer.activity('Create', { object }) };
  };

  it('[REMOTE] a reply becomes a comment with its author’s name, address and page; its owner hears of it; sent twice it is kept once', async () => {
    const project = await publish('Harbour signs');
    const { object, create } = replyTo(project.note, 'Lovely work &amp; <strong>bold</strong> colours!');
    expect((await deliver(create)).statusCode).toBe(202);
    // The other server retries a delivery it thinks failed: the same reply, kept once.
    expect((await deliver(create)).statusCode).toBe(202);

    const comments = await commentsOn(project.id);
    expect(comments).toEqual([
      expect.objectContaining({
        content: 'Lovely work & bold colours!',
        author: null,
        remoteAuthor: {
          name: 'alex on the peer',
          address: 'alex@127.0.0.1',
          url: `${peer.origin}/@alex`,
          avatarUrl: null,
        },
        canEdit: false,
        canDelete: false,
      }),
    ]);
    const notices = (await nora.get('/api/notifications')).json<{
      items: { title: string; message: string }[];
    }>().items;
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'New comment',
        message: 'alex on the peer commented on Harbour signs',
      }),
    ]);

    // Its author edits it there, and the edit shows here; someone else's Update of it changes nothing.
    const edited = { ...object, content: '<p>Lovely work, and the colours!</p>' };
    expect((await deliver(peer.activity('Update', { object: edited }))).statusCode).toBe(202);
    expect(await commentsOn(project.id)).toEqual([
      expect.objectContaining({ content: 'Lovely work, and the colours!', editedAt: expect.any(String) }),
    ]);

    // Staff may delete it as any comment; its author deletes it by its Delete.
    const admin = await testApp.asStaff('admin');
    expect((await admin.get(`/api/projects/${project.id}/comments`)).json<Comment[]>()[0]?.canDelete).toBe(
      true,
    );
    const deletion = peer.activity('Delete', {
      object: { id: object.id, type: 'Tombstone' },
    });
    expect((await deliver(deletion)).statusCode).toBe(202);
    expect(await commentsOn(project.id)).toEqual([]);
  });

  it('[REMOTE] refuses a reply that is too long, empty, to a project no one may see, or in another’s name, and stores nothing', async () => {
    const project = await publish('Quiet work');
    const tooLong = replyTo(project.note, 'a'.repeat(COMMENT_MAX_LENGTH + 1));
    const onlyMention = replyTo(project.note, '');
    const notOurs = replyTo(`${PUBLIC_URL}/ap/projects/${crypto.randomUUID()}`, 'Hello');
    // A Note claiming to be written by someone else, on another server.
    const forged = replyTo(project.note, 'In another’s name');
    const forgedCreate = {
      ...forged.create,
      object: { ...forged.object, attributedTo: 'https://elsewhere.example/users/mallory' },
    };
    for (const activity of [tooLong.create, onlyMention.create, notOurs.create, forgedCreate])
      expect((await deliver(activity)).statusCode).toBe(202);
    expect(await commentsOn(project.id)).toEqual([]);

    expect((await nora.put(`/api/projects/${project.id}/published`, { published: false })).statusCode).toBe(
      204,
    );
    const toHidden = replyTo(project.note, 'Where did it go?');
    expect((await deliver(toHidden.create)).statusCode).toBe(202);
    expect((await nora.put(`/api/projects/${project.id}/published`, { published: true })).statusCode).toBe(
      204,
    );
    expect(await commentsOn(project.id)).toEqual([]);
  });

  it('[REMOTE] a boost counts with the project’s boosts from the fediverse, once per account; its Undo takes it back', async () => {
    const project = await publish('Boosted from afar');
    const boosts = async () =>
      (await testApp.visitor().get(`/api/profiles/nora/projects/${project.slug}`)).json<{
        fediverseBoostCount: number;
      }>().fediverseBoostCount;
    const announce = peer.activity('Announce', { object: project.note });
    expect((await deliver(announce)).statusCode).toBe(202);
    expect((await deliver(peer.activity('Announce', { object: project.note }))).statusCode).toBe(202);
    expect(await boosts()).toBe(1);

    const undo = peer.activity('Undo', { object: { ...announce, '@context': undefined } });
    expect((await deliver(undo)).statusCode).toBe(202);
    expect(await boosts()).toBe(0);
  });

  it('[REMOTE] staff suspending the server removes its replies and boosts; an account deleted there takes its replies with it', async () => {
    const project = await publish('Seen from two servers');
    const { create } = replyTo(project.note, 'First!');
    expect((await deliver(create)).statusCode).toBe(202);
    expect((await deliver(peer.activity('Announce', { object: project.note }))).statusCode).toBe(202);
    expect(await commentsOn(project.id)).toHaveLength(1);

    const admin = await testApp.asStaff('admin');
    const domain = new URL(peer.origin).hostname;
    const suspend = (status: string) => admin.put(`/api/admin/federation/servers/${domain}`, { status });
    expect((await suspend('suspended')).statusCode).toBe(204);
    expect(await commentsOn(project.id)).toEqual([]);
    expect(
      (await testApp.visitor().get(`/api/profiles/nora/projects/${project.slug}`)).json<{
        fediverseBoostCount: number;
      }>().fediverseBoostCount,
    ).toBe(0);
    // Suspended, its replies are refused before they are read.
    expect((await deliver(replyTo(project.note, 'Still here?').create)).statusCode).toBe(403);
    expect((await suspend('open')).statusCode).toBe(204);

    const again = replyTo(project.note, 'Back again');
    expect((await deliver(again.create)).statusCode).toBe(202);
    expect(await commentsOn(project.id)).toHaveLength(1);
    const gone = peer.activity('Delete', { object: peer.actorId });
    expect((await deliver(gone)).statusCode).toBe(202);
    expect(await commentsOn(project.id)).toEqual([]);
  });

  it('[REMOTE] an Update of the account renames it on its replies; a Block of the member ends its follow', async () => {
    const project = await publish('Renamed later');
    expect((await deliver(replyTo(project.note, 'Nice').create)).statusCode).toBe(202);
    const renamed = {
      id: peer.actorId,
      type: 'Person',
      name: 'Alex Renamed',
      inbox: `${peer.actorId}/inbox`,
    };
    expect((await deliver(peer.activity('Update', { object: renamed }))).statusCode).toBe(202);
    expect(await commentsOn(project.id)).toEqual([
      expect.objectContaining({ remoteAuthor: expect.objectContaining({ name: 'Alex Renamed' }) }),
    ]);

    const follow = peer.activity('Follow', { object: noraActor });
    expect((await deliver(follow)).statusCode).toBe(202);
    const followers = () => testApp.db.select().from(remoteFollowers);
    expect(await followers()).toHaveLength(1);
    expect((await deliver(peer.activity('Block', { object: noraActor }))).statusCode).toBe(202);
    expect(await followers()).toEqual([]);
  });
});
