import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { unclaimedUploads } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';
import { formWith, makeImage } from '#server/test/images';

describe('images of abandoned forms', () => {
  let testApp: TestApp;
  let ada: ApiClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await testApp.as((await createCreator(testApp.db, { handle: 'adasweep' })).user);
  });
  afterAll(() => testApp.close());

  const uploadCover = async () =>
    (await ada.post('/api/projects/cover', formWith('file', await makeImage(1200, 800)))).json()
      .coverUrl as string;
  const uploadGalleryImage = async () =>
    (await ada.post('/api/projects/images', formWith('file', await makeImage(1200, 800)))).json() as {
      url: string;
      width: number;
      height: number;
    };
  /** The cover's file and its smaller copies, as stored on disk. */
  const filesOf = (coverUrl: string) => {
    const file = path.join(testApp.uploadsDir, coverUrl.replace(/^\/uploads\//, ''));
    const stem = path.basename(file).replace(/\.w\d+\.webp$/, '');
    return existsSync(path.dirname(file))
      ? readdirSync(path.dirname(file)).filter((name) => name.startsWith(stem))
      : [];
  };
  const sweep = async () => {
    await testApp.app.jobs.enqueue(testApp.db, 'sweep-uploads', {});
    await testApp.app.jobs.settled();
  };

  it('removes an image nothing shows once it is two days old, and keeps the used and the recent ones', async () => {
    const abandoned = await uploadCover();
    const abandonedInGallery = (await uploadGalleryImage()).url;
    const used = await uploadCover();
    const usedInGallery = await uploadGalleryImage();
    const saved = await ada.post('/api/projects', {
      title: 'Kept cover',
      coverUrl: used,
      blocks: [{ id: 'kept', type: 'image', ...usedInGallery, alt: 'Kept too' }],
    });
    expect(saved.statusCode).toBe(201);
    await testApp.db.update(unclaimedUploads).set({ createdAt: sql`now() - interval '3 days'` });
    const recent = await uploadCover();
    expect(filesOf(abandoned).length).toBeGreaterThan(1);
    expect(filesOf(abandonedInGallery).length).toBeGreaterThan(1);

    await sweep();
    expect(filesOf(abandoned)).toEqual([]);
    expect(filesOf(abandonedInGallery)).toEqual([]);
    expect(filesOf(used).length).toBeGreaterThan(1);
    expect(filesOf(usedInGallery.url).length).toBeGreaterThan(1);
    expect(filesOf(recent).length).toBeGreaterThan(1);
    expect((await testApp.visitor().get(used)).statusCode).toBe(200);
    // Only the recent upload is left to watch.
    const left = await testApp.db.select({ url: unclaimedUploads.url }).from(unclaimedUploads);
    expect(left).toEqual([{ url: recent }]);
  });

  it("keeps the images a draft holds, a project's and a service's, however old the draft", async () => {
    const cover = await uploadCover();
    const galleryImage = await uploadGalleryImage();
    const [inGrid, alsoInGrid] = [await uploadGalleryImage(), await uploadGalleryImage()];
    const serviceImage = (
      await ada.post('/api/services/images', formWith('file', await makeImage(1200, 800)))
    ).json().url as string;
    const projectDraft = await ada.put(`/api/drafts/${randomUUID()}`, {
      kind: 'project',
      payload: { title: 'Half done', coverUrl: cover, gallery: [{ ...galleryImage, alt: '' }] },
    });
    // A draft of a case study: a grid's images, and a video's link, which is no upload.
    const caseStudyDraft = await ada.put(`/api/drafts/${randomUUID()}`, {
      kind: 'project',
      payload: {
        title: 'Half a story',
        blocks: [
          { id: 'g', type: 'grid', columns: 2, images: [inGrid, { ...alsoInGrid, alt: '' }] },
          { id: 'v', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' },
          { id: 't', type: 'text', markdown: '' },
        ],
      },
    });
    expect(caseStudyDraft.statusCode).toBe(200);
    const serviceDraft = await ada.put(`/api/drafts/${randomUUID()}`, {
      kind: 'service',
      payload: { title: 'Half a service', images: [serviceImage], gallery: 'not a list' },
    });
    expect([projectDraft.statusCode, serviceDraft.statusCode]).toEqual([200, 200]);
    await testApp.db.update(unclaimedUploads).set({ createdAt: sql`now() - interval '3 days'` });

    await sweep();
    for (const url of [cover, galleryImage.url, inGrid.url, alsoInGrid.url, serviceImage]) {
      expect(filesOf(url).length, url).toBeGreaterThan(1);
    }
  });

  it('is scheduled daily, once for every process', async () => {
    const { rows } = await testApp.database.executeSql(
      `select name, cron from pgboss.schedule where name = 'sweep-uploads'`,
    );
    expect(rows).toEqual([{ name: 'sweep-uploads', cron: '23 3 * * *' }]);
  });
});
