import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_REQUESTS_LIMIT } from '#shared/schemas/moderation';
import { auditEvents } from '#server/db/schema/index';
import {
  createBan,
  createCreator,
  createProfile,
  createProject,
  createReport,
  createRole,
  createService,
  createServiceRequest,
  createUser,
  type Creator,
} from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, StaffClient } from '#server/test/clients';

// The requests a report opens to staff (docs/decisions/0051), listed on its row of the Reports tab:
// a service's requests, or those a member sent or received, while the report is in hand.

describe('GET /api/admin/reports/{id}/requests', () => {
  let testApp: TestApp;
  let moderator: StaffClient;
  let reporter: Creator;

  beforeAll(async () => {
    testApp = await buildTestApp();
    moderator = await testApp.asStaff('moderator');
    reporter = await createCreator(testApp.db);
  });
  afterAll(() => testApp.close());

  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes));
  const requestsOf = (client: ApiClient, reportId: string) =>
    client.get(`/api/admin/reports/${reportId}/requests`);
  const reportOn = (targetType: 'user' | 'service' | 'project', targetId: string, status = 'open') =>
    createReport(testApp.db, reporter.user.id, { targetType, targetId }, { status });
  const auditRowsOf = (actorId: string) =>
    testApp.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, actorId));

  /** A seller with two services; a member who asked both and sold to the first. */
  async function castDeals() {
    const seller = await createCreator(testApp.db);
    const member = await createCreator(testApp.db);
    const client = await createCreator(testApp.db);
    const stranger = await createCreator(testApp.db);
    const logo = await createService(testApp.db, seller.profile.id, { title: 'Logo design' });
    const site = await createService(testApp.db, seller.profile.id, { title: 'Website build' });
    const memberService = await createService(testApp.db, member.profile.id, { title: 'Copywriting' });
    const sent = await createServiceRequest(testApp.db, logo, member.user.id, { createdAt: at(1) });
    const alsoSent = await createServiceRequest(testApp.db, site, member.user.id, {
      createdAt: at(2),
      status: 'completed',
    });
    const received = await createServiceRequest(testApp.db, memberService, client.user.id, {
      createdAt: at(3),
    });
    // Between others: no report on the member reaches it.
    const unrelated = await createServiceRequest(testApp.db, logo, stranger.user.id, { createdAt: at(4) });
    return { seller, member, client, logo, site, sent, alsoSent, received, unrelated };
  }

  it('[MODERATOR] a report on a member lists the requests they sent and received, newest first, with both sides', async () => {
    const { seller, member, client, sent, alsoSent, received } = await castDeals();
    const report = await reportOn('user', member.user.id);
    const auditBefore = await auditRowsOf(moderator.user.id);
    const response = await requestsOf(moderator, report.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: received.id,
        serviceTitle: 'Copywriting',
        status: 'pending',
        createdAt: at(3).toISOString(),
        requester: { handle: client.profile.handle, displayName: client.profile.displayName },
        seller: { handle: member.profile.handle, displayName: member.profile.displayName },
      },
      {
        id: alsoSent.id,
        serviceTitle: 'Website build',
        status: 'completed',
        createdAt: at(2).toISOString(),
        requester: { handle: member.profile.handle, displayName: member.profile.displayName },
        seller: { handle: seller.profile.handle, displayName: seller.profile.displayName },
      },
      expect.objectContaining({ id: sent.id, serviceTitle: 'Logo design' }),
    ]);
    // A list reads no workspace: nothing in the audit log until one is opened.
    expect(await auditRowsOf(moderator.user.id)).toEqual(auditBefore);
    // Each one listed opens, through the same report.
    for (const { id } of response.json() as { id: string }[]) {
      expect((await moderator.get(`/api/service-requests/${id}`)).statusCode).toBe(200);
    }
  });

  it("[MODERATOR] a report on a service lists that service's requests alone", async () => {
    const { logo, sent, unrelated } = await castDeals();
    const report = await reportOn('service', logo.id, 'reviewing');
    const response = await requestsOf(moderator, report.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { id: string }) => row.id)).toEqual([unrelated.id, sent.id]);
  });

  it('[MODERATOR] a report resolved or dismissed lists nothing, nor does one on a project', async () => {
    const { member, logo } = await castDeals();
    for (const status of ['resolved', 'dismissed']) {
      for (const report of [
        await reportOn('user', member.user.id, status),
        await reportOn('service', logo.id, status),
      ]) {
        const response = await requestsOf(moderator, report.id);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([]);
      }
    }
    const project = await createProject(testApp.db, member.profile.id);
    const onProject = await requestsOf(moderator, (await reportOn('project', project.id)).id);
    expect(onProject.statusCode).toBe(200);
    expect(onProject.json()).toEqual([]);
  });

  it(`[MODERATOR] lists the newest ${REPORT_REQUESTS_LIMIT}, and a side without a profile handle as nobody`, async () => {
    const seller = await createCreator(testApp.db);
    const service = await createService(testApp.db, seller.profile.id);
    const unnamed = await createUser(testApp.db);
    await createProfile(testApp.db, unnamed.id);
    for (let minute = 0; minute <= REPORT_REQUESTS_LIMIT; minute += 1) {
      await createServiceRequest(testApp.db, service, unnamed.id, { createdAt: at(minute) });
    }
    const list = (await requestsOf(moderator, (await reportOn('service', service.id)).id)).json();
    expect(list).toHaveLength(REPORT_REQUESTS_LIMIT);
    expect(list[0]).toMatchObject({ createdAt: at(REPORT_REQUESTS_LIMIT).toISOString(), requester: null });
    expect(list.at(-1).createdAt).toBe(at(1).toISOString());
  });

  it('[MODERATOR] an unknown report is 404, an id that is no UUID 400', async () => {
    const unknown = await requestsOf(moderator, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messageId).toBe('reportNotFound');
    expect((await requestsOf(moderator, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('[VISITOR] is asked to sign in', async () => {
    const { member } = await castDeals();
    const report = await reportOn('user', member.user.id);
    const response = await requestsOf(testApp.visitor(), report.id);
    expect(response.statusCode).toBe(401);
  });

  it('[USER] [SUPPORT] [BANNED] are refused: a member, a side of the reported deals, staff who only view reports, a banned moderator', async () => {
    const { member, seller } = await castDeals();
    const report = await reportOn('user', member.user.id);
    const bannedModerator = await createCreator(testApp.db);
    await createRole(testApp.db, bannedModerator.user.id, 'moderator');
    const bannedClient = await testApp.as(bannedModerator);
    await createBan(testApp.db, bannedModerator.user.id, { reason: 'Leaked a brief' });
    // The reported member's own counterpart is no staff either.
    for (const client of [
      await testApp.as(await createCreator(testApp.db)),
      await testApp.as(seller),
      await testApp.asStaff('support'),
    ]) {
      const response = await requestsOf(client, report.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', messageId: 'permissionDenied' });
    }
    const banned = await requestsOf(bannedClient, report.id);
    expect(banned.statusCode).toBe(403);
    expect(banned.json()).toMatchObject({ code: 'banned', messageId: 'accountSuspended' });
  });
});
