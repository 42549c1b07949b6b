import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles';
import {
  createAnnouncement,
  createAppeal,
  createBan,
  createCreator,
  createFeedback,
  createProject,
  createReport,
  createRole,
  createService,
  type Creator,
} from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';

// Every staff endpoint, called by every kind of caller on targets of every rank, each cell asserting
// the exact status. The rules are written out here, apart from the server's (shared/roles.ts), so a
// slip in either shows: the rank order of docs/product/roles-and-permissions.md and each endpoint's roles
// (the badge meanings).

const STAFF_ROLES = ['support', 'junior_mod', 'content_mod', 'moderator', 'admin', 'owner'] as const;
// Under an active ban, staff hold no powers at all: reads refused as much as writes.
const BANNED_STAFF = [
  'banned support',
  'banned junior_mod',
  'banned content_mod',
  'banned moderator',
  'banned admin',
  'banned owner',
] as const;
const CALLERS = ['anonymous', 'member', 'banned', ...STAFF_ROLES, ...BANNED_STAFF] as const;
const isBannedStaff = (caller: Caller): caller is (typeof BANNED_STAFF)[number] =>
  (BANNED_STAFF as readonly Caller[]).includes(caller);
type Caller = (typeof CALLERS)[number];
const TARGETS = ['user', 'support', 'junior_mod', 'content_mod', 'moderator', 'admin', 'owner'] as const;
type Target = (typeof TARGETS)[number];

const RANK: Record<Exclude<Caller, (typeof BANNED_STAFF)[number]> | Target, number> = {
  anonymous: 99,
  member: 7,
  banned: 7,
  user: 7,
  support: 6,
  junior_mod: 5,
  content_mod: 4,
  moderator: 3,
  admin: 2,
  owner: 1,
};
const outranks = (caller: keyof typeof RANK, target: Target) =>
  caller === 'owner' || RANK[target] > RANK[caller];

type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered; `:userId` is the target's id, other parameters come from `prepare`. */
  url: string;
  /** Callers holding the power. */
  allowed: readonly Caller[];
  /** The status of a call that is allowed. */
  success: number;
  /** Whether the rank rule applies (an action on a member). */
  onMember: boolean;
  /** For an action on what the target wrote: refused only when the target ranks above the caller. */
  onAuthor?: boolean;
  /** What the call sends: the same for every target, or made for each. */
  body?: object | ((target: Creator) => object);
  /** Readies a fresh target for the call (a ban to lift, a role to take), naming what it made. */
  prepare?: (app: TestApp, target: Creator) => Promise<Record<string, string> | void>;
};

const HOLD = { heldReason: 'Spam links', heldAt: new Date() };
const holdEndpoints = (segment: 'projects' | 'services'): Endpoint[] => {
  const make = (app: TestApp, target: Creator, held: boolean) =>
    segment === 'projects'
      ? createProject(app.db, target.profile.id, held ? { published: false, ...HOLD } : {})
      : createService(app.db, target.profile.id, held ? { active: false, ...HOLD } : {});
  const allowed = ['content_mod', 'moderator', 'admin', 'owner'] as const;
  return [
    {
      method: 'PUT',
      url: `/api/admin/${segment}/:contentId/hold`,
      allowed,
      success: 204,
      onMember: true,
      body: { reason: 'Spam links' },
      prepare: async (app, target) => ({ contentId: (await make(app, target, false)).id }),
    },
    {
      method: 'DELETE',
      url: `/api/admin/${segment}/:contentId/hold`,
      allowed,
      success: 204,
      onMember: true,
      prepare: async (app, target) => ({ contentId: (await make(app, target, true)).id }),
    },
  ];
};

const ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    url: '/api/admin/warnings',
    allowed: ['junior_mod', 'moderator', 'admin', 'owner'],
    success: 200,
    onMember: false,
  },
  {
    method: 'GET',
    url: '/api/admin/bans',
    allowed: ['moderator', 'admin', 'owner'],
    success: 200,
    onMember: false,
  },
  {
    method: 'GET',
    url: '/api/admin/audit',
    allowed: ['admin', 'owner'],
    success: 200,
    onMember: false,
  },
  {
    method: 'GET',
    url: '/api/admin/jobs',
    allowed: ['admin', 'owner'],
    success: 200,
    onMember: false,
  },
  {
    method: 'GET',
    url: '/api/admin/users',
    allowed: ['support', 'junior_mod', 'moderator', 'admin', 'owner'],
    success: 200,
    onMember: false,
  },
  {
    method: 'GET',
    url: '/api/admin/users/:userId',
    allowed: ['support', 'junior_mod', 'moderator', 'admin', 'owner'],
    success: 200,
    onMember: false,
  },
  {
    method: 'POST',
    url: '/api/admin/users/:userId/warnings',
    allowed: ['junior_mod', 'moderator', 'admin', 'owner'],
    success: 204,
    onMember: true,
    body: { reason: 'Spam in comments', severity: 'medium' },
  },
  {
    method: 'POST',
    url: '/api/admin/users/:userId/bans',
    allowed: ['admin', 'owner'],
    success: 204,
    onMember: true,
    body: { reason: 'Repeated spam', duration: '1d' },
  },
  {
    method: 'DELETE',
    url: '/api/admin/users/:userId/bans',
    allowed: ['admin', 'owner'],
    success: 204,
    onMember: true,
    prepare: async (app, target) => {
      await createBan(app.db, target.user.id, { reason: 'Spam' });
    },
  },
  {
    method: 'PUT',
    url: '/api/admin/users/:userId/roles/:role',
    allowed: ['moderator', 'admin', 'owner'],
    success: 204,
    onMember: true,
  },
  {
    method: 'DELETE',
    url: '/api/admin/users/:userId/roles/:role',
    allowed: ['owner'],
    success: 204,
    onMember: true,
    prepare: async (app, target) => {
      await createRole(app.db, target.user.id, 'verified');
    },
  },
  {
    method: 'DELETE',
    url: '/api/admin/users/:userId',
    allowed: ['admin', 'owner'],
    success: 204,
    onMember: true,
    body: (target) => ({ confirmation: target.profile.handle }),
  },
  {
    method: 'GET',
    url: '/api/admin/reports',
    allowed: ['support', 'moderator', 'admin', 'owner'],
    success: 200,
    onMember: false,
  },
  {
    // Setting a report's status is no action on its target, so no rank rule.
    method: 'PATCH',
    url: '/api/admin/reports/:reportId',
    allowed: ['moderator', 'admin', 'owner'],
    success: 204,
    onMember: false,
    body: { status: 'reviewing' },
    prepare: async (app, target) => {
      const reporter = await createCreator(app.db);
      const report = await createReport(app.db, reporter.user.id, {
        targetType: 'user',
        targetId: target.user.id,
      });
      return { reportId: report.id };
    },
  },
  {
    // Listing the requests a report opens is no action on its target, so no rank rule.
    method: 'GET',
    url: '/api/admin/reports/:reportId/requests',
    allowed: ['moderator', 'admin', 'owner'],
    success: 200,
    onMember: false,
    prepare: async (app, target) => {
      const reporter = await createCreator(app.db);
      const report = await createReport(app.db, reporter.user.id, {
        targetType: 'user',
        targetId: target.user.id,
      });
      return { reportId: report.id };
    },
  },
  {
    method: 'GET',
    url: '/api/admin/content',
    allowed: ['content_mod', 'moderator', 'admin', 'owner'],
    success: 200,
    onMember: false,
  },
  ...holdEndpoints('projects'),
  ...holdEndpoints('services'),
  {
    method: 'GET',
    url: '/api/admin/feedback',
    allowed: ['support', 'moderator', 'admin', 'owner'],
    success: 200,
    onMember: false,
  },
  ...(['PATCH', 'DELETE'] as const).map((method): Endpoint => ({
    // Feedback is the sender's, not an action on them: the power alone decides.
    method,
    url: '/api/admin/feedback/:feedbackId',
    allowed: ['support', 'moderator', 'admin', 'owner'],
    success: 204,
    onMember: false,
    body: method === 'PATCH' ? { status: 'in_progress' } : undefined,
    prepare: async (app, target) => ({ feedbackId: (await createFeedback(app.db, target.user.id)).id }),
  })),
  {
    method: 'GET',
    url: '/api/admin/announcements',
    allowed: ['admin', 'moderator', 'owner'],
    success: 200,
    onMember: false,
  },
  {
    method: 'POST',
    url: '/api/admin/announcements',
    allowed: ['admin', 'moderator', 'owner'],
    success: 201,
    onMember: false,
    body: { title: 'Maintenance tonight', message: 'Atelier is down for 30 minutes.' },
  },
  {
    // The target wrote the announcement: staff may not take down one by someone above them.
    method: 'POST',
    url: '/api/admin/announcements/:announcementId/deactivation',
    allowed: ['admin', 'moderator', 'owner'],
    success: 204,
    onMember: false,
    onAuthor: true,
    prepare: async (app, target) => ({
      announcementId: (await createAnnouncement(app.db, target.user.id)).id,
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/federation/servers',
    allowed: ['admin', 'owner'],
    success: 200,
    onMember: false,
  },
  {
    method: 'PUT',
    url: '/api/admin/federation/servers/:domain',
    allowed: ['admin', 'owner'],
    success: 204,
    onMember: false,
    body: { status: 'limited' },
    prepare: async () => ({ domain: `server-${crypto.randomUUID().slice(0, 8)}.example` }),
  },
  {
    method: 'POST',
    url: '/api/admin/appeals/:appealId/decision',
    allowed: ['admin', 'owner'],
    success: 204,
    onMember: true,
    body: { decision: 'upheld', reply: 'The spam was deliberate.' },
    prepare: async (app, target) => {
      const ban = await createBan(app.db, target.user.id, { reason: 'Spam' });
      return { appealId: (await createAppeal(app.db, ban)).id };
    },
  },
];

function expectedStatus(endpoint: Endpoint, caller: Caller, target: Target): number {
  if (caller === 'anonymous') return 401;
  // A banned member, staff or not, is refused every staff route, reads included.
  if (caller === 'banned' || isBannedStaff(caller)) return 403;
  if (!endpoint.allowed.includes(caller)) return 403;
  if (endpoint.onMember && !outranks(caller, target)) return 403;
  if (endpoint.onAuthor && RANK[target] < RANK[caller]) return 403;
  return endpoint.success;
}

describe('staff endpoints: the authorization matrix', () => {
  let testApp: TestApp;
  const adminRoutes = new Set<string>();
  const clients = new Map<Caller, ApiClient>();

  /** A new member holding the target's rank. */
  const makeTarget = async (target: Target) => {
    const creator = await createCreator(testApp.db);
    if (target !== 'user') await createRole(testApp.db, creator.user.id, target);
    return creator;
  };

  beforeAll(async () => {
    testApp = await buildTestApp({
      onRoute: (route) => {
        if (route.url.startsWith('/api/admin')) {
          for (const method of [route.method].flat())
            if (method !== 'HEAD') adminRoutes.add(`${method} ${route.url}`);
        }
      },
    });
    clients.set('anonymous', testApp.visitor());
    clients.set('member', await testApp.as(await createCreator(testApp.db)));
    const banned = await createCreator(testApp.db);
    clients.set('banned', await testApp.as(banned));
    await createBan(testApp.db, banned.user.id, { reason: 'Spam' });
    for (const role of STAFF_ROLES) {
      clients.set(role, await testApp.asStaff(role satisfies Role));
      const bannedStaff = await createCreator(testApp.db);
      await createRole(testApp.db, bannedStaff.user.id, role);
      clients.set(`banned ${role}`, await testApp.as(bannedStaff));
      await createBan(testApp.db, bannedStaff.user.id, { reason: 'Leaked members’ emails' });
    }
  });
  afterAll(() => testApp.close());

  it('has a row for every staff endpoint', () => {
    expect([...adminRoutes].sort()).toEqual(
      ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.url}`).sort(),
    );
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.url}`, async () => {
      const cells: string[] = [];
      const failures: string[] = [];
      // A call refused as expected changed nothing, so the next cell on a target of that rank may
      // take the same one; a call that went through (or answered anything unexpected) used its
      // target up. Most cells are refusals: this makes about a fifth of the members it once did.
      const untouched = new Map<Target, { member: Creator; made: Record<string, string> }>();
      for (const caller of CALLERS) {
        const client = clients.get(caller);
        if (!client) throw new Error(`no client for ${caller}`);
        for (const target of TARGETS) {
          let cell = untouched.get(target);
          untouched.delete(target);
          if (!cell) {
            const member = await makeTarget(target);
            const made: Record<string, string> = { userId: member.user.id, role: 'verified' };
            Object.assign(made, await endpoint.prepare?.(testApp, member));
            cell = { member, made };
          }
          const { member, made } = cell;
          const url = endpoint.url.replace(/:(\w+)/g, (_whole, name: string) => made[name] ?? name);
          const payload = typeof endpoint.body === 'function' ? endpoint.body(member) : endpoint.body;
          const response = await client.request({ method: endpoint.method, url, payload });
          const expected = expectedStatus(endpoint, caller, target);
          cells.push(`${caller} on ${target}`);
          if (response.statusCode !== expected) {
            failures.push(`${caller} on ${target}: ${response.statusCode}, expected ${expected}`);
          } else if (expected === 401 || expected === 403) {
            untouched.set(target, cell);
          }
        }
      }
      expect(cells).toHaveLength(CALLERS.length * TARGETS.length);
      expect(failures).toEqual([]);
    });
  }
});
