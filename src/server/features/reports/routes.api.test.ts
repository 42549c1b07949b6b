import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCreator, createProject, createService } from '#server/seed/factories';
import { reports } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';

describe('reports', () => {
  let testApp: TestApp;
  let adaUser: TestUser;
  let graceUser: TestUser;
  let projectId: string;
  let hiddenProjectId: string;
  let serviceId: string;
  let grace: ApiClient;
  let ada: ApiClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const adaCreator = await createCreator(testApp.db, { handle: 'adareports' });
    adaUser = adaCreator.user;
    graceUser = (await createCreator(testApp.db, { handle: 'gracereports' })).user;
    projectId = (await createProject(testApp.db, adaCreator.profile.id)).id;
    hiddenProjectId = (await createProject(testApp.db, adaCreator.profile.id, { published: false })).id;
    serviceId = (await createService(testApp.db, adaCreator.profile.id)).id;
  });
  beforeEach(async () => {
    grace = await testApp.as(graceUser);
    ada = await testApp.as(adaUser);
  });
  afterAll(() => testApp.close());

  const report = (payload: object, client = grace) => client.post('/api/reports', payload);

  it('[VISITOR] is told to sign in', async () => {
    const response = await report(
      { targetType: 'user', targetId: adaUser.id, reason: 'spam' },
      testApp.visitor(),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      messageId: 'signInToReport',
      message: 'Please sign in to report',
    });
  });

  it('[USER] reports a user, a project and a service, with details optional', async () => {
    expect((await report({ targetType: 'user', targetId: adaUser.id, reason: 'spam' })).statusCode).toBe(201);
    expect(
      (await report({ targetType: 'project', targetId: projectId, reason: 'other', details: 'Copied work' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await report({ targetType: 'service', targetId: serviceId, reason: 'inappropriate' })).statusCode,
    ).toBe(201);
    const rows = await testApp.db.select().from(reports).where(eq(reports.targetId, projectId));
    expect(rows).toEqual([
      expect.objectContaining({ reason: 'other', details: 'Copied work', status: 'open' }),
    ]);
  });

  it('[USER] one open report per target', async () => {
    const again = await report({ targetType: 'user', targetId: adaUser.id, reason: 'harassment' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('alreadyReported');
  });

  it('[USER] the reason is required', async () => {
    const response = await report({ targetType: 'project', targetId: projectId, reason: '  ' });
    expect(response.json().fields).toEqual({ reason: 'reasonRequired' });
  });

  it('[USER] cannot report what they cannot see, nor themselves', async () => {
    expect(
      (await report({ targetType: 'project', targetId: hiddenProjectId, reason: 'spam' })).statusCode,
    ).toBe(404);
    expect((await report({ targetType: 'service', targetId: projectId, reason: 'spam' })).statusCode).toBe(
      404,
    );
    const self = await report({ targetType: 'user', targetId: adaUser.id, reason: 'spam' }, ada);
    expect(self.json().messageId).toBe('cannotReportSelf');
  });
});
