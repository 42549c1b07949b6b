import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, type Creator } from '#server/seed/factories';
import { feedback } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';
import { formWith, makeImage } from '#server/test/images';
import { startTestS3Server } from '#server/test/s3-server';

// Issue 33: the S3 driver against a real S3-compatible server (s3rver), not a stand-in. Public files
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

  it('[USER] sends a screenshot no one reads at its public URL; its sender reads it through Atelier', async () => {
    const sent = await member.post(
      '/api/feedback',
      formWith('screenshot', await makeImage(640, 400), {
        type: 'bug',
        title: 'Buckets everywhere',
        description: 'The screenshot shows a private screen of mine, with my messages on it.',
      }),
    );
    expect(sent.statusCode).toBe(201);
    const [stored] = await testApp.db.select().from(feedback).where(eq(feedback.id, sent.json().id));
    const publicUrl = stored?.screenshotUrl ?? '';
    expect(publicUrl.startsWith(`${s3.endpoint}/atelier/screenshots/`)).toBe(true);
    expect((await fetch(publicUrl)).status).toBe(404);

    const throughAtelier = await member.get(`/api/feedback/${sent.json().id}/screenshot`);
    expect(throughAtelier.statusCode).toBe(200);
    expect(throughAtelier.headers['content-type']).toBe('image/webp');
    expect((await sharp(throughAtelier.rawPayload).metadata()).format).toBe('webp');

    // Deleted with its feedback, from the private bucket too.
    const staff = await testApp.asStaff('support');
    expect((await staff.delete(`/api/admin/feedback/${sent.json().id}`)).statusCode).toBe(204);
    const key = publicUrl.slice(`${s3.endpoint}/atelier/`.length);
    expect(await testApp.app.storage.read(key)).toBeNull();
  });
});
