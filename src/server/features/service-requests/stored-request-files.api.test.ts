import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFiles } from '#server/db/schema/index';
import { FACTORY_PASSWORD } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { castWorkspace, FILE_BYTES, formOf, openRequest } from '#server/test/request-workspace';

// A request's files go with it: deleting the service or an account of either side deletes the
// requests, and storage forgets their files too (docs/decisions/0051).
describe('files of deleted requests', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  /** A request of a new cast with one PDF in its thread; answers where the file lies on disk. */
  async function requestWithFile() {
    const cast = await castWorkspace(testApp.db);
    const request = await openRequest(testApp.db, cast);
    const requester = await testApp.as(cast.requester.user);
    const sent = await requester.post(
      `/api/service-requests/${request.id}/messages`,
      formOf({ body: 'The brief, attached' }, [{ name: 'brief.pdf', bytes: FILE_BYTES.pdf }]),
    );
    expect(sent.statusCode).toBe(201);
    const [file] = await testApp.db.select().from(requestFiles).where(eq(requestFiles.requestId, request.id));
    if (!file) throw new Error('the file was not recorded');
    const onDisk = path.join(testApp.uploadsDir, file.storageKey);
    expect(existsSync(onDisk)).toBe(true);
    return { cast, onDisk };
  }

  it('[SELLER] deleting the service removes the files of its requests', async () => {
    const { cast, onDisk } = await requestWithFile();
    const seller = await testApp.as(cast.seller.user);
    expect((await seller.delete(`/api/services/${cast.service.id}`)).statusCode).toBe(204);
    expect(existsSync(onDisk)).toBe(false);
  });

  it('[REQUESTER] deleting the account removes the files of the requests they sent', async () => {
    const { cast, onDisk } = await requestWithFile();
    const requester = await testApp.as(cast.requester.user);
    const deleted = await requester.delete('/api/account', {
      confirmation: cast.requester.profile.handle,
      password: FACTORY_PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(onDisk)).toBe(false);
  });

  it('[SELLER] deleting the account removes the files of the requests they received', async () => {
    const { cast, onDisk } = await requestWithFile();
    const seller = await testApp.as(cast.seller.user);
    const deleted = await seller.delete('/api/account', {
      confirmation: cast.seller.profile.handle,
      password: FACTORY_PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(onDisk)).toBe(false);
  });
});
