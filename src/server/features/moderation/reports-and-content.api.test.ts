import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_LIST_LIMIT } from '#shared/constants';
import {
  createCreator,
  createProject,
  createReport,
  createService,
  type Creator,
} from '#server/seed/factories';
import { auditEvents, projects, reports } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, StaffClient } from '#server/test/clients';

const requestPayload = {
  description: 'A landing page for my bakery',
  contactMethod: 'Email',
  contactInfo: 'rita@example.test',
  paymentMethod: 'PayPal',
};

describe('reports and content holds', () => {
  let testApp: TestApp;
  let owner: StaffClient;
  let moderator: StaffClient;
  let support: StaffClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    owner = await testApp.asStaff('owner', { handle: 'reportsowner' });
    moderator = await testApp.asStaff('moderator');
    support = await testApp.asStaff('support');
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());

  const auditKinds = async (contentId: string) =>
    (await testApp.db.select().from(auditEvents))
      .filter((event) => Object.values(event.detail).includes(contentId))
      .map((event) => `${event.kind}:${event.actorUserId}`);

  /** The reporter's notifications, once the queue has delivered the thanks a resolution sends. */
  const reportTypes = async (client: ApiClient) => {
    await testApp.app.jobs.settled();
    return (await client.get('/api/notifications')).json().items.map((n: { title: string }) => n.title);
  };

  /** A creator with a project and a service, and a member who reported both. */
  async function reportedCreator(handle: string) {
    const creator = await createCreator(testApp.db, { handle });
    const project = await createProject(testApp.db, creator.profile.id, {
      title: `Spammy project ${handle}`,
      slug: 'spammy',
    });
    const service = await createService(testApp.db, creator.profile.id, {
      title: `Spammy service of ${handle}`,
    });
    const reporter = await createCreator(testApp.db);
    const reporterClient = await testApp.as(reporter);
    for (const [targetType, targetId] of [
      ['project', project.id],
      ['service', service.id],
    ] as const) {
      const filed = await reporterClient.post('/api/reports', { targetType, targetId, reason: 'spam' });
      expect(filed.statusCode).toBe(201);
    }
    return { creator, creatorClient: await testApp.as(creator), project, service, reporter, reporterClient };
  }

  it('[STAFF] the Reports tab lists the latest 200, naming the reporter and the target, by filter', async () => {
    const { creator, project, reporter } = await reportedCreator('listedcreator');
    const list = (await support.get('/api/admin/reports?targetType=project')).json();
    expect(list[0]).toMatchObject({
      reporter: { userId: reporter.user.id, handle: reporter.profile.handle },
      targetType: 'project',
      targetId: project.id,
      target: {
        label: project.title,
        path: '/listedcreator/spammy',
        owner: { userId: creator.user.id, handle: 'listedcreator' },
        held: false,
      },
      reason: 'spam',
      status: 'open',
    });
    expect(list.every((row: { targetType: string }) => row.targetType === 'project')).toBe(true);
    const services = (await support.get('/api/admin/reports?targetType=service')).json();
    expect(services[0].target.path).toMatch(/^\/services\//);

    const many = await createCreator(testApp.db);
    const filler = await createCreator(testApp.db);
    await testApp.db.insert(reports).values(
      Array.from({ length: REPORTS_LIST_LIMIT }, (_unused, index) => ({
        reporterId: many.user.id,
        targetType: 'user',
        targetId: filler.user.id,
        reason: `old ${index}`,
        status: 'dismissed',
        createdAt: new Date(Date.now() - (index + 1) * 60_000),
      })),
    );
    const all = (await support.get('/api/admin/reports')).json();
    expect(all).toHaveLength(REPORTS_LIST_LIMIT);
    expect(all[0].reason).toBe('spam');
    const dismissed = (await support.get('/api/admin/reports?status=dismissed')).json();
    expect(dismissed[0]).toMatchObject({ reason: 'old 0', target: { label: expect.any(String) } });
    expect((await support.get('/api/admin/reports?status=closed')).statusCode).toBe(400);
  });

  it('[STAFF] sets a report’s status with an audit event; resolving it tells the reporter', async () => {
    const target = await createCreator(testApp.db);
    const reporter = await createCreator(testApp.db);
    const reporterClient = await testApp.as(reporter);
    const report = await createReport(testApp.db, reporter.user.id, {
      targetType: 'user',
      targetId: target.user.id,
    });
    const setStatus = (client: ApiClient, status: string, id = report.id) =>
      client.patch(`/api/admin/reports/${id}`, { status });

    expect((await setStatus(support, 'reviewing')).statusCode).toBe(403);
    expect((await setStatus(moderator, 'reviewing')).statusCode).toBe(204);
    // Still in hand: the same member cannot file it twice.
    const again = { targetType: 'user', targetId: target.user.id, reason: 'spam' };
    expect((await reporterClient.post('/api/reports', again)).statusCode).toBe(409);
    expect(await reportTypes(reporterClient)).toEqual([]);

    expect((await setStatus(moderator, 'resolved')).statusCode).toBe(204);
    expect(await reportTypes(reporterClient)).toEqual(['Report resolved']);
    const [event] = (await testApp.db.select().from(auditEvents)).filter(
      (row) => row.detail.reportId === report.id && row.detail.to === 'resolved',
    );
    expect(event).toMatchObject({
      kind: 'report_status_changed',
      actorUserId: moderator.user.id,
      targetUserId: target.user.id,
      detail: { from: 'reviewing', to: 'resolved' },
    });
    // Setting the same status again changes and records nothing, and tells no one twice.
    expect((await setStatus(moderator, 'resolved')).statusCode).toBe(204);
    expect(await reportTypes(reporterClient)).toHaveLength(1);

    // Closed: the member may report the same member again, and the old one cannot then be reopened.
    expect((await reporterClient.post('/api/reports', again)).statusCode).toBe(201);
    const reopened = await setStatus(moderator, 'open');
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json()).toMatchObject({ messageId: 'reportAlreadyPending' });

    expect((await setStatus(moderator, 'closed')).statusCode).toBe(400);
    expect((await setStatus(moderator, 'open', crypto.randomUUID())).statusCode).toBe(404);
    const badId = await setStatus(moderator, 'open', 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ fields: { reportId: 'invalidId' } });
  });

  it('[STAFF] Unpublish hides a project from everyone but its owner and staff, and resolves its reports', async () => {
    const { creator, creatorClient, project, reporterClient } = await reportedCreator('unpublished');
    const page = `/api/profiles/unpublished/projects/spammy`;
    const exploreTitles = async () =>
      (await visitor.get('/api/explore?q=spammy')).json().items.map((item: { title: string }) => item.title);
    expect(await exploreTitles()).toContain(project.title);
    const statsBefore = (await visitor.get('/api/stats')).json();
    expect(statsBefore.latestProjects.map((p: { title: string }) => p.title)).toContain(project.title);

    const held = await moderator.put(`/api/admin/projects/${project.id}/hold`, { reason: 'Spam links' });
    expect(held.statusCode).toBe(204);

    expect((await visitor.get(page)).statusCode).toBe(404);
    expect(await exploreTitles()).not.toContain(project.title);
    const profile = (await visitor.get('/api/profiles/unpublished')).json();
    expect(profile.projects).toEqual([]);
    const statsAfter = (await visitor.get('/api/stats')).json();
    expect(statsAfter.counts.projects).toBe(statsBefore.counts.projects - 1);
    expect(statsAfter.latestProjects.map((p: { title: string }) => p.title)).not.toContain(project.title);
    expect((await creatorClient.get(page)).json()).toMatchObject({
      published: false,
      hold: { reason: 'Spam links' },
      canModerate: false,
    });
    expect((await moderator.get(page)).json()).toMatchObject({
      hold: { reason: 'Spam links' },
      canModerate: true,
    });

    const reportsNow = (await support.get('/api/admin/reports?targetType=project')).json();
    expect(reportsNow.find((row: { targetId: string }) => row.targetId === project.id)).toMatchObject({
      status: 'resolved',
      target: { held: true },
    });
    expect(await reportTypes(reporterClient)).toEqual(['Report resolved']);
    expect(await auditKinds(project.id)).toEqual([`project_unpublished:${moderator.user.id}`]);

    const content = (await moderator.get('/api/admin/content')).json();
    expect(content[0]).toMatchObject({ type: 'project', id: project.id, reason: 'Spam links' });

    // The owner fixes it and publishes it again: the hold is lifted, and the log says by whom.
    const republished = await creatorClient.put(`/api/projects/${project.id}/published`, { published: true });
    expect(republished.statusCode).toBe(204);
    expect((await visitor.get(page)).json()).toMatchObject({ published: true, hold: null });
    expect(await auditKinds(project.id)).toContain(`project_republished:${creator.user.id}`);
    const lifted = await moderator.delete(`/api/admin/projects/${project.id}/hold`);
    expect(lifted.statusCode).toBe(409);
    expect(lifted.json()).toMatchObject({ messageId: 'contentNotHeld' });
    expect((await moderator.get('/api/admin/content')).json()).toEqual([]);
  });

  it('[STAFF] Republish puts a held project back; a hidden project cannot be liked or reported', async () => {
    const creator = await createCreator(testApp.db, { handle: 'putback' });
    const project = await createProject(testApp.db, creator.profile.id, { slug: 'putback' });
    await owner.put(`/api/admin/projects/${project.id}/hold`, { reason: 'Check the licence' });
    const member = await testApp.as(await createCreator(testApp.db));
    expect((await member.put(`/api/projects/${project.id}/like`)).statusCode).toBe(404);
    const report = { targetType: 'project', targetId: project.id, reason: 'spam' };
    expect((await member.post('/api/reports', report)).statusCode).toBe(404);
    expect((await owner.delete(`/api/admin/projects/${project.id}/hold`)).statusCode).toBe(204);
    expect((await visitor.get('/api/profiles/putback/projects/putback')).statusCode).toBe(200);
    expect(await auditKinds(project.id)).toEqual([
      `project_unpublished:${owner.user.id}`,
      `project_republished:${owner.user.id}`,
    ]);
  });

  it('[STAFF] Deactivate hides a service from browse and stops new requests; its owner sees why', async () => {
    const { creatorClient, service, reporterClient } = await reportedCreator('deactivated');
    const browse = async () =>
      (await visitor.get('/api/services?q=spammy')).json().items.map((item: { id: string }) => item.id);
    expect(await browse()).toContain(service.id);
    const servicesCounted = async () => (await visitor.get('/api/stats')).json().counts.services;
    const countedBefore = await servicesCounted();

    expect(
      (await moderator.put(`/api/admin/services/${service.id}/hold`, { reason: 'Fake reviews' })).statusCode,
    ).toBe(204);
    expect(await browse()).not.toContain(service.id);
    expect(await servicesCounted()).toBe(countedBefore - 1);
    const profile = (await visitor.get('/api/profiles/deactivated')).json();
    expect(profile.services).toEqual([]);
    expect((await visitor.get(`/api/services/${service.id}`)).statusCode).toBe(404);
    expect(
      (await reporterClient.post(`/api/services/${service.id}/requests`, requestPayload)).statusCode,
    ).toBe(404);
    expect((await creatorClient.get(`/api/services/${service.id}`)).json()).toMatchObject({
      active: false,
      hold: { reason: 'Fake reviews' },
    });
    expect(await reportTypes(reporterClient)).toEqual(['Report resolved']);

    // Staff cannot lift it by the owner's switch, nor can another member.
    expect(
      (await reporterClient.put(`/api/services/${service.id}/active`, { active: true })).statusCode,
    ).toBe(403);
    expect((await creatorClient.put(`/api/services/${service.id}/active`, { active: true })).statusCode).toBe(
      204,
    );
    expect(await browse()).toContain(service.id);
  });

  it('[OWNER] a seller deactivates and reactivates their own service, which keeps its requests', async () => {
    const seller = await createCreator(testApp.db);
    const sellerClient = await testApp.as(seller);
    const buyer = await testApp.as(await createCreator(testApp.db));
    const service = await createService(testApp.db, seller.profile.id);
    expect((await buyer.post(`/api/services/${service.id}/requests`, requestPayload)).statusCode).toBe(201);

    expect((await sellerClient.put(`/api/services/${service.id}/active`, { active: false })).statusCode).toBe(
      204,
    );
    const hidden = (await sellerClient.get(`/api/services/${service.id}`)).json();
    expect(hidden).toMatchObject({ active: false, hold: null });
    expect((await buyer.get(`/api/services/${service.id}`)).statusCode).toBe(404);
    expect((await sellerClient.get('/api/service-requests?role=seller')).json().items).toHaveLength(1);

    expect((await sellerClient.put(`/api/services/${service.id}/active`, { active: true })).statusCode).toBe(
      204,
    );
    expect((await buyer.get(`/api/services/${service.id}`)).statusCode).toBe(200);
    // Not a staff action: nothing in the audit log.
    expect(await auditKinds(service.id)).toEqual([]);
    expect((await visitor.put(`/api/services/${service.id}/active`, { active: false })).statusCode).toBe(401);
    expect((await sellerClient.put(`/api/services/${service.id}/active`, { active: 'no' })).statusCode).toBe(
      400,
    );
  });

  it('[STAFF] content_mod deletes another creator’s project, recorded; a member may not', async () => {
    const contentMod = await testApp.asStaff('content_mod');
    const creator: Creator = await createCreator(testApp.db);
    const project = await createProject(testApp.db, creator.profile.id);
    const member = await testApp.as(await createCreator(testApp.db));
    expect((await member.delete(`/api/projects/${project.id}`)).statusCode).toBe(403);
    expect((await contentMod.delete(`/api/projects/${project.id}`)).statusCode).toBe(200);
    expect(await auditKinds(project.id)).toEqual([`staff_content_deleted:${contentMod.user.id}`]);
    const higher = await testApp.asStaff('admin');
    const adminProject = await createProject(testApp.db, higher.profile.id);
    expect((await contentMod.delete(`/api/projects/${adminProject.id}`)).statusCode).toBe(403);
    expect(
      (await contentMod.put(`/api/admin/projects/${adminProject.id}/hold`, { reason: 'x' })).statusCode,
    ).toBe(403);
    // Refused actions leave no trace in the audit log.
    expect(await auditKinds(adminProject.id)).toEqual([]);
  });

  it('[STAFF] a hold needs a reason, up to 1000 characters, and an id that is a uuid', async () => {
    const creator = await createCreator(testApp.db);
    const project = await createProject(testApp.db, creator.profile.id);
    const hold = (reason: unknown, id = project.id) =>
      owner.put(`/api/admin/projects/${id}/hold`, { reason });
    expect((await hold('   ')).json()).toMatchObject({ fields: { reason: 'staffReasonRequired' } });
    expect((await hold('x'.repeat(1001))).json()).toMatchObject({ fields: { reason: 'staffReasonTooLong' } });
    expect((await hold('ok', 'nope')).json()).toMatchObject({ fields: { contentId: 'invalidId' } });
    expect((await hold('ok', crypto.randomUUID())).statusCode).toBe(404);
    const [row] = await testApp.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ published: true, heldReason: null, heldAt: null });
  });
});
