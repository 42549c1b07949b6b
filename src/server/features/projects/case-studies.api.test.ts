import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_BLOCKS_MAX, PROJECT_IMAGES_MAX, TEXT_BLOCK_MAX_LENGTH } from '#shared/constants';
import { createCreator } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';
import { formWith, makeImage } from '#server/test/images';

type Upload = { url: string; width: number; height: number };

describe('case studies: a project told in blocks', () => {
  let testApp: TestApp;
  let adaUser: TestUser;
  let ada: ApiClient;
  let grace: ApiClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    adaUser = (await createCreator(testApp.db, { handle: 'adagallery' })).user;
    ada = await testApp.as(adaUser);
    grace = await testApp.as((await createCreator(testApp.db, { handle: 'gracegallery' })).user);
  });
  afterAll(() => testApp.close());

  const upload = async (client: ApiClient, width = 1200, height = 900): Promise<Upload> => {
    const response = await client.post(
      '/api/projects/images',
      formWith('file', await makeImage(width, height)),
    );
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const described = (image: Upload, alt = 'A sketch', caption?: string) => ({ ...image, alt, caption });
  let blockCount = 0;
  const id = () => `block-${++blockCount}`;
  const imageBlock = (image: Upload, alt = 'A sketch', extra: Record<string, unknown> = {}) => ({
    id: id(),
    type: 'image',
    ...described(image, alt),
    ...extra,
  });
  const text = (markdown: string) => ({ id: id(), type: 'text', markdown });
  /** The stored file and its smaller copies, as on disk. */
  const filesOf = (url: string) => {
    const file = path.join(testApp.uploadsDir, url.replace(/^\/uploads\//, ''));
    const stem = path.basename(file).replace(/\.w\d+\.webp$/, '');
    return existsSync(path.dirname(file))
      ? readdirSync(path.dirname(file)).filter((name) => name.startsWith(stem))
      : [];
  };
  const detail = async (slug: string) =>
    (await testApp.visitor().get(`/api/profiles/adagallery/projects/${slug}`)).json();

  it('[VISITOR] may not upload an image', async () => {
    const response = await testApp
      .visitor()
      .post('/api/projects/images', formWith('file', await makeImage(10, 10)));
    expect(response.statusCode).toBe(401);
  });

  it('[USER] stores an image whole, never cropped, with smaller copies of the same proportions', async () => {
    const portrait = await upload(ada, 900, 1600);
    expect(portrait).toMatchObject({ width: 900, height: 1600 });
    expect(portrait.url).toMatch(new RegExp(`^/uploads/covers/${adaUser.id}/gallery-png-.+\\.w2560\\.webp$`));
    const copy = await testApp.visitor().get(portrait.url.replace('.w2560.', '.w640.'));
    const metadata = await sharp(copy.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([640, 1138]);
    // A large one is brought within 2560 px wide (its original is kept whole: work-images.api.test.ts).
    const large = await upload(ada, 4000, 3000);
    expect(large).toMatchObject({ width: 2560, height: 1920 });
    // Not an image, whatever it says it is.
    const fake = await ada.post('/api/projects/images', formWith('file', Buffer.from('<svg></svg>')));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ messageId: 'fileMustBeImage' });
  });

  it('[USER] saves a story of text, images, a grid and a video in order, reorders it, and removes an image with its files', async () => {
    const [first, second, third, fourth] = [
      await upload(ada),
      await upload(ada),
      await upload(ada),
      await upload(ada),
    ];
    const blocks = [
      text('## The brief\n\nA **tea shop** that sells online.'),
      imageBlock(first!, ' The first page ', { wide: true }),
      {
        id: id(),
        type: 'grid',
        columns: 3,
        images: [described(second!, 'Inks', 'Done in one night'), described(third!)],
      },
      {
        id: id(),
        type: 'video',
        url: ' https://www.youtube.com/watch?v=dQw4w9WgXcQ ',
        caption: 'The launch',
      },
      imageBlock(fourth!),
    ];
    const created = await ada.post('/api/projects', { title: 'Sketchbook', blocks });
    expect(created.statusCode, created.body).toBe(201);
    const { id: projectId } = created.json();
    const shown = (await detail('sketchbook')).blocks;
    expect(shown).toEqual([
      blocks[0],
      { ...blocks[1], alt: 'The first page', caption: null },
      {
        ...blocks[2],
        images: [
          { ...second, alt: 'Inks', caption: 'Done in one night' },
          { ...third, alt: 'A sketch', caption: null },
        ],
      },
      { ...blocks[3], url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      { ...blocks[4], wide: false, caption: null },
    ]);

    // Reordered, the grid dropped: its files and copies go, the others stay.
    const reordered = [shown[4], shown[0], shown[1], shown[3]];
    const saved = await ada.put(`/api/projects/${projectId}`, { title: 'Sketchbook', blocks: reordered });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await detail('sketchbook')).blocks.map((block: { id: string }) => block.id)).toEqual(
      reordered.map((block: { id: string }) => block.id),
    );
    expect([...filesOf(second!.url), ...filesOf(third!.url)]).toEqual([]);
    expect(filesOf(first!.url)).toHaveLength(4);
    expect((await ada.get(`/api/projects/${projectId}`)).json().blocks).toHaveLength(4);

    // Deleting the project removes the rest.
    expect((await ada.delete(`/api/projects/${projectId}`)).statusCode).toBe(200);
    expect([...filesOf(first!.url), ...filesOf(fourth!.url)]).toEqual([]);
  });

  it('[USER] is refused a block that cannot be shown, with what is wrong', async () => {
    const image = await upload(ada);
    const refusals: [unknown[], string][] = [
      [Array.from({ length: PROJECT_BLOCKS_MAX + 1 }, () => text('x')), 'tooManyBlocks'],
      [[text('   ')], 'textBlockEmpty'],
      [[text('x'.repeat(TEXT_BLOCK_MAX_LENGTH + 1))], 'textBlockTooLong'],
      [[{ id: id(), type: 'grid', columns: 2, images: [described(image)] }], 'gridTooFewImages'],
      [
        [{ id: id(), type: 'grid', columns: 4, images: [described(image), described(image)] }],
        'validationError',
      ],
      [
        [{ id: id(), type: 'video', url: 'https://evil.example/watch?v=dQw4w9WgXcQ' }],
        'videoLinkUnsupported',
      ],
      [[{ id: id(), type: 'video', url: 'javascript:alert(1)' }], 'videoLinkUnsupported'],
      [[imageBlock(image, '   ')], 'imageAltRequired'],
      [[{ id: id(), type: 'embed', html: '<iframe>' }], 'validationError'],
      [
        [
          { ...text('a'), id: 'same' },
          { ...text('b'), id: 'same' },
        ],
        'validationError',
      ],
      [[{ ...text('a'), id: '../../etc' }], 'validationError'],
      [
        Array.from({ length: 6 }, () => ({
          id: id(),
          type: 'grid',
          columns: 3,
          images: Array.from({ length: 6 }, (_, index) => ({
            ...described(image),
            url: `${image.url}?${index}`,
          })),
        })),
        'tooManyProjectImages',
      ],
    ];
    for (const [blocks, messageId] of refusals) {
      const response = await ada.post('/api/projects', { title: 'Refused', blocks });
      expect(response.statusCode, messageId).toBe(400);
      expect(JSON.stringify(response.json()), messageId).toContain(messageId);
    }
    expect(PROJECT_IMAGES_MAX).toBeLessThan(36);
  });

  it("[USER] may not show another member's image, an address from elsewhere, or one image twice", async () => {
    const graces = await upload(grace);
    const mine = await upload(ada);
    for (const blocks of [
      [imageBlock(graces)],
      [{ id: id(), type: 'grid', columns: 2, images: [described(mine), described(graces)] }],
      [imageBlock({ ...mine, url: 'https://tracker.example/pixel.webp' })],
      [imageBlock(mine), imageBlock(mine)],
    ]) {
      const response = await ada.post('/api/projects', { title: 'Borrowed', blocks });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        messageId: 'invalidReference',
        fields: { blocks: 'invalidReference' },
      });
    }
    // Grace's file is still there.
    expect(filesOf(graces.url)).toHaveLength(4);
  });

  it("[USER] may not edit another member's case study", async () => {
    const image = await upload(ada);
    const { id: projectId } = (
      await ada.post('/api/projects', { title: 'Mine alone', blocks: [imageBlock(image)] })
    ).json();
    const response = await grace.put(`/api/projects/${projectId}`, { title: 'Mine alone', blocks: [] });
    expect(response.statusCode).toBe(403);
    expect(filesOf(image.url)).toHaveLength(4);
  });

  it('[VISITOR] finds a project by the words of its text blocks, not by the links in them', async () => {
    const saved = await ada.post('/api/projects', {
      title: 'Harbour signage',
      blocks: [
        text(
          '## Wayfinding\n\nSigns for the **lighthouse** quay, tested with [boat](https://ferries.example) crews.',
        ),
      ],
    });
    expect(saved.statusCode).toBe(201);
    const found = async (query: string) =>
      (await testApp.visitor().get(`/api/explore?q=${encodeURIComponent(query)}`))
        .json<{ items: { title: string }[] }>()
        .items.map((item) => item.title);
    expect(await found('lighthouse')).toContain('Harbour signage');
    expect(await found('wayfinding')).toContain('Harbour signage');
    expect(await found('ferries')).not.toContain('Harbour signage');
  });

  it('[USER] finds the case study in the data export', async () => {
    const image = await upload(ada);
    const blocks = [imageBlock(image, 'In the export'), text('Told *here*')];
    await ada.post('/api/projects', { title: 'Exported', blocks });
    const exported = (await ada.get('/api/account/export')).json();
    const project = exported.projects.find((each: { title: string }) => each.title === 'Exported');
    expect(project.blocks).toEqual([{ ...blocks[0], caption: null, wide: false }, blocks[1]]);
  });
});
