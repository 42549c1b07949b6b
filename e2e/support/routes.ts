import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  createCreator,
  createRequestEntries,
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
