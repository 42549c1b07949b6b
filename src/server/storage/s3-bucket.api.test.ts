import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, type Creator, FACTORY_PASSWORD } from '#server/seed/factories';
import { feedback } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';
import { formWith, makeImage } from '#server/test/images';
import { startTestS3Server } from '#server/test/s3-server';

// The S3 driver against a real S3-compatible server (s3rver), not a stand-in. Public files
// are read at their public URL, as a browser reads them; private ones (feedback screenshots) live in a
// bucket of their own that the public URL never reaches, and are read through Atelier.
describe('uploads in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startTestS3Server>>;
  let testApp: TestApp;
  let creator: Creator;
  let member: ApiClient;

  beforeAll(async () => {
    s3 = await startTestS3Server(['atelier', 'atelier-private']);
    testApp = await buildTestApp({
      config: {
        storage: {
          kind: 's3',
          bucket: 'atelier',
          privateBucket: 'atelier-private',
          endpoint: s3.endpoint,
          region: 'us-east-1',
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          publicUrl: `${s3.endpoint}/atelier`,
        },
      },
    });
    creator = await createCreator(testApp.db, { handle: 'bucketeer' });
    member = await testApp.as(creator);
  });
  afterAll(async () => {
    await testApp.close();
    await s3.stop();
  });

  it('[USER] uploads an avatar: it and its smaller copy are read at their public URLs, and go when replaced', async () => {
    const first = await member.post('/api/profile/avatar', formWith('file', await makeImage(800, 500)));
    expect(first.statusCode).toBe(200);
    const avatarUrl: string = first.json().avatarUrl;
    expect(avatarUrl.startsWith(`${s3.endpoint}/atelier/avatars/${creator.user.id}/`)).toBe(true);

    const served = await fetch(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([image.format, image.width, image.height]).toEqual(['webp', 400, 400]);
    const smaller = avatarUrl.replace('.w400.', '.w96.');
    expect((await fetch(smaller)).status).toBe(200);

    const second = await member.post('/api/profile/avatar', formWith('file', await makeImage(300, 300)));
    expect(second.json().avatarUrl).not.toBe(avatarUrl);
    expect((await fetch(avatarUrl)).status).toBe(404);
    expect((await fetch(smaller)).status).toBe(404);
    expect((await fetch(second.json().avatarUrl)).status).toBe(200);
  });

  /** Sends feedback with a screenshot; answers its id and the URL the screenshot would have if public. */
  async function sendScreenshot(client: ApiClient, title: string) {
    const sent = await client.post(
      '/api/feedback',
      formWith('screenshot', await makeImage(640, 400), {
        type: 'bug',
        title,
        description: 'The screenshot shows a private screen of mine, with my messages on it.',
      }),
    );
    expect(sent.statusCode).toBe(201);
    const id: string = sent.json().id;
    const [stored] = await testApp.db.select().from(feedback).where(eq(feedback.id, id));
    return { id, publicUrl: stored?.screenshotUrl ?? '' };
  }

  it('[USER] sends a screenshot no one reads at its public URL; its sender reads it through Atelier', async () => {
    const sent = await sendScreenshot(member, 'Buckets everywhere');
    const { publicUrl } = sent;
    expect(publicUrl.startsWith(`${s3.endpoint}/atelier/screenshots/`)).toBe(true);
    expect((await fetch(publicUrl)).status).toBe(404);

    const throughAtelier = await member.get(`/api/feedback/${sent.id}/screenshot`);
    expect(throughAtelier.statusCode).toBe(200);
    expect(throughAtelier.headers['content-type']).toBe('image/webp');
    expect((await sharp(throughAtelier.rawPayload).metadata()).format).toBe('webp');

    // Deleted with its feedback, from the private bucket too.
    const staff = await testApp.asStaff('support');
    expect((await staff.delete(`/api/admin/feedback/${sent.id}`)).statusCode).toBe(204);
    const key = publicUrl.slice(`${s3.endpoint}/atelier/`.length);
    expect(await testApp.app.storage.read(key)).toBeNull();
  });

  it('[USER] finds their files in their data export, and takes them out of both buckets with the account', async () => {
    const leaving = await createCreator(testApp.db, { handle: 'leavingbucket' });
    const client = await testApp.as(leaving);
    const avatarUrl: string = (
      await client.post('/api/profile/avatar', formWith('file', await makeImage(500, 500)))
    ).json().avatarUrl;
    const { publicUrl } = await sendScreenshot(client, 'Before I go');
    const screenshotKey = publicUrl.slice(`${s3.endpoint}/atelier/`.length);
    expect(await testApp.app.storage.read(screenshotKey)).not.toBeNull();

    const exported = await client.get('/api/account/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().profile.avatarUrl).toBe(avatarUrl);
    expect((await fetch(avatarUrl)).status).toBe(200);

    const deleted = await client.delete('/api/account', {
      confirmation: 'leavingbucket',
      password: FACTORY_PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    await expect.poll(async () => (await fetch(avatarUrl)).status).toBe(404);
    expect((await fetch(avatarUrl.replace('.w400.', '.w96.'))).status).toBe(404);
    await expect.poll(() => testApp.app.storage.read(screenshotKey)).toBeNull();
  });
});
