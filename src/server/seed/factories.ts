import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { REPORT_TARGET_TYPES } from '#shared/constants';
import type { Role } from '#shared/roles';
import { hashPassword } from '#server/security/passwords';
import { encryptSecret } from '#server/security/server-key';
import { SESSION_LIFETIME_MS } from '#server/features/auth/index';
import { hashToken, newToken } from '#server/features/auth/index';
import { newTotpSecret } from '#server/features/two-factor/index';
import { pairKeyOf } from '#server/features/messages/index';
import type { Database } from '#server/db/client';
import * as tables from '#server/db/schema/index';

// Factories with overrides, shared by the tests and the demo seed: each makes a valid row with
// sensible defaults, and anything passed in wins.

type NewUser = typeof tables.users.$inferInsert;
type NewProfile = typeof tables.profiles.$inferInsert;
type NewProject = typeof tables.projects.$inferInsert;
type NewService = typeof tables.services.$inferInsert;

const uniqueSuffix = () => randomUUID().replace(/-/g, '').slice(0, 10);

/** The password every factory-made user has, for tests that sign in. */
export const FACTORY_PASSWORD = 'Correct-Horse-42!';
let factoryPasswordHash: Promise<string> | undefined;

export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  const suffix = uniqueSuffix();
  factoryPasswordHash ??= hashPassword(FACTORY_PASSWORD);
  const [user] = await db
    .insert(tables.users)
    .values({
      email: `user${suffix}@example.test`,
      emailVerifiedAt: new Date(),
      passwordHash: await factoryPasswordHash,
      signupUsername: `u${suffix}`,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('createUser inserted nothing');
  return user;
}

/** A user with an onboarded profile (handle set), as most tests need. */
/** A user with a profile, as createCreator answers: `{ user, profile }`. */
export type Creator = Awaited<ReturnType<typeof createCreator>>;

export async function createCreator(
  db: Database,
  overrides: Partial<Omit<NewProfile, 'userId'>> & { user?: Partial<NewUser> } = {},
) {
  const { user: userOverrides, ...profileOverrides } = overrides;
  const user = await createUser(db, userOverrides);
  const handle = profileOverrides.handle ?? `c${uniqueSuffix()}`;
  const profile = await createProfile(db, user.id, {
    handle,
    displayName: `Creator ${handle}`,
    ...profileOverrides,
  });
  return { user, profile };
}

/** A profile row alone: without overrides, one whose onboarding is unfinished (no handle yet). */
export async function createProfile(
  db: Database,
  userId: string,
  overrides: Partial<Omit<NewProfile, 'userId'>> = {},
) {
  const [profile] = await db
    .insert(tables.profiles)
    .values({ userId, ...overrides })
    .returning();
  if (!profile) throw new Error('createProfile inserted nothing');
  return profile;
}

/** A role held by a user: staff (owner, admin, moderator...) or a badge (verified, vip...). */
export async function createRole(
  db: Database,
  userId: string,
  role: Role,
  overrides: Partial<Omit<typeof tables.userRoles.$inferInsert, 'userId' | 'role'>> = {},
) {
  const [row] = await db
    .insert(tables.userRoles)
    .values({ userId, role, ...overrides })
    .returning();
  if (!row) throw new Error('createRole inserted nothing');
  return row;
}

/**
 * A signed-in session made straight in the database, with the token its cookie carries. Tests sign
 * in over the API (the test app's `as`); this is for the few that must not.
 */
export async function createSession(
  db: Database,
  userId: string,
  overrides: Partial<Omit<typeof tables.sessions.$inferInsert, 'userId' | 'tokenHash'>> = {},
) {
  const token = newToken();
  const [session] = await db
    .insert(tables.sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
      ...overrides,
    })
    .returning();
  if (!session) throw new Error('createSession inserted nothing');
  return { session, token };
}

/** An enabled authenticator (TOTP) factor, with its secret in the clear for making codes. */
export async function createTotpFactor(
  db: Database,
  userId: string,
  overrides: Partial<Omit<typeof tables.totpFactors.$inferInsert, 'userId' | 'secretEncrypted'>> = {},
) {
  const secret = newTotpSecret();
  const [factor] = await db
    .insert(tables.totpFactors)
    .values({ userId, secretEncrypted: await encryptSecret(db, secret), enabledAt: new Date(), ...overrides })
    .returning();
  if (!factor) throw new Error('createTotpFactor inserted nothing');
  return { factor, secret };
}

/** An open ban: without an expiry, for good. */
export async function createBan(
  db: Database,
  userId: string,
  overrides: Partial<Omit<typeof tables.bannedUsers.$inferInsert, 'userId'>> = {},
) {
  const [ban] = await db
    .insert(tables.bannedUsers)
    .values({ userId, reason: 'Spam', ...overrides })
    .returning();
  if (!ban) throw new Error('createBan inserted nothing');
  return ban;
}

/** A warning the user has not acknowledged yet. */
export async function createWarning(
  db: Database,
  userId: string,
  overrides: Partial<Omit<typeof tables.userWarnings.$inferInsert, 'userId'>> = {},
) {
  const [warning] = await db
    .insert(tables.userWarnings)
    .values({ userId, reason: 'Be kind.', ...overrides })
    .returning();
  if (!warning) throw new Error('createWarning inserted nothing');
  return warning;
}

/** An unread notification. */
export async function createNotification(
  db: Database,
  userId: string,
  overrides: Partial<Omit<typeof tables.notifications.$inferInsert, 'userId'>> = {},
) {
  const [notification] = await db
    .insert(tables.notifications)
    .values({ userId, type: 'other', title: 'Hello', link: '/', ...overrides })
    .returning();
  if (!notification) throw new Error('createNotification inserted nothing');
  return notification;
}

/** An open report by the given user; what it reports (a user by default) is in the overrides. */
export async function createReport(
  db: Database,
  reporterId: string,
  target: { targetType: (typeof REPORT_TARGET_TYPES)[number]; targetId: string },
  overrides: Partial<Omit<typeof tables.reports.$inferInsert, 'reporterId' | 'targetType' | 'targetId'>> = {},
) {
  const [report] = await db
    .insert(tables.reports)
    .values({ reporterId, ...target, reason: 'spam', ...overrides })
    .returning();
  if (!report) throw new Error('createReport inserted nothing');
  return report;
}

export async function createFeedback(
  db: Database,
  userId: string,
  overrides: Partial<Omit<typeof tables.feedback.$inferInsert, 'userId'>> = {},
) {
  const [row] = await db
    .insert(tables.feedback)
    .values({
      userId,
      type: 'bug',
      title: 'Something broke',
      description: 'It broke when I clicked the button.',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createFeedback inserted nothing');
  return row;
}

export async function createProject(
  db: Database,
  ownerId: string,
  overrides: Partial<Omit<NewProject, 'ownerId'>> = {},
) {
  const [project] = await db
    .insert(tables.projects)
    .values({
      ownerId,
      title: 'Untitled project',
      slug: `project-${uniqueSuffix()}`,
      summary: 'A project made for testing.',
      stack: ['TypeScript'],
      ...overrides,
    })
    .returning();
  if (!project) throw new Error('createProject inserted nothing');
  return project;
}

export async function createService(
  db: Database,
  profileId: string,
  overrides: Partial<Omit<NewService, 'profileId'>> = {},
) {
  const [service] = await db
    .insert(tables.services)
    .values({
      profileId,
      title: 'Landing page design and build',
      description: 'A responsive landing page designed and built from your brief, ready to launch.',
      category: 'Web Development',
      pricingType: 'fixed',
      priceAmount: 500,
      deliveryTime: 7,
      features: ['Responsive layout'],
      contactMethods: [{ type: 'Email', required: true }],
      acceptedPaymentMethods: [{ method: 'PayPal' }],
      ...overrides,
    })
    .returning();
  if (!service) throw new Error('createService inserted nothing');
  return service;
}

/** A draft of a new project's form, holding a title. */
export async function createDraft(
  db: Database,
  ownerId: string,
  overrides: Partial<Omit<typeof tables.drafts.$inferInsert, 'ownerId'>> = {},
) {
  const [draft] = await db
    .insert(tables.drafts)
    .values({
      id: randomUUID(),
      ownerId,
      kind: 'project',
      title: 'Half a project',
      payload: {},
      ...overrides,
    })
    .returning();
  if (!draft) throw new Error('createDraft inserted nothing');
  return draft;
}

export async function createFollow(db: Database, followerId: string, followingId: string) {
  const [follow] = await db.insert(tables.follows).values({ followerId, followingId }).returning();
  if (!follow) throw new Error('createFollow inserted nothing');
  return follow;
}

/** A pending request for a service, sent by the given member. */
export async function createServiceRequest(
  db: Database,
  service: { id: string; profileId: string },
  requesterId: string,
  overrides: Partial<typeof tables.serviceRequests.$inferInsert> = {},
) {
  const [request] = await db
    .insert(tables.serviceRequests)
    .values({
      serviceId: service.id,
      sellerProfileId: service.profileId,
      requesterId,
      description: 'I would like a landing page for my studio.',
      selectedContactMethod: 'Email',
      contactInfo: 'buyer@example.test',
      ...overrides,
    })
    .returning();
  if (!request) throw new Error('createServiceRequest inserted nothing');
  return request;
}

/**
 * A review of a service, with the completed request it belongs to: a new one, unless the overrides
 * name the request reviewed.
 */
export async function createServiceReview(
  db: Database,
  service: { id: string; profileId: string },
  reviewerId: string,
  overrides: Partial<typeof tables.serviceReviews.$inferInsert> = {},
) {
  const serviceRequestId =
    overrides.serviceRequestId ??
    (await createServiceRequest(db, service, reviewerId, { status: 'completed' })).id;
  const [review] = await db
    .insert(tables.serviceReviews)
    .values({
      serviceId: service.id,
      serviceRequestId,
      reviewerId,
      sellerProfileId: service.profileId,
      rating: 5,
      comment: 'Delivered on time.',
      ...overrides,
    })
    .returning();
  if (!review) throw new Error('createServiceReview inserted nothing');
  return review;
}

export async function createComment(
  db: Database,
  projectId: string,
  userId: string,
  overrides: Partial<typeof tables.projectComments.$inferInsert> = {},
) {
  const [comment] = await db
    .insert(tables.projectComments)
    .values({ projectId, userId, content: 'Lovely work.', ...overrides })
    .returning();
  if (!comment) throw new Error('createComment inserted nothing');
  return comment;
}

/** A like of a project. */
export async function createLike(
  db: Database,
  projectId: string,
  userId: string,
  overrides: Partial<Omit<typeof tables.projectReactions.$inferInsert, 'projectId' | 'userId'>> = {},
) {
  const [like] = await db
    .insert(tables.projectReactions)
    .values({ projectId, userId, ...overrides })
    .returning();
  if (!like) throw new Error('createLike inserted nothing');
  return like;
}

/** A named collection of the owner's, private unless told, holding the projects given (newest last). */
export async function createCollection(
  db: Database,
  ownerId: string,
  projectIds: string[] = [],
  overrides: Partial<Omit<typeof tables.collections.$inferInsert, 'ownerId'>> = {},
) {
  const [collection] = await db
    .insert(tables.collections)
    .values({ ownerId, kind: 'named', name: `Collection ${uniqueSuffix()}`, ...overrides })
    .returning();
  if (!collection) throw new Error('createCollection inserted nothing');
  const start = Date.now() - projectIds.length * 1000;
  if (projectIds.length > 0) {
    await db.insert(tables.collectionItems).values(
      projectIds.map((projectId, index) => ({
        collectionId: collection.id,
        projectId,
        savedBy: ownerId,
        createdAt: new Date(start + index * 1000),
      })),
    );
  }
  return collection;
}

/** The pair's conversation with both participants, as the first message makes it. */
export async function createConversation(db: Database, userId: string, otherId: string) {
  const [conversation] = await db
    .insert(tables.conversations)
    .values({ pairKey: pairKeyOf(userId, otherId) })
    .returning();
  if (!conversation) throw new Error('createConversation inserted nothing');
  await db.insert(tables.conversationParticipants).values([
    { conversationId: conversation.id, userId },
    { conversationId: conversation.id, userId: otherId },
  ]);
  return conversation;
}

export async function createMessage(
  db: Database,
  conversationId: string,
  senderId: string,
  overrides: Partial<typeof tables.messages.$inferInsert> = {},
) {
  const [message] = await db
    .insert(tables.messages)
    .values({ conversationId, senderId, content: 'Hello there.', ...overrides })
    .returning();
  if (!message) throw new Error('createMessage inserted nothing');
  return message;
}

export async function createBlock(db: Database, blockerId: string, blockedId: string) {
  await db.insert(tables.blocks).values({ blockerId, blockedId });
}

/** A banned member's appeal of their ban, undecided. */
export async function createAppeal(
  db: Database,
  ban: { id: string; userId: string },
  overrides: Partial<Omit<typeof tables.banAppeals.$inferInsert, 'banId' | 'userId'>> = {},
) {
  const [row] = await db
    .insert(tables.banAppeals)
    .values({ banId: ban.id, userId: ban.userId, message: 'It was a misunderstanding.', ...overrides })
    .returning();
  if (!row) throw new Error('createAppeal inserted nothing');
  return row;
}

/** An active announcement by the given author, without its notifications. */
export async function createAnnouncement(
  db: Database,
  createdBy: string | null,
  overrides: Partial<Omit<typeof tables.announcements.$inferInsert, 'createdBy'>> = {},
) {
  const [row] = await db
    .insert(tables.announcements)
    .values({
      createdBy,
      title: 'Maintenance tonight',
      message: 'Atelier is down 22:00-22:30 UTC.',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createAnnouncement inserted nothing');
  return row;
}

/**
 * A request's thread of `count` messages, written in turn by the authors, a second apart and
 * ending now; the first `withFiles` of them carry a PDF's row each, of `fileBytes` (the rows only:
 * nothing is stored, as a bench or a test of the request's room needs). The request's news
 * markers follow the last message.
 */
export async function createRequestEntries(
  db: Database,
  requestId: string,
  authorIds: readonly string[],
  count: number,
  withFiles = 0,
  fileBytes = 1024,
) {
  const start = Date.now() - count * 1000;
  const entries = await db
    .insert(tables.requestEntries)
    .values(
      Array.from({ length: count }, (_, index) => ({
        requestId,
        authorId: authorIds[index % authorIds.length] ?? null,
        kind: 'message',
        body: `Message ${index + 1} about the work.`,
        createdAt: new Date(start + index * 1000),
      })),
    )
    .returning();
  const withFile = entries.slice(0, withFiles);
  if (withFile.length > 0) {
    await db.insert(tables.requestFiles).values(
      withFile.map((entry, index) => ({
        requestId,
        entryId: entry.id,
        uploaderId: entry.authorId,
        fileName: `sketch-${index + 1}.pdf`,
        contentType: 'application/pdf',
        byteSize: fileBytes,
        storageKey: `request-files/${requestId}/file-${Date.now()}-${randomUUID().replace(/-/g, '')}.pdf`,
        createdAt: entry.createdAt,
      })),
    );
  }
  const last = entries.at(-1);
  if (last) {
    await db
      .update(tables.serviceRequests)
      .set({ activityAt: last.createdAt, activityBy: last.authorId })
      .where(eq(tables.serviceRequests.id, requestId));
  }
  return entries;
}

/** A quote on a request, proposed unless told, with milestones of the given titles (none by default). */
export async function createRequestQuote(
  db: Database,
  requestId: string,
  overrides: Partial<Omit<typeof tables.requestQuotes.$inferInsert, 'requestId'>> = {},
  milestoneTitles: readonly string[] = [],
) {
  const [quote] = await db
    .insert(tables.requestQuotes)
    .values({ requestId, price: 900, currency: 'EUR', deliveryDate: '2027-04-01', ...overrides })
    .returning();
  if (!quote) throw new Error('createRequestQuote inserted nothing');
  const milestones =
    milestoneTitles.length === 0
      ? []
      : await db
          .insert(tables.requestMilestones)
          .values(
            milestoneTitles.map((title, index) => ({
              quoteId: quote.id,
              position: index + 1,
              title,
              amount: 100,
              dueDate: '2027-03-15',
            })),
          )
          .returning();
  return { quote, milestones };
}
