import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Comment } from '#shared/schemas/comments';
import { remoteActors } from '#server/db/schema/index';
import { appDeps } from '#server/feature-kit/app-deps';
import { deliverFromPeer, type ActivityPubPeer } from '#server/test/activitypub-peer';
import type { TestApp } from '#server/test/build-test-app';
import { FEDERATING_URL, federatingCreator, startFederatingApp } from '#server/test/federating-app';
import type { MemberClient } from '#server/test/clients';
import { makeImage } from '#server/test/images';
import { REMOTE_AVATAR_BYTES_PER_SERVER, syncRemoteAvatars } from './remote-avatars';

const PUBLIC_URL = FEDERATING_URL;
const SHARED_INBOX = `${PUBLIC_URL}/ap/inbox`;

describe('the pictures of accounts on other servers, as Atelier’s own copies', () => {
  let testApp: TestApp;
  let peer: ActivityPubPeer;
  let nora: MemberClient;
  let noraActor: string;
  let projectId: string;
  let note: string;

  beforeAll(async () => {
    ({ testApp, peer } = await startFederatingApp());
    ({ member: nora, actor: noraActor } = await federatingCreator(testApp, {
      handle: 'nora',
      displayName: 'Nora',
    }));
    const created = await nora.post('/api/projects', { title: 'Harbour signs', stack: [], blocks: [] });
    expect(created.statusCode).toBe(201);
    projectId = created.json<{ id: string }>().id;
    note = `${PUBLIC_URL}/ap/projects/${projectId}`;
  });
  beforeEach(async () => {
    // Each test starts from an account that has not replied yet, with a picture.
    await testApp.db.delete(remoteActors);
    peer.avatar.picture = { bytes: await makeImage(600, 600), contentType: 'image/png' };
    peer.avatar.path = '/system/accounts/avatars/1/original.png';
  });
  afterAll(async () => {
    await peer?.close();
    await testApp?.close();
  });

  const deliver = (activity: object) => deliverFromPeer(testApp.visitor(), peer, SHARED_INBOX, activity);
  const reply = async (content: string) => {
    const object = peer.note({ inReplyTo: note, content, mention: noraActor });
    expect((await deliver(peer.activity('Create', { object }))).statusCode).toBe(202);
  };
  /** The peer's account as its server sends it in an Update: its picture now, or none. */
  const updateAccount = async () => {
    const account = (await (await fetch(peer.actorId)).json()) as Record<string, unknown>;
    expect((await deliver(peer.activity('Update', { object: account }))).statusCode).toBe(202);
  };
  const sync = () => syncRemoteAvatars(appDeps(testApp.app));
  const shownAvatar = async () => {
    const comments = (await testApp.visitor().get(`/api/projects/${projectId}/comments`)).json<Comment[]>();
    return comments[0]?.remoteAuthor?.avatarUrl;
  };

  it('[REMOTE] a replying account’s picture is copied small and re-encoded, served from here, and fetched once', async () => {
    await reply('Lovely work');
    // Until the copy is made, its initials: never the other server's address.
    expect(await shownAvatar()).toBeNull();

    expect(await sync()).toEqual({ copied: 1, removed: 0 });
    const avatarUrl = await shownAvatar();
    expect(avatarUrl).toMatch(/^\/uploads\/remote-avatars\/[0-9a-f-]{36}\/avatar-\d+-[0-9a-f]{32}\.webp$/);
    const served = await testApp.visitor().get(avatarUrl ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const { width, height, format } = await sharp(served.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 128, height: 128, format: 'webp' });

    // Nothing new: the next run fetches nothing, even when the account replies again.
    await reply('And again');
    expect(await sync()).toEqual({ copied: 0, removed: 0 });
    expect(peer.avatar.fetches).toBe(1);
  });

  it('[REMOTE] a new picture replaces the copy, whose file goes; a picture taken away takes the copy with it', async () => {
    await reply('Hello');
    await sync();
    const first = await shownAvatar();

    peer.avatar.path = '/system/accounts/avatars/1/second.png';
    peer.avatar.picture = { bytes: await makeImage(300, 300, 'jpeg'), contentType: 'image/jpeg' };
    await updateAccount();
    expect(await sync()).toEqual({ copied: 1, removed: 0 });
    const second = await shownAvatar();
    expect(second).not.toBe(first);
    expect((await testApp.visitor().get(first ?? '')).statusCode).toBe(404);
    expect((await testApp.visitor().get(second ?? '')).statusCode).toBe(200);

    peer.avatar.picture = null;
    await updateAccount();
    expect(await sync()).toEqual({ copied: 0, removed: 1 });
    expect(await shownAvatar()).toBeNull();
    expect((await testApp.visitor().get(second ?? '')).statusCode).toBe(404);
  });

  it('[REMOTE] what is no image (an SVG, a page) is never stored, and not asked for again at the next run', async () => {
    peer.avatar.picture = {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      contentType: 'image/svg+xml',
    };
    const before = peer.avatar.fetches;
    await reply('Look at my picture');
    expect(await sync()).toEqual({ copied: 0, removed: 0 });
    expect(await shownAvatar()).toBeNull();
    expect(await sync()).toEqual({ copied: 0, removed: 0 });
    expect(peer.avatar.fetches).toBe(before + 1);
    const [actor] = await testApp.db.select().from(remoteActors);
    expect(actor).toMatchObject({ avatarUrl: null, avatarBytes: 0, avatarTriedAt: expect.any(Date) });
  });

  it('[REMOTE] a server past its share of pictures here gets initials; suspending a server removes its copies; an account deleted there takes its copy with it', async () => {
    const domain = new URL(peer.origin).hostname;
    // Another account of the same server already holds the whole share.
    await testApp.db.insert(remoteActors).values({
      uri: `${peer.origin}/users/someone-else`,
      domain,
      inbox: `${peer.origin}/users/someone-else/inbox`,
      avatarUrl: '/uploads/remote-avatars/00000000-0000-4000-8000-000000000000/avatar-1-0.webp',
      avatarBytes: REMOTE_AVATAR_BYTES_PER_SERVER,
    });
    const before = peer.avatar.fetches;
    await reply('Crowded server');
    expect(await sync()).toEqual({ copied: 0, removed: 0 });
    expect(peer.avatar.fetches).toBe(before);
    expect(await shownAvatar()).toBeNull();

    await testApp.db.delete(remoteActors).where(eq(remoteActors.domain, domain));
    await reply('Room now');
    expect(await sync()).toEqual({ copied: 1, removed: 0 });
    const copy = await shownAvatar();
    const admin = await testApp.asStaff('admin');
    const suspend = (status: string) => admin.put(`/api/admin/federation/servers/${domain}`, { status });
    expect((await suspend('suspended')).statusCode).toBe(204);
    expect(await sync()).toEqual({ copied: 0, removed: 1 });
    expect((await testApp.visitor().get(copy ?? '')).statusCode).toBe(404);
    // Not copied again while suspended.
    expect(await sync()).toEqual({ copied: 0, removed: 0 });
    expect((await suspend('open')).statusCode).toBe(204);

    await reply('Back');
    expect(await sync()).toEqual({ copied: 1, removed: 0 });
    const [actor] = await testApp.db.select().from(remoteActors).where(eq(remoteActors.uri, peer.actorId));
    expect((await testApp.visitor().get(actor?.avatarUrl ?? '')).statusCode).toBe(200);
    expect((await deliver(peer.activity('Delete', { object: peer.actorId }))).statusCode).toBe(202);
    expect((await testApp.visitor().get(actor?.avatarUrl ?? '')).statusCode).toBe(404);
  });
});
