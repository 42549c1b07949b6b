import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBan,
  createComment,
  createCreator,
  createFollow,
  createLike,
  createProfile,
  createProject,
  createReport,
  createRole,
  createService,
  createServiceRequest,
  createSession,
  createUser,
} from '#server/seed/factories';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import * as tables from './index';

// These tests talk to the database directly, never through the app: each rule of the data model
// must hold even for a row written by a script, a migration or a bug in a route. The rows a rule is
// about are inserted by hand; the rows around them come from the factories.

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';
const FOREIGN_KEY_VIOLATION = '23503';

/** What both drivers (node-postgres and PGlite) put on the error PostgreSQL sent back. */
type PostgresError = { code?: string; constraint?: string };

/**
 * Awaits a statement the database must refuse, and checks the refusal is PostgreSQL's own: Drizzle
 * wraps the driver's error in a DrizzleQueryError whose cause carries the SQLSTATE and constraint.
 */
async function expectDatabaseError(statement: PromiseLike<unknown>, code: string, constraint?: string) {
  let caught: unknown;
  try {
    await statement;
  } catch (error) {
    caught = error;
  }
  const expected = constraint ? `${code} on ${constraint}` : code;
  expect(caught, `the database accepted a statement it should refuse with ${expected}`).toBeInstanceOf(
    DrizzleQueryError,
  );
  const cause = (caught as DrizzleQueryError).cause as PostgresError | undefined;
  expect({ code: cause?.code, constraint: cause?.constraint }).toEqual({
    code,
    constraint: constraint ?? cause?.constraint,
  });
}

const repeat = (length: number, character = 'a') => character.repeat(length);
const items = (count: number) => Array.from({ length: count }, (_, index) => `item${index}`);

describe('database constraints', () => {
  let testApp: TestApp;
  const db = () => testApp.db;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  describe('profiles', () => {
    /** A profile for a fresh user, with the given columns. */
    const insertProfile = async (
      values: Partial<Omit<typeof tables.profiles.$inferInsert, 'userId'>> = {},
    ) => {
      const user = await createUser(db());
      return db()
        .insert(tables.profiles)
        .values({ userId: user.id, ...values })
        .returning();
    };

    it('refuses a handle another profile already has', async () => {
      await createCreator(db(), { handle: 'taken' });
      await expectDatabaseError(
        insertProfile({ handle: 'taken' }),
        UNIQUE_VIOLATION,
        'profiles_handle_unique',
      );
    });

    it.each([
      ['too short', 'Ab'],
      ['with a hyphen', 'has-hyphen'],
      ['in upper case', 'UPPER'],
      ['of 21 characters', repeat(21, 'h')],
    ])('refuses a handle %s', async (_case, handle) => {
      await expectDatabaseError(insertProfile({ handle }), CHECK_VIOLATION, 'profiles_handle_format');
    });

    it('refuses changing a handle to one of the wrong format', async () => {
      const { profile } = await createCreator(db());
      await expectDatabaseError(
        db().update(tables.profiles).set({ handle: 'Not-Valid' }).where(eq(tables.profiles.id, profile.id)),
        CHECK_VIOLATION,
        'profiles_handle_format',
      );
    });

    it('accepts a handle of 3 and of 20 lower-case letters and digits', async () => {
      const [short] = await insertProfile({ handle: 'abc' });
      const [long] = await insertProfile({ handle: `${repeat(19, 'z')}9` });
      expect(short?.handle).toBe('abc');
      expect(long?.handle).toHaveLength(20);
    });

    it('accepts a profile without a handle (onboarding unfinished)', async () => {
      const [profile] = await insertProfile();
      expect(profile?.handle).toBeNull();
    });

    it('refuses a display name longer than 100 characters, and accepts one of 100', async () => {
      await expectDatabaseError(
        insertProfile({ displayName: repeat(101) }),
        CHECK_VIOLATION,
        'profiles_display_name_length',
      );
      const [profile] = await insertProfile({ displayName: repeat(100) });
      expect(profile?.displayName).toHaveLength(100);
    });

    it('refuses a bio longer than 500 characters, and accepts one of 500', async () => {
      await expectDatabaseError(insertProfile({ bio: repeat(501) }), CHECK_VIOLATION, 'profiles_bio_length');
      const [profile] = await insertProfile({ bio: repeat(500) });
      expect(profile?.bio).toHaveLength(500);
    });

    it('refuses more than 20 skills, and accepts 20', async () => {
      await expectDatabaseError(
        insertProfile({ skills: items(21) }),
        CHECK_VIOLATION,
        'profiles_skills_count',
      );
      const [profile] = await insertProfile({ skills: items(20) });
      expect(profile?.skills).toHaveLength(20);
    });

    it('refuses a primary call to action outside hire, invite_bot, contact and custom', async () => {
      await expectDatabaseError(
        insertProfile({ primaryCta: 'donate' }),
        CHECK_VIOLATION,
        'profiles_primary_cta',
      );
      for (const primaryCta of ['hire', 'invite_bot', 'contact', 'custom']) {
        const [profile] = await insertProfile({ primaryCta });
        expect(profile?.primaryCta).toBe(primaryCta);
      }
    });

    it('refuses a javascript: intro URL, and accepts an https one', async () => {
      await expectDatabaseError(
        insertProfile({ introUrl: 'javascript:alert(1)' }),
        CHECK_VIOLATION,
        'profiles_intro_url',
      );
      const [profile] = await insertProfile({ introUrl: 'https://youtu.be/x' });
      expect(profile?.introUrl).toBe('https://youtu.be/x');
    });

    it('refuses a second profile for the same user', async () => {
      const { user } = await createCreator(db());
      await expectDatabaseError(
        db().insert(tables.profiles).values({ userId: user.id }),
        UNIQUE_VIOLATION,
        'profiles_user_id_unique',
      );
    });
  });

  describe('projects', () => {
    it('refuses the same slug twice for one owner, and allows it for two owners', async () => {
      const ada = await createCreator(db());
      const bob = await createCreator(db());
      await createProject(db(), ada.profile.id, { slug: 'portfolio' });
      const bobs = await createProject(db(), bob.profile.id, { slug: 'portfolio' });
      expect(bobs.slug).toBe('portfolio');
      await expectDatabaseError(
        createProject(db(), ada.profile.id, { slug: 'portfolio' }),
        UNIQUE_VIOLATION,
        'projects_owner_slug_key',
      );
    });

    it.each([
      ['with a space and capitals', 'Bad Slug'],
      ['of 51 characters', repeat(51, 's')],
    ])('refuses a slug %s', async (_case, slug) => {
      const { profile } = await createCreator(db());
      await expectDatabaseError(
        createProject(db(), profile.id, { slug }),
        CHECK_VIOLATION,
        'projects_slug_format',
      );
    });

    it('accepts a slug of 50 lower-case letters, digits and hyphens', async () => {
      const { profile } = await createCreator(db());
      const project = await createProject(db(), profile.id, { slug: `my-project-2-${repeat(37, 'x')}` });
      expect(project.slug).toHaveLength(50);
    });

    it.each([
      ['empty', ''],
      ['longer than 100 characters', repeat(101)],
    ])('refuses a title that is %s', async (_case, title) => {
      const { profile } = await createCreator(db());
      await expectDatabaseError(
        createProject(db(), profile.id, { title }),
        CHECK_VIOLATION,
        'projects_title_length',
      );
    });

    it('refuses more than 20 stack items, and accepts 20', async () => {
      const { profile } = await createCreator(db());
      await expectDatabaseError(
        createProject(db(), profile.id, { stack: items(21) }),
        CHECK_VIOLATION,
        'projects_stack_count',
      );
      const project = await createProject(db(), profile.id, { stack: items(20) });
      expect(project.stack).toHaveLength(20);
    });

    it('refuses more than 40 blocks after the cover, and accepts 40', async () => {
      const { profile } = await createCreator(db());
      const blocks = (count: number) =>
        Array.from({ length: count }, (_, index) => ({
          id: `b${index}`,
          type: 'text' as const,
          markdown: 'x',
        }));
      await expectDatabaseError(
        createProject(db(), profile.id, { blocks: blocks(41) }),
        CHECK_VIOLATION,
        'projects_blocks_count',
      );
      const project = await createProject(db(), profile.id, { blocks: blocks(40) });
      expect(project.blocks).toHaveLength(40);
    });

    it('refuses a project whose owner profile does not exist', async () => {
      await expectDatabaseError(
        createProject(db(), '00000000-0000-4000-8000-000000000000'),
        FOREIGN_KEY_VIOLATION,
        'projects_owner_id_profiles_id_fk',
      );
    });
  });

  describe('staff holds on projects and services', () => {
    const held = { heldReason: 'Spam links', heldAt: new Date() };
    it('keeps a held project unpublished and a held service inactive', async () => {
      const { profile } = await createCreator(db());
      await expectDatabaseError(
        createProject(db(), profile.id, { published: true, ...held }),
        CHECK_VIOLATION,
        'projects_held_is_hidden',
      );
      await expectDatabaseError(
        createService(db(), profile.id, { active: true, ...held }),
        CHECK_VIOLATION,
        'services_held_is_hidden',
      );
      const project = await createProject(db(), profile.id, { published: false, ...held });
      expect(project.heldReason).toBe('Spam links');
    });

    it('stores a hold whole: a reason and a time, or neither; the reason within 1000 characters', async () => {
      const { profile } = await createCreator(db());
      await expectDatabaseError(
        createProject(db(), profile.id, { published: false, heldReason: 'Spam links' }),
        CHECK_VIOLATION,
        'projects_hold_complete',
      );
      await expectDatabaseError(
        createService(db(), profile.id, { active: false, heldAt: new Date() }),
        CHECK_VIOLATION,
        'services_hold_complete',
      );
      await expectDatabaseError(
        createProject(db(), profile.id, { published: false, ...held, heldReason: repeat(1001, 'r') }),
        CHECK_VIOLATION,
        'projects_held_reason_length',
      );
    });
  });

  describe('project_reactions', () => {
    it('refuses a second reaction by the same user on the same project', async () => {
      const { profile } = await createCreator(db());
      const project = await createProject(db(), profile.id);
      const fan = await createUser(db());
      await createLike(db(), project.id, fan.id);
      await expectDatabaseError(
        db().insert(tables.projectReactions).values({ projectId: project.id, userId: fan.id }),
        UNIQUE_VIOLATION,
        'project_reactions_project_user_key',
      );
    });

    it('refuses a reaction type other than like', async () => {
      const { profile } = await createCreator(db());
      const project = await createProject(db(), profile.id);
      const fan = await createUser(db());
      await expectDatabaseError(
        db()
          .insert(tables.projectReactions)
          .values({ projectId: project.id, userId: fan.id, reactionType: 'love' }),
        CHECK_VIOLATION,
        'project_reactions_type',
      );
    });
  });

  describe('follows', () => {
    it('refuses following the same user twice', async () => {
      const follower = await createUser(db());
      const followed = await createUser(db());
      await createFollow(db(), follower.id, followed.id);
      await expectDatabaseError(
        createFollow(db(), follower.id, followed.id),
        UNIQUE_VIOLATION,
        'follows_pair_key',
      );
    });

    it('allows two users to follow each other', async () => {
      const first = await createUser(db());
      const second = await createUser(db());
      await createFollow(db(), first.id, second.id);
      const back = await createFollow(db(), second.id, first.id);
      expect(back.followingId).toBe(first.id);
    });

    it('refuses following yourself', async () => {
      const user = await createUser(db());
      await expectDatabaseError(createFollow(db(), user.id, user.id), CHECK_VIOLATION, 'follows_not_self');
    });
  });

  describe('services', () => {
    let profileId: string;
    beforeAll(async () => {
      profileId = (await createCreator(db())).profile.id;
    });

    it('refuses a title shorter than 10 characters, and accepts one of 10', async () => {
      await expectDatabaseError(
        createService(db(), profileId, { title: repeat(9) }),
        CHECK_VIOLATION,
        'services_title_length',
      );
      const service = await createService(db(), profileId, { title: repeat(10) });
      expect(service.title).toHaveLength(10);
    });

    it('refuses more than 5 images, and accepts 5', async () => {
      await expectDatabaseError(
        createService(db(), profileId, { images: items(6) }),
        CHECK_VIOLATION,
        'services_images_count',
      );
      const service = await createService(db(), profileId, { images: items(5) });
      expect(service.images).toHaveLength(5);
    });

    it('refuses a description shorter than 50 characters, and accepts one of 50', async () => {
      await expectDatabaseError(
        createService(db(), profileId, { description: repeat(49) }),
        CHECK_VIOLATION,
        'services_description_length',
      );
      const service = await createService(db(), profileId, { description: repeat(50) });
      expect(service.description).toHaveLength(50);
    });

    it('refuses a custom quote that has a price', async () => {
      await expectDatabaseError(
        createService(db(), profileId, { pricingType: 'custom', priceAmount: 100 }),
        CHECK_VIOLATION,
        'services_price_matches_pricing',
      );
    });

    it('accepts a custom quote without a price, and a fixed or hourly price above zero', async () => {
      const custom = await createService(db(), profileId, { pricingType: 'custom', priceAmount: null });
      const hourly = await createService(db(), profileId, { pricingType: 'hourly', priceAmount: 0.01 });
      expect(custom.priceAmount).toBeNull();
      expect(hourly.priceAmount).toBe(0.01);
    });

    it('refuses a fixed price of zero', async () => {
      await expectDatabaseError(
        createService(db(), profileId, { pricingType: 'fixed', priceAmount: 0 }),
        CHECK_VIOLATION,
        'services_price_matches_pricing',
      );
    });

    // A CHECK passes on NULL, so the constraint must say `price_amount is not null` outright.
    it.each(['fixed', 'hourly'])('refuses a %s price without an amount', async (pricingType) => {
      await expectDatabaseError(
        createService(db(), profileId, { pricingType, priceAmount: null }),
        CHECK_VIOLATION,
        'services_price_matches_pricing',
      );
    });

    it('refuses a pricing type outside fixed, hourly and custom', async () => {
      await expectDatabaseError(
        createService(db(), profileId, { pricingType: 'free' }),
        CHECK_VIOLATION,
        'services_pricing_type',
      );
    });

    it('refuses a currency code in lower case', async () => {
      await expectDatabaseError(
        createService(db(), profileId, { currency: 'usd' }),
        CHECK_VIOLATION,
        'services_currency_format',
      );
    });

    it('refuses a delivery time of 0 days', async () => {
      await expectDatabaseError(
        createService(db(), profileId, { deliveryTime: 0 }),
        CHECK_VIOLATION,
        'services_delivery_time_positive',
      );
    });
  });

  /** A seller's service and a request for it by another user. */
  const newServiceRequest = async (values: Partial<typeof tables.serviceRequests.$inferInsert> = {}) => {
    const seller = await createCreator(db());
    const service = await createService(db(), seller.profile.id);
    const requester = await createUser(db());
    const request = await createServiceRequest(db(), service, requester.id, {
      description: 'Please build my landing page.',
      contactInfo: 'me@example.test',
      ...values,
    });
    return { seller, service, requester, request };
  };

  describe('service_requests', () => {
    it('refuses a status outside pending, accepted, in_progress, completed and rejected', async () => {
      await expectDatabaseError(
        newServiceRequest({ status: 'cancelled' }),
        CHECK_VIOLATION,
        'service_requests_status',
      );
    });

    it('refuses changing the status to an unknown one, and accepts each of the five', async () => {
      const { request } = await newServiceRequest();
      expect(request.status).toBe('pending');
      await expectDatabaseError(
        db()
          .update(tables.serviceRequests)
          .set({ status: 'done' })
          .where(eq(tables.serviceRequests.id, request.id)),
        CHECK_VIOLATION,
        'service_requests_status',
      );
      for (const status of ['accepted', 'in_progress', 'completed', 'rejected', 'pending']) {
        const [updated] = await db()
          .update(tables.serviceRequests)
          .set({ status })
          .where(eq(tables.serviceRequests.id, request.id))
          .returning();
        expect(updated?.status).toBe(status);
      }
    });
  });

  describe('service_reviews', () => {
    const review = (
      context: Awaited<ReturnType<typeof newServiceRequest>>,
      rating: number,
    ): typeof tables.serviceReviews.$inferInsert => ({
      serviceId: context.service.id,
      serviceRequestId: context.request.id,
      reviewerId: context.requester.id,
      sellerProfileId: context.seller.profile.id,
      rating,
    });

    it.each([0, 6])('refuses a rating of %i', async (rating) => {
      const context = await newServiceRequest({ status: 'completed' });
      await expectDatabaseError(
        db().insert(tables.serviceReviews).values(review(context, rating)),
        CHECK_VIOLATION,
        'service_reviews_rating_range',
      );
    });

    it('accepts ratings of 1 and 5', async () => {
      for (const rating of [1, 5]) {
        const context = await newServiceRequest({ status: 'completed' });
        const [row] = await db().insert(tables.serviceReviews).values(review(context, rating)).returning();
        expect(row?.rating).toBe(rating);
      }
    });

    it('refuses a second review for the same service request', async () => {
      const context = await newServiceRequest({ status: 'completed' });
      await db().insert(tables.serviceReviews).values(review(context, 5));
      await expectDatabaseError(
        db().insert(tables.serviceReviews).values(review(context, 1)),
        UNIQUE_VIOLATION,
        'service_reviews_request_key',
      );
    });
  });

  describe('reports', () => {
    it('refuses a second pending report by the same reporter on the same target, until the first is closed', async () => {
      const reporter = await createUser(db());
      const target = await createUser(db());
      const report = { reporterId: reporter.id, targetType: 'user', targetId: target.id, reason: 'Spam' };
      const [first] = await db().insert(tables.reports).values(report).returning();
      if (!first) throw new Error('the report was not inserted');

      await expectDatabaseError(
        db().insert(tables.reports).values(report),
        UNIQUE_VIOLATION,
        'reports_pending_per_reporter_target_key',
      );
      await db().update(tables.reports).set({ status: 'reviewing' }).where(eq(tables.reports.id, first.id));
      await expectDatabaseError(
        db().insert(tables.reports).values(report),
        UNIQUE_VIOLATION,
        'reports_pending_per_reporter_target_key',
      );

      await db().update(tables.reports).set({ status: 'resolved' }).where(eq(tables.reports.id, first.id));
      const [second] = await db().insert(tables.reports).values(report).returning();
      expect(second?.status).toBe('open');
    });

    it('allows two reporters to each have an open report on the same target', async () => {
      const target = await createUser(db());
      for (const reporter of [await createUser(db()), await createUser(db())]) {
        await db()
          .insert(tables.reports)
          .values({ reporterId: reporter.id, targetType: 'user', targetId: target.id, reason: 'Spam' });
      }
      const open = await db().select().from(tables.reports).where(eq(tables.reports.targetId, target.id));
      expect(open).toHaveLength(2);
    });
  });

  describe('banned_users', () => {
    it('refuses a second open ban for the same user, and accepts a new one once the first is lifted', async () => {
      const user = await createUser(db());
      const [first] = await db()
        .insert(tables.bannedUsers)
        .values({ userId: user.id, reason: 'spam' })
        .returning();
      if (!first) throw new Error('the ban was not inserted');

      await expectDatabaseError(
        db().insert(tables.bannedUsers).values({ userId: user.id, reason: 'spam again' }),
        UNIQUE_VIOLATION,
        'banned_users_open_ban_key',
      );

      await db()
        .update(tables.bannedUsers)
        .set({ unbannedAt: new Date() })
        .where(eq(tables.bannedUsers.id, first.id));
      const [second] = await db()
        .insert(tables.bannedUsers)
        .values({ userId: user.id, reason: 'spam again' })
        .returning();
      expect(second?.unbannedAt).toBeNull();
    });
  });

  describe('notifications', () => {
    const notify = async (link: string) => {
      const user = await createUser(db());
      return db()
        .insert(tables.notifications)
        .values({ userId: user.id, type: 'other', title: 'Hello', link })
        .returning();
    };

    it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'settings'])(
      'refuses a link that is not an in-app path: %s',
      async (link) => {
        await expectDatabaseError(notify(link), CHECK_VIOLATION, 'notifications_link_is_path');
      },
    );

    it.each(['/settings', '/', '/ada/my-project?x=1'])('accepts the in-app path %s as link', async (link) => {
      const [row] = await notify(link);
      expect(row?.link).toBe(link);
    });
  });

  describe('users: foreign keys and ON DELETE', () => {
    it("removes a deleted user's profile, projects, services, follows, reactions and sessions", async () => {
      const leaving = await createCreator(db());
      const other = await createCreator(db());
      const ownProject = await createProject(db(), leaving.profile.id);
      const othersProject = await createProject(db(), other.profile.id);
      const service = await createService(db(), leaving.profile.id);
      await createFollow(db(), leaving.user.id, other.user.id);
      await createFollow(db(), other.user.id, leaving.user.id);
      await createLike(db(), othersProject.id, leaving.user.id);
      await createLike(db(), ownProject.id, other.user.id);
      await createSession(db(), leaving.user.id, { expiresAt: new Date(Date.now() + 60_000) });

      await db().delete(tables.users).where(eq(tables.users.id, leaving.user.id));

      const count = async (query: PromiseLike<unknown[]>) => (await query).length;
      expect(
        await count(db().select().from(tables.profiles).where(eq(tables.profiles.userId, leaving.user.id))),
      ).toBe(0);
      expect(
        await count(
          db().select().from(tables.projects).where(eq(tables.projects.ownerId, leaving.profile.id)),
        ),
      ).toBe(0);
      expect(await count(db().select().from(tables.services).where(eq(tables.services.id, service.id)))).toBe(
        0,
      );
      expect(
        await count(
          db()
            .select()
            .from(tables.follows)
            .where(
              sql`${tables.follows.followerId} = ${leaving.user.id} or ${tables.follows.followingId} = ${leaving.user.id}`,
            ),
        ),
      ).toBe(0);
      // Their reaction elsewhere goes with them, and so does the reaction on their deleted project.
      expect(
        await count(
          db()
            .select()
            .from(tables.projectReactions)
            .where(eq(tables.projectReactions.userId, leaving.user.id)),
        ),
      ).toBe(0);
      expect(
        await count(
          db()
            .select()
            .from(tables.projectReactions)
            .where(eq(tables.projectReactions.projectId, ownProject.id)),
        ),
      ).toBe(0);
      expect(
        await count(db().select().from(tables.sessions).where(eq(tables.sessions.userId, leaving.user.id))),
      ).toBe(0);
      // Everything of the other user stays.
      expect(
        await count(db().select().from(tables.projects).where(eq(tables.projects.id, othersProject.id))),
      ).toBe(1);
      expect(
        await count(db().select().from(tables.profiles).where(eq(tables.profiles.id, other.profile.id))),
      ).toBe(1);
    });

    it("keeps a deleted user's comments on someone else's project, with no author (Unknown User)", async () => {
      const leaving = await createCreator(db());
      const other = await createCreator(db());
      const project = await createProject(db(), other.profile.id);
      const comment = await createComment(db(), project.id, leaving.user.id, { content: 'Great work!' });

      await db().delete(tables.users).where(eq(tables.users.id, leaving.user.id));

      const [kept] = await db()
        .select()
        .from(tables.projectComments)
        .where(eq(tables.projectComments.id, comment.id));
      expect(kept).toMatchObject({ content: 'Great work!', userId: null, projectId: project.id });
    });

    it('keeps the reports a deleted user filed, with no reporter', async () => {
      const leaving = await createUser(db());
      const target = await createUser(db());
      const report = await createReport(
        db(),
        leaving.id,
        { targetType: 'user', targetId: target.id },
        { reason: 'Spam' },
      );

      await db().delete(tables.users).where(eq(tables.users.id, leaving.id));

      const [kept] = await db().select().from(tables.reports).where(eq(tables.reports.id, report.id));
      expect(kept).toMatchObject({ reporterId: null, targetId: target.id, status: 'open' });
    });

    it('refuses a profile for a user that does not exist', async () => {
      await expectDatabaseError(
        db().insert(tables.profiles).values({ userId: '00000000-0000-4000-8000-000000000000' }),
        FOREIGN_KEY_VIOLATION,
        'profiles_user_id_users_id_fk',
      );
    });
  });

  describe('public_profiles view', () => {
    type PublicProfileRow = Record<string, unknown> & { handle: string; roles: string[] };

    const listPublicProfiles = async () => {
      const result = await db().execute(sql`select * from public_profiles`);
      return (result as unknown as { rows: PublicProfileRow[] }).rows;
    };
    const listedHandles = async () => (await listPublicProfiles()).map((row) => row.handle);

    it('exposes exactly the public columns, with the roles taken from user_roles', async () => {
      const { user } = await createCreator(db(), {
        handle: 'viewpublic',
        bio: 'Not public here',
        skills: ['Design'],
        hireable: true,
        avatarUrl: 'https://x.test/a.png',
      });
      await createRole(db(), user.id, 'verified');
      await createRole(db(), user.id, 'partner');

      const row = (await listPublicProfiles()).find((candidate) => candidate.handle === 'viewpublic');
      expect(Object.keys(row ?? {})).toEqual([
        'id',
        'user_id',
        'handle',
        'display_name',
        'skills',
        'hireable',
        'avatar_url',
        'roles',
      ]);
      expect(row).toMatchObject({
        user_id: user.id,
        display_name: 'Creator viewpublic',
        skills: ['Design'],
        hireable: true,
        avatar_url: 'https://x.test/a.png',
        roles: ['partner', 'verified'],
      });
    });

    it('gives an empty roles list to a user with no roles', async () => {
      await createCreator(db(), { handle: 'viewnoroles' });
      const row = (await listPublicProfiles()).find((candidate) => candidate.handle === 'viewnoroles');
      expect(row?.roles).toEqual([]);
    });

    it('leaves out profiles without a handle', async () => {
      const user = await createUser(db());
      await createProfile(db(), user.id, { displayName: 'Unfinished' });
      const rows = await listPublicProfiles();
      expect(rows.some((row) => row.user_id === user.id)).toBe(false);
      expect(rows.every((row) => typeof row.handle === 'string')).toBe(true);
    });

    it('leaves out a user under an active ban, with or without an end date', async () => {
      const forever = await createCreator(db(), { handle: 'viewbanned' });
      const forAWeek = await createCreator(db(), { handle: 'viewbannedweek' });
      await createBan(db(), forever.user.id, { reason: 'spam' });
      await createBan(db(), forAWeek.user.id, {
        reason: 'spam',
        expiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
      });
      const handles = await listedHandles();
      expect(handles).not.toContain('viewbanned');
      expect(handles).not.toContain('viewbannedweek');
    });

    it('lists again a user whose ban has expired or was lifted', async () => {
      const expired = await createCreator(db(), { handle: 'viewexpired' });
      const lifted = await createCreator(db(), { handle: 'viewlifted' });
      await createBan(db(), expired.user.id, { reason: 'spam', expiresAt: new Date(Date.now() - 60_000) });
      await createBan(db(), lifted.user.id, { reason: 'spam', unbannedAt: new Date() });
      const handles = await listedHandles();
      expect(handles).toContain('viewexpired');
      expect(handles).toContain('viewlifted');
    });
  });
});
