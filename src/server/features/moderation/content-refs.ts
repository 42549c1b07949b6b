import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { REPORT_TARGET_TYPES } from '#shared/constants';
import type { contentRefSchema } from '#shared/schemas/moderation';
import type { Database } from '#server/db/client';
import { profiles, projects, services } from '#server/db/schema/index';

export type TargetType = (typeof REPORT_TARGET_TYPES)[number];
export type ContentRef = z.infer<typeof contentRefSchema>;
type Target = { type: TargetType; id: string };

const keyOf = ({ type, id }: Target) => `${type}:${id}`;
const GONE: ContentRef = {
  label: null,
  path: null,
  owner: { userId: null, handle: null, displayName: null },
  held: false,
};

const ownerRef = (owner: { userId: string; handle: string | null; displayName: string | null }) => ({
  userId: owner.userId,
  handle: owner.handle,
  displayName: owner.displayName,
});

/**
 * Names, pages and owners of reported or held things, in one query per kind however many there are
 * (a report list of 200 makes three queries, not 200). Something deleted since answers GONE.
 */
export async function describeTargets(db: Database, targets: readonly Target[]) {
  const idsOf = (type: TargetType) => [...new Set(targets.filter((t) => t.type === type).map((t) => t.id))];
  const owner = { userId: profiles.userId, handle: profiles.handle, displayName: profiles.displayName };
  const [users, projectRows, serviceRows] = await Promise.all([
    idsOf('user').length === 0
      ? []
      : db
          .select(owner)
          .from(profiles)
          .where(inArray(profiles.userId, idsOf('user'))),
    idsOf('project').length === 0
      ? []
      : db
          .select({
            id: projects.id,
            title: projects.title,
            slug: projects.slug,
            held: projects.heldAt,
            owner,
          })
          .from(projects)
          .innerJoin(profiles, eq(profiles.id, projects.ownerId))
          .where(inArray(projects.id, idsOf('project'))),
    idsOf('service').length === 0
      ? []
      : db
          .select({ id: services.id, title: services.title, held: services.heldAt, owner })
          .from(services)
          .innerJoin(profiles, eq(profiles.id, services.profileId))
          .where(inArray(services.id, idsOf('service'))),
  ]);
  const found = new Map<string, ContentRef>();
  for (const user of users) {
    found.set(keyOf({ type: 'user', id: user.userId }), {
      label: user.displayName ?? (user.handle ? `@${user.handle}` : null),
      path: user.handle ? `/${user.handle}` : null,
      owner: ownerRef(user),
      held: false,
    });
  }
  for (const project of projectRows) {
    found.set(keyOf({ type: 'project', id: project.id }), {
      label: project.title,
      path: project.owner.handle ? `/${project.owner.handle}/${project.slug}` : null,
      owner: ownerRef(project.owner),
      held: project.held !== null,
    });
  }
  for (const service of serviceRows) {
    found.set(keyOf({ type: 'service', id: service.id }), {
      label: service.title,
      path: `/services/${service.id}`,
      owner: ownerRef(service.owner),
      held: service.held !== null,
    });
  }
  return (target: Target): ContentRef => found.get(keyOf(target)) ?? GONE;
}
