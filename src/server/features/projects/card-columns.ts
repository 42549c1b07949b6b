import { projects, publicProfiles } from '#server/db/schema/index';

/**
 * What every list of project cards selects (Explore, the landing, a collection, the home feed), from
 * `projects` joined to `publicProfiles` as its owner.
 */
export const projectCardColumns = {
  id: projects.id,
  title: projects.title,
  slug: projects.slug,
  summary: projects.summary,
  coverUrl: projects.coverUrl,
  stack: projects.stack,
  createdAt: projects.createdAt,
  ownerHandle: publicProfiles.handle,
};
