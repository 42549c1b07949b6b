import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreator } from '#server/seed/factories';
import { auditEvents, userRoles } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { runAdminCommand } from './role-commands';

describe('admin role commands', () => {
  let testApp: TestApp;
  let userId: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    userId = (await createCreator(testApp.db, { handle: 'founder', user: { email: 'founder@example.test' } }))
      .user.id;
  });
  afterAll(() => testApp.close());

  const rolesOf = async () =>
    (
      await testApp.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))
    ).map((row) => row.role);

  it('[OPERATOR] grants a role by handle, once', async () => {
    expect(await runAdminCommand(testApp.db, { action: 'grant', role: 'owner', target: 'founder' })).toEqual({
      ok: true,
      message: 'Granted owner to founder (founder@example.test).',
    });
    expect(
      (await runAdminCommand(testApp.db, { action: 'grant', role: 'owner', target: 'FOUNDER' })).message,
    ).toBe('founder (founder@example.test) already has owner.');
    expect(await rolesOf()).toEqual(['owner']);
  });

  it('[OPERATOR] grants by email and revokes', async () => {
    await runAdminCommand(testApp.db, { action: 'grant', role: 'vip', target: 'Founder@example.test' });
    expect((await rolesOf()).sort()).toEqual(['owner', 'vip']);
    expect(
      (await runAdminCommand(testApp.db, { action: 'revoke', role: 'vip', target: 'founder' })).message,
    ).toBe('Revoked vip from founder (founder@example.test).');
    expect(await rolesOf()).toEqual(['owner']);
    // Each change, and only a change, is in the audit log, with no actor but the command line.
    const events = await testApp.db
      .select({ kind: auditEvents.kind, actor: auditEvents.actorUserId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.targetUserId, userId))
      .orderBy(asc(auditEvents.createdAt));
    expect(events).toEqual([
      { kind: 'role_granted', actor: null, detail: { role: 'owner', via: 'command line' } },
      { kind: 'role_granted', actor: null, detail: { role: 'vip', via: 'command line' } },
      { kind: 'role_revoked', actor: null, detail: { role: 'vip', via: 'command line' } },
    ]);
  });

  it('refuses an unknown role, the default role and an unknown account', async () => {
    expect(
      (await runAdminCommand(testApp.db, { action: 'grant', role: 'emperor', target: 'founder' })).ok,
    ).toBe(false);
    expect((await runAdminCommand(testApp.db, { action: 'grant', role: 'user', target: 'founder' })).ok).toBe(
      false,
    );
    expect(await runAdminCommand(testApp.db, { action: 'grant', role: 'admin', target: 'nobody' })).toEqual({
      ok: false,
      message: "No account with the email or handle 'nobody'.",
    });
  });
});
