import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_IMAGE_MAX_BYTES, CONTACT_METHODS, PAYMENT_METHODS } from '#shared/constants';
import {
  createBlock,
  createComment,
  createConversation,
  createCreator,
  createFollow,
  createLike,
  createMessage,
  createNotification,
  createProject,
  createReport,
  createService,
  createServiceRequest,
  createServiceReview,
  createSession,
  createWarning,
} from '#server/seed/factories';
import * as tables from '#server/db/schema/index';
import { SESSION_COOKIE } from '#server/features/auth/index';
import { isDocsRoute } from '#server/wiring/api-docs';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import {
  encodeSegment,
  HOSTILE_BODIES,
  HOSTILE_HEADERS,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  HOSTILE_VALUES,
  payloadOf,
  plainText,
  toQuery,
  type Body,
  type FuzzRequest,
  type Query,
  type Segment,
} from '#server/test/fuzz-requests';
import { arbitraryFromZod, type KnownValues } from '#server/test/zod-arbitrary';

// Every route of the real app, driven by a visitor and by a signed-in member with requests made from
// the route's own schemas and with hostile input. Whatever comes in, the server answers below 500,
// answers with a bounded body, and never touches the rows of a second member. A failure prints
// fast-check's seed and the smallest request that shows it.

// Random runs per route and actor, on top of the fixed examples. About 210 properties run (HEAD
// routes included): this many took the file 75-116 s on PGlite in a CI run on two busy cores, about
// two thirds of that on PostgreSQL. FUZZ_RUNS=200 searches harder, locally.
const RUNS_PER_PROPERTY = Number(process.env.FUZZ_RUNS ?? 20);
// A guard against a hang, not a measure of speed: far above what the default needs on a busy
// machine (beside a CPU burner the PGlite pass ran past 160 s), and more for more runs.
const TEST_TIMEOUT_MS = Math.max(600_000, RUNS_PER_PROPERTY * 30_000);
// A failure's report names its route and actor, seed and path; these three replay it alone. A
// failure that needed what an earlier route did to the database may not show again.
const ONLY = process.env.FUZZ_ONLY;
const REPLAY = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH, endOnFailure: true }
  : {};

const BODY_LIMIT = 1024 * 1024;
// Bounds on what one answer may weigh, by kind:
// - An error names the fields at fault with a short message each; one far beyond a few kilobytes
//   echoes the input back, or lists an issue per item of a huge array.
// - A JSON answer is one record or one page of a capped list (20 to 200 items of capped fields) of
//   the few rows this test makes; a quarter of a megabyte means a list lost its cap or the answer
//   repeats what was sent.
// - Files (uploads served outside /api) are images no larger than the largest upload allowed.
const MAX_ERROR_BYTES = 16 * 1024;
const MAX_JSON_BYTES = 256 * 1024;
const MAX_FILE_BYTES = BANNER_IMAGE_MAX_BYTES;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type ZodSchema = z.core.$ZodType;
type Actor = 'visitor' | 'member';

type RouteUnderTest = {
  method: string;
  url: string;
  /** Path parameter names in order, ':id' and the wildcard '*'. */
  params: string[];
  body?: ZodSchema;
  querystring?: ZodSchema;
  paramsSchema?: ZodSchema;
};

const isZodSchema = (value: unknown): value is ZodSchema =>
  typeof value === 'object' && value !== null && '_zod' in value;

function shapeOf(schema: ZodSchema | undefined): Record<string, ZodSchema> {
  const def = (schema as z.core.$ZodTypes | undefined)?._zod.def;
  if (def?.type === 'object') return { ...def.shape };
  if (def?.type === 'pipe') return shapeOf(def.in);
  return {};
}

/** What a part of a request (params, query, body) may be: fair (made from its schema) or hostile. */
type PartArbitraries<T> = { fair: fc.Arbitrary<T>; hostile: fc.Arbitrary<T> };

/** What a path parameter may name, by its name: the member's own and the others'. */
type ParamPools = Record<string, { member: string[]; others: string[] }>;

function paramsArbitraries(
  route: RouteUnderTest,
  known: KnownValues,
  pools: ParamPools,
): PartArbitraries<Record<string, Segment>> {
  const shape = shapeOf(route.paramsSchema);
  const fair: Record<string, fc.Arbitrary<Segment>> = {};
  const hostile: Record<string, fc.Arbitrary<Segment>> = {};
  for (const name of route.params) {
    const own = shape[name];
    // Known values the parameter's schema takes: a handle where a handle goes, an id where an id does.
    const fitting = (values: readonly string[]) => {
      const accepted = own ? values.filter((value) => z.core.safeParse(own, value).success) : values;
      return fc.constantFrom(...(accepted.length > 0 ? accepted : values)).map((text): Segment => ({ text }));
    };
    const generated = (own ? arbitraryFromZod(own, known) : fc.string({ maxLength: 40 })).map(
      (value): Segment => ({ text: String(value) }),
    );
    // Mostly ids and names that exist, of the kind the parameter names, the member's own and
    // others': the interesting answers are those of routes that found something.
    const pool = pools[name];
    const anyKnown = [...known.ids, ...known.names];
    fair[name] = fc.oneof(
      { arbitrary: fitting(pool?.member.length ? pool.member : anyKnown), weight: 2 },
      { arbitrary: fitting(pool?.others.length ? pool.others : anyKnown), weight: 2 },
      { arbitrary: fitting(anyKnown), weight: 1 },
      { arbitrary: generated, weight: 1 },
    );
    hostile[name] = fc.oneof(fair[name], fc.constantFrom(...HOSTILE_SEGMENTS));
  }
  return { fair: fc.record(fair), hostile: fc.record(hostile) };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};

function queryArbitraries(route: RouteUnderTest, known: KnownValues): PartArbitraries<Query> {
  const hostileQuery = fc.constantFrom(...HOSTILE_QUERIES);
  if (!route.querystring) return { fair: fc.constant(''), hostile: hostileQuery };
  const generated = arbitraryFromZod(route.querystring, known).map(asRecord);
  const keys = Object.keys(shapeOf(route.querystring));
  const withHostileField = fc
    .tuple(generated, fc.constantFrom(...keys), fc.constantFrom(...HOSTILE_VALUES))
    .map(([values, key, hostile]) => ({ ...values, [key]: hostile }));
  return { fair: generated, hostile: fc.oneof({ arbitrary: withHostileField, weight: 2 }, hostileQuery) };
}

function bodyArbitraries(route: RouteUnderTest, known: KnownValues): PartArbitraries<Body> {
  const hostileBody = fc.constantFrom(...HOSTILE_BODIES);
  const hostileValue = fc.constantFrom(...HOSTILE_VALUES).map((value): Body => ({ kind: 'json', value }));
  const none = fc.constant<Body>({ kind: 'none' });
  // Fastify reads no body on these; hostile ones are sent anyway, to be sure of it.
  if (SAFE_METHODS.has(route.method)) return { fair: none, hostile: hostileBody };
  // No body schema: some routes read no body, the upload routes read multipart forms. Uploads have
  // tests of their own; here they get everything but a form.
  if (!route.body) {
    const anyJson = fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: 'json', value }));
    return { fair: fc.oneof(none, anyJson), hostile: fc.oneof(hostileValue, hostileBody) };
  }
  const generated = arbitraryFromZod(route.body, known);
  const keys = [...Object.keys(shapeOf(route.body)), 'unexpected'];
  const withHostileField = fc
    .tuple(generated, fc.constantFrom(...keys), fc.constantFrom(...HOSTILE_VALUES))
    .map(([value, key, hostile]): Body => ({ kind: 'json', value: { ...asRecord(value), [key]: hostile } }));
  return {
    fair: generated.map((value): Body => ({ kind: 'json', value })),
    hostile: fc.oneof(
      { arbitrary: withHostileField, weight: 3 },
      { arbitrary: hostileValue, weight: 1 },
      { arbitrary: hostileBody, weight: 1 },
      { arbitrary: none, weight: 1 },
    ),
  };
}

/**
 * Requests for a route: fair ones most often (each part made from its schema, so that handlers run
 * to the end), one hostile part at a time, or hostile throughout.
 */
function requestArbitrary(
  route: RouteUnderTest,
  known: KnownValues,
  pools: ParamPools,
): fc.Arbitrary<FuzzRequest> {
  const params = paramsArbitraries(route, known, pools);
  const query = queryArbitraries(route, known);
  const body = bodyArbitraries(route, known);
  const everythingHostile = fc.record({
    params: params.hostile,
    query: query.hostile,
    body: body.hostile,
    headers: HOSTILE_HEADERS,
  });
  return fc.oneof(
    { arbitrary: fc.record({ params: params.fair, query: query.fair, body: body.fair }), weight: 4 },
    { arbitrary: fc.record({ params: params.hostile, query: query.fair, body: body.fair }), weight: 1 },
    { arbitrary: fc.record({ params: params.fair, query: query.hostile, body: body.fair }), weight: 1 },
    { arbitrary: fc.record({ params: params.fair, query: query.fair, body: body.hostile }), weight: 2 },
    { arbitrary: everythingHostile, weight: 1 },
  );
}

/** The largest answer the route may give for this status (see the bounds above). */
function maxBytesOf(route: RouteUnderTest, status: number): number {
  if (status >= 400) return MAX_ERROR_BYTES;
  return route.url.startsWith('/api/') ? MAX_JSON_BYTES : MAX_FILE_BYTES;
}

/** The rows a user owns or wrote, in every table that holds such rows, keyed by the column naming them. */
function ownedTables(userId: string, profileId: string): [string, PgTable, PgColumn, string][] {
  return [
    ['users', tables.users, tables.users.id, userId],
    ['profiles', tables.profiles, tables.profiles.userId, userId],
    ['user_roles', tables.userRoles, tables.userRoles.userId, userId],
    ['sessions', tables.sessions, tables.sessions.userId, userId],
    ['auth_tokens', tables.authTokens, tables.authTokens.userId, userId],
    ['totp_factors', tables.totpFactors, tables.totpFactors.userId, userId],
    ['mfa_backup_codes', tables.mfaBackupCodes, tables.mfaBackupCodes.userId, userId],
    ['failed_mfa_attempts', tables.failedMfaAttempts, tables.failedMfaAttempts.userId, userId],
    ['projects', tables.projects, tables.projects.ownerId, profileId],
    ['project_comments', tables.projectComments, tables.projectComments.userId, userId],
    ['project_reactions', tables.projectReactions, tables.projectReactions.userId, userId],
    ['services', tables.services, tables.services.profileId, profileId],
    ['service_requests', tables.serviceRequests, tables.serviceRequests.requesterId, userId],
    ['service_reviews', tables.serviceReviews, tables.serviceReviews.reviewerId, userId],
    ['follows', tables.follows, tables.follows.followerId, userId],
    ['reports', tables.reports, tables.reports.reporterId, userId],
    ['notifications', tables.notifications, tables.notifications.userId, userId],
    ['user_warnings', tables.userWarnings, tables.userWarnings.userId, userId],
    ['banned_users', tables.bannedUsers, tables.bannedUsers.userId, userId],
    ['feedback', tables.feedback, tables.feedback.userId, userId],
    [
      'conversation_participants',
      tables.conversationParticipants,
      tables.conversationParticipants.userId,
      userId,
    ],
    ['messages', tables.messages, tables.messages.senderId, userId],
    ['blocks', tables.blocks, tables.blocks.blockerId, userId],
    ['live_streams', tables.liveStreams, tables.liveStreams.userId, userId],
  ];
}

// What a create route makes, by the last part of its path, and the parameter that names it after.
const CREATED_BY_PARAM: Record<string, string> = {
  projects: 'projectId',
  services: 'serviceId',
  requests: 'requestId',
  review: 'reviewId',
  messages: 'messageId',
};

// Others may add to these legitimately (following the member notifies them); rows already there
// must still stay as they were.
const MAY_GROW = new Set(['notifications', 'conversation_participants']);

describe('every route, fuzzed', () => {
  let testApp: TestApp;
  const collected: RouteOptions[] = [];
  const serverErrors: string[] = [];
  const routes: RouteUnderTest[] = [];
  let known: KnownValues;
  let memberId: string;
  let memberCookie: string;
  /** Ids and names by path parameter; the member's grow with what the fuzzing makes, so later routes act on live rows. */
  const pools: ParamPools = {};
  const addToPool = (param: string, side: 'member' | 'others', ...values: string[]) => {
    pools[param] ??= { member: [], others: [] };
    pools[param][side].push(...values);
  };
  let snapshotOtherMember: () => Promise<Record<string, string[]>>;

  /**
   * A session cookie made straight in the database. Signing in over the API would do, but sign-in
   * counts attempts per address, and the member signs in again after each fuzzed sign-out.
   */
  async function openSession(userId: string) {
    const { session, token } = await createSession(testApp.db, userId);
    return { cookie: `${SESSION_COOKIE}=${token}`, sessionId: session.id };
  }

  beforeAll(async () => {
    testApp = await buildTestApp({
      onRoute: (route) => {
        collected.push(route);
      },
      // Errors only: the one a 500 logs is shown with the request that caused it.
      logger: { level: 'error', stream: { write: (line: string) => serverErrors.push(line) } },
    });
    const { db } = testApp;

    for (const route of collected) {
      // GET (and HEAD) /api/events is a Server-Sent Events stream: it answers once the stream ends,
      // which is never while the session lasts, so inject() would wait forever. Its own tests drive it.
      if (route.url === '/api/events') continue;
      // The API's own documentation reads no input: the same document for every request.
      if (isDocsRoute(route.url)) continue;
      const schema = route.schema ?? {};
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          params: [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*'),
          body: isZodSchema(schema.body) ? schema.body : undefined,
          querystring: isZodSchema(schema.querystring) ? schema.querystring : undefined,
          paramsSchema: isZodSchema(schema.params) ? schema.params : undefined,
        });
      }
    }

    const comment = (projectId: string, userId: string) =>
      createComment(db, projectId, userId, { content: 'Lovely work.' });
    const request = (
      service: { id: string; profileId: string },
      requesterId: string,
      status: 'pending' | 'completed',
    ) =>
      createServiceRequest(db, service, requesterId, {
        description: 'Please build my page.',
        contactInfo: 'someone@example.test',
        status,
      });
    const review = (serviceRequest: typeof tables.serviceRequests.$inferSelect, reviewerId: string) =>
      createServiceReview(
        db,
        { id: serviceRequest.serviceId, profileId: serviceRequest.sellerProfileId },
        reviewerId,
        { serviceRequestId: serviceRequest.id, rating: 5, comment: 'Great.' },
      );
    const notification = (userId: string) =>
      createNotification(db, userId, { type: 'other', title: 'Hello', link: '/' });
    const warning = (userId: string) => createWarning(db, userId, { reason: 'Be kind.' });

    // Three creators: the member who sends requests, a seller both members deal with, and the second
    // member, whose rows nothing the member or a visitor sends may change.
    const member = await createCreator(db);
    const seller = await createCreator(db);
    const other = await createCreator(db, {
      bio: 'Second member',
      socialLinks: [{ platform: 'github', url: 'https://github.com/other' }],
      customLinks: [{ name: 'Site', url: 'https://other.example' }],
    });
    memberId = member.user.id;
    const [memberProject, sellerProject, otherProject] = await Promise.all(
      [member, seller, other].map((creator) => createProject(db, creator.profile.id)),
    );
    // Every way of contact and payment, so a fair request for the service gets through.
    const everyOption = {
      contactMethods: CONTACT_METHODS.map((type) => ({ type, required: true as const })),
      acceptedPaymentMethods: PAYMENT_METHODS.map((method) => ({ method })),
    };
    const [memberService, sellerService, otherService] = await Promise.all(
      [member, seller, other].map((creator) => createService(db, creator.profile.id, everyOption)),
    );
    if (
      !memberProject ||
      !sellerProject ||
      !otherProject ||
      !memberService ||
      !sellerService ||
      !otherService
    ) {
      throw new Error('fixture projects and services were not inserted');
    }

    // Something of the member's own in each table, so routes also run to the end for their owner:
    // a request the member sent and one they received, a review, a comment, a second session...
    const memberSent = await request(sellerService, member.user.id, 'completed');
    const memberReviewed = await request(sellerService, member.user.id, 'completed');
    addToPool('projectId', 'member', memberProject.id);
    addToPool('serviceId', 'member', memberService.id);
    addToPool(
      'requestId',
      'member',
      memberSent.id,
      memberReviewed.id,
      (await request(otherService, member.user.id, 'pending')).id,
      (await request(memberService, seller.user.id, 'pending')).id,
    );
    addToPool('reviewId', 'member', (await review(memberReviewed, member.user.id)).id);
    addToPool('commentId', 'member', (await comment(sellerProject.id, member.user.id)).id);
    addToPool('notificationId', 'member', (await notification(member.user.id)).id);
    addToPool('warningId', 'member', (await warning(member.user.id)).id);
    addToPool('sessionId', 'member', (await openSession(member.user.id)).sessionId);
    addToPool('handle', 'member', member.profile.handle ?? '');
    addToPool('slug', 'member', memberProject.slug);
    const memberConversation = await createConversation(db, member.user.id, seller.user.id);
    addToPool('conversationId', 'member', memberConversation.id);
    addToPool('messageId', 'member', (await createMessage(db, memberConversation.id, member.user.id)).id);

    // A row of the second member's in each table a user's actions write to. None hangs off the
    // member's things: deleting their project rightly takes its comments with it.
    // Not a follow of the member: blocking someone rightly ends their follow of you.
    await createFollow(db, other.user.id, seller.user.id);
    await createLike(db, sellerProject.id, other.user.id);
    await createReport(
      db,
      other.user.id,
      { targetType: 'user', targetId: seller.user.id },
      { reason: 'spam' },
    );
    const otherRequest = await request(sellerService, other.user.id, 'completed');
    addToPool('projectId', 'others', otherProject.id, sellerProject.id);
    addToPool('serviceId', 'others', otherService.id, sellerService.id);
    addToPool('requestId', 'others', otherRequest.id);
    addToPool('reviewId', 'others', (await review(otherRequest, other.user.id)).id);
    addToPool('commentId', 'others', (await comment(sellerProject.id, other.user.id)).id);
    addToPool('notificationId', 'others', (await notification(other.user.id)).id);
    addToPool('warningId', 'others', (await warning(other.user.id)).id);
    addToPool('sessionId', 'others', (await openSession(other.user.id)).sessionId);
    addToPool('handle', 'others', other.profile.handle ?? '', seller.profile.handle ?? '');
    addToPool('slug', 'others', otherProject.slug, sellerProject.slug);
    const otherConversation = await createConversation(db, other.user.id, seller.user.id);
    addToPool('conversationId', 'others', otherConversation.id);
    addToPool('messageId', 'others', (await createMessage(db, otherConversation.id, other.user.id)).id);
    await createBlock(db, other.user.id, seller.user.id);

    const everyPooled = Object.values(pools).flatMap((pool) => [...pool.member, ...pool.others]);
    known = {
      ids: [
        ...everyPooled.filter((value) => z.uuid().safeParse(value).success),
        other.user.id,
        seller.user.id,
      ],
      names: [...everyPooled.filter((value) => !z.uuid().safeParse(value).success), 'github', '0'],
    };

    const owned = ownedTables(other.user.id, other.profile.id);
    snapshotOtherMember = async () => {
      const snapshot: Record<string, string[]> = {};
      for (const [name, table, column, value] of owned) {
        const rows = await db.select().from(table).where(eq(column, value));
        snapshot[name] = rows.map((row) => JSON.stringify(row)).sort();
      }
      return snapshot;
    };
    memberCookie = (await openSession(memberId)).cookie;
  });
  afterAll(() => testApp?.close());

  /** The id a create answers with, added to the member's pool for the parameter that names it. */
  function rememberCreatedId(route: RouteUnderTest, body: string) {
    const param = CREATED_BY_PARAM[route.url.split('/').filter(Boolean).at(-1) ?? ''];
    if (!param || route.method !== 'POST') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return;
    }
    const id = asRecord(parsed).id;
    const pool = pools[param]?.member;
    if (typeof id !== 'string' || !pool || pool.includes(id)) return;
    pool.push(id);
    // The newest few are enough; the oldest may well be deleted by now.
    if (pool.length > 8) pool.shift();
  }

  /** Sends one request and checks the answer; the member signs in again if the request signed them out. */
  async function send(route: RouteUnderTest, actor: Actor, request: FuzzRequest) {
    let path = route.url;
    for (const name of route.params) {
      const segment = request.params[name];
      if (!segment) continue;
      path = path.replace(name === '*' ? '*' : `:${name}`, encodeSegment(segment));
    }
    const query = toQuery(request.query);
    const url = query ? `${path}?${query}` : path;
    const payload = payloadOf(request.body);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers ?? {})) headers[name] = plainText(value);
    // The member's session comes after any hostile one: a cookie header may name a cookie twice.
    if (actor === 'member') headers.cookie = [headers.cookie, memberCookie].filter(Boolean).join('; ');
    // A browser names its page on every write; the server refuses a write from another site.
    if (!SAFE_METHODS.has(route.method)) headers.origin = testApp.config.publicUrl;
    if (payload) headers['content-type'] = payload.contentType;
    const errorsBefore = serverErrors.length;

    // A visitor of its own for every request, so per-client limits stay out of the way; the
    // member's session goes in the headers above, next to any hostile cookie.
    const response = await testApp.visitor().request({
      method: route.method,
      url,
      headers,
      payload: payload?.payload,
    });

    if (actor === 'member' && response.statusCode < 300) rememberCreatedId(route, response.body);
    const sessionCookie = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    if (actor === 'member' && sessionCookie) {
      memberCookie = sessionCookie.value
        ? `${SESSION_COOKIE}=${sessionCookie.value}`
        : (await openSession(memberId)).cookie;
    }

    const described = `${route.method} ${url.slice(0, 300)} as ${actor} answered ${response.statusCode}`;
    const logged = serverErrors.slice(errorsBefore).join('\n').slice(0, 4000);
    expect(response.statusCode, `${described}: ${response.body.slice(0, 500)}\n${logged}`).toBeLessThan(500);
    // As everywhere in these tests, an error in the server's log fails the test, whatever the answer.
    expect(logged, `${described}, and the server logged an error`).toBe('');
    expect(
      response.rawPayload.length,
      `${described} with ${response.rawPayload.length} bytes`,
    ).toBeLessThanOrEqual(maxBytesOf(route, response.statusCode));
  }

  /** Fixed cases every writing route gets: bodies at the nesting and size limits. */
  function examplesFor(route: RouteUnderTest): [FuzzRequest][] {
    if (SAFE_METHODS.has(route.method)) return [];
    const params: Record<string, Segment> = {};
    for (const name of route.params) params[name] = { text: known.ids[0] ?? 'x' };
    const field = Object.keys(shapeOf(route.body))[0] ?? 'text';
    const bodies: Body[] = [
      ...HOSTILE_BODIES.slice(0, 2),
      { kind: 'padded', value: {}, field, bytes: BODY_LIMIT - 1 },
      { kind: 'padded', value: {}, field, bytes: BODY_LIMIT + 1 },
    ];
    return bodies.map((body): [FuzzRequest] => [{ params, query: '', body }]);
  }

  it(
    'answers every request below 500, with a bounded body, and never changes a second member’s rows',
    async () => {
      expect(routes.length).toBeGreaterThan(100);
      // Every route is tried even after one fails, so one report shows all there is to fix.
      const failures: string[] = [];
      let before = await snapshotOtherMember();
      for (const route of routes) {
        const requests = requestArbitrary(route, known, pools);
        for (const actor of ['visitor', 'member'] as const) {
          const label = `${route.method} ${route.url} as ${actor}`;
          if (ONLY && label !== ONLY) continue;
          const details = await fc.check(
            fc.asyncProperty(requests, (request) => send(route, actor, request)),
            {
              numRuns: RUNS_PER_PROPERTY,
              examples: examplesFor(route),
              includeErrorInReport: true,
              ...REPLAY,
            },
          );
          const report = fc.defaultReportMessage(details);
          if (details.failed && report) failures.push(`${label}: ${report}`);
        }
        const after = await snapshotOtherMember();
        for (const [table, rows] of Object.entries(before)) {
          const now = after[table] ?? [];
          const kept = MAY_GROW.has(table) ? now.filter((row) => rows.includes(row)) : now;
          if (JSON.stringify(kept) !== JSON.stringify(rows)) {
            failures.push(`${route.method} ${route.url} changed the second member's ${table}:
before ${rows.join('\n')}
after ${now.join('\n')}`);
          }
        }
        // Each change is told once, by the route that made it.
        before = after;
      }
      expect(failures.map((failure) => failure.slice(0, 6_000)).join('\n\n')).toBe('');
    },
    TEST_TIMEOUT_MS,
  );
});
