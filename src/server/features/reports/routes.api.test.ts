import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createProject, createService } from '../../db/factories';
import { reports } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { nextClientAddress, signInAs } from '../../test/sign-in';

describe('reports', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let adaUserId: string;
  let projectId: string;
  let hiddenProjectId: string;
  let serviceId: string;
  let graceCookie: string;
  let adaCookie: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    const ada = await createCreator(harness.db, {
      handle: 'adareports',
      user: { email: 'ada-r@example.test' },
    });
    adaUserId = ada.user.id;
    await createCreator(harness.db, { handle: 'gracereports', user: { email: 'grace-r@example.test' } });
    projectId = (await createProject(harness.db, ada.profile.id)).id;
    hiddenProjectId = (await createProject(harness.db, ada.profile.id, { published: false })).id;
    serviceId = (await createService(harness.db, ada.profile.id)).id;
    graceCookie = await signInAs(harness.app, 'grace-r@example.test');
    adaCookie = await signInAs(harness.app, 'ada-r@example.test');
  });
  afterAll(() => harness.close());

  const report = (payload: object, cookie = graceCookie) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload,
      headers: { cookie },
      remoteAddress: nextClientAddress(),
    });

  it('[VISITOR] is told to sign in', async () => {
    const response = await report({ targetType: 'user', targetId: adaUserId, reason: 'spam' }, '');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      messageId: 'signInToReport',
      message: 'Please sign in to report',
    });
  });

  it('[USER] reports a user, a project and a service, with details optional', async () => {
    expect((await report({ targetType: 'user', targetId: adaUserId, reason: 'spam' })).statusCode).toBe(201);
    expect(
      (await report({ targetType: 'project', targetId: projectId, reason: 'other', details: 'Copied work' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await report({ targetType: 'service', targetId: serviceId, reason: 'inappropriate' })).statusCode,
    ).toBe(201);
    const rows = await harness.db.select().from(reports).where(eq(reports.targetId, projectId));
    expect(rows).toEqual([
      expect.objectContaining({ reason: 'other', details: 'Copied work', status: 'open' }),
    ]);
  });

  it('[USER] one open report per target', async () => {
    const again = await report({ targetType: 'user', targetId: adaUserId, reason: 'harassment' });
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
    const self = await report({ targetType: 'user', targetId: adaUserId, reason: 'spam' }, adaCookie);
    expect(self.json().messageId).toBe('cannotReportSelf');
  });
});
