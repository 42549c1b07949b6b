import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, REQUEST_FILE_MAX_BYTES } from '#shared/constants';
import { auditEvents, notifications, requestEntries, requestFiles } from '#server/db/schema/index';
import { createBlock, createCreator, createReport, createRequestEntries } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, StaffClient } from '#server/test/clients';
import { openEventStream } from '#server/test/event-stream';
import { makeImage } from '#server/test/images';
import {
  castWorkspace,
  FILE_BYTES,
  formOf,
  openRequest,
  type AttachedFile,
  type WorkspaceCast,
} from '#server/test/request-workspace';

// A request's thread (docs/decisions/0051): messages with files, kept privately as sent and
// downloaded only by the two sides and staff on a report.

describe('a request workspace, messages and files', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let cast: WorkspaceCast;
  let seller: ApiClient;
  let requester: ApiClient;
  let stranger: ApiClient;
  let moderator: StaffClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    cast = await castWorkspace(testApp.db);
    seller = await testApp.as(cast.seller);
    requester = await testApp.as(cast.requester);
    stranger = await testApp.as(cast.stranger);
    moderator = await testApp.asStaff('moderator');
  });
  afterAll(() => testApp.close());

  const send = (client: ApiClient, id: string, body: string, files: AttachedFile[] = []) =>
    client.post(`/api/service-requests/${id}/messages`, formOf({ body }, files));
  const storedFilesOf = (id: string) => {
    const folder = path.join(testApp.uploadsDir, 'request-files', id);
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const rowsOf = async (id: string) => ({
    entries: await testApp.db.select().from(requestEntries).where(eq(requestEntries.requestId, id)),
    files: await testApp.db.select().from(requestFiles).where(eq(requestFiles.requestId, id)),
  });
  const expectNothingStored = async (id: string) => {
    expect(storedFilesOf(id)).toEqual([]);
    expect(await rowsOf(id)).toEqual({ entries: [], files: [] });
  };

  it('[REQUESTER] writes with files; both sides hear of it, and no notification piles up per message', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const image = await makeImage(40, 30);
    const sellerTab = await openEventStream(baseUrl, seller.cookie);
    const requesterTab = await openEventStream(baseUrl, requester.cookie);
    await sellerTab.received('ready');
    await requesterTab.received('ready');
    const noticesBefore = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, cast.seller.user.id));

    const response = await send(requester, id, '  Here is the floor plan and our logo.  ', [
      { name: 'C:\\Users\\theo\\floor plan.pdf', bytes: FILE_BYTES.pdf, type: 'application/pdf' },
      { name: 'logo.png', bytes: image, type: 'image/png' },
      { name: 'fonts.zip', bytes: FILE_BYTES.zip },
    ]);
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toMatchObject({
      kind: 'message',
      body: 'Here is the floor plan and our logo.',
      mine: true,
      author: { handle: cast.requester.profile.handle },
      status: null,
      quote: null,
      delivery: null,
    });
    expect(entry.files.map((file: { name: string; contentType: string; size: number }) => file)).toEqual([
      expect.objectContaining({
        name: 'floor plan.pdf',
        contentType: 'application/pdf',
        size: FILE_BYTES.pdf.length,
      }),
      expect.objectContaining({ name: 'logo.png', contentType: 'image/png', size: image.length }),
      expect.objectContaining({
        name: 'fonts.zip',
        contentType: 'application/zip',
        size: FILE_BYTES.zip.length,
      }),
    ]);
    await sellerTab.received('requests');
    await requesterTab.received('requests');
    sellerTab.close();
    requesterTab.close();
    const noticesAfter = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, cast.seller.user.id));
    expect(noticesAfter).toHaveLength(noticesBefore.length);

    // Kept as sent, under the request, named by random bits and the type its bytes show.
    const { files } = await rowsOf(id);
    for (const file of files) {
      expect(file.storageKey).toMatch(
        new RegExp(`^request-files/${id}/file-\\d+-[0-9a-f]{32}\\.(pdf|png|zip)$`),
      );
    }
    const pdfRow = files.find((file) => file.contentType === 'application/pdf');
    expect(readFileSync(path.join(testApp.uploadsDir, ...(pdfRow?.storageKey ?? '').split('/')))).toEqual(
      FILE_BYTES.pdf,
    );
    // The public uploads route never serves the private folder.
    for (const client of [testApp.visitor(), seller]) {
      expect((await client.get(`/uploads/${pdfRow?.storageKey}`)).statusCode).toBe(404);
    }
  });

  it('[SELLER] downloads a file as an attachment that nothing runs; an image may open in the browser', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const image = await makeImage(20, 20);
    const entry = (
      await send(requester, id, '', [
        { name: 'brief «final».pdf', bytes: FILE_BYTES.pdf },
        { name: 'sketch.png', bytes: image },
      ])
    ).json();
    const [pdf, png] = entry.files;
    const download = await seller.get(pdf.path);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(FILE_BYTES.pdf);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="brief _final_.pdf"; filename*=UTF-8''brief%20%C2%ABfinal%C2%BB.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    const imageDownload = await requester.get(png.path);
    expect(imageDownload.headers['content-type']).toBe('image/png');
    expect(imageDownload.headers['content-disposition']).toMatch(/^inline; /);
    expect(imageDownload.rawPayload).toEqual(image);
  });

  it('[ATTACKER] a third member, a visitor, staff without a report and a guessed address get no file', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const other = await openRequest(testApp.db, cast);
    const [file] = (await send(requester, id, '', [{ name: 'plan.pdf', bytes: FILE_BYTES.pdf }])).json()
      .files;
    expect((await testApp.visitor().get(file.path)).statusCode).toBe(401);
    for (const client of [stranger, moderator]) {
      const response = await client.get(file.path);
      expect(response.statusCode).toBe(404);
      expect(response.json().messageId).toBe('requestNotFound');
    }
    // The file's id under another request (of the same two members), or an id made up.
    for (const url of [
      `/api/service-requests/${other.id}/files/${file.id}`,
      `/api/service-requests/${id}/files/00000000-0000-4000-8000-000000000000`,
    ]) {
      const response = await requester.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().messageId).toBe('fileNotFound');
    }
  });

  it('[MODERATOR] on a report downloads a file, audited, and may not write', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const [file] = (await send(requester, id, '', [{ name: 'plan.pdf', bytes: FILE_BYTES.pdf }])).json()
      .files;
    const report = await createReport(testApp.db, cast.stranger.user.id, {
      targetType: 'service',
      targetId: cast.service.id,
    });
    expect((await moderator.get(file.path)).statusCode).toBe(200);
    const views = await testApp.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.kind, 'service_request_viewed'), eq(auditEvents.actorUserId, moderator.user.id)),
      );
    expect(views.map((view) => view.detail)).toContainEqual({
      requestId: id,
      reportId: report.id,
      fileId: file.id,
    });
    expect(views[0]?.targetUserId).toBe(cast.seller.user.id);

    const write = await send(moderator, id, 'Staff here', [{ name: 'x.pdf', bytes: FILE_BYTES.pdf }]);
    expect(write.statusCode).toBe(403);
    expect(write.json().messageId).toBe('staffReadOnly');
    expect((await rowsOf(id)).entries).toHaveLength(1);
    expect(storedFilesOf(id)).toHaveLength(1);
  });

  it('[VISITOR] and a third member may not write, and nothing is stored', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const files = [{ name: 'plan.pdf', bytes: FILE_BYTES.pdf }];
    expect((await send(testApp.visitor(), id, 'Hello', files)).statusCode).toBe(401);
    const byStranger = await send(stranger, id, 'Hello', files);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().messageId).toBe('requestNotFound');
    await expectNothingStored(id);
  });

  it('[BLOCKED] a block, either way, closes the thread for writing', async () => {
    const blocker = await createCreator(testApp.db);
    const first = await openRequest(testApp.db, { ...cast, requester: blocker });
    await createBlock(testApp.db, blocker.user.id, cast.seller.user.id);
    const blockerClient = await testApp.as(blocker);
    const byBlocker = await send(blockerClient, first.id, 'Still there?');
    expect(byBlocker.statusCode).toBe(403);
    expect(byBlocker.json().messageId).toBe('youBlockedMember');
    const byBlocked = await send(seller, first.id, 'Hello?', [{ name: 'a.pdf', bytes: FILE_BYTES.pdf }]);
    expect(byBlocked.statusCode).toBe(403);
    expect(byBlocked.json().messageId).toBe('blockedByMember');
    await expectNothingStored(first.id);
  });

  it('[REQUESTER] a text file renamed .png is refused by its content, and nothing is stored', async () => {
    const { id } = await openRequest(testApp.db, cast);
    for (const file of [
      { name: 'photo.png', bytes: Buffer.from('just some text, honest'), type: 'image/png' },
      {
        name: 'page.pdf',
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        type: 'application/pdf',
      },
      { name: 'empty.png', bytes: Buffer.alloc(0), type: 'image/png' },
    ]) {
      const response = await send(requester, id, 'See attached', [
        { name: 'ok.pdf', bytes: FILE_BYTES.pdf },
        file,
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        messageId: 'fileTypeNotAccepted',
        message: 'Attach images, PDF or zip files only',
      });
    }
    await expectNothingStored(id);
  });

  it('[REQUESTER] a file over 20 MB, or more than 5 files, is refused, and nothing is stored', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const huge = Buffer.concat([FILE_BYTES.pdf, Buffer.alloc(REQUEST_FILE_MAX_BYTES, 0x20)]);
    const tooLarge = await send(requester, id, 'The big one', [
      { name: 'a.pdf', bytes: FILE_BYTES.pdf },
      { name: 'huge.pdf', bytes: huge },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().messageId).toBe('requestFileTooLarge');
    const six = Array.from({ length: 6 }, (_, index) => ({ name: `${index}.pdf`, bytes: FILE_BYTES.pdf }));
    const tooMany = await send(requester, id, 'Many', six);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().messageId).toBe('tooManyFiles');
    await expectNothingStored(id);
    expect((await send(requester, id, 'Five is fine', six.slice(0, 5))).statusCode).toBe(201);
  });

  it("[SELLER] a request's files stop at 200 MB in all", async () => {
    const { id } = await openRequest(testApp.db, cast);
    await createRequestEntries(testApp.db, id, [cast.requester.user.id], 10, 10, REQUEST_FILE_MAX_BYTES);
    const response = await send(seller, id, 'One more', [{ name: 'last.pdf', bytes: FILE_BYTES.pdf }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().messageId).toBe('requestFilesFull');
    expect(storedFilesOf(id)).toEqual([]);
    expect((await rowsOf(id)).files).toHaveLength(10);
    // Text still goes through.
    expect((await send(seller, id, 'Text is fine')).statusCode).toBe(201);
  });

  it('[USER] two uploads race for the last room: one is kept, the other refused and its files removed', async () => {
    const { id } = await openRequest(testApp.db, cast);
    const authors = [cast.requester.user.id];
    await createRequestEntries(testApp.db, id, authors, 9, 9, REQUEST_FILE_MAX_BYTES);
    // Room for one of the two files, not both.
    const room = Math.floor(FILE_BYTES.pdf.length * 1.5);
    await createRequestEntries(testApp.db, id, authors, 1, 1, REQUEST_FILE_MAX_BYTES - room);
    const otherTab = await testApp.as(cast.seller, { newSession: true });
    const answers = await Promise.all([
      send(seller, id, '', [{ name: 'a.pdf', bytes: FILE_BYTES.pdf }]),
      send(otherTab, id, '', [{ name: 'b.pdf', bytes: FILE_BYTES.pdf }]),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 413]);
    expect(answers.find((response) => response.statusCode === 413)?.json().messageId).toBe(
      'requestFilesFull',
    );
    // Whether the loser was refused before storing or after its transaction lost, no file is left over.
    expect(storedFilesOf(id)).toHaveLength(1);
    expect((await rowsOf(id)).files).toHaveLength(11);
  });

  it('[REQUESTER] a message needs text or a file, of at most 2,000 storable characters', async () => {
    const { id } = await openRequest(testApp.db, cast);
    for (const body of ['', '   \n ']) {
      const response = await send(requester, id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        messageId: 'messageRequired',
        fields: { body: 'messageRequired' },
      });
    }
    const nul = await send(requester, id, 'Hello \u0000 there');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      messageId: 'invalidCharacters',
      fields: { body: 'invalidCharacters' },
    });
    for (const body of ['x'.repeat(MESSAGE_MAX_LENGTH + 1), 'x'.repeat(1024 * 1024)]) {
      const response = await send(requester, id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ body: 'messageTooLong' });
    }
    expect((await rowsOf(id)).entries).toEqual([]);
    // Two thousand characters of any script, emoji included, are taken.
    expect((await send(requester, id, '🎨'.repeat(MESSAGE_MAX_LENGTH / 2))).statusCode).toBe(201);
  });
});
