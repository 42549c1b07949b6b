import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  LANDING_PROJECTS_LIMIT,
  LANDING_PROJECTS_MAX_AGE_DAYS,
  LANDING_SERVICES_LIMIT,
} from '#shared/constants';
import type { Database } from '#server/db/client';
import { follows, projects, publicProfiles, services } from '#server/db/schema/index';
import { projectCardColumns } from '#server/features/projects/index';
import { serviceCardColumns } from '#server/features/services/index';

/** Public counts: only what visitors can see (onboarded, not banned; published; active). */
export async function countCommunity(db: Database) {
  const [creators, projectCount, serviceCount, connections] = await Promise.all([
    db.select({ value: count() }).from(publicProfiles),
    db
      .select({ value: count() })
      .from(projects)
      .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
      .where(eq(projects.published, true)),
    db
      .select({ value: count() })
      .from(services)
      .innerJoin(publicProfiles, eq(publicProfiles.id, services.profileId))
      .where(eq(services.active, true)),
    db.select({ value: count() }).from(follows),
  ]);
  return {
    creators: creators[0]?.value ?? 0,
    projects: projectCount[0]?.value ?? 0,
    services: serviceCount[0]?.value ?? 0,
    connections: connections[0]?.value ?? 0,
  };
}

export function listLatestProjects(db: Database) {
  return db
    .select(projectCardColumns)
    .from(projects)
    .innerJoin(publicProfiles, eq(publicProfiles.id, projects.ownerId))
    .where(
      and(
        eq(projects.published, true),
        gt(projects.createdAt, sql`now() - make_interval(days => ${LANDING_PROJECTS_MAX_AGE_DAYS})`),
      ),
    )
    .orderBy(desc(projects.createdAt))
    .limit(LANDING_PROJECTS_LIMIT);
}

export function listLatestServices(db: Database) {
  return db
    .select(serviceCardColumns)
    .from(services)
    .innerJoin(publicProfiles, eq(publicProfiles.id, services.profileId))
    .where(eq(services.active, true))
    .orderBy(desc(services.createdAt))
    .limit(LANDING_SERVICES_LIMIT);
}
