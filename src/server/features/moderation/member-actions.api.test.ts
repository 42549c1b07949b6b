import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator, createRole } from '#server/seed/factories';
import * as tables from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { StaffClient } from '#server/test/clients';

describe('staff actions on members', () => {
  let testApp: TestApp;
  let owner: StaffClient;
  let moderator: StaffClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    owner = await testApp.asStaff('owner');
    moderator = await testApp.asStaff('moderator');
  });
  afterAll(() => testApp.close());

  const auditOf = async (targetUserId: string) =>
    testApp.db
      .select({
        kind: tables.auditEvents.kind,
        actor: tables.auditEvents.actorUserId,
        detail: tables.auditEvents.detail,
      })
      .from(tables.auditEvents)
      // The member's own sign-ins (to read their standing) are not what these tests are about.
      .where(and(eq(tables.auditEvents.targetUserId, targetUserId), ne(tables.auditEvents.kind, 'sign_in')))
      .orderBy(desc(tables.auditEvents.createdAt));
  const standingOf = async (member: Awaited<ReturnType<typeof createCreator>>) =>
    (await (await testApp.as(member)).get('/api/account/standing')).json();

  it('[STAFF] ids must be UUIDs, reasons given, severities and durations from the lists', async () => {
    const target = await createCreator(testApp.db);
    const url = `/api/admin/users/${target.user.id}`;
    const badId = await owner.post('/api/admin/users/not-a-uuid/warnings', { reason: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toEqual({ userId: 'invalidId' });
    expect((await owner.post(`${url}/warnings`, { reason: '   ' })).json().fields).toEqual({
      reason: 'staffReasonRequired',
    });
    expect((await owner.post(`${url}/warnings`, { reason: 'x'.repeat(1001) })).json().fields).toEqual({
      reason: 'staffReasonTooLong',
    });
    expect((await owner.post(`${url}/warnings`, { reason: 'Spam', severity: 'severe' })).statusCode).toBe(
      400,
    );
    expect((await owner.post(`${url}/bans`, { reason: 'Spam', duration: '2d' })).statusCode).toBe(400);
    expect((await owner.post(`${url}/bans`, { reason: 'Spam' })).statusCode).toBe(400);
    expect((await owner.put(`${url}/roles/emperor`)).statusCode).toBe(400);
    const missing = await owner.post('/api/admin/users/00000000-0000-4000-8000-000000000000/warnings', {
      reason: 'Spam',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messageId).toBe('userNotFound');
    // Nothing refused was done, or written down.
    expect(await auditOf(target.user.id)).toEqual([]);
  });

  it('[STAFF] a warning (low by default) sends the member to /warning, and is in the audit log', async () => {
    const target = await createCreator(testApp.db);
    expect(
      (await moderator.post(`/api/admin/users/${target.user.id}/warnings`, { reason: 'Be kind' })).statusCode,
    ).toBe(204);
    const standing = await standingOf(target);
    expect(standing.warnings).toEqual([expect.objectContaining({ reason: 'Be kind', severity: 'low' })]);
    expect(await auditOf(target.user.id)).toEqual([
      {
        kind: 'member_warned',
        actor: moderator.user.id,
        detail: expect.objectContaining({ severity: 'low', reason: 'Be kind' }),
      },
    ]);
  });

  it('[STAFF] a ban for a day ends tomorrow, a permanent one never; unban lifts it; each is audited', async () => {
    const target = await createCreator(testApp.db);
    const url = `/api/admin/users/${target.user.id}/bans`;
    expect((await owner.post(url, { reason: 'Spam', duration: '1d' })).statusCode).toBe(204);
    const day = (await standingOf(target)).ban;
    expect(day.reason).toBe('Spam');
    const hoursLeft = (new Date(day.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    // A new ban replaces the open one: one open ban at a time.
    expect((await owner.post(url, { reason: 'Worse spam', duration: 'permanent' })).statusCode).toBe(204);
    expect((await standingOf(target)).ban).toMatchObject({ reason: 'Worse spam', expiresAt: null });
    const detail = (await owner.get(`/api/admin/users/${target.user.id}`)).json();
    expect(detail.banned).toBe(true);
    expect(detail.bans).toHaveLength(2);

    expect((await owner.delete(url)).statusCode).toBe(204);
    expect((await standingOf(target)).ban).toBeNull();
    const again = await owner.delete(url);
    expect(again.statusCode).toBe(409);
    expect(again.json().messageId).toBe('notBanned');
    expect((await auditOf(target.user.id)).map((event) => event.kind)).toEqual([
      'member_unbanned',
      'member_banned',
      'member_banned',
    ]);
  });

  it('[STAFF] assigns only the roles their rank may give; only the owner removes one', async () => {
    const target = await createCreator(testApp.db);
    const roles = `/api/admin/users/${target.user.id}/roles`;
    const refused = await moderator.put(`${roles}/content_mod`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageId).toBe('roleNotAssignable');
    expect((await moderator.put(`${roles}/junior_mod`)).statusCode).toBe(204);
    expect((await moderator.put(`${roles}/junior_mod`)).statusCode).toBe(204);
    expect((await moderator.delete(`${roles}/junior_mod`)).statusCode).toBe(403);
    expect((await owner.get(`/api/admin/users/${target.user.id}`)).json().roles).toEqual(['junior_mod']);
    expect((await owner.delete(`${roles}/junior_mod`)).statusCode).toBe(204);
    expect((await owner.get(`/api/admin/users/${target.user.id}`)).json().roles).toEqual([]);
    // Granting twice wrote one event; the refusals none.
    expect((await auditOf(target.user.id)).map((event) => [event.kind, event.detail.role])).toEqual([
      ['role_revoked', 'junior_mod'],
      ['role_granted', 'junior_mod'],
    ]);
  });

  it('[STAFF] no staff action targets oneself, not even the owner’s', async () => {
    const self = await owner.post(`/api/admin/users/${owner.user.id}/bans`, {
      reason: 'Oops',
      duration: '1d',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().messageId).toBe('notOnYourself');
    expect((await owner.delete(`/api/admin/users/${owner.user.id}/roles/owner`)).statusCode).toBe(403);
  });

  it('[STAFF] finds members by handle, name or email, and shows a member’s facts and what may be done', async () => {
    const found = await createCreator(testApp.db, {
      handle: 'findme100',
      displayName: 'Percent 50% Off',
      user: { email: 'lookup-target@example.test' },
    });
    await createRole(testApp.db, found.user.id, 'verified');
    const search = async (q: string) =>
      (await moderator.get(`/api/admin/users?q=${encodeURIComponent(q)}`))
        .json()
        .map((m: { handle: string }) => m.handle);
    expect(await search('findme')).toEqual(['findme100']);
    expect(await search('LOOKUP-TARGET@')).toEqual(['findme100']);
    expect(await search('50%')).toEqual(['findme100']);
    // LIKE's wildcards are only text: '_' matches no other character.
    expect(await search('findme_00')).toEqual([]);

    const detail = (await moderator.get(`/api/admin/users/${found.user.id}`)).json();
    expect(detail).toMatchObject({
      handle: 'findme100',
      email: 'lookup-target@example.test',
      roles: ['verified'],
      counts: { projects: 0, services: 0, followers: 0, following: 0 },
      openReports: 0,
      warnings: [],
      bans: [],
      allowed: {
        warn: true,
        ban: false,
        removeRoles: false,
        deleteAccount: false,
        assignRoles: ['junior_mod', 'support'],
      },
    });
    const onAdmin = (await moderator.get(`/api/admin/users/${owner.user.id}`)).json();
    expect(onAdmin.allowed).toEqual({
      warn: false,
      ban: false,
      assignRoles: [],
      removeRoles: false,
      deleteAccount: false,
    });
  });

  it('[STAFF] deleting an account asks for its username typed exactly, then removes it and records who did it', async () => {
    const target = await createCreator(testApp.db);
    const admin = await testApp.asStaff('admin');
    const path = `/api/admin/users/${target.user.id}`;
    for (const typed of [
      {},
      { confirmation: '' },
      { confirmation: `${target.profile.handle}x` },
      { confirmation: target.profile.handle?.toUpperCase() },
    ]) {
      const refused = await admin.delete(path, typed);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { confirmation: 'staffHandleMismatch' } });
    }
    expect(await testApp.db.$count(tables.users, eq(tables.users.id, target.user.id))).toBe(1);
    expect((await admin.delete(path, { confirmation: ` ${target.profile.handle} ` })).statusCode).toBe(204);
    expect(await testApp.db.select().from(tables.users).where(eq(tables.users.id, target.user.id))).toEqual(
      [],
    );
    expect(await auditOf(target.user.id)).toEqual([
      { kind: 'staff_account_deleted', actor: admin.user.id, detail: {} },
    ]);
    expect((await admin.delete(path, { confirmation: target.profile.handle })).statusCode).toBe(404);
  });
});
