import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  createCollection,
  createCreator,
  createDraft,
  createProfile,
  createProject,
  createRequestEntries,
  createService,
  createUser,
  createRequestQuote,
  createRole,
  createServiceRequest,
} from '#server/seed/factories';
import { profiles, projects, services } from '#server/db/schema/index';

/**
 * Every screen of Atelier with something to show: the public ones with a demo profile, project and
 * service, and a member's own (as an owner, so /admin opens), with the member to sign in as.
 */
export async function everyRoute(db: Database, stamp: string) {
  const [project] = await db
    .select({ slug: projects.slug, handle: profiles.handle })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.ownerId))
    .where(and(eq(projects.published, true), isNotNull(profiles.handle)))
    .limit(1);
  const [service] = await db
    .select({ id: services.id, profileId: services.profileId, sellerId: profiles.userId })
    .from(services)
    .innerJoin(profiles, eq(profiles.id, services.profileId))
    .limit(1);
  if (!project?.handle || !service) throw new Error('the demo community has no project or service');
  const member = await createCreator(db, {
    handle: `every${stamp}`,
    user: { email: `every${stamp}@example.test` },
  });
  await createRole(db, member.user.id, 'owner');
  // A request of theirs with a conversation, files and a quote: the workspace has all it shows.
  const request = await createServiceRequest(db, service, member.user.id, { budget: 1200 });
  await createRequestEntries(db, request.id, [member.user.id, service.sellerId], 6, 2);
  await createRequestQuote(db, request.id, {}, ['Sketches', 'Final artwork']);
  const publicPaths = [
    '/',
    '/explore',
    '/people',
    '/services',
    `/${project.handle}`,
    `/${project.handle}/${project.slug}`,
    `/services/${service.id}`,
    '/auth',
    '/auth?tab=sign-up',
    '/reset-password',
    '/recover-account',
    '/privacy',
    '/terms',
    '/feedback',
    '/no-such-page/at-all',
  ];
  const memberPaths = [
    '/settings',
    // A member with a profile meets onboarding's next steps there (docs/decisions/0053).
    '/onboarding',
    '/messages',
    '/notifications',
    '/service-requests',
    `/service-requests/${request.id}`,
    '/new',
    '/services/new',
    '/feedback',
    '/admin',
    `/${member.profile.handle}`,
  ];
  return { publicPaths, memberPaths, member };
}

/**
 * The screens a member meets with nothing yet, just signed up (no handle, no work, no request), and
 * the member to sign in as.
 */
export async function newMemberRoutes(db: Database, stamp: string) {
  const member = await createUser(db, { email: `new${stamp}@example.test` });
  await createProfile(db, member.id);
  const paths = [
    '/',
    '/onboarding',
    '/settings',
    '/messages',
    '/notifications',
    '/service-requests',
    '/new',
    '/services/new',
    '/drafts',
    '/insights',
    '/collections',
    '/feedback',
    '/privacy',
  ];
  return { paths, member };
}

/** The screens of a member's own work, each with something in it: for a member of everyRoute's. */
export async function ownWorkRoutes(
  db: Database,
  member: { userId: string; profileId: string; handle: string },
) {
  const project = await createProject(db, member.profileId);
  const service = await createService(db, member.profileId);
  const collection = await createCollection(db, member.userId, [project.id]);
  await createDraft(db, member.userId);
  return [
    '/',
    '/insights',
    '/drafts',
    '/collections',
    `/collections/${collection.id}`,
    `/${member.handle}/${project.slug}`,
    `/projects/${project.id}/edit`,
    `/services/${service.id}`,
    `/services/${service.id}/edit`,
  ];
}
