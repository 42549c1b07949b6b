import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBan, createCreator } from '#server/seed/factories';
import { bannedUsers } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';

// docs/product/screens-and-routes.md (Account Suspended): a banned user has no access to any part of the
// product. Every API route, reads included, is called by a member under an active ban: only the few that
// let them see and appeal their ban, and leave, answer; the rest refuse with the 'banned' error. Written
// out here, apart from the routes' own declarations (feature-kit/access.ts), so that opening one more route to
// banned members shows.
const OPEN_WHILE_BANNED = [
  'GET /api/auth/session',
  'POST /api/auth/sign-out',
  'GET /api/account/standing',
  'POST /api/account/appeal',
  // What the server itself needs, about no member: its health, readiness and the web app's settings.
  'GET /api/health',
  'GET /api/ready',
  'GET /api/config',
];

describe('a member under an active ban', () => {
  let testApp: TestApp;
  const routes: RouteOptions[] = [];
  let banned: ApiClient;
  let bannedUserId = '';

  beforeAll(async () => {
    testApp = await buildTestApp({ onRoute: (route) => void routes.push(route) });
    const member = await createCreator(testApp.db);
    bannedUserId = member.user.id;
    banned = await testApp.as(member);
    await createBan(testApp.db, member.user.id, { reason: 'Spam links in every comment' });
  });
  afterAll(() => testApp.close());

  const calls = () =>
    routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .filter(() => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
        .map((method) => ({ method, url: route.url })),
    );

  it('[BANNED] is refused every route but their session, standing, appeal and signing out', async () => {
    const answered: string[] = [];
    const unexpected: string[] = [];
    for (const { method, url } of calls()) {
      const name = `${method} ${url}`;
      if (OPEN_WHILE_BANNED.includes(name)) continue;
      // An id where the route takes one: the refusal comes before anything is looked up.
      const concrete = url.replace(/:(\w+)/g, () => randomUUID()).replace('*', 'x');
      const response = await banned.request({ method: method as 'GET', url: concrete, payload: {} });
      answered.push(name);
      const body = response.statusCode === 403 ? (response.json() as { code?: string }) : {};
      if (response.statusCode !== 403 || body.code !== 'banned') {
        unexpected.push(`${name}: ${response.statusCode}`);
      }
    }
    expect(unexpected).toEqual([]);
    // The walk reached the whole API: staff, member and public routes alike.
    expect(answered).toEqual(
      expect.arrayContaining([
        'GET /api/explore',
        'GET /api/messages/conversations',
        'GET /api/admin/audit',
        'GET /api/events',
        'GET /api/account/export',
      ]),
    );
  });

  it('[BANNED] reads their session and standing, and sends their appeal', async () => {
    expect((await banned.get('/api/auth/session')).json().user.id).toBe(bannedUserId);
    expect((await banned.get('/api/account/standing')).json().ban.reason).toBe('Spam links in every comment');
    const appeal = await banned.post('/api/account/appeal', { message: 'Those were links to my own work.' });
    expect(appeal.statusCode).toBe(201);
    expect((await banned.get('/api/health')).statusCode).toBe(200);
    expect((await banned.get('/api/ready')).statusCode).toBe(200);
    expect((await banned.get('/api/config')).statusCode).toBe(200);
  });

  it('[BANNED] has everything back, without signing in again, once the ban is lifted', async () => {
    await testApp.db
      .update(bannedUsers)
      .set({ unbannedAt: new Date() })
      .where(eq(bannedUsers.userId, bannedUserId));
    expect((await banned.get('/api/explore')).statusCode).toBe(200);
    expect((await banned.get('/api/messages/conversations')).statusCode).toBe(200);
  });

  it('declares exactly the routes written out here as open to banned members', () => {
    const declared = routes
      .filter((route) => route.schema?.['x-open-while-banned'])
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${route.url}`),
      );
    expect(declared.sort()).toEqual([...OPEN_WHILE_BANNED].sort());
  });
});
