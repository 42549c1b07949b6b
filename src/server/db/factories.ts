import { randomUUID } from 'node:crypto';
import { hashPassword } from '../security/passwords';
import type { Database } from './client';
import {
  follows,
  profiles,
  projectComments,
  projects,
  serviceRequests,
  serviceReviews,
  services,
  users,
} from './schema/index';

// Factories with overrides, shared by the tests and the demo seed: each makes a valid row with
// sensible defaults, and anything passed in wins.

type NewUser = typeof users.$inferInsert;
type NewProfile = typeof profiles.$inferInsert;
type NewProject = typeof projects.$inferInsert;
type NewService = typeof services.$inferInsert;

const uniqueSuffix = () => randomUUID().replace(/-/g, '').slice(0, 10);

/** The password every factory-made user has, for tests that sign in. */
export const FACTORY_PASSWORD = 'Correct-Horse-42!';
let factoryPasswordHash: Promise<string> | undefined;

export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  const suffix = uniqueSuffix();
  factoryPasswordHash ??= hashPassword(FACTORY_PASSWORD);
  const [user] = await db
    .insert(users)
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
export async function createCreator(
  db: Database,
  overrides: Partial<Omit<NewProfile, 'userId'>> & { user?: Partial<NewUser> } = {},
) {
  const { user: userOverrides, ...profileOverrides } = overrides;
  const user = await createUser(db, userOverrides);
  const handle = profileOverrides.handle ?? `c${uniqueSuffix()}`;
  const [profile] = await db
    .insert(profiles)
    .values({ userId: user.id, handle, displayName: `Creator ${handle}`, ...profileOverrides })
    .returning();
  if (!profile) throw new Error('createCreator inserted nothing');
  return { user, profile };
}

export async function createProject(
  db: Database,
  ownerId: string,
  overrides: Partial<Omit<NewProject, 'ownerId'>> = {},
) {
  const [project] = await db
    .insert(projects)
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
    .insert(services)
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

export async function createFollow(db: Database, followerId: string, followingId: string) {
  const [follow] = await db.insert(follows).values({ followerId, followingId }).returning();
  if (!follow) throw new Error('createFollow inserted nothing');
  return follow;
}

/** A pending request for a service, sent by the given member. */
export async function createServiceRequest(
  db: Database,
  service: { id: string; profileId: string },
  requesterId: string,
  overrides: Partial<typeof serviceRequests.$inferInsert> = {},
) {
  const [request] = await db
    .insert(serviceRequests)
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

/** A review of a service, with the completed request it belongs to. */
export async function createServiceReview(
  db: Database,
  service: { id: string; profileId: string },
  reviewerId: string,
  overrides: Partial<typeof serviceReviews.$inferInsert> = {},
) {
  const request = await createServiceRequest(db, service, reviewerId, { status: 'completed' });
  const [review] = await db
    .insert(serviceReviews)
    .values({
      serviceId: service.id,
      serviceRequestId: request.id,
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
  overrides: Partial<typeof projectComments.$inferInsert> = {},
) {
  const [comment] = await db
    .insert(projectComments)
    .values({ projectId, userId, content: 'Lovely work.', ...overrides })
    .returning();
  if (!comment) throw new Error('createComment inserted nothing');
  return comment;
}
