import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARNINGS_LIST_LIMIT } from '#shared/constants';
import { createBan, createCreator, createWarning } from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { recordAuditEvent } from '#server/policy/audit-log';
import type { StaffClient } from '#server/test/clients';

describe('staff lists: warnings, bans and the audit log', () => {
  let testApp: TestApp;
  let owner: StaffClient;
  beforeAll(async () => {
    testApp = await buildTestApp();
    owner = await testApp.asStaff('owner', { handle: 'listowner', displayName: 'List Owner' });
  });
  afterAll(() => testApp.close());

  it('[STAFF] the Warnings tab holds the latest 50, naming the member and who warned them', async () => {
    const member = await createCreator(testApp.db, { handle: 'warnedmember' });
    await owner.post(`/api/admin/users/${member.user.id}/warnings`, { reason: 'First', severity: 'high' });
    for (let index = 0; index < WARNINGS_LIST_LIMIT; index += 1) {
      await createWarning(testApp.db, member.user.id, {
        reason: `Older ${index}`,
        createdAt: new Date(Date.now() - (index + 1) * 60_000),
      });
    }
    const list = (await owner.get('/api/admin/warnings')).json();
    expect(list).toHaveLength(WARNINGS_LIST_LIMIT);
    expect(list[0]).toMatchObject({
      reason: 'First',
      severity: 'high',
      member: { userId: member.user.id, handle: 'warnedmember' },
      warnedBy: { userId: owner.user.id, handle: 'listowner', displayName: 'List Owner' },
      acknowledgedAt: null,
    });
    expect(list.at(-1).reason).toBe(`Older ${WARNINGS_LIST_LIMIT - 2}`);
  });

  it('[STAFF] the Bans tab shows active bans, and past ones (lifted or expired) apart', async () => {
    const [current, expired, lifted] = [
      await createCreator(testApp.db),
      await createCreator(testApp.db),
      await createCreator(testApp.db),
    ];
    await owner.post(`/api/admin/users/${current.user.id}/bans`, { reason: 'Now', duration: '7d' });
    await createBan(testApp.db, expired.user.id, {
      reason: 'Expired',
      expiresAt: new Date(Date.now() - 1000),
    });
    await owner.post(`/api/admin/users/${lifted.user.id}/bans`, { reason: 'Lifted', duration: 'permanent' });
    await owner.delete(`/api/admin/users/${lifted.user.id}/bans`);
    const reasons = async (state: string) =>
      (await owner.get(`/api/admin/bans?state=${state}`)).json().map((ban: { reason: string }) => ban.reason);
    expect(await reasons('active')).toEqual(['Now']);
    expect((await reasons('past')).sort()).toEqual(['Expired', 'Lifted']);
    expect((await owner.get('/api/admin/bans')).json()).toHaveLength(1);
    expect((await owner.get('/api/admin/bans?state=forever')).statusCode).toBe(400);
  });

  it('[STAFF] the audit log is filtered by actor, target and kind', async () => {
    const member = await createCreator(testApp.db);
    const admin = await testApp.asStaff('admin');
    await admin.post(`/api/admin/users/${member.user.id}/warnings`, { reason: 'By the admin' });
    await owner.post(`/api/admin/users/${member.user.id}/bans`, { reason: 'By the owner', duration: '1d' });
    const kinds = async (query: string) =>
      (await owner.get(`/api/admin/audit?${query}`)).json().map((event: { kind: string }) => event.kind);
    expect(await kinds(`target=${member.user.id}`)).toEqual(['member_banned', 'member_warned']);
    expect(await kinds(`target=${member.user.id}&actor=${admin.user.id}`)).toEqual(['member_warned']);
    expect(await kinds(`target=${member.user.id}&kind=member_banned`)).toEqual(['member_banned']);
    const [event] = (await owner.get(`/api/admin/audit?target=${member.user.id}&kind=member_banned`)).json();
    expect(event).toMatchObject({
      actor: { userId: owner.user.id, handle: 'listowner' },
      target: { userId: member.user.id },
      detail: { duration: '1d', reason: 'By the owner' },
    });
    expect((await owner.get('/api/admin/audit?actor=someone')).statusCode).toBe(400);
  });

  it('[STAFF] the audit log holds staff actions only, not members’ own account events', async () => {
    const member = await createCreator(testApp.db);
    await recordAuditEvent(testApp.db, {
      kind: 'sign_in',
      actorUserId: member.user.id,
      targetUserId: member.user.id,
    });
    await owner.post(`/api/admin/users/${member.user.id}/warnings`, { reason: 'Spam' });
    const kinds = (await owner.get(`/api/admin/audit?target=${member.user.id}`))
      .json()
      .map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(['member_warned']);
    expect((await owner.get('/api/admin/audit?kind=sign_in')).statusCode).toBe(400);
  });
});
